import Theming

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
/// its operations run specialised for `Node`.
@MainActor
func makeContender<Node: BenchmarkNode>(
  _ kind: ContenderKind,
  forest: NodeForest<Node>,
  providers: Providers
) -> any Contender<Node> where Node.Base == Node {
  switch kind {
  case .floor:
    SpecializedContender(Floor(forest: forest, providers: providers))
  case .parentReadingFloor:
    SpecializedContender(Floor(forest: forest, providers: providers, readsParents: true))
  case .notificationCenter:
    SpecializedContender(NotificationCenterDesign(forest: forest, providers: providers))
  case .jxTheme:
    SpecializedContender(JXThemeDesign(forest: forest, providers: providers))
  case .themingKeyPath:
    SpecializedContender(
      ThemingLibrary(forest: forest, providers: providers, route: .keyPathLookup))
  case .themingDeclared:
    SpecializedContender(
      ThemingLibrary(forest: forest, providers: providers, route: .declaredProperties))
  }
}
