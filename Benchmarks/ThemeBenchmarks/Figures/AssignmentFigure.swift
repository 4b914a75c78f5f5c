import Theming

/// Assigning the three providers to fresh nodes: what one `node.theme(in:).a = provider` costs
/// by each route, and what the other designs do instead.
@MainActor
enum AssignmentFigure {
  /// The unit each contender's per-item figure is in.
  nonisolated static func unit(of kind: ContenderKind) -> String {
    switch kind {
    case .notificationCenter: "node (one observer added, three properties applied)"
    case .floor, .parentReadingFloor: "property (weak entry appended once per node, value applied)"
    case .jxTheme, .themingKeyPath, .themingDeclared: "assignment of one provider, which applies it"
    }
  }

  /// How many items one run covers: nodes for the NotificationCenter design, else properties.
  static func items(of kind: ContenderKind, nodes: Int) -> Int {
    kind == .notificationCenter ? nodes : 3 * nodes
  }

  /// Times theming every node of a fresh forest of `shape`, `warmupRuns + runs` times per
  /// contender, each run on new nodes and a new contender (a new manager), made and dropped
  /// outside the timed region.
  static func measure<Node: BenchmarkNode>(
    of nodeClass: Node.Type,
    shape: ForestShape,
    providers: Providers,
    warmupRuns: Int,
    runs: Int
  ) throws -> AssignmentResult where Node.Base == Node {
    let measurements = try measureInterleaved(
      ContenderKind.all,
      kind: \.self,
      warmupRuns: warmupRuns,
      runs: runs
    ) { kind, _ in
      try assignOnce(kind, of: nodeClass, shape: shape, providers: providers)
    }
    var contenders: [String: Timing] = [:]
    var units: [String: String] = [:]
    for (kind, measurement) in measurements {
      contenders[kind.rawValue] = Timing(measurement, items: items(of: kind, nodes: shape.count))
      units[kind.rawValue] = unit(of: kind)
    }
    return AssignmentResult(
      nodeClass: Node.nodeClass, nodes: shape.count, contenders: contenders, units: units)
  }

  private static func assignOnce<Node: BenchmarkNode>(
    _ kind: ContenderKind,
    of nodeClass: Node.Type,
    shape: ForestShape,
    providers: Providers
  ) throws -> Double where Node.Base == Node {
    let forest = NodeForest<Node>(shape: shape)
    let contender = makeContender(kind, forest: forest, providers: providers)
    let nanoseconds = measureNanoseconds {
      contender.themeAll()
    }
    try Verifier.check(forest, contender: kind, current: .light, context: "assigning providers")
    contender.tearDown()
    return nanoseconds
  }
}
