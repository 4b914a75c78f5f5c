import Theming

/// This library, used exactly as an app would: a fresh `ThemeManager` with an in-memory store,
/// a provider assigned to each property through `route` (by the node class; see
/// ``BenchmarkNode/assign(_:_:_:to:in:route:)``), `changeTheme(to:)` to switch and
/// `overrideThemeStyle` to pin a subtree.
@MainActor
final class ThemingLibrary<Node: BenchmarkNode>: Contender where Node.Base == Node {
  let kind: ContenderKind
  let forest: NodeForest<Node>
  let honoursOverrides = true
  let manager: ThemeManager
  let route: ThemingRoute
  private let a: ThemeProvider<Int>
  private let b: ThemeProvider<Int>
  private let c: ThemeProvider<Int>

  init(forest: NodeForest<Node>, providers: Providers, route: ThemingRoute = Node.defaultRoute) {
    self.kind = .theming(route)
    self.forest = forest
    self.route = route
    self.manager = ThemeManager(store: InMemoryThemeStore())
    (self.a, self.b, self.c) = providers.theming
  }

  func theme(_ node: Node) {
    Node.assign(a, b, c, to: node, in: manager, route: route)
  }

  func changeTheme(to style: ThemeStyle) {
    manager.changeTheme(to: style)
  }

  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int) {
    forest.nodes[index].theme(in: manager).overrideThemeStyle = style
  }

  func tearDown() {
    // The manager tracks weakly; dropping it and the forest releases everything.
  }
}
