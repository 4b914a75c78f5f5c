import Theming

/// A class of node the benchmark themes: three `Int` properties, a parent and its children,
/// and the JXTheme model's per-object storage. Every contender is generic over it, so that each
/// runs on the `final` ``BenchNode`` and on the view-like ``ViewLikeNode`` alike, specialised
/// for each (the floors call each class's own setters directly).
@MainActor
protocol BenchmarkNode: ThemeCompatible, CheckedNode {
  /// The class the nodes of a forest are typed as: the class itself, or the open base class of
  /// a hierarchy whose leaves are a subclass.
  associatedtype Base: BenchmarkNode where Base.Base == Base

  var a: Int { get set }
  var b: Int { get set }
  var c: Int { get set }
  var children: [Base] { get }
  /// JXTheme model: the object's providers, keyed by property name.
  var jxProviders: [String: Any] { get set }
  /// JXTheme model: the object's own copy of an override, pushed down the tree when set.
  var jxOverride: ThemeStyle? { get set }
  /// Whether the node has a parent, read through its weak reference: one weak load, as a
  /// design that resolves overrides from the live tree makes per node.
  var hasParent: Bool { get }

  /// A new node, of the class leaves are made of when it will have no children.
  static func make(isLeaf: Bool) -> Base

  /// Makes `child` a child of this node.
  func addChild(_ child: Base)

  /// How an app themes the class: the key-path lookup for a final class's stored properties,
  /// declared setters for a view's.
  static var usualRoute: ThemingRoute { get }

  /// Assigns the three providers to `node`'s properties in `manager`, through `route`. Each class
  /// writes its own key paths, so that they name the class's properties, not a protocol's.
  static func assign(
    _ a: ThemeProvider<Int>,
    _ b: ThemeProvider<Int>,
    _ c: ThemeProvider<Int>,
    to node: Base,
    in manager: ThemeManager,
    route: ThemingRoute
  )
}

/// How the benchmark assigns Theming's providers.
enum ThemingRoute {
  /// `node.theme(in: manager).a = provider`, through the namespace's key-path lookup.
  case keyPathLookup
  /// Properties declared on the namespace with `bind(_:to:apply:)` and the class's setter.
  case declaredSetters
}
