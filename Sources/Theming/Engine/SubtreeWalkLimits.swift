/// When a change of the tree is applied by walking the subtree index link by link, and when by
/// a pass over the table (see ``ThemeEngine/reapplySubtree(of:replacingPin:)``).
///
/// A walk meets nodes in the tree's order, scattered in memory; a pass meets them in the order
/// they lie there. So a walk wins for a small subtree and a pass for a large one.
struct SubtreeWalkLimits {
  /// A walk applies at most one tracked node in this many; a larger subtree is left to a pass.
  var largestFraction = 8

  /// Subtrees of up to this many links are always walked: in a small tree either costs little.
  var smallestLimit = 1024

  /// The most links a walk reads and applies in a table of `trackedCount` records.
  func linkLimit(trackedCount: Int) -> Int {
    max(trackedCount / max(largestFraction, 1), smallestLimit)
  }
}
