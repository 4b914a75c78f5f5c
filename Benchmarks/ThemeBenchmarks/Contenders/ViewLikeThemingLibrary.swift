import Theming

/// This library on the view-like node class, used as an app would: a fresh `ThemeManager` with
/// an in-memory store, a provider assigned to each property, `changeTheme(to:)` to switch and
/// `overrideThemeStyle` to pin a subtree.
///
/// Through ``ThemingRoute/declaredSetters`` (the route for a view's hot properties) it assigns
/// `node.theme(in: manager).a = provider` to the properties declared on the namespace, which
/// call the class's setter; through ``ThemingRoute/keyPathLookup``, the same properties through
/// the namespace's key-path lookup, whose writes the Swift runtime applies.
@MainActor
final class ViewLikeThemingLibrary: Contender {
  let kind: ContenderKind
  let forest: ViewForest
  let honoursOverrides = true
  let manager: ThemeManager
  private let route: ThemingRoute
  private let a: ThemeProvider<Int>
  private let b: ThemeProvider<Int>
  private let c: ThemeProvider<Int>

  init(forest: ViewForest, providers: Providers, route: ThemingRoute) {
    self.kind = route == .declaredSetters ? .theming : .themingKeyPath
    self.forest = forest
    self.route = route
    self.manager = ThemeManager(store: InMemoryThemeStore())
    self.a = ThemeProvider(providers.a)
    self.b = ThemeProvider(providers.b)
    self.c = ThemeProvider(providers.c)
  }

  func theme(_ node: ViewLikeNode) {
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
