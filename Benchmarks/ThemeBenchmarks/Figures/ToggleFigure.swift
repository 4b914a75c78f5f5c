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
    /// Sets (or, with `nil`, clears) the override, timed, then checks the subtree (or the forest).
    func timedOverride(_ style: ThemeStyle?, on contender: any Contender) throws -> Double {
      let nanoseconds = measureNanoseconds {
        contender.setOverride(style, onNodeAt: root)
      }
      try Verifier.check(
        contender.forest,
        contender: contender.kind,
        current: style ?? current,
        indices: style == nil ? nil : subtree,
        context: style.map { "pinning a \(subtree.count)-node subtree to \($0)" }
          ?? "clearing the override of a \(subtree.count)-node subtree"
      )
      return nanoseconds
    }
    return try measureInterleaved(
      contenders,
      kind: \.kind,
      warmupRuns: warmupRuns,
      runs: runs
    ) { contender, _ in
      try timedOverride(pinned, on: contender) + timedOverride(nil, on: contender)
    }
  }
}
