/// A node whose toolkit tells the library when it moves to another parent, so that it and its
/// tracked descendants take their new parent's style at once, without a call to
/// ``ThemeManager/nodeDidMove(_:)`` after each move in the app's code.
///
/// A toolkit with a "moved to a new superview" hook adopts it in a few lines, with a
/// ``ThemeMoveReporter`` to remember the managers that track the node:
///
/// ```swift
/// class Panel: ThemeCompatible, MoveReportingNode {
///   weak var parent: Panel?
///   var themeParent: (any ThemeNode)? { parent }
///   let moveReporter = ThemeMoveReporter()
///
///   func startReportingMoves(to manager: ThemeManager) {
///     moveReporter.add(manager)
///   }
///
///   func add(_ child: Panel) {
///     child.parent = self
///     child.moveReporter.reportMove(of: child)  // the toolkit's "did move" hook
///   }
/// }
/// ```
///
/// On iOS and tvOS 17 and later, `UIView` adopts it through UIKit's trait changes. A class that
/// adopts it must report every move of a tracked node to every manager it was given: a move it
/// misses is resolved only by the next switch or ``ThemeManager/refresh()``.
@MainActor
public protocol MoveReportingNode: ThemeNode {
  /// Called when `manager` starts tracking the node: once, or again after every binding of the
  /// node was removed and its entry dropped, so a report may then arrive twice (the second
  /// finds nothing left to re-apply). Keep the manager weakly, and report later moves of the
  /// node to it with ``ThemeManager/nodeDidMove(_:)``.
  ///
  /// - Parameter manager: A manager that now tracks the node.
  func startReportingMoves(to manager: ThemeManager)

  /// Called whenever the node's own override is set or cleared, in any manager; a toolkit
  /// that carries the nearest override down its tree (as UIKit's traits do) updates it here.
  /// Does nothing unless the adopting class implements it.
  ///
  /// - Parameter style: The node's new override, or `nil` when it was cleared.
  func themeOverrideDidChange(to style: ThemeStyle?)

  /// Whether the class reports the moves of its nodes now (on this system). While every
  /// tracked class does, an override change or a reported move visits only the subtree below
  /// it; otherwise the manager re-resolves every tracked node, since a link it never saw (a
  /// themed node put into a container, then the container inserted) may have changed. `true`
  /// unless the adopting class says otherwise.
  static var reportsMoves: Bool { get }
}

extension MoveReportingNode {
  /// Every move is reported.
  public static var reportsMoves: Bool { true }

  /// Does nothing: most toolkits need only report moves.
  ///
  /// - Parameter style: The node's new override, or `nil` when it was cleared.
  public func themeOverrideDidChange(to style: ThemeStyle?) {}
}

extension ThemeManager {
  /// Re-resolves `node` and its tracked descendants after `node` moved to another parent, and
  /// re-applies those whose effective style changed.
  ///
  /// ```swift
  /// oldContainer.remove(card)
  /// newContainer.add(card)          // card.themeParent is now newContainer
  /// manager.nodeDidMove(card)       // card and everything under it take newContainer's style
  /// ```
  ///
  /// A ``MoveReportingNode`` calls it itself. On iOS and tvOS 17 and later, a themed `UIView`
  /// does: UIKit delivers the trait change behind the report before the next layout, and only
  /// for views in a window, so a view moved outside a window is re-resolved when its tree joins
  /// one. Elsewhere call this after a move, or call ``refresh()`` after many.
  ///
  /// While every tracked class reports its moves (``MoveReportingNode/reportsMoves``), the
  /// descendants are found through the links the manager learnt from reported moves, and the
  /// rest of the tree is not visited. Otherwise every tracked node is re-resolved, so that a
  /// subtree built apart (a themed node put into a container, the container then inserted) is
  /// found whatever links were never reported.
  ///
  /// Report a move even while no override is set: the node may still show a style it had
  /// under an override cleared since.
  ///
  /// - Parameter node: The node that moved.
  public func nodeDidMove(_ node: some ThemeNode) {
    MainThreadCheck.require("ThemeManager.nodeDidMove(_:)")
    // Linked now even when the re-resolution waits, so that later toggles find the node.
    linkIntoSubtreeIndex(node)
    table.noteNodesReported()
    guard passDepth == 0 && (!isUpdating || isAnnouncing) else {
      // Providers are running: re-resolve everything once they are done.
      needsReconcile = true
      return
    }
    reapplyAfterTreeChange(at: node)
  }

  /// Lets a node whose platform can report its moves start doing so.
  func startMoveReports(for node: any ThemeNode) {
    (node as? any MoveReportingNode)?.startReportingMoves(to: self)
  }
}
