/// The sections of the report, in order, and the lines of its heading.
enum ReportSections {
  static func all(_ results: BenchmarkResults) -> [ReportSection] {
    [
      SummarySection.make(results),
      FigureSections.switches(results, .viewLike),
      FigureSections.switches(results, .final),
      FigureSections.pinnedSwitches(results),
      WorkloadSections.scaling(results),
      WorkloadSections.assignment(results),
      WorkloadSections.memory(results),
      FigureSections.longStyleNames(results),
      WorkloadSections.churn(results),
      WorkloadSections.loading(results),
      targets(results),
    ].compactMap { $0 }
  }

  /// Every target with its verdict; in a smoke run, the targets with none.
  static func targets(_ results: BenchmarkResults) -> ReportSection? {
    guard !results.targets.isEmpty else { return nil }
    var table = TextTable(
      header: ["figure", "class, route", "target", "measured", "verdict"], rightAligned: [3])
    for target in results.targets {
      table.add([target.figure, target.subject, target.target, target.measured, target.verdict])
    }
    let met = results.targets.filter { $0.met == true }.count
    let title =
      results.isSmokeRun
      ? "Targets (not judged in a smoke run)" : "Targets: \(met) of \(results.targets.count) met"
    let note =
      results.isSmokeRun
      ? "A smoke run (--quick) checks that every figure runs to completion and that every "
        + "contender's results are right, node by node; its sizes are too small and its runs "
        + "too few for a ratio near a limit to mean anything, so a full run judges the targets."
      : "Judged at 1k and 10k objects, the scale the engine is designed for. \"faster\": the "
        + "design's median over Theming's; \"vs\" a floor: Theming's median over the floor's."
    return ReportSection(title: title, tables: [table], notes: [note])
  }

  /// The load averages at the start and end of the run.
  static func load(_ run: RunInfo) -> String {
    guard let start = run.loadAtStart else { return "not available here" }
    return "\(start) at the start, \(run.loadAtEnd ?? "n/a") at the end"
  }

  /// How the runs were timed.
  static func timing(_ results: BenchmarkResults) -> String {
    let runs = results.switches.filter { $0.nodeClass == .final }.map { row in
      "\(row.contenders.values.first?.runs ?? 0) at \(Format.count(row.nodes))"
    }
    return "DispatchTime (monotonic); \(results.warmupRuns) warm-up run(s), then timed runs "
      + "(\(runs.joined(separator: ", "))), contenders interleaved in rotating order; medians, "
      + "minimum in [ ]"
  }

  /// One line per forest shape of the switch figures.
  static func trees(_ results: BenchmarkResults) -> [String] {
    results.trees.map { tree in
      "\(Format.count(tree.nodes)): \(tree.windows) window root(s), \(tree.screens) screen(s) "
        + "of up to \(Format.count(tree.screenSize)) nodes, max depth \(tree.maximumDepth), mean "
        + "\(Format.fixed(tree.averageDepth, digits: 1)), "
        + "\(Format.fixed(100 * tree.leafFraction, digits: 0)) % leaves"
    }
  }
}
