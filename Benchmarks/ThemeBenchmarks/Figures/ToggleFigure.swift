import Theming

/// Setting and then clearing an override on one subtree of a large forest, against a full
/// switch of the same forest.
@MainActor
enum ToggleFigure {
  struct Outcome {
    /// Per contender; each sample is one set plus one clear.
    let toggles: [ContenderKind: Measurement]
    /// Per contender, the full switch timed in the same runs as its toggles.
    let switches: [ContenderKind: Measurement]
    /// Per contender, the two halves of each toggle: the override set, and then cleared.
    let sets: [ContenderKind: Measurement]
    let clears: [ContenderKind: Measurement]
  }

  /// Times, run by run, a full switch of each contender's forest and then a toggle (set, then
  /// clear) of an override on the subtree at `root`, pinned to the style opposite to the one
  /// just switched to, so that every node of the subtree is restyled twice.
  ///
  /// The switch and the toggle it is compared with come from the same runs: a shared machine's
  /// load drifts between figures, and it slows a toggle, which waits on memory, more than a
  /// switch, which streams through it. After each switch and each clear the whole forest is
  /// checked, after each set the subtree, so a contender that restyles nodes outside the
  /// subtree wrongly, or leaves the subtree pinned, fails.
  ///
  /// - Parameters:
  ///   - contenders: Contenders that honour overrides, themed on forests of the same shape.
  ///   - root: The subtree's root.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  /// - Returns: The toggles' and the switches' measurements.
  /// - Throws: ``BenchmarkFailure`` when a node holds a wrong value.
  static func measure(
    _ contenders: [any Contender<BenchNode>],
    root: Int,
    warmupRuns: Int,
    runs: Int
  ) throws -> Outcome {
    guard let shape = contenders.first?.forest.shape else {
      return Outcome(toggles: [:], switches: [:], sets: [:], clears: [:])
    }
    let subtree = shape.subtree(of: root)
    var switchSamples: [ContenderKind: [Double]] = [:]
    var setSamples: [ContenderKind: [Double]] = [:]
    var clearSamples: [ContenderKind: [Double]] = [:]
    let toggles = try measureInterleaved(
      contenders,
      kind: \.kind,
      warmupRuns: warmupRuns,
      runs: runs
    ) { contender, run in
      let current = SwitchFigure.style(ofRun: run)
      let pinned: ThemeStyle = current == .dark ? .light : .dark
      let switched = try SwitchFigure.timedSwitch(
        contender, run: run, governing: nil, label: "switching before a toggle"
      ).nanoseconds
      if run >= warmupRuns { switchSamples[contender.kind, default: []].append(switched) }
      let set = try Verifier.timed(
        contender,
        current: pinned,
        indices: subtree,
        context: "pinning a \(subtree.count)-node subtree to \(pinned)"
      ) { contender.setOverride(pinned, onNodeAt: root) }.nanoseconds
      let clear = try Verifier.timed(
        contender,
        current: current,
        context: "clearing the override of a \(subtree.count)-node subtree"
      ) { contender.setOverride(nil, onNodeAt: root) }.nanoseconds
      if run >= warmupRuns {
        setSamples[contender.kind, default: []].append(set)
        clearSamples[contender.kind, default: []].append(clear)
      }
      return set + clear
    }
    return Outcome(
      toggles: toggles,
      switches: switchSamples.mapValues(Measurement.init),
      sets: setSamples.mapValues(Measurement.init),
      clears: clearSamples.mapValues(Measurement.init)
    )
  }
}
