/// What a run measures, and how often.
struct Plan {
  let quick: Bool
  /// The forest sizes of the switch figures.
  let sizes: [Int]
  let screenSize: Int
  let warmupRuns: Int
  let fixedRuns: Int?
  let assignmentRuns: Int
  /// The share of each screen pinned in the pinned switch.
  let pinnedFraction = 0.1
  let churnNodes: Int
  let churnWindow: Int
  /// The least size of each document loaded.
  let documentBytes: Int
  let loadRuns: Int
  /// The units of work of the scaling figures, small and large.
  let scalingSizes: Scaling.Sizes
  /// Timed runs of each scaling figure at each size.
  let scalingRuns: Int
  /// The time after which a scaling figure starts no new run.
  let scalingBudgetSeconds: Double
  /// The time after which one run of a scaling figure stops doing units: far more than a
  /// linear workload of the large size takes, so that only one that has become quadratic meets
  /// it, and cannot make the benchmark run for minutes.
  let scalingRunLimitSeconds: Double

  init(options: Options) {
    quick = options.quick
    if options.quick {
      sizes = options.sizes ?? [100, 1_000]
      screenSize = 100
      warmupRuns = 1
      fixedRuns = options.runs ?? 2
      assignmentRuns = options.runs ?? 2
      churnNodes = 20_000
      churnWindow = 100
      documentBytes = 50_000
      loadRuns = options.runs ?? 2
      scalingSizes = Scaling.Sizes(small: 100, large: 400)
      scalingRuns = options.runs ?? 2
      scalingBudgetSeconds = 1
      scalingRunLimitSeconds = 0.5
    } else {
      sizes = options.sizes ?? [1_000, 10_000]
      screenSize = 1_000
      warmupRuns = 2
      fixedRuns = options.runs
      assignmentRuns = options.runs ?? 9
      churnNodes = 1_000_000
      churnWindow = 1_000
      documentBytes = LoadFigure.targetBytes
      loadRuns = options.runs ?? 7
      scalingSizes = Scaling.Sizes(small: 1_000, large: 20_000)
      scalingRuns = options.runs ?? 5
      scalingBudgetSeconds = 10
      scalingRunLimitSeconds = 3
    }
  }

  /// The largest forest: used for the assignment and memory figures.
  var largestSize: Int { sizes.last ?? screenSize }

  /// Timed runs of a switch figure on `nodes` nodes: more where one run is short.
  func runs(forNodes nodes: Int) -> Int {
    if let fixedRuns { return fixedRuns }
    if nodes <= 1_000 { return 41 }
    if nodes <= 10_000 { return 21 }
    return 11
  }
}
