import Theming

/// This library on the `final` node class, used exactly as an app would: a fresh `ThemeManager`
/// with an in-memory store, a provider assigned to each property, `changeTheme(to:)` to switch
/// and `overrideThemeStyle` to pin a subtree.
///
/// Through ``ThemingRoute/keyPathLookup`` it assigns `node.theme(in: manager).a = provider`,
/// whose writes the library turns into stores at the field's offset; through
/// ``ThemingRoute/declaredSetters``, properties declared on the namespace with the class's
/// setter. Without move reports it also tracks one object of a class that reports none, as an
/// app that themes one toolkit view does: the manager then trusts no link it has learnt.
@MainActor
final class ThemingLibrary: Contender {
  let kind: ContenderKind
  let forest: Forest
  let honoursOverrides = true
  let manager: ThemeManager
  private let route: ThemingRoute
  private let a: ThemeProvider<Int>
  private let b: ThemeProvider<Int>
  private let c: ThemeProvider<Int>
  /// The object of a class without move reports, kept alive with the contender.
  private let unreportingObject: UnreportingObject?

  init(
    forest: Forest,
    providers: Providers,
    route: ThemingRoute = .keyPathLookup,
    movesReported: Bool = true
  ) {
    self.kind = route == .keyPathLookup ? .theming : .themingSetters
    self.forest = forest
    self.route = route
    self.manager = ThemeManager(store: InMemoryThemeStore())
    self.a = ThemeProvider(providers.a)
    self.b = ThemeProvider(providers.b)
    self.c = ThemeProvider(providers.c)
    if movesReported {
      unreportingObject = nil
    } else {
      let object = UnreportingObject()
      object.theme(in: manager).value = a
      unreportingObject = object
    }
  }

  func theme(_ node: BenchNode) {
    let theme = node.theme(in: manager)
    switch route {
    case .keyPathLookup:
      theme.a = a
      theme.b = b
      theme.c = c
    case .declaredSetters:
      theme.declaredA = a
      theme.declaredB = b
      theme.declaredC = c
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

/// An object of a class that does not report its moves, themed beside a forest whose class
/// does, so that the manager learns that some tracked class reports none.
@MainActor
final class UnreportingObject: ThemeCompatible {
  var value = 0
  var themeParent: (any ThemeNode)? { nil }
}
