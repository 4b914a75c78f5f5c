/// The weak table of tracked nodes, written for every platform (Foundation on Linux has no
/// `NSHashTable` or `NSMapTable`).
///
/// Records sit in one dense array, in the order their nodes were first tracked, so that a pass
/// is a straight walk; an identity map finds a node's record. A record whose node a pass found
/// dead gives back its bindings at once and leaves its place to the table's tombstone, until
/// such places make up a quarter of the table; a sweep also runs whenever the table has doubled
/// since the last one, so it stays within about twice the live nodes.
struct NodeTable {
  var records: ContiguousArray<NodeRecord> = []
  private var positions = IdentityMap(capacity: 0)
  private var sweepThreshold = NodeTable.minimumSweepThreshold
  private var retiredSlots: [BindingSlot] = []
  /// Stands in every place a retired record left (``dropDeadRecords(at:)``).
  private let tombstone = NodeRecord(tombstone: ())

  private static let minimumSweepThreshold = 64

  /// Counts every record made (including one for a new object at a dead one's address), every
  /// node the app's code reported or refreshed into another governor (``noteNodesReported()``),
  /// and every marking of the pins (``markPins(_:)``). A pass with overrides checks it after each
  /// piece of the app's code, to learn whether what it found by identity still holds.
  private(set) var identityEpoch = 0

  /// The number ``markPins(_:)`` gave the pinned records last.
  private(set) var pinMark: UInt32 = 0

  /// Places of records whose node a pass found dead, held by the tombstone
  /// (``dropDeadRecords(at:)``).
  private(set) var retiredInPlace = 0

  var count: Int { records.count }

  /// Reads a key path's Key-Value Coding string, to tell whether two key paths name one
  /// property (see ``PropertyIdentity``). Tests stand in for a runtime with Objective-C here.
  var keyValueCodingName: (AnyKeyPath) -> String? = PropertyIdentity.keyValueCodingName(of:)

  /// Tells a running pass that the app's code re-resolved a node (refreshed it, reported its
  /// move or bound it): the node may have moved under an object that has the address of one
  /// the pass met and that has since died, so the pass forgets what it found by identity.
  mutating func noteNodesReported() { identityEpoch += 1 }

  func node(at position: Int) -> AnyObject? { records[position].node }

  /// Marks the record of every tracked node that `pins` pins with a new number and the pin's
  /// style, so that a pass learns whether a node is pinned from its record (see
  /// ``NodeRecord/pinMark``), and returns the number. It also counts as a change of identities
  /// (``identityEpoch``), so that a pass that began before it learns that its own mark is gone.
  mutating func markPins(_ pins: PinTable) -> UInt32 {
    if pinMark == .max {
      // Once in four billion passes: no record may keep a number that comes round again.
      for record in records { record.pinMark = 0 }
      pinMark = 0
    }
    pinMark += 1
    identityEpoch += 1
    let mark = pinMark
    pins.forEachStyle { id, style in
      guard let position = positions.value(for: id).map(Int.init) else { return }
      // The record at the pinned identity's position is that object's while the identities
      // match: a record made for a new object at the address is a new record.
      let record = records[position]
      guard record.identity == id else { return }
      record.pinMark = mark
      record.pinStyle = style
    }
    return mark
  }

  /// The position of the record at `object`'s address, `-1` when there is none; the record
  /// may be a dead object's.
  func storedPosition(of object: AnyObject) -> Int32 {
    positions.value(for: ObjectIdentifier(object)) ?? -1
  }

  func appliedStyle(at position: Int) -> StyleID { records[position].appliedStyle }

  /// Changes whenever the bindings of the record at `position` do.
  func version(at position: Int) -> UInt32 { records[position].version }

  /// The position of `node`'s live record; `nil` when it has none, including when the record at
  /// its address belonged to an object that has died.
  func record(of node: any ThemeNode) -> NodeRecord? {
    position(of: node).map { records[$0] }
  }

