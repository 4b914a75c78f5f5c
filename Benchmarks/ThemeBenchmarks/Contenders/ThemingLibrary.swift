import Theming

/// This library, used exactly as an app would: a fresh `ThemeManager` with an in-memory
/// store, `node.theme(in: manager).a = provider` for each property, `changeTheme(to:)` to
/// switch and `overrideThemeStyle` to pin a subtree.
@MainActor
final class ThemingLibrary: Contender {
  let kind = ContenderKind.theming
  let forest: Forest
  let honoursOverrides = true
  let manager: ThemeManager
  private let a: ThemeProvider<Int>
  private let b: ThemeProvider<Int>
  private let c: ThemeProvider<Int>

  init(forest: Forest, providers: Providers) {
    self.forest = forest
    self.manager = ThemeManager(store: InMemoryThemeStore())
    self.a = ThemeProvider(providers.a)
    self.b = ThemeProvider(providers.b)
    self.c = ThemeProvider(providers.c)
  }

  func theme(_ node: BenchNode) {
    node.theme(in: manager).a = a
    node.theme(in: manager).b = b
    node.theme(in: manager).c = c
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
