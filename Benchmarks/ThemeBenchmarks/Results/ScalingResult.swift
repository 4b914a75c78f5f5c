/// One workload done object by object, timed per unit of work at a small and a large size.
struct ScalingResult: Codable {
  /// The figure's key, unique in a run.
  var figure: String
  /// What the figure times, for the report.
  var title: String
  var nodeClass: NodeClass
  var route: ThemingRoute
  /// Whether the node class reports its own moves.
  var movesReported: Bool
  /// One unit of work, which the times are per.
  var unit: String
  var small: ScalingPoint
  var large: ScalingPoint
  /// The large size's median per unit over the small size's: about 1 for a workload linear in
  /// its work, about the ratio of the sizes for a quadratic one.
  var growth: Double?
  /// Whether the figure stopped before the runs asked for: its time budget ran out, or a run
  /// was cut short (``cutShort``).
  var stoppedEarly: Bool

  /// Whether a run stopped at the time limit of one run before doing all its units: its time
  /// per unit covers the units it did, and its growth is a lower bound.
  var cutShort: Bool { small.unitsDoneWhenCut != nil || large.unitsDoneWhenCut != nil }

  /// The growth, or what is known of it, for the report.
  var growthText: String {
    guard let growth else { return "n/a" }
    return cutShort ? "≥ \(Format.ratio(growth))" : Format.ratio(growth)
  }
}

/// The runs of a scaling figure at one size.
struct ScalingPoint: Codable {
  /// Units of work a run does.
  var units: Int
  var runs: Int
  var medianNanosecondsPerUnit: Double
  var minNanosecondsPerUnit: Double
  /// The fewest units a run did, when the time limit of one run stopped it before it did all.
  var unitsDoneWhenCut: Int?
}
