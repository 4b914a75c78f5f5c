import Theming

/// Setting an override on every node of a list, one node after another: a list whose cells
/// each pin their own style.
///
/// Each override restyles one cell, so the work per override is the same whatever the list's
/// length, and a library whose cost per override grows with the number of overrides already
/// set (or of tracked nodes) turns the whole list quadratic. Timed per override at two lengths.
@MainActor
enum OverrideEveryNodeFigure {
  /// What the figure times, for the table.
  static let title = "pinning every cell of a list"

  /// The figure's key in the results.
  static let key = "overrideEveryNode"

  /// Times pinning every cell of a list of `sizes.small` and of `sizes.large` cells, as
  /// ``Scaling/measure(_:runs:budgetSeconds:sample:)`` does.
  ///
  /// - Parameters:
  ///   - sizes: The numbers of cells.
  ///   - providers: The shared provider closures.
  ///   - runs: Timed runs at each size.
  ///   - budgetSeconds: The time after which no new run starts.
  /// - Returns: The time per override at each size.
  /// - Throws: ``BenchmarkFailure`` when a cell or the list holds a wrong value.
  static func measure(
    _ sizes: Scaling.Sizes,
    providers: Providers,
    runs: Int,
    budgetSeconds: Double
  ) throws -> ScalingResult {
    let outcome = try Scaling.measure(sizes, runs: runs, budgetSeconds: budgetSeconds) {
      cells, run in
      try pinEveryCell(cells: cells, providers: providers, run: run)
    }
    return ScalingResult(
      figure: key, title: title, sizeUnit: "cells", unit: "override", sizes: sizes, outcome)
  }

  /// Builds a list of `cells` cells under one root, themes every node (all light), then,
  /// timed, pins each cell to dark in turn through `overrideThemeStyle`; checks every node
  /// afterwards, outside the timing.
  private static func pinEveryCell(cells: Int, providers: Providers, run: Int) throws -> Double {
    let shape = ForestShape(wideRoots: 1, childrenEach: cells)
    let library = ThemingLibrary(forest: Forest(shape: shape), providers: providers)
    library.themeAll()
    let root = shape.screenRoots[0]
    let nanoseconds = measureNanoseconds {
      for cell in shape.children(ofRoot: root) {
        library.setOverride(.dark, onNodeAt: cell)
      }
    }
    var governing = [ThemeStyle?](repeating: .dark, count: shape.count)
    governing[root] = nil
    try Verifier.check(
      library.forest,
      contender: .theming,
      current: .light,
      governing: governing,
      context: "pinning each of \(cells) cells to dark, one by one, run \(run + 1)"
    )
    return nanoseconds
  }
}
