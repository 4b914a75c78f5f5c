/// Resolves what governs each node's style (see ``Governor``) during a pass with overrides, so
/// that the pass reads each part of the tree once.
///
/// A pass leaves each tracked node's governor in its record. A child finds its parent's record
/// where its own record says the parent's was last (``NodeRecord/parentPosition``), and takes
/// that record's governor if the record is its parent's (by ``NodeRecord/identity``) and the pass
/// has already met it; otherwise it looks the parent up by identity, and remembers where the
/// record was for the next pass. Governors of ancestors found by walking up (untracked nodes,
/// and tracked ones the pass has not reached) are remembered by identity in `memo`. Whether a
/// tracked node is pinned is read from its record too, marked when the pass begins
/// (``NodeTable/markPins(_:)``).
///
/// An identity stands for one object only while no object is freed and its address given to
/// another, which only the app's code can do. A pinned style found for a tracked node (itself
/// pinned, or under a pin) must never pass to a child of a new object at that node's address,
/// which starts clean (R9). So a record that names an override is taken for a parent's only
/// while its weak reference still gives that parent (``isRecord(_:of:)``), and an ancestor found
/// by walking is remembered with a weak reference too (``WalkMemo``); the pass keeps no node
/// alive. A record of the current style needs no check: the current style is what a fresh
/// object gives too.
/// An object at a reused address matters only if a node is under it, which for a node the pass
/// has not met yet means the app moved it: a move it did not report is resolved by a later pass,
/// as any unreported move is. So as soon as the app's code has tracked nodes, reported any, or
/// refreshed one into another governor (``NodeTable/identityEpoch``), the resolver trusts only
/// the records it meets from then on, and forgets what else it found. Every pin it finds is
/// checked against the live pins.
@MainActor
struct PassResolver {
  /// The pins when the pass began, by identity, for the walk up from a parent the pass has not
  /// met. A pin set or changed while the pass runs waits for the pass that follows it
  /// (`setOverrideStyle(_:of:)` asks for one); a pin cleared meanwhile, or left by a node that
  /// died, is no longer used (see ``pin(of:)``).
  private let pins: IdentityMap
  private var memo = WalkMemo()
  /// The nodes of the walk under way, held while it reads their parents.
  private var path: [AnyObject] = []
  /// The records when the pass began, which the pass walks: positions in it do not change
  /// while the pass runs.
  private let records: ContiguousArray<NodeRecord>
  /// Records before this position were resolved before the app last tracked or reported nodes.
  private var trustedFrom = 0
  private var epoch: Int
  /// The number the pinned records are marked with (see ``NodeTable/markPins(_:)``).
  private var pinMark: UInt32
  private let engine: ThemeEngine

  init(engine: ThemeEngine) {
    self.engine = engine
    self.pins = engine.pins.styleMap()
    self.records = engine.table.records
    self.pinMark = engine.table.markPins(engine.pins)
    self.epoch = engine.table.identityEpoch
  }

  /// The governor of `node`, whose record `record` is at `position`. Always inlined: a pass
  /// calls it for every node, and as a call it cost a 1k switch 7–9 %.
  @inline(__always)
  mutating func governor(of node: AnyObject, record: NodeRecord, at position: Int) -> StyleID {
    // The parent first: reading it runs the app's code, after which what identities stood for
    // is checked, once for the providers that ran before and for `themeParent`. It is moved out
    // of its local (``moveOut(_:)``): bound as a copy, it is counted up once more and down twice
    // for each child under an override (two atomic operations on its side table).
    var parentOrNone = record.parent(of: node)
    forgetIfTracked(at: position)
    if let pinned = pinStyle(of: node, record: record) { return pinned }
    guard let parent = Self.moveOut(&parentOrNone) else { return Governor.current }
    let parentID = ObjectIdentifier(parent)
    let hint = Int(record.parentPosition)
    // A record before this node's, met since the app's code last changed what identities
    // stand for, holds the governor this pass found for it; one that names an override is
    // the parent's only if its node is the parent (see above).
    if hint >= trustedFrom && hint < position {
      // Both fields read at once: read after `parent` is released, they would cost counting
      // the record up and down around the release.
      let parentRecord = records[hint]
      let (identity, found) = (parentRecord.identity, parentRecord.governor)
      if identity == parentID && found != Governor.unknown
        && (found == Governor.current || Self.isRecord(parentRecord, of: parent))
      {
        return found
      }
    }
    return governorOfUnlinkedParent(parent, of: record, at: position)
  }

