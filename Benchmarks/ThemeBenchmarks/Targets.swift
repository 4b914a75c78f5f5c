/// The project's performance targets, checked against a run's figures.
enum Targets {
  static func evaluate(_ results: BenchmarkResults) -> [TargetResult] {
    var targets: [TargetResult] = []
    for row in results.changeTheme {
      let nodes = Format.count(row.nodes)
      if let speedup = row.timesTheming[ContenderKind.notificationCenter.rawValue] {
        targets.append(
          TargetResult(
            figure: "changeTheme vs NotificationCenter design, \(nodes)",
            target: "≥ 5× faster",
            measured: Format.ratio(speedup),
            value: speedup,
            limit: 5,
            atLeast: true
          )
        )
      }
      if let speedup = row.timesTheming[ContenderKind.jxTheme.rawValue] {
        targets.append(
          TargetResult(
            figure: "changeTheme vs JXTheme design, \(nodes)",
            target: "≥ 10× faster",
            measured: Format.ratio(speedup),
            value: speedup,
            limit: 10,
            atLeast: true
          )
        )
      }
      if let overFloor = row.timesFloor[ContenderKind.theming.rawValue] {
        targets.append(
          TargetResult(
            figure: "changeTheme vs the floor, \(nodes)",
            target: "≤ 15× the floor",
            measured: Format.ratio(overFloor),
            value: overFloor,
            limit: 15,
            atLeast: false
          )
        )
      }
    }
    for row in results.changeThemeWithOverrides {
      guard let ratio = row.themingWithOverridesOverWithout else { continue }
      targets.append(
        TargetResult(
          figure: "changeTheme, 10 % pinned, vs unpinned, \(Format.count(row.nodes))",
          target: "≤ 1.5×",
          measured: Format.ratio(ratio),
          value: ratio,
          limit: 1.5,
          atLeast: false
        )
      )
    }
    if let toggle = results.overrideToggle,
      let percent = toggle.percentOfFullChangeTheme[ContenderKind.theming.rawValue]
    {
      targets.append(
        TargetResult(
          figure: "override toggle, \(Format.count(toggle.subtreeNodes)) of "
            + "\(Format.count(toggle.forestNodes)), vs a full changeTheme",
          target: "≤ 5 %",
          measured: Format.percent(percent),
          value: percent,
          limit: 5,
          atLeast: false
        )
      )
    }
    if let timing = results.assignment?.contenders[ContenderKind.theming.rawValue] {
      targets.append(
        TargetResult(
          figure: "assigning a provider",
          target: "≤ 300 ns",
          measured: Format.nanoseconds(timing.medianNanosecondsPerItem),
          value: timing.medianNanosecondsPerItem,
          limit: 300,
          atLeast: false
        )
      )
    }
    if let memory = results.memory {
      let bytes = memory.bytesPerNode[ContenderKind.theming.rawValue]
      targets.append(
        TargetResult(
          figure: "heap per tracked node, 3 properties",
          target: "≤ 200 bytes",
          measured: bytes.map { "\(Format.fixed($0, digits: 0)) bytes" } ?? "n/a",
          value: bytes,
          limit: 200,
          atLeast: false
        )
      )
    }
    if let churn = results.churn {
      targets.append(
        TargetResult(
          figure: "churn \(Format.count(churn.createdNodes)): peak table vs live nodes",
          target: "≤ 2×",
          measured: "\(Format.ratio(churn.theming.peakOverLive)) "
            + "(\(churn.theming.peakTableEntries)/\(churn.peakLiveNodes))",
          value: churn.theming.peakOverLive,
          limit: 2,
          atLeast: false
        )
      )
    }
    if let document = results.paletteLoad?.document,
      document.bytes >= PaletteLoadFigure.targetBytes
    {
      let megabytes = Format.fixed(Double(document.bytes) / 1e6, digits: 1)
      targets.append(
        TargetResult(
          figure: "loading a \(megabytes) MB palette from JSON",
          target: "< 1 s",
          measured: Format.duration(document.medianMilliseconds * 1e6),
          value: document.medianMilliseconds,
          limit: 1_000,
          atLeast: false
        )
      )
    }
    return targets
  }
}

extension TargetResult {
  /// A target whose verdict follows from `value` and `limit`; no value means not measured.
  init(
    figure: String,
    target: String,
    measured: String,
    value: Double?,
    limit: Double,
    atLeast: Bool
  ) {
    self.init(
      figure: figure,
      target: target,
      measured: measured,
      value: value,
      limit: limit,
      comparison: atLeast ? "atLeast" : "atMost",
      met: value.map { atLeast ? $0 >= limit : $0 <= limit }
    )
  }
}
