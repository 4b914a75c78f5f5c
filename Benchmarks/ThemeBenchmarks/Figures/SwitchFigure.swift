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
  /// - Returns: The measurements, the agreed checksum and the final style.
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

  /// Times Theming with overrides against Theming without, run by run in rotating order on
  /// forests of the same shape, and gives the ratio of the two medians.
  ///
  /// The two switches are not taken from separate figures: a shared machine's load drifts
  /// between figures by more than the difference being measured.
  ///
  /// - Parameters:
  ///   - pinned: Theming, with the overrides of `governing` set.
  ///   - plain: Theming on a forest of the same shape, without overrides.
  ///   - governing: Each node's governing override in `pinned`'s forest.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  /// - Returns: The median switch with overrides over the median switch without.
  /// - Throws: ``BenchmarkFailure`` when a node was not restyled.
  static func overridesOverPlain(
    pinned: any Contender<BenchNode>,
    plain: any Contender<BenchNode>,
    governing: [ThemeStyle?],
    warmupRuns: Int,
    runs: Int
  ) throws -> Double? {
    struct Variant {
      let isPinned: Bool
      let contender: any Contender<BenchNode>
    }
    let variants = [
      Variant(isPinned: true, contender: pinned), Variant(isPinned: false, contender: plain),
    ]
    let measurements = try measureInterleaved(
      variants,
      kind: \.isPinned,
      warmupRuns: warmupRuns,
      runs: runs
    ) { variant, run in
      try timedSwitch(
        variant.contender,
        run: run,
        governing: variant.isPinned ? governing : nil,
        label: "Theming with and without overrides"
      ).nanoseconds
    }
    guard let withOverrides = measurements[true], let without = measurements[false],
      without.medianNanoseconds > 0
    else { return nil }
    return withOverrides.medianNanoseconds / without.medianNanoseconds
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
