import Theming

/// The designs that the benchmark compares, and the floors they are measured against.
enum ContenderKind: String, CaseIterable {
  case floor
  case parentReadingFloor
  case notificationCenter
  case jxTheme
  case theming

  var title: String {
    switch self {
    case .floor: "floor"
    case .parentReadingFloor: "floor + parent read"
    case .notificationCenter: "NotificationCenter design"
    case .jxTheme: "JXTheme design"
    case .theming: "Theming (this library)"
    }
  }

  /// The contenders of the figures that compare the designs: all but the parent-reading floor,
  /// which only the override figure needs.
  static let designs: [ContenderKind] = [.floor, .notificationCenter, .jxTheme, .theming]

  /// What the contender models, for the report.
  var models: String {
    switch self {
    case .floor:
      "one weak load, three provider calls and three stores per node: the least any "
        + "weak-tracking design must do"
    case .parentReadingFloor:
      "the floor plus one weak load of each node's parent: the least a design that resolves "
        + "overrides from the live tree must do"
    case .notificationCenter:
      "SwiftTheme / DKNightVersion / SDTheme / LEETheme: one Foundation NotificationCenter "
        + "observer per object, one post per switch"
    case .jxTheme:
      "JXTheme 0.0.7: weak table, [String: Any] of providers per object resolved by a chain "
        + "of 11 as? casts, overrides copied down the tree when set"
    case .theming:
      "this package: node.theme(in: manager).a = provider, manager.changeTheme(to:)"
    }
  }

  /// What the contender models, in one short line for the table.
  var summary: String {
    switch self {
    case .floor: "one weak load, three provider calls, three stores per node"
    case .parentReadingFloor: "the floor plus one parent load per node (override figure only)"
    case .notificationCenter: "SwiftTheme, DKNightVersion, SDTheme, LEETheme: observer per object"
    case .jxTheme: "JXTheme: weak table, [String: Any] + 11 as? casts, overrides pushed"
    case .theming: "this package, through its public API (theme(in:), changeTheme(to:))"
    }
  }
}

/// A design under test, bound to its own forest.
@MainActor
protocol Contender: AnyObject {
  var kind: ContenderKind { get }
  var forest: Forest { get }
  /// Whether the design has per-subtree overrides; the floor and the NotificationCenter design
  /// have none, and restyle every node with the current style.
  var honoursOverrides: Bool { get }

  /// Assigns the three shared providers to one node, which applies them now.
  func theme(_ node: BenchNode)
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

/// Makes the contender of `kind` for a forest.
@MainActor
func makeContender(
  _ kind: ContenderKind,
  forest: Forest,
  providers: Providers
) -> any Contender {
  switch kind {
  case .floor: Floor(forest: forest, providers: providers)
  case .parentReadingFloor: ParentReadingFloor(forest: forest, providers: providers)
  case .notificationCenter: NotificationCenterDesign(forest: forest, providers: providers)
  case .jxTheme: JXThemeDesign(forest: forest, providers: providers)
  case .theming: ThemingLibrary(forest: forest, providers: providers)
  }
}
