/// Resolves what governs each node's style (see ``Governor``) during a pass with overrides, so
/// that the pass reads each part of the tree once.
///
/// A tracked node's governor is left, when the pass meets it, in a small cache of recent nodes
/// (``RecentGovernors``) and in its record. A child looks for its parent's governor in the cache
/// first (usually there, as a parent is usually met shortly before its children), then in the
/// parent's record, found by identity, if the pass has already met it. Governors of ancestors
/// found by walking up (untracked nodes, and tracked ones the pass has not reached) are
/// remembered by identity in `memo`.
///
/// An identity stands for one object only while no object is freed and its address given to
/// another, which only the app's code can do; the pass does not keep the nodes it met alive.
/// A pinned style found for a tracked node (itself pinned, or under a pin) is used for a child
/// only while that node lives: a provider may free it and make another object at its address,
/// which must start clean (R9). A node under no pin needs no check: the current style is what
/// a fresh object gives too.
/// An object at a reused address matters only if a node is under it, which for a node the pass
/// has not met yet means the app moved it: a move it did not report is resolved by a later pass,
/// as any unreported move is. So as soon as the app's code has tracked nodes or reported any
/// (``NodeTable/identityEpoch``), the resolver trusts only the records it meets from then on,
/// and forgets what else it found. Every pin it finds is checked against the live pins.
@MainActor
struct PassResolver {
  /// The pins when the pass began. A pin set or changed while the pass runs waits for the pass
  /// that follows it (`setOverrideStyle(_:of:)` asks for one); a pin cleared meanwhile, or left
  /// by a node that died, is no longer used (see ``pin(of:)``).
  private let pins: IdentityMap
  private var memo = IdentityMap(capacity: 0)
  private var recent: RecentGovernors
  private var path: [ObjectIdentifier] = []
  private var parentReaders = ParentReaderCache()
  /// Records before this position were resolved before the app last tracked or reported nodes.
  private var trustedFrom = 0
  private var epoch: Int
  private let engine: ThemeEngine

  init(engine: ThemeEngine) {
    self.engine = engine
    self.pins = engine.pins.styleMap()
    self.epoch = engine.table.identityEpoch
    let count = engine.table.count
    if let spare = engine.spareRecentGovernors, spare.fits(count: count) {
      engine.spareRecentGovernors = nil
      self.recent = spare
      recent.forgetAll()
    } else {
      self.recent = RecentGovernors(count: count)
    }
  }

  /// The governor of `node`, whose record is at `position`.
  mutating func governor(of node: AnyObject, at position: Int) -> StyleID {
    let governor = resolveFromTree(node, at: position)
    recent.set(governor, for: ObjectIdentifier(node), position: position)
    return governor
  }

  private mutating func resolveFromTree(_ node: AnyObject, at position: Int) -> StyleID {
    // The parent first: reading it runs the app's code, after which what identities stood for
    // is checked, once for the providers that ran before and for `themeParent`.
    let parent = parentReaders.parent(of: node) { [engine] in engine.nodeClasses }
    forgetIfTracked(at: position)
    if let pinned = pin(of: node) { return pinned }
    guard let parent else { return Governor.current }
    let parentID = ObjectIdentifier(parent)
    if let found = recent.governor(of: parentID),
      found.governor == Governor.current || engine.table.node(at: found.position) === parent
    {
      return found.governor
    }
    return governorOfUncachedParent(parent, at: position)
  }

  /// The governor of `parent`, which is not among the recent ones. Kept apart from the common
  /// path, which then handles `parent` only by identity. `parent` is looked up before the walk
  /// (whose first step would look it up again) because it is usually found, in its record, and
  /// the walk's set-up then costs more than the second look-up.
  @inline(never)
  private mutating func governorOfUncachedParent(_ parent: any ThemeNode, at position: Int)
    -> StyleID
  {
    foundEarlier(parent, before: position) ?? walk(from: parent, at: position)
  }

  /// The style `object` is pinned to, if any. An identity found among the pins is checked
  /// against the live pin every time: the app's code (a provider, a `themeParent`) may have freed
  /// the pinned node and made another object at its address, without tracking anything. Only
  /// pinned identities get that far, so the check costs a pass little.
  private func pin(of object: AnyObject) -> StyleID? {
    guard let style = pins.value(for: ObjectIdentifier(object)), engine.pins.isPinned(object) else {
      return nil
    }
    return style
  }

  /// The governor found for an ancestor earlier in this pass, if any.
  private func foundEarlier(_ object: AnyObject, before position: Int) -> StyleID? {
    if let pinned = pin(of: object) { return pinned }
    return engine.table.governor(of: object, in: trustedFrom..<position)
      ?? memo.value(for: ObjectIdentifier(object))
  }

  /// Walks up from `node` to the first ancestor whose governor is known, then remembers that
  /// governor for every node on the way.
  private mutating func walk(from node: any ThemeNode, at position: Int) -> StyleID {
    var result = Governor.current
    var cursor: (any ThemeNode)? = node
    path.removeAll(keepingCapacity: true)
    while let step = cursor {
      let id = ObjectIdentifier(step)
      if let found = foundEarlier(step, before: position) {
        result = found
        break
      }
      path.append(id)
      if path.count > ThemeEngine.parentWalkLimit {
        engine.report(.parentCycle(limit: ThemeEngine.parentWalkLimit))
        break
      }
      cursor = step.themeParent
      forgetIfTracked(at: position)
    }
    for id in path {
      memo.set(result, for: id)
    }
    return result
  }

  /// Hands the cache of recent governors to the engine, for the next pass to reuse.
  func finish() {
    engine.spareRecentGovernors = recent
  }

  /// Forgets what identities stood for if the app's code has tracked or reported nodes since
  /// the last call.
  private mutating func forgetIfTracked(at position: Int) {
    guard engine.table.identityEpoch != epoch else { return }
    epoch = engine.table.identityEpoch
    trustedFrom = position
    memo = IdentityMap(capacity: 0)
    recent.forgetAll()
  }
}
