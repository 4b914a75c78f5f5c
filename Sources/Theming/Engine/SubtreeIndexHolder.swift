/// Where the engine keeps its ``SubtreeIndex``: built on the first change of the tree, so that
/// later ones touch only the subtree, and taken out while it is walked or extended.
///
/// Walking and linking read `themeParent`, the app's code, which may track a node or ask for a
/// refresh meanwhile. The index is out of this holder then: what would have changed it marks it
/// out of date, and it is dropped when put back, to be rebuilt from the live nodes when next
/// needed.
@MainActor
struct SubtreeIndexHolder {
  /// The index, when built and not taken out.
  private(set) var index: SubtreeIndex?
  /// Whether a walk or a link has the index out.
  private(set) var isInUse = false
  private var isOutOfDate = false

  /// Whether an index is there to keep up to date.
  var isBuilt: Bool { index != nil }

  /// Forgets the index, so that it is rebuilt from the live tree when next needed.
  mutating func drop() {
    index = nil
    if isInUse { isOutOfDate = true }
  }

  /// Whether the next walk reads the parent of every root the index learnt, not only of those
  /// learnt since the last walk (see ``SubtreeIndex/relinkFreshTops(recordOf:)``).
  private var rereadsAllTops = false

  /// Takes the index out for a walk: `nil` when there is none, for the caller to build one
  /// (building reads `themeParent`, the app's code, which must not run inside a change of this
  /// holder).
  mutating func takeForWalk() -> SubtreeIndex? {
    isInUse = true
    defer {
      index = nil
      rereadsAllTops = false
    }
    if rereadsAllTops { index?.markAllTopsFresh() }
    return index
  }

  /// Has the next walk read the parent of every root the index learnt: a pass has read the
  /// tree, and a root may have been inserted since it was learnt.
  mutating func rereadTopsAtNextWalk() {
    rereadsAllTops = true
  }

  /// Takes the index out to link a node into it: `nil` when there is none, or when it is in
  /// use, which marks it out of date, as the link it misses is never made.
  mutating func takeForLink() -> SubtreeIndex? {
    guard !isInUse else {
      isOutOfDate = true
      return nil
    }
    guard let taken = index else { return nil }
    isInUse = true
    index = nil
    return taken
  }

  /// Puts `taken` back, unless something that should have changed it happened meanwhile.
  mutating func putBack(_ taken: SubtreeIndex?) {
    index = isOutOfDate ? nil : taken
    isInUse = false
    isOutOfDate = false
  }
}
