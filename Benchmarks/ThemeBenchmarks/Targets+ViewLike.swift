/// The targets of the view-like node class (open, setters that do work, no move reports) and
/// of the final class where no move is reported.
extension Targets {
  /// The most a switch on the view-like class may cost over its setter floor.
  static let viewLikeSwitchLimit = 1.5
  /// How many times faster than each peer design a switch on the view-like class must be.
  static let viewLikePeerSpeedup = 3.0
  /// The most an assignment on the view-like class may cost over the floor's.
  static let viewLikeAssignmentLimit = 2.0
  /// The most a pinned switch that reads every parent may cost over the floor that does too.
  static let unreportedOverrideLimit = 1.15

  /// The most the switch right after a screen was replaced may cost over the same forest's
  /// switch with none replaced, when the screen is a tenth of the forest or more, and when it
  /// is less. The dead screen's records and bindings are given back in that switch (R9), and
  /// the new screen's records are met for the first time.
  static let screenReplacementLimitLargeScreen = 1.5
  static let screenReplacementLimitSmallScreen = 1.2

  static func viewLikeTargets(_ results: BenchmarkResults) -> [TargetResult] {
    var targets: [TargetResult] = []
    let theming = ContenderKind.theming.rawValue
    for row in results.viewLike.changeTheme {
      let nodes = Format.count(row.nodes)
      if let overFloor = row.timesFloor[theming] {
        targets.append(
          TargetResult(
            figure: "view-like: changeTheme vs its setter floor, \(nodes)",
            target: "≤ \(Format.ratio(viewLikeSwitchLimit))",
            measured: Format.ratio(overFloor),
            value: overFloor,
            limit: viewLikeSwitchLimit,
            atLeast: false
          )
        )
      }
      for peer in [ContenderKind.notificationCenter, .jxTheme] {
        guard let speedup = row.timesTheming[peer.rawValue] else { continue }
        targets.append(
          TargetResult(
            figure: "view-like: changeTheme vs \(peer.title), \(nodes)",
            target: "≥ \(Format.ratio(viewLikePeerSpeedup)) faster",
            measured: Format.ratio(speedup),
            value: speedup,
            limit: viewLikePeerSpeedup,
            atLeast: true
          )
        )
      }
    }
    for row in results.viewLike.changeThemeWithOverrides {
      targets += unreportedOverrideTarget(row, nodeClass: "view-like")
    }
    for row in results.changeThemeWithOverridesUnreported {
      targets += unreportedOverrideTarget(row, nodeClass: "final")
    }
    for row in results.viewLike.screenReplacement {
      targets += screenReplacementTargets(row)
    }
    if let assignment = results.viewLike.assignment,
      let library = assignment.contenders[theming]?.medianNanosecondsPerItem,
      let floor = assignment.contenders[ContenderKind.floor.rawValue]?.medianNanosecondsPerItem,
      floor > 0
    {
      let ratio = library / floor
      targets.append(
        TargetResult(
          figure: "view-like: assigning a provider vs the floor's assignment of a property",
          target: "≤ \(Format.ratio(viewLikeAssignmentLimit))",
          measured: "\(Format.ratio(ratio)) (\(Format.nanoseconds(library)) vs "
            + "\(Format.nanoseconds(floor)))",
          value: ratio,
          limit: viewLikeAssignmentLimit,
          atLeast: false
        )
      )
    }
    return targets
  }

  private static func unreportedOverrideTarget(
    _ row: OverrideSwitchResult,
    nodeClass: String
  ) -> [TargetResult] {
    guard let ratio = row.themingOverParentReadingFloor else { return [] }
    return [
      TargetResult(
        figure: "\(nodeClass): changeTheme, 10 % pinned, no move reports, vs floor + parent "
          + "read, \(Format.count(row.nodes))",
        target: "≤ \(Format.ratio(unreportedOverrideLimit))",
        measured: Format.ratio(ratio),
        value: ratio,
        limit: unreportedOverrideLimit,
        atLeast: false
      )
    ]
  }

  private static func screenReplacementTargets(_ row: ScreenReplacementResult) -> [TargetResult] {
    let largeScreen = row.screenNodes * 10 >= row.nodes
    let limit =
      largeScreen ? screenReplacementLimitLargeScreen : screenReplacementLimitSmallScreen
    let replaced: [ScreenReplacementFigure.Variant] = [.replaced, .replacedPinned]
    return replaced.compactMap { variant in
      guard let ratio = row.ratio(variant, mean: false) else { return nil }
      let overrides = variant.isPinned ? "10 % pinned" : "no overrides"
      return TargetResult(
        figure: "view-like: changeTheme after a screen of \(Format.count(row.screenNodes)) was "
          + "replaced, \(overrides), vs none replaced, \(Format.count(row.nodes))",
        target: "≤ \(Format.ratio(limit))",
        measured: Format.ratio(ratio),
        value: ratio,
        limit: limit,
        atLeast: false
      )
    }
  }
}
