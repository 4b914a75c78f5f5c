import Foundation
import Theming

/// The `final` node class: a parent link, children held strongly, and three themed `Int`
/// properties stored plainly, with no observers.
///
/// Every contender gets its own forest of these, built from the same shape, so the contenders
/// restyle identical trees without touching each other's nodes. The two `jx` fields are the
/// JXTheme model's per-object storage (JXTheme keeps them in associated objects); the other
/// contenders never read them.
@MainActor
final class BenchNode: BenchmarkNode, MoveReportingNode {
  typealias Base = BenchNode

  weak var parent: BenchNode?
  var children: [BenchNode] = []
  var a = 0
  var b = 0
  var c = 0
  var jxProviders: [String: Any] = [:]
  var jxOverride: ThemeStyle?

  var themeParent: (any ThemeNode)? { parent }

  var hasParent: Bool { parent != nil }

  /// The forests never move a node once built, so the class reports every move there is
  /// (none), as a toolkit's classes do through their hooks: an override change then visits only
  /// the subtree under it. The figures without move reports track one object of a class that
  /// does not report them beside the forest, which makes the manager trust no link.
  func startReportingMoves(to manager: ThemeManager) {}

  static func make(isLeaf: Bool) -> BenchNode { BenchNode() }

  func addChild(_ child: BenchNode) {
    child.parent = self
    children.append(child)
  }

  static let usualRoute = ThemingRoute.keyPathLookup

  static func assign(
    _ a: ThemeProvider<Int>,
    _ b: ThemeProvider<Int>,
    _ c: ThemeProvider<Int>,
    to node: BenchNode,
    in manager: ThemeManager,
    route: ThemingRoute
  ) {
    let theme = node.theme(in: manager)
    switch route {
    case .keyPathLookup:
      theme.a = a
      theme.b = b
      theme.c = c
    case .declaredSetters:
      theme.declaredA = a
      theme.declaredB = b
      theme.declaredC = c
    }
  }
}

/// The final class's properties declared on the namespace, for ``ThemingRoute/declaredSetters``;
/// the key-path lookup reaches the same properties through `theme(in:)[dynamicMember:]`.
extension ThemeWrapper where Base == BenchNode {
  var declaredA: ThemeProvider<Int>? {
    get { provider(for: \.a) }
    nonmutating set { bind(newValue, to: \.a) { node, value in node.a = value } }
  }

  var declaredB: ThemeProvider<Int>? {
    get { provider(for: \.b) }
    nonmutating set { bind(newValue, to: \.b) { node, value in node.b = value } }
  }

  var declaredC: ThemeProvider<Int>? {
    get { provider(for: \.c) }
    nonmutating set { bind(newValue, to: \.c) { node, value in node.c = value } }
  }
}