  /// The value of `value`, which is left `nil`: a move, which the optimiser compiles without
  /// counting a reference up and down. `consume` and `Optional.take()` do the same, but this
  /// code can use neither: the first crashes Swift 6.3 when it type-checks for Apple's platforms,
  /// and the iOS 17 SDK's standard library lacks the second.
  @inline(__always)
  private static func moveOut<Value>(_ value: inout Value?) -> Value? {
    defer { value = nil }
    return value
  }

  /// The style `node` is pinned to, read from its record `record` (see
  /// ``NodeTable/markPins(_:)``).
  @inline(__always)
  private func pinStyle(of node: AnyObject, record: NodeRecord) -> StyleID? {
    record.pinMark == pinMark && engine.pins.isPinned(node) ? record.pinStyle : nil
  }

  /// Whether `record` is `object`'s own: its weak reference gives `object`, so the object the
  /// record was made for is alive, and is `object`. A record whose node was freed gives `nil`,
  /// whatever object has its address now.
  ///
  /// This costs a child under an override a weak load (a count up and down, on the parent it
  /// just read). Holding every node found under an override until the pass ended, so as to
  /// trust the identity alone, cost more: at 100,000 nodes, releasing the 10,000 held after they
  /// had left the caches added 8–13 ns per node, and at 1,000 and 10,000 nodes checking costs
  /// 0.4–1.7 ns per node less than holding did (single loops, both benchmark classes, 10 %
  /// pinned). Inlined: as a call, it made the caller count `record` up and down around it.
  @inline(__always)
  private static func isRecord(_ record: NodeRecord, of object: AnyObject) -> Bool {
    record.node === object
  }

  /// The governor of `parent`, whose record is not where `record` says, or not met yet.
  /// Kept apart from the common path, which then handles `parent` only by identity.
  @inline(never)
  private mutating func governorOfUnlinkedParent(
    _ parent: any ThemeNode, of record: NodeRecord, at position: Int
  ) -> StyleID {
    record.parentPosition = engine.table.storedPosition(of: parent)
    return foundEarlier(parent, before: position) ?? walk(from: parent, at: position)
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
      ?? memo.governor(of: object)
  }

  /// Walks up from `node` to the first ancestor whose governor is known, then remembers that
  /// governor for every node on the way.
  private mutating func walk(from node: any ThemeNode, at position: Int) -> StyleID {
    var result = Governor.current
    var cursor: (any ThemeNode)? = node
    while let step = cursor {
      if let found = foundEarlier(step, before: position) {
        result = found
        break
      }
      path.append(step)
      if path.count > ThemeEngine.parentWalkLimit {
        engine.report(.parentCycle(limit: ThemeEngine.parentWalkLimit))
        break
      }
      cursor = step.themeParent
      forgetIfTracked(at: position)
    }
    for step in path {
      memo.remember(result, for: step)
    }
    path.removeAll(keepingCapacity: true)
    return result
  }

  /// Forgets what identities stood for if the app's code has tracked or reported nodes since
  /// the last call. Marks the pinned records again if another pass marked them meanwhile.
  private mutating func forgetIfTracked(at position: Int) {
    guard engine.table.identityEpoch != epoch else { return }
    forgetAll(from: position)
  }

  /// Out of line: it runs only after the app's code tracked or reported nodes.
  @inline(never)
  private mutating func forgetAll(from position: Int) {
    if engine.table.pinMark != pinMark {
      pinMark = engine.table.markPins(engine.pins)
    }
    epoch = engine.table.identityEpoch
    trustedFrom = position
    memo = WalkMemo()
  }
}
