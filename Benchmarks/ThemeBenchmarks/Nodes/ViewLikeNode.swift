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

  static let defaultRoute = ThemingRoute.keyPathLookup

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
    let theme = node.theme(in: manager)
    switch route {
    case .keyPathLookup:
      theme.a = a
      theme.b = b
      theme.c = c
    case .declaredProperties:
      theme.declaredA = a
      theme.declaredB = b
      theme.declaredC = c
    }
  }
}

/// The subclass that the leaves of a view-like forest are made of; it adds and overrides
/// nothing.
public final class ViewLikeLeaf: ViewLikeNode {}

/// The view-like class's properties declared on the namespace, as an app declares the
/// properties it themes on many views, for ``ThemingRoute/declaredProperties``: each switch
/// calls the setter.
extension ThemeWrapper where Base == ViewLikeNode {
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
