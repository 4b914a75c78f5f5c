import Theming

/// The view-like node class: what an app themes. It is open to subclassing (the leaves of every
/// forest are ``ViewLikeLeaf``s, so whole-module optimisation cannot treat it as final), its
/// themed properties are setters that do a little work, as a view's do (a `didSet` that marks
/// the node for redrawing), and it does not report its moves, as no view did before iOS 17 and
/// no toolkit's does without a hook.
///
/// A key path to any of its properties is a computed component, which the Swift runtime applies
/// by calling the setter a subclass could override.
@MainActor
class ViewLikeNode: BenchmarkNode {
  typealias Base = ViewLikeNode

  weak var parent: ViewLikeNode?
  private(set) var children: [ViewLikeNode] = []
  /// Set by every themed property's setter, and cleared by the verifier, which requires it of
  /// every node whose values a switch changed: a contender cannot skip the setter.
  var needsDisplay = false
  var a = 0 {
    didSet { needsDisplay = true }
  }
  var b = 0 {
    didSet { needsDisplay = true }
  }
  var c = 0 {
    didSet { needsDisplay = true }
  }
  var jxProviders: [String: Any] = [:]
  var jxOverride: ThemeStyle?

  var themeParent: (any ThemeNode)? { parent }

  var hasParent: Bool { parent != nil }

  var redrawRequest: Bool? { needsDisplay }

  func clearRedrawRequest() { needsDisplay = false }

  static func make(isLeaf: Bool) -> ViewLikeNode { isLeaf ? ViewLikeLeaf() : ViewLikeNode() }

  func addChild(_ child: ViewLikeNode) {
    child.parent = self
    children.append(child)
  }

  static let usualRoute = ThemingRoute.declaredSetters

  static func assign(
    _ a: ThemeProvider<Int>,
    _ b: ThemeProvider<Int>,
    _ c: ThemeProvider<Int>,
    to node: ViewLikeNode,
    in manager: ThemeManager,
    route: ThemingRoute
  ) {
    let theme = node.theme(in: manager)
    switch route {
    case .declaredSetters:
      theme.a = a
      theme.b = b
      theme.c = c
    case .keyPathLookup:
      theme[dynamicMember: \ViewLikeNode.a] = a
      theme[dynamicMember: \ViewLikeNode.b] = b
      theme[dynamicMember: \ViewLikeNode.c] = c
    }
  }
}

/// The subclass that the leaves of a view-like forest are made of; it adds and overrides
/// nothing.
final class ViewLikeLeaf: ViewLikeNode {}

/// The view-like class's properties declared on the namespace, as an app declares the
/// properties it themes on many views: each switch calls the setter.
extension ThemeWrapper where Base == ViewLikeNode {
  var a: ThemeProvider<Int>? {
    get { provider(for: \.a) }
    nonmutating set { bind(newValue, to: \.a) { node, value in node.a = value } }
  }

  var b: ThemeProvider<Int>? {
    get { provider(for: \.b) }
    nonmutating set { bind(newValue, to: \.b) { node, value in node.b = value } }
  }

  var c: ThemeProvider<Int>? {
    get { provider(for: \.c) }
    nonmutating set { bind(newValue, to: \.c) { node, value in node.c = value } }
  }
}
