/// Everything one run measured; encoded as the `--json` output and rendered as the table and
/// the recorded markdown.
struct BenchmarkResults: Codable {
  /// `full` or `quick`.
  var mode: String
  var run: RunInfo
  var warmupRuns: Int
  /// By contender key: what each contender models.
  var contenders: [String: String] = Dictionary(
    uniqueKeysWithValues: ContenderKind.allCases.map { ($0.rawValue, $0.summary) }
  )
  var trees: [TreeInfo] = []
  /// Per size, `changeTheme` without overrides on each node class.
  var switches: [SwitchResult] = []
  /// Per size, `changeTheme` of the view-like class with about 10 % of nodes pinned.
  var pinnedSwitches: [SwitchResult] = []
  var longStyleNames: [LongStyleNameResult] = []
  /// The workloads done object by object, each at a small and a large size.
  var scaling: [ScalingResult] = []
  /// Per node class, assigning providers to fresh nodes.
  var assignment: [AssignmentResult] = []
  var memory: MemoryResult?
  var churn: ChurnResult?
  /// Per document format, loading a document of about 5 MB.
  var loading: [LoadResult] = []
  var targets: [TargetResult] = []
  var verified = false
  var elapsedSeconds = 0.0

  /// Whether this is a smoke run (`--quick`), whose targets are listed but not judged.
  var isSmokeRun: Bool { mode == "quick" }

  /// The switch without overrides of `nodeClass` at `nodes` nodes, if it ran.
  func switchResult(_ nodeClass: NodeClass, nodes: Int) -> SwitchResult? {
    switches.first { $0.nodeClass == nodeClass && $0.nodes == nodes }
  }
}

/// One forest shape the switch figures ran on.
struct TreeInfo: Codable {
  var nodes: Int
  var windows: Int
  var screens: Int
  var screenSize: Int
  var maximumDepth: Int
  var averageDepth: Double
  var leafFraction: Double

  init(_ shape: ForestShape) {
    nodes = shape.count
    windows = shape.roots.count
    screens = shape.screens.count
    screenSize = shape.screenSize
    maximumDepth = shape.maximumDepthFound
    averageDepth = shape.averageDepth
    leafFraction = shape.leafFraction
  }
}

/// A contender's timing of one operation over `items` items (nodes, assignments).
struct Timing: Codable {
  var runs: Int
  var medianNanoseconds: Double
  var minNanoseconds: Double
  /// The median and minimum divided by the number of items the run covered.
  var medianNanosecondsPerItem: Double
  var minNanosecondsPerItem: Double

  init(_ measurement: Measurement, items: Int) {
    runs = measurement.runs
    medianNanoseconds = measurement.medianNanoseconds
    minNanoseconds = measurement.minNanoseconds
    let divisor = Double(max(items, 1))
    medianNanosecondsPerItem = measurement.medianNanoseconds / divisor
    minNanosecondsPerItem = measurement.minNanoseconds / divisor
  }
}
