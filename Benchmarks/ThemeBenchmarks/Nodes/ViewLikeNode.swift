import Theming

/// The view-like node class: what an app themes. It is `open`, and the leaves of every forest
/// are ``ViewLikeLeaf``s, a subclass; its themed properties are `open` setters that do a little
/// work, as a view's do (a `didSet` that marks the node for redrawing); and it does not report
/// its moves, as no view did before iOS 17 and no toolkit's does without a hook.
///
/// The properties are `open`, not merely overridable, because whole-module optimisation sees
/// every subclass in the module: of a plain non-final class whose subclass overrides nothing it
/// calls the one setter directly and inlines it. An `open` setter may be overridden outside the
/// module, so every write, by every contender, is a call through the class's vtable, as a write
/// to a toolkit view's property is a call into the toolkit. A key path to any of the properties
/// is a computed component, which the Swift runtime applies by calling that setter.
@MainActor
open class ViewLikeNode: BenchmarkNode {
  typealias Base = ViewLikeNode

  weak var parent: ViewLikeNode?
  var children: [ViewLikeNode] = []
  /// Set by every themed property's setter, and cleared by the verifier, which requires it of
  /// every node whose values a switch changed: a contender cannot skip the setter.
  var needsDisplay = false
  /// A themed property; its setter marks the node for redrawing.
  open var a = 0 {
    didSet { needsDisplay = true }
  }
  /// A themed property; its setter marks the node for redrawing.
  open var b = 0 {
    didSet { needsDisplay = true }
  }
  /// A themed property; its setter marks the node for redrawing.
  open var c = 0 {
    didSet { needsDisplay = true }
  }
  var jxProviders: [String: Any] = [:]
  var jxOverride: ThemeStyle?

  var themeParent: (any ThemeNode)? { parent }

  var redrawRequest: Bool? { needsDisplay }

  func clearRedrawRequest() { needsDisplay = false }

  static let nodeClass = NodeClass.viewLike

  static let defaultRoute = ThemingRoute.declaredProperties

  static func make(isLeaf: Bool) -> ViewLikeNode { isLeaf ? ViewLikeLeaf() : ViewLikeNode() }

  /// The class reports nothing, so the app reports the move, as the library asks of a class
  /// without a hook.
  static func reportMove(of child: ViewLikeNode, in manager: ThemeManager) {
    manager.nodeDidMove(child)
  }

  static func assign(
    _ a: ThemeProvider<Int>,
    _ b: ThemeProvider<Int>,
    _ c: ThemeProvider<Int>,
    to node: ViewLikeNode,
    in manager: ThemeManager,
    route: ThemingRoute
  ) {
    switch route {
    case .keyPathLookup:
      let theme = node.theme(in: manager)
      theme.a = a
      theme.b = b
      theme.c = c
    case .declaredProperties:
      // Through the leaf's own type where the node is a leaf, as an app themes a `UILabel`.
      if let leaf = node as? ViewLikeLeaf {
        assignDeclared(a, b, c, to: leaf.theme(in: manager))
      } else {
        assignDeclared(a, b, c, to: node.theme(in: manager))
      }
    }
  }

  private static func assignDeclared<Node: ViewLikeNode>(
    _ a: ThemeProvider<Int>,
    _ b: ThemeProvider<Int>,
    _ c: ThemeProvider<Int>,
    to theme: ThemeWrapper<Node>
  ) {
    theme.declaredA = a
    theme.declaredB = b
    theme.declaredC = c
  }
}

/// The subclass that the leaves of a view-like forest are made of; it adds and overrides
/// nothing.
public final class ViewLikeLeaf: ViewLikeNode {}

/// The view-like class's properties declared on the namespace as the library declares UIKit's,
/// for ``ThemingRoute/declaredProperties``: once for the class and every subclass, each a
/// `ThemeProperty` made on first use, so a leaf (a ``ViewLikeLeaf``) is themed through its own
/// type as a `UILabel` is through UIView's declarations.
@MainActor
enum ViewLikeProperties {
  static let a = ThemeProperty(\ViewLikeNode.a) { (node, value: Int) in node.a = value }
  static let b = ThemeProperty(\ViewLikeNode.b) { (node, value: Int) in node.b = value }
  static let c = ThemeProperty(\ViewLikeNode.c) { (node, value: Int) in node.c = value }
}

extension ThemeWrapper where Base: ViewLikeNode {
  var declaredA: ThemeProvider<Int>? {
    get { provider(for: ViewLikeProperties.a) }
    nonmutating set { bind(newValue, to: ViewLikeProperties.a, of: base) }
  }

  var declaredB: ThemeProvider<Int>? {
    get { provider(for: ViewLikeProperties.b) }
    nonmutating set { bind(newValue, to: ViewLikeProperties.b, of: base) }
  }

  var declaredC: ThemeProvider<Int>? {
    get { provider(for: ViewLikeProperties.c) }
    nonmutating set { bind(newValue, to: ViewLikeProperties.c, of: base) }
  }
}
