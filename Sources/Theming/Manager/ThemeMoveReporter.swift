/// Remembers, weakly, the managers that track one node, and tells them when the node moves: the
/// part of a ``MoveReportingNode`` that every toolkit would otherwise write itself.
///
/// Keep one per node, give it each manager from
/// ``MoveReportingNode/startReportingMoves(to:)``, and call ``reportMove(of:)`` from the
/// toolkit's hook that runs after the node was added to a new parent.
@MainActor
public final class ThemeMoveReporter {
  private struct WeakManager {
    weak var manager: ThemeManager?
  }

  private var managers: [WeakManager] = []

  /// Creates a reporter that knows no manager yet.
  public init() {}

  /// Remembers `manager`, weakly; a manager added twice is told once.
  ///
  /// - Parameter manager: A manager that tracks the node.
  public func add(_ manager: ThemeManager) {
    // Called on every node's first binding, mostly with a manager already known: that case
    // reads the list and changes nothing.
    for entry in managers where entry.manager === manager { return }
    managers.removeAll { $0.manager == nil }
    managers.append(WeakManager(manager: manager))
  }

  /// Tells every remembered manager that is still alive that `node` moved, so that it and its
  /// tracked descendants take their new parent's style now.
  ///
  /// - Parameter node: The node this reporter belongs to.
  public func reportMove(of node: some ThemeNode) {
    for entry in managers {
      entry.manager?.nodeDidMove(node)
    }
  }
}
