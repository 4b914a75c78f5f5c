import Theming

/// `changeTheme`, timed for several contenders on identical forests.
@MainActor
enum SwitchFigure {
  struct Outcome {
    let measurements: [ContenderKind: Measurement]
    /// The checksum that every contender expected to agree reached after the last run.
    let checksum: Int
  }

  /// The style of run `run`, warm-ups included: dark, light, dark, … so that every run
  /// restyles every node that is not pinned.
  static func style(ofRun run: Int) -> ThemeStyle {
    run % 2 == 0 ? .dark : .light
  }

  /// Runs `warmupRuns + runs` switches per contender, contenders interleaved in an order that
  /// rotates each run, and verifies every node after every run, outside the timed region.
  ///
  /// - Parameters:
  ///   - contenders: The contenders, each themed on its own forest of the same shape.
  ///   - governing: Each node's governing override, or `nil` when there are none. A contender
  ///     that does not honour overrides is checked against the current style everywhere.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  ///   - label: The figure, for messages.
  /// - Returns: The measurements and the agreed checksum.
  /// - Throws: ``BenchmarkFailure`` when a node was not restyled or checksums disagree.
  static func measure<Node: BenchmarkNode>(
    _ contenders: [any Contender<Node>],
    governing: [ThemeStyle?]?,
    warmupRuns: Int,
    runs: Int,
    label: String
  ) throws -> Outcome where Node.Base == Node {
    var checksums: [ContenderKind: Int] = [:]
    let measurements = try measureInterleaved(
      contenders,
      kind: \.kind,
      warmupRuns: warmupRuns,
      runs: runs
    ) { contender, run in
      let (nanoseconds, checksum) = try timedSwitch(
        contender,
        run: run,
        governing: contender.honoursOverrides ? governing : nil,
        label: label
      )
      checksums[contender.kind] = checksum
      return nanoseconds
    }
    let agreeing = contenders.filter { governing == nil || $0.honoursOverrides }
    let sums = Set(agreeing.compactMap { checksums[$0.kind] })
    guard sums.count == 1, let checksum = sums.first else {
      throw BenchmarkFailure(description: "\(label): checksums disagree: \(checksums)")
    }
    return Outcome(measurements: measurements, checksum: checksum)
  }

  /// Switches `contender` to the style of run `run`, timed, then checks every node of its
  /// forest against `governing`, and what else the contender can check, outside the timing.
  static func timedSwitch<Node: BenchmarkNode>(
    _ contender: any Contender<Node>,
    run: Int,
    governing: [ThemeStyle?]?,
    label: String
  ) throws -> (nanoseconds: Double, checksum: Int) where Node.Base == Node {
    let style = style(ofRun: run)
    let context = "\(label), run \(run + 1) (to \(style))"
    let outcome = try Verifier.timed(
      contender,
      current: style,
      governing: governing,
      context: context
    ) { contender.changeTheme(to: style) }
    try contender.checkLastSwitch(context: context)
    return outcome
  }
}
