import Foundation
import Theming

/// The node that every contender restyles: a parent link, children held strongly, and three
/// themed `Int` properties.
///
/// Every contender gets its own forest of these, built from the same shape, so the four
/// contenders restyle identical trees without touching each other's nodes. The two `jx` fields
/// are the JXTheme model's per-object storage (JXTheme keeps them in associated objects); the
/// other contenders never read them.
@MainActor
final class BenchNode: ThemeCompatible, MoveReportingNode {
  weak var parent: BenchNode?
  var children: [BenchNode] = []
  var a = 0
  var b = 0
  var c = 0
  /// JXTheme model: the object's providers, keyed `"BenchNode.a"` and so on.
  var jxProviders: [String: Any] = [:]
  /// JXTheme model: the object's own copy of an override, pushed down the tree when set.
  var jxOverride: ThemeStyle?

  var themeParent: (any ThemeNode)? { parent }

  /// The forests never move a node once built, so the class reports every move there is
  /// (none), as a toolkit's classes do through their hooks: an override change then visits only
  /// the subtree under it. BENCHMARKS.md says what an override change costs for a class that
  /// does not report its moves.
  func startReportingMoves(to manager: ThemeManager) {}

  func addChild(_ child: BenchNode) {
    child.parent = self
    children.append(child)
  }
}
