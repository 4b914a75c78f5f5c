/// Everything one run measured; encoded as the `--json` output and rendered as the table.
struct BenchmarkResults: Codable {
  var mode: String
  var machine: MachineInfo
  /// By contender key: what each contender models.
  var contenderModels: [String: String] = Dictionary(
    uniqueKeysWithValues: ContenderKind.allCases.map { ($0.rawValue, $0.models) }
  )
  var warmupRuns: Int
  var trees: [TreeInfo] = []
  /// The view-like node class's figures, reported first.
  var viewLike = ViewLikeResults()
  var changeTheme: [SwitchResult] = []
  /// `changeTheme` of the floor and Theming right after 64 MB were written, per size.
  var changeThemeCold: [SwitchResult] = []
  var longStyleNames: [LongStyleNameResult] = []
  var changeThemeWithOverrides: [OverrideSwitchResult] = []
  /// The final class with about 10 % of nodes pinned, where the manager trusts no learnt link
  /// (it also tracks an object of a class without move reports).
  var changeThemeWithOverridesUnreported: [OverrideSwitchResult] = []
  var overrideToggle: ToggleResult?
  var rootToggle: RootToggleResult?
  /// Operations timed at two sizes: overrides set one by one, moves under wide parents, and
  /// bindings with arguments on one node.
  var scaling: [ScalingResult] = []
  var assignment: AssignmentResult?
  var memory: MemoryResult?
  var churn: ChurnResult?
  var paletteLoad: PaletteLoadResult?
  var tokenLoadMemory: TokenLoadMemoryResult?
  var targets: [TargetResult] = []
  /// Targets proposed in place of some of `targets` (see ``Targets/proposedTargets(_:)``).
  var proposedTargets: [TargetResult] = []
  var verified = false
  var elapsedSeconds = 0.0

  /// Whether this is a smoke run (`--quick`), whose targets are listed but not judged.
  var isSmokeRun: Bool { mode == "quick" }
}

struct MachineInfo: Codable {
  var cpuModel: String
  var logicalCores: Int
  var operatingSystem: String
  var compiler: String
  var buildConfiguration: String
}

struct TreeInfo: Codable {
  var nodes: Int
  var screens: Int
  var screenSize: Int
  var maximumDepth: Int
  var averageDepth: Double
  var leafFraction: Double
}

