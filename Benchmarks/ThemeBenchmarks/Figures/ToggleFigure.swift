import Theming

/// Setting and then clearing an override on one subtree of a large forest.
@MainActor
enum ToggleFigure {
  /// Times toggles (set, then clear) of an override on the subtree at `root`, pinned to the
  /// style opposite to `current` so that every node of the subtree is restyled twice.
  ///
  /// After each set the subtree is checked; after each clear the whole forest is checked, so a
  /// contender that restyles nodes outside the subtree wrongly, or leaves the subtree pinned,
  /// fails.
  ///
  /// - Parameters:
  ///   - contenders: Contenders that honour overrides, themed on forests of the same shape.
  ///   - root: The subtree's root.
  ///   - current: The style the forests are in.
  ///   - warmupRuns: Untimed toggles first.
  ///   - runs: Timed toggles.
  /// - Returns: One measurement per contender, each sample one set plus one clear.
  /// - Throws: ``BenchmarkFailure`` when a node holds a wrong value.
  static func measure(
    _ contenders: [any Contender],
    root: Int,
    current: ThemeStyle,
    warmupRuns: Int,
    runs: Int
  ) throws -> [ContenderKind: Measurement] {
    guard let shape = contenders.first?.forest.shape else { return [:] }
    let subtree = shape.subtree(of: root)
    let pinned: ThemeStyle = current == .dark ? .light : .dark
    var samples: [ContenderKind: [Double]] = [:]
    for run in 0..<(warmupRuns + runs) {
      for offset in 0..<contenders.count {
        let contender = contenders[(run + offset) % contenders.count]
        let set = measureNanoseconds {
          contender.setOverride(pinned, onNodeAt: root)
        }
        try Verifier.check(
          contender.forest,
          contender: contender.kind,
          current: pinned,
          indices: subtree,
          context: "pinning a \(subtree.count)-node subtree to \(pinned)"
        )
        let clear = measureNanoseconds {
          contender.setOverride(nil, onNodeAt: root)
        }
        try Verifier.check(
          contender.forest,
          contender: contender.kind,
          current: current,
          context: "clearing the override of a \(subtree.count)-node subtree"
        )
        if run >= warmupRuns {
          samples[contender.kind, default: []].append(set + clear)
        }
      }
    }
    return samples.mapValues { Measurement(samples: $0) }
  }
}
