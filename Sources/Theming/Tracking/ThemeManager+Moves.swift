/// A node whose platform reports its moves to the manager: on iOS and tvOS 17 and later, a
/// UIKit view, through a trait that mirrors the nearest override (see Platform/UIKit+Theming).
///
/// Only the platform glue conforms. The manager tells such a node when it starts tracking it
/// and when its own override changes; the node calls ``ThemeManager/nodeDidMove(_:)`` when it
/// has moved.
@MainActor
protocol MoveReportingNode: ThemeNode {
  /// Called when `manager` starts tracking the node: once, or again after every binding of the
  /// node was removed and its entry dropped, so a report may then arrive twice (the second
  /// finds nothing left to re-apply).
  func startReportingMoves(to manager: ThemeManager)
  /// Called whenever the node's own override is set or cleared, in any manager.
  func themeOverrideDidChange(to style: ThemeStyle?)
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
  /// On iOS and tvOS 17 and later, a themed `UIView` reports its own moves: UIKit delivers the
  /// trait change behind the report before the next layout, and only for views in a window, so
  /// a view moved outside a window is re-resolved when its tree joins one. Elsewhere call this
  /// after a move, or call ``refresh()`` after many. Descendants are found through links learnt
  /// from earlier walks, so a descendant that was itself moved without being reported is
  /// re-resolved by the next switch or ``refresh()``, not by this call.
  ///
  /// Report a move even while no override is set: the node may still show a style it had
  /// under an override cleared since, and an override set later finds it only where it was
  /// reported.
  ///
  /// - Parameter node: The node that moved.
  public func nodeDidMove(_ node: some ThemeNode) {
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
