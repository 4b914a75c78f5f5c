import Theming

/// Assigning the three providers to fresh nodes: what one `node.theme(in:).a = provider`
/// costs, and what the other designs do instead.
@MainActor
enum AssignmentFigure {
  /// The unit each contender's per-item figure is in.
  static func unit(of kind: ContenderKind) -> String {
    switch kind {
    case .notificationCenter: "per node: one observer added and three properties applied"
    case .floor, .parentReadingFloor, .runtimeParentReadingFloor:
      "per property: weak entry appended (once per node), value applied"
    case .jxTheme, .theming, .themingWithoutOverrides, .themingKeyPath, .themingSetters:
      "per assignment of one provider, which applies it"
    }
  }

  /// The unit, in a few words for the table.
  nonisolated static func shortUnit(of kind: ContenderKind) -> String {
    switch kind {
    case .notificationCenter: "node (observer + 3 applies)"
    case .floor, .parentReadingFloor, .runtimeParentReadingFloor: "property (reference)"
    case .jxTheme, .theming, .themingWithoutOverrides, .themingKeyPath, .themingSetters:
      "assignment"
    }
  }

  /// How many items one run covers: nodes for the NotificationCenter design, else assignments.
  static func items(of kind: ContenderKind, nodes: Int) -> Int {
    kind == .notificationCenter ? nodes : 3 * nodes
  }

  /// Times theming every node of a fresh forest, `warmupRuns + runs` times per contender, each
  /// run on new nodes and a new contender (a new manager), made and dropped outside the timed
  /// region.
  static func measure<Node: BenchmarkNode>(
    _ kinds: [ContenderKind],
    of nodeClass: Node.Type,
    shape: ForestShape,
    providers: Providers,
    warmupRuns: Int,
    runs: Int
  ) throws -> [ContenderKind: Measurement] where Node.Base == Node {
    try measureInterleaved(
      kinds,
      kind: \.self,
      warmupRuns: warmupRuns,
      runs: runs
    ) { kind, _ in
      try assignOnce(kind, of: nodeClass, shape: shape, providers: providers)
    }
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