  /// The governor a pass left in the record at `object`'s address, if that record's position
  /// is in `range` and the pass resolved it (the caller knows the records there hold the
  /// governors of this pass); `nil` otherwise. It loads the record's node only for a pinned
  /// style, to check that `object` is still that node: a pass calls it for nearly every node.
  func governor(of object: AnyObject, in range: Range<Int>) -> StyleID? {
    guard let position = positions.value(for: ObjectIdentifier(object)).map(Int.init),
      range.contains(position)
    else {
      return nil
    }
    let governor = records[position].governor
    // A pinned style is the record's own node's only while it lives (see `PassResolver`).
    guard governor != Governor.unknown,
      governor == Governor.current || records[position].node === object
    else { return nil }
    return governor
  }

  /// Gives every record that names `old` as its governor `new` instead.
  func replaceGovernor(_ old: StyleID, with new: StyleID) {
    for record in records where record.governor == old {
      record.governor = new
    }
  }

  func position(of node: any ThemeNode) -> Int? {
    guard let position = positions.value(for: ObjectIdentifier(node)).map(Int.init) else {
      return nil
    }
    return self.node(at: position) === node ? position : nil
  }

  /// The position of `node`'s live record, made if it has none, of the class `recordClass`
  /// gives (called only then), at the end of the table. A dead object's record at the same
  /// address is retired in place (``retireInPlace(at:)``), so a new object starts clean.
  ///
  /// The new record goes to the end even then, not in the dead one's place: a pass meets
  /// records in table order, and finds a parent's governor cheaply only in a record it has
  /// already met (see ``PassResolver``). An app that themes a parent before its children keeps
  /// that order here; a child put in the place of whatever object died at its address would
  /// lose it for its lifetime, and a pass with overrides over a screen the app reopened took
  /// twice as long.
  mutating func makePosition(
    for node: any ThemeNode,
    canSweep: Bool,
    recordClass: () -> NodeRecord.Type
  ) -> Int {
    let id = ObjectIdentifier(node)
    if let existing = positions.value(for: id).map(Int.init) {
      if self.node(at: existing) === node { return existing }
      retireInPlace(at: existing)
    }
    if canSweep && records.count >= sweepThreshold {
      removeDeadRecords()
    }
    positions.set(Int32(records.count), for: id)
    records.append(recordClass().init(node: node))
    identityEpoch += 1
    return records.count - 1
  }

  /// Stores `slot` in the record at `position`, in place of one with the same key, or with a key
  /// path that names the same property, so that the first assignment fixes the order. Only the
  /// keys are compared unless `checkingAliases` (``NodeRecord/mayHaveAlias(of:)``) says the
  /// record may hold such a key path. Returns whether there was one.
  mutating func store(_ slot: BindingSlot, at position: Int, checkingAliases: Bool) -> Bool {
    let record = records[position]
    record.version &+= 1
    if let index = slot.withAccessor({ record.slots.index(ofKeyOf: $0) })
      ?? (checkingAliases
        ? record.aliasIndex(of: slot.key, where: .same, names: keyValueCodingName) : nil)
    {
      retire(record.slots[index])
      record.slots[index] = slot
      return true
    }
    record.slots.append(slot)
    return false
  }

  mutating func removeSlot(for key: BindingKey, at position: Int) {
    let record = records[position]
    guard let index = record.slotIndex(for: key, names: keyValueCodingName) else { return }
    record.version &+= 1
    retire(record.slots.remove(at: index))
  }

  /// Keeps a slot that left its record until ``releaseRetiredSlots()``: a pass may be applying
  /// it from a copy of the record's slots.
  mutating func retire(_ slot: BindingSlot) {
    retiredSlots.append(slot)
  }

  /// Marks `record` as dropped and retires its slots: the subtree index (and its snapshot) may
  /// hold the record a while longer, and what its providers capture must not live as long.
  private mutating func retireRecord(_ record: NodeRecord) {
    record.isRetired = true
    guard !record.slots.isEmpty else { return }
    // A pass applying the record's slots from a copy sees the version change and stops.
    record.version &+= 1
    for slot in record.slots { retire(slot) }
    record.slots = SlotList()
  }