/// A contender's timing of one operation over `count` items (nodes, assignments, toggles).
struct Timing: Codable {
  var runs: Int
  var medianNanoseconds: Double
  var minNanoseconds: Double
  /// The median and minimum divided by the number of nodes (or assignments) the run covered.
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

/// What the two switch figures' rows have in common, for their tables.
protocol SwitchRow {
  var nodes: Int { get }
  var contenders: [String: Timing] { get }
  var timesFloor: [String: Double] { get }
  var timesTheming: [String: Double] { get }
}

struct SwitchResult: Codable, SwitchRow {
  var nodes: Int
  /// By contender key: `floor`, `notificationCenter`, `jxTheme`, `theming`.
  var contenders: [String: Timing]
  /// Each contender's median divided by the floor's.
  var timesFloor: [String: Double]
  /// Each contender's median divided by Theming's: how many times faster Theming is.
  var timesTheming: [String: Double]
  /// The sum of the three properties over the forest after the last run, equal for all.
  var checksum: Int
}

struct OverrideSwitchResult: Codable, SwitchRow {
  var nodes: Int
  var pinnedSubtrees: Int
  var pinnedNodes: Int
  var contenders: [String: Timing]
  var timesFloor: [String: Double]
  var timesTheming: [String: Double]
  /// Theming's median with overrides divided by its median without, at the same size.
  var themingWithOverridesOverWithout: Double?
  /// Theming's median divided by the parent-reading floor's, timed in the same runs.
  var themingOverParentReadingFloor: Double?
  /// Theming's median divided by that of the floor reading parents through `themeParent`, where
  /// that floor ran (the figures without move reports).
  var themingOverRuntimeParentReadingFloor: Double? = nil
  /// Theming's switch without overrides plus one parent read, over the floor reading parents
  /// (see ``OwnSwitchPlusParentRead``), where the figure timed both (without move reports).
  var ownSwitchPlusParentReadOverParentReadingFloor: Double? = nil
  /// Theming's median over that sum.
  var themingOverOwnSwitchPlusParentRead: Double? = nil
  /// The checksum of the designs that honour overrides, equal for them.
  var checksum: Int
}

struct ToggleResult: Codable {
  var forestNodes: Int
  var subtreeNodes: Int
  /// Per toggle (set, then clear); per item is per subtree node.
  var contenders: [String: Timing]
  /// A toggle's median as a percentage of the same design's full `changeTheme` median.
  var percentOfFullChangeTheme: [String: Double]
}

/// `changeTheme` of one Theming forest between long style names made at run time, against the
/// same forest between `.dark` and `.light`, run by run in rotating order.
struct LongStyleNameResult: Codable {
  var nodes: Int
  /// The lengths of the two long names, in characters.
  var longNameLengths: [Int]
  /// Per item is per node.
  var short: Timing
  var long: Timing
  /// The long names' median over the short names'.
  var longOverShort: Double?
}

/// An override set and cleared at the root of a one-tree forest, whose subtree is every node,
/// against a full `changeTheme` of the same forest in the same runs.
struct RootToggleResult: Codable {
  var nodes: Int
  /// Per toggle (set, then clear); per item is per node.
  var toggle: Timing
  /// The full switch timed in the same runs; per item is per node.
  var fullSwitch: Timing
  /// Half the toggle's median (one set or one clear) over the switch's median.
  var setOrClearOverSwitch: Double?
  /// The toggle's halves: the override set on the root, which had none, and then cleared.
  var set: Timing?
  var clear: Timing?
  /// Each half's median over the switch's median.
  var setOverSwitch: Double?
  var clearOverSwitch: Double?
  /// The first set at the root, timed once, which takes the subtree's snapshot that the timed
  /// runs reuse; and it over the switch just before it.
  var firstSetNanoseconds: Double?
  var firstSetOverSwitch: Double?
}

/// One operation timed at a small and a large size.
struct ScalingResult: Codable {
  /// The figure's key: `overrideEveryNode`, `wideParentMoves` or `argumentBindings`.
  var figure: String
  /// What the figure times, for the table.
  var title: String
  /// What a size counts: cells, children, bindings.
  var sizeUnit: String
  /// One unit of work, which the per-item times are per.
  var unit: String
  var small: ScalingPoint
  var large: ScalingPoint
  /// The large size's median per unit over the small size's: about 1 for an operation linear
  /// in its work, about the ratio of the sizes for a quadratic one.
  var perUnitGrowth: Double?
  /// Whether the figure's time budget ended its runs before the number asked for.
  var stoppedAtBudget: Bool
}

struct ScalingPoint: Codable {
  /// Units of work per run.
  var units: Int
  var timing: Timing
}

struct AssignmentResult: Codable {
  var nodes: Int
  /// Per item is per assignment of one provider (per node for the NotificationCenter design,
  /// whose unit is one observer plus three applied properties).
  var contenders: [String: Timing]
  var units: [String: String]
}

struct MemoryResult: Codable {
  var nodes: Int
  var method: String
  /// Heap bytes per node for tracking it with three properties; absent when unmeasurable.
  var bytesPerNode: [String: Double]
}

struct ChurnResult: Codable {
  var createdNodes: Int
  var window: Int
  var peakLiveNodes: Int
  var theming: ChurnFigures
  var jxTheme: ChurnFigures
}

struct ChurnFigures: Codable {
  /// Theming: the peak of `trackedNodeCount`; JXTheme design: the peak of its weak table.
  var peakTableEntries: Int
  var peakOverLive: Double
  /// The table after one `changeTheme` at the end.
  var entriesAfterSwitch: Int
  /// Wall time per churned node: make it, assign three providers, drop it.
  var nanosecondsPerNode: Double
}

/// The figures of the view-like node class (open, leaves a subclass, setters that mark the node
/// for redrawing, no move reports): the headline.
struct ViewLikeResults: Codable {
  /// Per size, `changeTheme` without overrides, every design on the view-like class.
  var changeTheme: [SwitchResult] = []
  /// Per size, `changeTheme` with about 10 % of nodes pinned; the class reports no moves.
  var changeThemeWithOverrides: [OverrideSwitchResult] = []
  /// Assigning the three providers to fresh view-like nodes of the largest forest.
  var assignment: AssignmentResult?
  /// Per size of two screens or more, `changeTheme` right after a screen was replaced.
  var screenReplacement: [ScreenReplacementResult] = []
}

/// `changeTheme` of Theming's forests with and without a screen replaced before each switch
/// (``ScreenReplacementFigure``), at one size.
struct ScreenReplacementResult: Codable {
  var nodes: Int
  /// The nodes of the screen replaced before each switch.
  var screenNodes: Int
  var pinnedNodes: Int
  /// Per ``ScreenReplacementFigure/Variant``, per node of the forest.
  var variants: [String: Timing]
  /// Per variant, the mean switch per node: with the rare switch that compacts the table.
  var meanNanosecondsPerNode: [String: Double]

  /// The median (or mean) switch of `variant` over that of its forest without replacements.
  func ratio(_ variant: ScreenReplacementFigure.Variant, mean: Bool) -> Double? {
    func perNode(_ variant: ScreenReplacementFigure.Variant) -> Double? {
      mean
        ? meanNanosecondsPerNode[variant.rawValue]
        : variants[variant.rawValue]?.medianNanosecondsPerItem
    }
    guard let value = perNode(variant), let reference = perNode(variant.steadyCounterpart),
      reference > 0
    else { return nil }
    return value / reference
  }
}

/// Loading a palette from JSON: a document of about 5 MB, and one object of many keys against
/// the same keys in objects of 100.
struct PaletteLoadResult: Codable {
  /// Two styles of groups of 100 keys, about 5 MB (much smaller in a quick run).
  var document: PaletteLoadTiming
  /// One style whose object holds every key.
  var oneObject: PaletteLoadTiming
  /// One style of the same number of keys in objects of 100.
  var splitObjects: PaletteLoadTiming
  /// A design-token resolver document of light and dark color tokens, about 5 MB.
  var tokenDocument: PaletteLoadTiming?
  /// The one object's median per key over the split objects' (about 1 when loading is linear
  /// in the keys of one object).
  var oneObjectOverSplit: Double?
}

/// The loading time of one JSON document.
struct PaletteLoadTiming: Codable {
  var bytes: Int
  /// Distinct keys, each with a value in every style.
  var keys: Int
  var styles: Int
  var runs: Int
  var medianMilliseconds: Double
  var minMilliseconds: Double
  var medianNanosecondsPerKey: Double
}

struct TargetResult: Codable {
  var figure: String
  var target: String
  var measured: String
  /// The measured figure as a number (a ratio, a percentage, nanoseconds or bytes).
  var value: Double?
  var limit: Double
  /// `atLeast` or `atMost`: how `value` must compare with `limit`.
  var comparison: String
  /// `nil` when the target is not judged: the figure could not be measured here, or the run
  /// is a smoke run (`mode` is `quick`).
  var met: Bool?
}
