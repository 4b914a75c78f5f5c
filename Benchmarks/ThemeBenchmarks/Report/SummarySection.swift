/// The report's first section: the figures a user compares, on one screen.
enum SummarySection {
  /// One line of the switch table: a ratio at each size, and its target.
  private struct SwitchLine {
    let figure: String
    let subject: String
    let values: [Int: Double]
    let format: (Double) -> String
    /// The limit at a size, or `nil` where the line is reported, not judged.
    let limit: (Int) -> Double?
    let atLeast: Bool
    let target: String
  }

  static func make(_ results: BenchmarkResults) -> ReportSection {
    let sizes = Array(Set(results.switches.map(\.nodes))).sorted()
    var switchTable = TextTable(
      header: ["changeTheme", "class, route"] + sizes.map(Format.count) + ["target", "verdict"],
      rightAligned: Set(2..<(2 + sizes.count))
    )
    for line in switchLines(results) {
      switchTable.add(
        [line.figure, line.subject] + sizes.map { line.values[$0].map(line.format) ?? "" }
          + [line.target, verdict(line, sizes: sizes, smoke: results.isSmokeRun)])
    }
    var otherTable = TextTable(
      header: ["figure", "class, route", "measured", "target", "verdict"], rightAligned: [2])
    for target in Targets.summaryTargets(results) {
      otherTable.add([
        target.figure, target.subject, target.measured, target.target,
        results.isSmokeRun ? "n/a" : target.verdict,
      ])
    }
    return ReportSection(
      title: "Summary",
      tables: [switchTable, otherTable],
      notes: [
        "Ratios are medians of runs interleaved in one process, over the contender named. "
          + "\"faster\": the design's median over Theming's. The targets are judged at 1k and "
          + "10k objects; \"reported\" lines have none. The sections below give every figure, "
          + "and the last every target."
      ]
    )
  }

  private static func switchLines(_ results: BenchmarkResults) -> [SwitchLine] {
    func values(_ rows: [SwitchResult], _ nodeClass: NodeClass, _ value: (SwitchResult) -> Double?)
      -> [Int: Double]
    {
      var values: [Int: Double] = [:]
      for row in rows where row.nodeClass == nodeClass {
        values[row.nodes] = value(row)
      }
      return values
    }
    func judged(_ limit: Double) -> (Int) -> Double? {
      { Targets.judgedSizes.contains($0) ? limit : nil }
    }
    var lines: [SwitchLine] = []
    let subjects: [(NodeClass, ThemingRoute, judged: Bool)] = [
      (.viewLike, .declaredProperties, true), (.viewLike, .keyPathLookup, false),
      (.final, .declaredProperties, true), (.final, .keyPathLookup, false),
    ]
    for (nodeClass, route, isJudged) in subjects {
      let theming = ContenderKind.theming(route)
      lines.append(
        SwitchLine(
          figure: "vs its floor",
          subject: Targets.subject(nodeClass, route),
          values: values(results.switches, nodeClass) { $0.ratio(theming, over: .floor) },
          format: Format.ratio,
          limit: isJudged ? judged(Targets.switchLimit) : { _ in nil },
          atLeast: false,
          target: isJudged ? "≤ \(Format.ratio(Targets.switchLimit))" : "reported"))
    }
    let peers: [(ContenderKind, limit: (Int) -> Double?, target: String)] = [
      (
        .notificationCenter, { Targets.notificationCenterSpeedup[$0] },
        "faster at 1k, ≥ 3× at 10k"
      ),
      (
        .jxTheme, judged(Targets.jxThemeSpeedup),
        "≥ \(Format.ratio(Targets.jxThemeSpeedup)) faster"
      ),
    ]
    for (peer, limit, target) in peers {
      for (nodeClass, route) in Targets.switchSubjects {
        let theming = ContenderKind.theming(route)
        lines.append(
          SwitchLine(
            figure: "vs the \(peer.title)",
            subject: Targets.subject(nodeClass, route),
            values: values(results.switches, nodeClass) { $0.ratio(peer, over: theming) },
            format: Format.speedup,
            limit: limit,
            atLeast: true,
            target: target))
      }
    }
    for route in ThemingRoute.allCases {
      let isJudged = route == .declaredProperties
      lines.append(
        SwitchLine(
          figure: "10 % pinned, no move reports, vs the floor that reads parents",
          subject: Targets.subject(.viewLike, route),
          values: values(results.pinnedSwitches, .viewLike) {
            $0.ratio(.theming(route), over: .parentReadingFloor)
          },
          format: Format.ratio,
          limit: isJudged ? judged(Targets.pinnedLimit) : { _ in nil },
          atLeast: false,
          target: isJudged ? "≤ \(Format.ratio(Targets.pinnedLimit))" : "reported"))
    }
    for (nodeClass, route) in Targets.switchSubjects {
      lines.append(
        SwitchLine(
          figure: "time per object",
          subject: Targets.subject(nodeClass, route),
          values: values(results.switches, nodeClass) {
            $0.timing(.theming(route))?.medianNanosecondsPerItem
          },
          format: Format.nanoseconds,
          limit: { _ in nil },
          atLeast: false,
          target: "reported"))
    }
    return lines
  }

  /// `met`, `missed at 1k`, `missed at 1k and 10k`, or nothing for a reported line.
  private static func verdict(_ line: SwitchLine, sizes: [Int], smoke: Bool) -> String {
    var judged = 0
    var missed: [String] = []
    for size in sizes {
      guard let limit = line.limit(size), let value = line.values[size] else { continue }
      judged += 1
      if line.atLeast ? value < limit : value > limit {
        missed.append(Format.count(size))
      }
    }
    guard judged > 0, !smoke else { return "" }
    return missed.isEmpty ? "met" : "MISSED at \(missed.joined(separator: " and "))"
  }
}
