import Theming

/// This library on an ``OpenForest``, used as ``ThemingLibrary`` uses it on a ``Forest``: a
/// fresh `ThemeManager` with an in-memory store, `node.theme(in: manager).a = provider` for each
/// property (through `\OpenBenchNode.a` and so on), and `changeTheme(to:)`.
@MainActor
final class OpenThemingLibrary {
  let forest: OpenForest
  let manager: ThemeManager
  private let a: ThemeProvider<Int>
  private let b: ThemeProvider<Int>
  private let c: ThemeProvider<Int>

  init(forest: OpenForest, providers: Providers) {
    self.forest = forest
    self.manager = ThemeManager(store: InMemoryThemeStore())
    self.a = ThemeProvider(providers.a)
    self.b = ThemeProvider(providers.b)
    self.c = ThemeProvider(providers.c)
  }

  func theme(_ node: OpenBenchNode) {
    node.theme(in: manager).a = a
    node.theme(in: manager).b = b
    node.theme(in: manager).c = c
  }

  /// Themes every node of the forest, parents first.
  func themeAll() {
    for node in forest.nodes {
      theme(node)
    }
  }

  func changeTheme(to style: ThemeStyle) {
    manager.changeTheme(to: style)
  }
}
