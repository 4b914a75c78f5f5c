/// Where the engine keeps its ``SubtreeIndex``: built on the first override change, so that later
/// ones touch only the subtree, and taken out while it is walked or extended.
///
/// Walking and linking read `themeParent`, the app's code, which may track a node or ask for a
/// refresh meanwhile. The index is out of this holder then: what would have changed it marks it
/// out of date, and it is dropped when put back, to be rebuilt from the live nodes when next
/// needed.
@MainActor
struct SubtreeIndexHolder {
  /// The index, when built and not out for a walk or a link.
  private(set) var index: SubtreeIndex?
  /// Whether a walk or a link has the index out.
  private(set) var isInUse = false
  private var isOutOfDate = false

  /// Whether an index is there to keep up to date; kept beside it, because testing a value
  /// this large for `nil` copies it, and every assignment asks.
  private(set) var isBuilt = false

  /// Forgets the index, so that it is rebuilt from the live tree when next needed.
  mutating func drop() {
    index = nil
    isBuilt = false
    if isInUse { isOutOfDate = true }
  }

  /// Takes the index out for a walk, built from `records` if there is none. Only when it is not
  /// in use: a walk runs only while no pass or provider does.
  mutating func takeForWalk(
    building records: ContiguousArray<NodeRecord>,
    recordOf: (any ThemeNode) -> NodeRecord?
  ) -> SubtreeIndex {
    isInUse = true
    defer {
      index = nil
      isBuilt = false
    }
    return index ?? SubtreeIndex(linking: records, recordOf: recordOf)
  }

  /// Takes the index out to link a node into it: `nil` when there is none, or when it is in
  /// use, which marks it out of date, as the link it misses is never made.
  mutating func takeForLink() -> SubtreeIndex? {
    guard !isInUse else {
      isOutOfDate = true
      return nil
    }
    guard isBuilt else { return nil }
    isInUse = true
    let taken = index
    index = nil
    isBuilt = false
    return taken
  }

  /// Puts `taken` back, unless something that should have changed it happened meanwhile.
  /// Returns whether linking stopped partway up a chain of parents, which the caller reports.
  mutating func putBack(_ taken: SubtreeIndex?) -> Bool {
    var taken = taken
    let reachedWalkLimit = taken?.reachedWalkLimit == true
    taken?.reachedWalkLimit = false
    index = isOutOfDate ? nil : taken
    isBuilt = index != nil
    isInUse = false
    isOutOfDate = false
    return reachedWalkLimit
  }
}

extension SubtreeIndexHolder {
  /// Lets a test set the index's walk count.
  mutating func setWalkCount(_ walks: UInt32) {
    index?.walks = walks
  }
}
