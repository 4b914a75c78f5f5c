import Theming

/// Dropping a screen of themed nodes and making and theming a new one of the same layout in
/// its place, screen after screen, until every screen of the forest was replaced once.
///
/// Each replacement kills one screen's nodes and tracks as many new ones, so the work per
/// replaced node is the same however large the forest; a library that walks its whole table
/// on every death, or never gives dead records back, turns it quadratic.
@MainActor
final class ScreenReplacementWorkload<Node: BenchmarkNode>: ScalingWorkload
where Node.Base == Node {
  static var phases: [ScalingPhase] {
    [
      ScalingPhase(
        key: "screenReplacement", title: "dropping screens and theming new ones",
        unit: "node replaced")
    ]
  }

  let library: ThemingLibrary<Node>
  private let shape: ForestShape

  /// A themed forest of `nodes` nodes in screens of `screenSize`.
  init(nodes: Int, screenSize: Int, providers: Providers) {
    shape = ForestShape(count: nodes, screenSize: screenSize)
    library = ThemingLibrary(forest: NodeForest(shape: shape), providers: providers)
    library.themeAll()
  }

  var steps: Int { shape.screens.count }

  func units(inSteps steps: Int) -> Int {
    shape.screens.prefix(steps).reduce(0) { $0 + $1.count }
  }

  func perform(_ step: Int, ofPhase phase: Int) {
    let forest = library.forest
    for index in forest.replaceScreen(step) {
      library.theme(forest.nodes[index])
    }
  }

  /// Switches to dark, outside the timing, and checks that every node, new or old, follows
  /// it, and that the manager keeps no more than twice as many entries as there are live nodes.
  func check(phase: Int, afterSteps steps: Int, context: String) throws {
    library.changeTheme(to: .dark)
    try Verifier.check(
      library.forest, contender: library.kind, current: .dark,
      context: "\(context), then a switch to dark")
    let tracked = library.manager.trackedNodeCount
    guard tracked <= 2 * shape.count else {
      throw BenchmarkFailure(
        description: "\(library.kind.title): after \(context), the manager tracks \(tracked) "
          + "entries for \(shape.count) live nodes")
    }
  }
}
