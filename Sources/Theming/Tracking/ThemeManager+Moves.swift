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
}

extension MoveReportingNode {
  /// Does nothing: most toolkits need only report moves.
  ///
  /// - Parameter style: The node's new override, or `nil` when it was cleared.
  public func themeOverrideDidChange(to style: ThemeStyle?) {}
}

extension ThemeManager {
  /// Re-resolves `node` and its tracked descendants after `node` moved to another parent, and
  /// re-applies those whose effective style changed: the rest of the tree is not visited.
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
  /// one. Elsewhere call this after a move, or call ``refresh()`` after many. Descendants are found through links learnt
  /// from earlier walks, so a descendant that was itself moved without being reported is
  /// re-resolved by the next switch or ``refresh()``, not by this call.
  ///
  /// Report a move even while no override is set: the node may still show a style it had
  /// under an override cleared since, and an override set later finds it only where it was
  /// reported.
  ///
  /// - Parameter node: The node that moved.
  public func nodeDidMove(_ node: some ThemeNode) {
    MainThreadCheck.require("ThemeManager.nodeDidMove(_:)")
    // Linked now even when the re-resolution waits, so that later toggles find the node.
    linkIntoSubtreeIndex(node)
    table.noteNodesReported()
    guard passDepth == 0 && !isUpdating else {
      // Providers or observers are running: re-resolve everything once they are done.
      needsReconcile = true
      return
    }
    reapplySubtree(of: node)
  }

  /// Lets a node whose platform can report its moves start doing so.
  func startMoveReports(for node: any ThemeNode) {
    (node as? any MoveReportingNode)?.startReportingMoves(to: self)
  }
}
