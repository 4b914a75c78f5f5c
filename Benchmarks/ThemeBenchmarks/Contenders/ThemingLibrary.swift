import Theming

/// This library, used exactly as an app would: a fresh `ThemeManager` with an in-memory store,
/// a provider assigned to each property (by the node class, through the route `kind` names;
/// see ``BenchmarkNode/assign(_:_:_:to:in:route:)``), `changeTheme(to:)` to switch and
/// `overrideThemeStyle` to pin a subtree.
///
/// Without move reports it also tracks one object of a class that reports none, as an app that
/// themes one toolkit view does: the manager then trusts no link it has learnt.
///
/// As ``ContenderKind/themingWithoutOverrides`` it sets no override it is given, so that a
/// figure with overrides can time the same library's switch without them, in the same runs.
@MainActor
final class ThemingLibrary<Node: BenchmarkNode>: Contender where Node.Base == Node {
  let kind: ContenderKind
  let forest: NodeForest<Node>
  let honoursOverrides: Bool
  let manager: ThemeManager
  private let route: ThemingRoute
  private let a: ThemeProvider<Int>
  private let b: ThemeProvider<Int>
  private let c: ThemeProvider<Int>
  /// The object of a class without move reports, kept alive with the contender.
  private let unreportingObject: UnreportingObject?

  init(
    forest: NodeForest<Node>,
    providers: Providers,
    kind: ContenderKind = .theming,
    movesReported: Bool = true
  ) {
    self.kind = kind
    self.honoursOverrides = kind != .themingWithoutOverrides
    self.forest = forest
    self.route = kind.themingRoute(usual: Node.usualRoute)
    self.manager = ThemeManager(store: InMemoryThemeStore())
    (self.a, self.b, self.c) = providers.theming
    if movesReported {
      unreportingObject = nil
    } else {
      let object = UnreportingObject()
      object.theme(in: manager).value = a
      unreportingObject = object
    }
  }

  func theme(_ node: Node) {
    Node.assign(a, b, c, to: node, in: manager, route: route)
  }

  func changeTheme(to style: ThemeStyle) {
    manager.changeTheme(to: style)
  }

  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int) {
    guard honoursOverrides else { return }
    forest.nodes[index].theme(in: manager).overrideThemeStyle = style
  }

  func tearDown() {
    // The manager tracks weakly; dropping it and the forest releases everything.
  }
}

/// An object of a class that does not report its moves, themed beside a forest whose class
/// may, so that the manager learns that some tracked class reports none.
@MainActor
final class UnreportingObject: ThemeCompatible {
  var value = 0
  var themeParent: (any ThemeNode)? { nil }
}
