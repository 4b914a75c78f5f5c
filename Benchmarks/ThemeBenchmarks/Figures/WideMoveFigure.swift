import Theming

/// Moving every child of a wide parent to another wide parent, one child after another, each
/// move reported to the manager.
///
/// Each move restyles one node (the new parent is pinned to another style), so the work per
/// move is the same whatever the parents' width, and a library that searches a parent's
/// children on every move turns moving them all quadratic. Timed per move at two widths.
@MainActor
enum WideMoveFigure {
  /// What the figure times, for the table.
  static let title = "moving every child of a wide parent"

  /// The figure's key in the results.
  static let key = "wideParentMoves"

  /// Times moving every child of a parent of `sizes.small` and of `sizes.large` children, as
  /// ``Scaling/measure(_:runs:budgetSeconds:sample:)`` does.
  ///
  /// - Parameters:
  ///   - sizes: The numbers of children of each parent.
  ///   - providers: The shared provider closures.
  ///   - runs: Timed runs at each size.
  ///   - budgetSeconds: The time after which no new run starts.
  /// - Returns: The time per move at each size.
  /// - Throws: ``BenchmarkFailure`` when a node holds a wrong value after the moves.
  static func measure(
    _ sizes: Scaling.Sizes,
    providers: Providers,
    runs: Int,
    budgetSeconds: Double
  ) throws -> ScalingResult {
    let outcome = try Scaling.measure(sizes, runs: runs, budgetSeconds: budgetSeconds) {
      children, run in
      try moveEveryChild(children: children, providers: providers, run: run)
    }
    return ScalingResult(
      figure: key, title: title, sizeUnit: "children", unit: "move", sizes: sizes, outcome)
  }

  /// Builds two parents of `children` children each, the second pinned to dark, themes every
  /// node, then, timed, moves the first parent's children under the second, last first (so
  /// that taking a child out of the benchmark's own array is constant time), reporting each
  /// move with `nodeDidMove(_:)` as a ``ThemeMoveReporter`` does; checks every node afterwards,
  /// outside the timing.
  private static func moveEveryChild(children: Int, providers: Providers, run: Int) throws
    -> Double
  {
    let shape = ForestShape(wideRoots: 2, childrenEach: children)
    let library = ThemingLibrary(forest: Forest(shape: shape), providers: providers)
    let source = shape.screenRoots[0]
    let destination = shape.screenRoots[1]
    library.setOverride(.dark, onNodeAt: destination)
    library.themeAll()
    let nodes = library.forest.nodes
    let from = nodes[source]
    let to = nodes[destination]
    let manager = library.manager
    let nanoseconds = measureNanoseconds {
      for index in shape.children(ofRoot: source).reversed() {
        let child = nodes[index]
        from.children.removeLast()
        to.addChild(child)
        manager.nodeDidMove(child)
      }
    }
    var governing = [ThemeStyle?](repeating: .dark, count: shape.count)
    governing[source] = nil
    try Verifier.check(
      library.forest,
      contender: .theming,
      current: .light,
      governing: governing,
      context: "moving \(children) children under a parent pinned to dark, run \(run + 1)"
    )
    return nanoseconds
  }
}