  /// Retires the record at `position` if its node has died and it is not retired yet: its
  /// bindings go to ``retiredSlots``, and the tombstone takes its place.
  private mutating func retireInPlace(at position: Int) {
    let record = records[position]
    guard record.node == nil, !record.isRetired else { return }
    retireRecord(record)
    // The subtree index may hold the record still: no walk may take it for the governor of a
    // new object at the same address, and it lets the dead object's side table go.
    record.governor = Governor.unknown
    record.node = nil
    records[position] = tombstone
    retiredInPlace += 1
  }

  /// Gives back the references of slots that left their records; call it only when no pass or
  /// provider is running.
  mutating func releaseRetiredSlots() {
    guard !retiredSlots.isEmpty else { return }
    let slots = retiredSlots
    retiredSlots.removeAll()
    for slot in slots { slot.release() }
  }

  /// Drops records whose node has died or that hold no binding, keeping the order of the rest,
  /// and gives back their slots. Call it only when no pass or provider is running.
  ///
  /// The next sweep comes when the table has doubled. A sweep that finds nothing to drop (the
  /// table is growing) only reads each record's weak reference; the table and its index are
  /// rebuilt only when something is dropped.
  ///
  /// Each kept record's ``NodeRecord/parentPosition`` is carried to where the record it named
  /// now is (`-1` if that record was dropped): left as it was, every hint past the first dropped
  /// record would name another record, and the next pass that reads the tree would look every
  /// such node's parent up by identity, which made it about 1.75 times slower.
  mutating func removeDeadRecords() {
    // Retired places are known to go; otherwise a first look, which stops at the first record
    // to drop, spares a growing table the rebuild.
    let dropsSome =
      retiredInPlace > 0 || records.contains { $0.node == nil || $0.slots.isEmpty }
    if dropsSome {
      let estimate = records.count - retiredInPlace
      var kept = ContiguousArray<NodeRecord>()
      kept.reserveCapacity(estimate)
      positions.removeAll(keepingCapacityFor: estimate)
      var newPositions = [Int32](repeating: -1, count: records.count)
      for (oldPosition, record) in records.enumerated() {
        guard let node = record.node, !record.slots.isEmpty else {
          retireRecord(record)
          continue
        }
        newPositions[oldPosition] = Int32(kept.count)
        positions.set(Int32(kept.count), for: ObjectIdentifier(node))
        kept.append(record)
      }
      for record in kept {
        let hint = Int(record.parentPosition)
        record.parentPosition = newPositions.indices.contains(hint) ? newPositions[hint] : -1
      }
      records = kept
      releaseRetiredSlots()
    }
    retiredInPlace = 0
    sweepThreshold = max(Self.minimumSweepThreshold, 2 * records.count)
  }

  /// Retires the records at `deadPositions`, whose nodes a pass found dead: their bindings are
  /// given back at once, with whatever their providers capture, and the table's tombstone takes
  /// each one's place, so that no other record moves. The table is compacted
  /// (``removeDeadRecords()``) only once such places make up a quarter of it: compacting for
  /// every death rebuilt the index by identity, and one node dead between two switches of
  /// 10,000 made the second one three times as long. Call it only when no pass or provider is
  /// running, nor anything that holds a copy of ``records``, which the first change would copy.
  ///
  /// With the tombstone in its place, a retired record goes as soon as nothing else holds it
  /// (the subtree index may), with the side table of its node's weak reference (128 bytes and
  /// more), not at the next compaction, which in an app that makes and drops views may leave up
  /// to a quarter of the table's places retired; and a pass that meets those places finds one
  /// object, in the processor's cache.
  mutating func dropDeadRecords(at deadPositions: [Int]) {
    for position in deadPositions where records.indices.contains(position) {
      retireInPlace(at: position)
    }
    if retiredInPlace * 4 >= records.count {
      removeDeadRecords()
    } else {
      releaseRetiredSlots()
    }
  }
}
