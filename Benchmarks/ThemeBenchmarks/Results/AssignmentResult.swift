/// Assigning three providers to each of a forest's fresh nodes, every contender, one class.
struct AssignmentResult: Codable {
  var nodeClass: NodeClass
  var nodes: Int
  /// By contender key; per item in the contender's unit (``units``).
  var contenders: [String: Timing]
  /// By contender key: what one item is.
  var units: [String: String]
}

/// Heap bytes per node for tracking it with three properties.
struct MemoryResult: Codable {
  var nodes: Int
  var method: String
  /// By contender key; empty when the heap cannot be measured here.
  var bytesPerNode: [String: Double]
}

/// Making and dropping many themed nodes while a window of them stays alive.
struct ChurnResult: Codable {
  var createdNodes: Int
  var window: Int
  var peakLiveNodes: Int
  var theming: ChurnFigures
  var jxTheme: ChurnFigures
}

/// One design's churn.
struct ChurnFigures: Codable {
  /// Theming: the peak of `trackedNodeCount`; JXTheme design: the peak of its weak table.
  var peakTableEntries: Int
  var peakOverLive: Double
  /// The table after one `changeTheme` at the end.
  var entriesAfterSwitch: Int
  /// Wall time per churned node: make it, assign three providers, drop it.
  var nanosecondsPerNode: Double
}
