/// The project's performance targets, checked against a run's figures.
enum Targets {
  /// The most that a scaling figure's time per unit may grow from its small size to its large
  /// one: what an operation linear in its work stays within, noise and caches included.
  static let scalingGrowthLimit = 1.5

  /// The targets of a run's figures; in a smoke run, listed with no verdict.
  static func evaluate(_ results: BenchmarkResults) -> [TargetResult] {
    judged(measure(results), in: results)
  }

  /// The targets proposed in place of some of those (``proposedTargets(_:)``), judged alike.
  static func evaluateProposed(_ results: BenchmarkResults) -> [TargetResult] {
    judged(proposedTargets(results), in: results)
  }

  private static func judged(_ targets: [TargetResult], in results: BenchmarkResults)
    -> [TargetResult]
  {
    guard results.isSmokeRun else { return targets }
    return targets.map { target in
      var target = target
      target.met = nil
      return target
    }
  }

  private static func measure(_ results: BenchmarkResults) -> [TargetResult] {
    var targets = viewLikeTargets(results)
    for row in results.changeTheme {
      targets += switchTargets(row, cold: false)
    }
    for row in results.changeThemeCold {
      targets += switchTargets(row, cold: true)
    }
    for row in results.longStyleNames {
      guard let ratio = row.longOverShort else { continue }
      let lengths = row.longNameLengths.map(String.init).joined(separator: "/")
      targets.append(
        TargetResult(
          figure: "final: changeTheme, \(lengths)-char run-time style names vs short, "
            + Format.count(row.nodes),
          target: "≤ 1.05×",
          measured: Format.ratio(ratio),
          value: ratio,
          limit: 1.05,
          atLeast: false
        )
      )
    }
    for row in results.changeThemeWithOverrides {
      let nodes = Format.count(row.nodes)
      if let ratio = row.themingOverParentReadingFloor {
        targets.append(
          TargetResult(
            figure: "final: changeTheme, 10 % pinned, moves reported, vs floor + parent read, "
              + nodes,
            target: "≤ 1.15×",
            measured: Format.ratio(ratio),
            value: ratio,
            limit: 1.15,
            atLeast: false
          )
        )
      }
      if let ratio = row.themingWithOverridesOverWithout {
        targets.append(
          TargetResult(
            figure: "final: changeTheme, 10 % pinned, moves reported, vs unpinned, \(nodes)",
            target: "≤ 1.2×",
            measured: Format.ratio(ratio),
            value: ratio,
            limit: 1.2,
            atLeast: false
          )
        )
      }
    }
    if let toggle = results.overrideToggle,
      let percent = toggle.percentOfFullChangeTheme[ContenderKind.theming.rawValue]
    {
      targets.append(
        TargetResult(
          figure: "final: override toggle, \(Format.count(toggle.subtreeNodes)) of "
            + "\(Format.count(toggle.forestNodes)), vs a full changeTheme",
          target: "≤ 5 %",
          measured: Format.percent(percent),
          value: percent,
          limit: 5,
          atLeast: false
        )
      )
    }
    if let toggle = results.rootToggle, let ratio = toggle.setOrClearOverSwitch {
      targets.append(
        TargetResult(
          figure: "final: override at the root of \(Format.count(toggle.nodes)), per set or clear, "
            + "vs changeTheme",
          target: "≤ 1.2×",
          measured: Format.ratio(ratio),
          value: ratio,
          limit: 1.2,
          atLeast: false
        )
      )
    }
    for row in results.scaling {
      targets.append(scalingTarget(row))
    }
    if let timing = results.assignment?.contenders[ContenderKind.theming.rawValue] {
      targets.append(
        TargetResult(
          figure: "final: assigning a provider",
          target: "≤ 250 ns",
          measured: Format.nanoseconds(timing.medianNanosecondsPerItem),
          value: timing.medianNanosecondsPerItem,
          limit: 250,
          atLeast: false
        )
      )
    }
    if let memory = results.memory {
      let bytes = memory.bytesPerNode[ContenderKind.theming.rawValue]
      targets.append(
        TargetResult(
          figure: "final: heap per tracked node, 3 properties",
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
          figure: "final: churn \(Format.count(churn.createdNodes)): peak table vs live nodes",
          target: "≤ 2×",
          measured: "\(Format.ratio(churn.theming.peakOverLive)) "
            + "(\(churn.theming.peakTableEntries)/\(churn.peakLiveNodes))",
          value: churn.theming.peakOverLive,
          limit: 2,
          atLeast: false
        )
      )
    }
    if let memory = results.tokenLoadMemory {
      let megabytes = Format.fixed(Double(memory.bytes) / 1e6, digits: 1)
      targets.append(
        TargetResult(
          figure: "peak memory of loading a \(megabytes) MB token document, per byte",
          target: "≤ \(Format.fixed(TokenLoadMemoryFigure.targetBytesPerByte, digits: 0)) bytes",
          measured: "\(Format.fixed(memory.bytesPerByte, digits: 1)) bytes",
          value: memory.bytesPerByte,
          limit: TokenLoadMemoryFigure.targetBytesPerByte,
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
    if let tokens = results.paletteLoad?.tokenDocument,
      tokens.bytes >= PaletteLoadFigure.targetBytes
    {
      let megabytes = Format.fixed(Double(tokens.bytes) / 1e6, digits: 1)
      targets.append(
        TargetResult(
          figure: "loading a \(megabytes) MB design-token document",
          target: "< 1 s",
          measured: Format.duration(tokens.medianMilliseconds * 1e6),
          value: tokens.medianMilliseconds,
          limit: 1_000,
          atLeast: false
        )
      )
    }
    return targets
  }

  /// The targets of one size of the warm or the cold switch: Theming against the floor, and,
  /// warm, against the JXTheme design. The NotificationCenter design is reported, not a target.
  private static func switchTargets(_ row: SwitchResult, cold: Bool) -> [TargetResult] {
    var targets: [TargetResult] = []
    let nodes = Format.count(row.nodes)
    if !cold, let speedup = row.timesTheming[ContenderKind.jxTheme.rawValue] {
      targets.append(
        TargetResult(
          figure: "final: changeTheme vs JXTheme design, \(nodes)",
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
          figure: "final: changeTheme vs the floor, \(cold ? "cold" : "warm"), \(nodes)",
          target: "≤ 1.05× the floor",
          measured: Format.ratio(overFloor),
          value: overFloor,
          limit: 1.05,
          atLeast: false
        )
      )
    }
    return targets
  }

  /// A scaling figure's target: its time per unit at the large size within
  /// ``scalingGrowthLimit`` times its time per unit at the small one.
  private static func scalingTarget(_ row: ScalingResult) -> TargetResult {
    let factor = row.large.units / max(row.small.units, 1)
    return TargetResult(
      figure: "final: \(row.title), \(Format.count(row.large.units)) vs "
        + "\(Format.count(row.small.units)) \(row.sizeUnit)",
      target: "≤ \(scalingGrowthLimit)× per \(row.unit) at \(factor)×",
      measured: "\(row.perUnitGrowth.map(Format.ratio) ?? "n/a") "
        + "(\(Format.duration(row.small.timing.medianNanosecondsPerItem)) → "
        + "\(Format.duration(row.large.timing.medianNanosecondsPerItem)))",
      value: row.perUnitGrowth,
      limit: scalingGrowthLimit,
      atLeast: false
    )
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
