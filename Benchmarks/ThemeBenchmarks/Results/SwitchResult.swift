/// `changeTheme` of every contender of one figure at one size, on one node class.
struct SwitchResult: Codable {
  var nodeClass: NodeClass
  var nodes: Int
  /// The nodes under an override, and the subtrees pinned; 0 without overrides.
  var pinnedNodes: Int
  var pinnedSubtrees: Int
  /// By contender key; per item is per node.
  var contenders: [String: Timing]
  /// The sum of the three properties over the forest after the last run, equal for every
  /// contender that shares an expectation.
  var checksum: Int

  func timing(_ kind: ContenderKind) -> Timing? {
    contenders[kind.rawValue]
  }

  /// `kind`'s median over `base`'s, timed in the same runs.
  func ratio(_ kind: ContenderKind, over base: ContenderKind) -> Double? {
    guard let value = timing(kind)?.medianNanoseconds,
      let reference = timing(base)?.medianNanoseconds, reference > 0
    else { return nil }
    return value / reference
  }
}

/// `changeTheme` of one Theming forest between long style names made at run time, against the
/// same forest between `.dark` and `.light`, run by run in rotating order.
struct LongStyleNameResult: Codable {
  var nodes: Int
  var route: ThemingRoute
  /// The lengths of the two long names, in characters.
  var longNameLengths: [Int]
  /// Per item is per node.
  var short: Timing
  var long: Timing
  /// The long names' median over the short names'.
  var longOverShort: Double?
}
