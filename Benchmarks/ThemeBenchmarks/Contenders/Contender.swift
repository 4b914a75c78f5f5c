import Theming

/// The designs that the benchmark compares, and the floors they are measured against.
enum ContenderKind: String, CaseIterable {
  case floor
  case parentReadingFloor
  case runtimeParentReadingFloor
  case notificationCenter
  case jxTheme
  case theming
  case themingWithoutOverrides
  case themingKeyPath
  case themingSetters

  var title: String {
    switch self {
    case .floor: "floor"
    case .parentReadingFloor: "floor + parent read"
    case .runtimeParentReadingFloor: "floor + themeParent read"
    case .notificationCenter: "NotificationCenter design"
    case .jxTheme: "JXTheme design"
    case .theming: "Theming (this library)"
    case .themingWithoutOverrides: "Theming, no overrides"
    case .themingKeyPath: "Theming, key-path lookup"
    case .themingSetters: "Theming, declared setters"
    }
  }

  /// The contenders of the figures that compare the designs: all but the parent-reading floor,
  /// which only the override figure needs, and Theming's second route.
  static let designs: [ContenderKind] = [.floor, .notificationCenter, .jxTheme, .theming]

  /// The route Theming assigns through as this contender, on a class whose usual route is
  /// `usual`: that route for ``theming``, the one its name says for the others.
  func themingRoute(usual: ThemingRoute) -> ThemingRoute {
    switch self {
    case .themingKeyPath: .keyPathLookup
    case .themingSetters: .declaredSetters
    default: usual
    }
  }

  /// What the contender models, for the report.
  var models: String {
    switch self {
    case .floor:
      "one weak load, three provider calls and three stores per node: the least any "
        + "weak-tracking design must do"
    case .parentReadingFloor:
      "the floor plus one weak load of each node's parent: the least a design that resolves "
        + "overrides from the live tree must do"
    case .runtimeParentReadingFloor:
      "the floor plus each node's parent read through ThemeNode.themeParent, by a reader "
        + "chosen at run time: the same, for a design that cannot name the app's classes"
    case .notificationCenter:
      "SwiftTheme / DKNightVersion / SDTheme / LEETheme: one Foundation NotificationCenter "
        + "observer per object, one post per switch"
    case .jxTheme:
      "JXTheme 0.0.7: weak table, [String: Any] of providers per object resolved by a chain "
        + "of 11 as? casts, overrides copied down the tree when set"
    case .theming:
      "this package: node.theme(in: manager).a = provider, manager.changeTheme(to:); on the "
        + "final class through the key-path lookup, on the view-like class through properties "
        + "declared on the namespace with bind(_:to:apply:) and the class's setter"
    case .themingWithoutOverrides:
      "this package on the same forest with no override set: its switch before any "
        + "resolution, which the override figure without move reports adds a parent read to"
    case .themingKeyPath:
      "this package on the view-like class through the key-path lookup, "
        + "node.theme(in: manager)[dynamicMember: \\ViewLikeNode.a] = provider, which writes "
        + "through the Swift runtime's key-path application"
    case .themingSetters:
      "this package on the final class through properties declared on the namespace with "
        + "bind(_:to:apply:) and the class's setter"
    }
  }

  /// What the contender models, in one short line for the table.
  var summary: String {
    switch self {
    case .floor: "one weak load, three provider calls, three stores per node"
    case .parentReadingFloor: "the floor plus one parent load per node (override figure only)"
    case .runtimeParentReadingFloor: "the same, the parent read through ThemeNode.themeParent"
    case .notificationCenter: "SwiftTheme, DKNightVersion, SDTheme, LEETheme: observer per object"
    case .jxTheme: "JXTheme: weak table, [String: Any] + 11 as? casts, overrides pushed"
    case .theming: "this package, through its public API (theme(in:), changeTheme(to:))"
    case .themingWithoutOverrides: "this package, no override set (override figure only)"
    case .themingKeyPath: "this package, view-like class, writing through key paths"
    case .themingSetters: "this package, final class, through declared setters"
    }
  }
}

/// A design under test, bound to its own forest of one node class.
@MainActor
protocol Contender<Node>: AnyObject {
  associatedtype Node: BenchmarkNode where Node.Base == Node

  var kind: ContenderKind { get }
  var forest: NodeForest<Node> { get }
  /// Whether the design has per-subtree overrides; the floor and the NotificationCenter design
  /// have none, and restyle every node with the current style.
  var honoursOverrides: Bool { get }

  /// Assigns the three shared providers to one node, which applies them now.
  func theme(_ node: Node)
  /// Themes every node of the forest, parents first. A requirement, so that
  /// ``SpecializedContender`` binds the loop specialised for the node class, as the assignment
  /// figure times it.
  func themeAll()
  /// Switches every tracked node to `style` (the timed operation).
  func changeTheme(to style: ThemeStyle)
  /// Sets or clears the override on a node and makes it take effect on its subtree.
  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int)
  /// Checks, outside the timing, work of the last switch that the nodes' values cannot show.
  func checkLastSwitch(context: String) throws
  /// Releases what the design registered (observers, tables).
  func tearDown()
}

extension Contender {
  /// Nothing to check: the nodes' values show all of the switch's work.
  func checkLastSwitch(context: String) throws {}

  /// Themes every node of the forest, parents first.
  func themeAll() {
    for node in forest.nodes {
      theme(node)
    }
  }
}

/// Makes the contender of `kind` for a forest, reached through a ``SpecializedContender`` so that
/// its operations run specialised for `Node`; `movesReported` is `false` for a Theming library
/// that must trust no tree link it has learnt.
@MainActor
func makeContender<Node: BenchmarkNode>(
  _ kind: ContenderKind,
  forest: NodeForest<Node>,
  providers: Providers,
  movesReported: Bool = true
) -> any Contender<Node> where Node.Base == Node {
  switch kind {
  case .floor:
    SpecializedContender(Floor(forest: forest, providers: providers))
  case .parentReadingFloor, .runtimeParentReadingFloor:
    SpecializedContender(
      ParentReadingFloor(
        forest: forest, providers: providers,
        runtimeReader: kind == .runtimeParentReadingFloor ? RuntimeParentOf<Node>.self : nil))
  case .notificationCenter:
    SpecializedContender(NotificationCenterDesign(forest: forest, providers: providers))
  case .jxTheme:
    SpecializedContender(JXThemeDesign(forest: forest, providers: providers))
  case .theming, .themingWithoutOverrides, .themingKeyPath, .themingSetters:
    SpecializedContender(
      ThemingLibrary(
        forest: forest, providers: providers, kind: kind, movesReported: movesReported))
  }
}
