import Theming

/// `changeTheme` from cold caches: before every timed switch, a block larger than the
/// last-level cache is written through, so the switch reads its nodes, records and tables from
/// memory, as one does when the app has done other work since the last switch.
///
/// A warm switch of a small forest runs from cache, and hides what a design's memory layout
/// costs: records kept apart from the nodes, tables read at random, pointers chased. Cold, each
/// of those is a trip to memory, and the floor (the nodes and one weak entry each) shows the
/// least that trip can cost.
@MainActor
enum ColdSwitchFigure {
  /// Switches each contender `warmupRuns + runs` times, contenders interleaved in rotating
  /// order, each switch right after `evictor` wrote its block, to the style opposite to the one
  /// the forest shows, so that every switch restyles every node. Every node is checked after
  /// each switch, outside the timing.
  ///
  /// - Parameters:
  ///   - contenders: Contenders without overrides, themed on forests of the same shape.
  ///   - evictor: The block written before each switch.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  /// - Returns: The measurements, and the checksum the contenders agreed on.
  /// - Throws: ``BenchmarkFailure`` when a node was not restyled or checksums disagree.
  static func measure(
    _ contenders: [any Contender<BenchNode>],
    evictor: CacheEvictor,
    warmupRuns: Int,
    runs: Int
  ) throws -> SwitchFigure.Outcome {
    let dark = Providers.expectedValues(for: .dark)
    var checksums: [ContenderKind: Int] = [:]
    let measurements = try measureInterleaved(
      contenders,
      kind: \.kind,
      warmupRuns: warmupRuns,
      runs: runs
    ) { contender, run in
      let style: ThemeStyle = contender.forest.nodes.first?.a == dark.a ? .light : .dark
      let context =
        "a cold changeTheme of \(contender.forest.nodes.count) nodes, run \(run + 1) (to \(style))"
      evictor.touch()
      let (nanoseconds, checksum) = try Verifier.timed(
        contender,
        current: style,
        context: context
      ) { contender.changeTheme(to: style) }
      try contender.checkLastSwitch(context: context)
      checksums[contender.kind] = checksum
      return nanoseconds
    }
    let sums = Set(checksums.values)
    guard sums.count == 1, let checksum = sums.first else {
      throw BenchmarkFailure(description: "cold changeTheme: checksums disagree: \(checksums)")
    }
    return SwitchFigure.Outcome(measurements: measurements, checksum: checksum)
  }
}
