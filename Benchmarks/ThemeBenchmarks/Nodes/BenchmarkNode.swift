import Theming

/// A class of node the benchmark themes: three `Int` properties, a parent and its children,
/// and the JXTheme model's per-object storage. Every contender is generic over it, so that each
/// runs on the `final` ``FinalNode`` and on the view-like ``ViewLikeNode`` alike, compiled for
/// each (the floors call each class's own setters directly).
@MainActor
protocol BenchmarkNode: ThemeCompatible, CheckedNode {
  /// The class the nodes of a forest are typed as: the class itself, or the open base class of
  /// a hierarchy whose leaves are a subclass.
  associatedtype Base: BenchmarkNode where Base.Base == Base

  var a: Int { get set }
  var b: Int { get set }
  var c: Int { get set }
  /// The node's parent, held weakly, as a view holds its superview.
  var parent: Base? { get set }
  var children: [Base] { get set }
  /// JXTheme model: the object's providers, keyed by property name.
  var jxProviders: [String: Any] { get set }
  /// JXTheme model: the object's own copy of an override, pushed down the tree when set.
  var jxOverride: ThemeStyle? { get set }

  /// Which of the two classes this is, for the report.
  static var nodeClass: NodeClass { get }

  /// The route an app takes to theme the class, which its targets are judged on: properties
  /// declared on the namespace, for the view-like class as the library declares UIKit's.
  static var defaultRoute: ThemingRoute { get }

  /// A new node, of the class leaves are made of when it will have no children.
  static func make(isLeaf: Bool) -> Base

  /// Tells `manager`, which tracks `child`, that `child` moved to another parent: through the
  /// class's own report when the class reports its moves, else by the app's call of
  /// `nodeDidMove(_:)`.
  static func reportMove(of child: Base, in manager: ThemeManager)

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

extension BenchmarkNode where Base == Self {
  /// Whether the node has a parent, read through its weak reference: one weak load, as a
  /// design that resolves overrides from the live tree makes per node.
  var hasParent: Bool { parent != nil }

  /// Makes `child` the last child of this node. It reports nothing: a forest is linked before
  /// any manager tracks it, and a move reports itself through ``reportMove(of:in:)``.
  func addChild(_ child: Self) {
    child.parent = self
    children.append(child)
  }

  /// Unlinks `child`, searching from the last child, so that taking children off the end of a
  /// wide parent costs the same however wide it is.
  func removeChild(_ child: Self) {
    if let index = children.lastIndex(where: { $0 === child }) {
      children.remove(at: index)
    }
    child.parent = nil
  }
}

/// The two node classes, for the report.
enum NodeClass: String, Codable {
  case viewLike = "view-like"
  case final

  var title: String {
    switch self {
    case .viewLike: "view-like class"
    case .final: "final class"
    }
  }
}

/// How the benchmark assigns Theming's providers.
enum ThemingRoute: String, Codable, CaseIterable {
  /// `node.theme(in: manager).a = provider`, through the namespace's key-path lookup, with
  /// nothing declared: what a property gets that neither the library nor the app declared.
  case keyPathLookup = "key-path lookup"
  /// Properties declared on the namespace with the class's own setter: for the view-like class
  /// once for it and its subclasses through a `ThemeProperty` each, as the library declares
  /// UIKit's; for the final class for the class itself, through `bind(_:to:apply:)`.
  case declaredProperties = "declared properties"
}
