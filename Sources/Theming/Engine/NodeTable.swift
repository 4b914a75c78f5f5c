/// The weak table of tracked nodes, written for every platform (Foundation on Linux has no
/// `NSHashTable` or `NSMapTable`).
///
/// Records sit in one array, in the order their nodes were first tracked, so that a pass is a
/// straight walk; a dictionary finds a node's record. A record whose node a pass found dead
/// gives back its bindings at once (``retireDeadRecords(at:)``) and keeps its place until the
/// table is swept, which happens whenever the table has doubled since the last sweep, so that
/// it stays within about twice the live nodes.
struct NodeTable {
  private(set) var records: ContiguousArray<NodeRecord> = []
  private var positions: [ObjectIdentifier: Int] = [:]
  private var sweepThreshold = NodeTable.minimumSweepThreshold
  private var retiredSlots: [BindingSlot] = []

  private static let minimumSweepThreshold = 64

  /// Records retired in place: their nodes died, and a pass found it.
  private(set) var retiredCount = 0

  var count: Int { records.count }

  /// Reads a key path's Key-Value Coding string, to tell whether two key paths name one
  /// property (see ``PropertyIdentity``). Tests stand in for a runtime with Objective-C here.
  var keyValueCodingName: (AnyKeyPath) -> String? = PropertyIdentity.keyValueCodingName(of:)

  /// The position of `node`'s live record; `nil` when it has none, including when the record at
  /// its address belonged to an object that has died.
  func position(of node: any ThemeNode) -> Int? {
    guard let position = positions[ObjectIdentifier(node)],
      records[position].object === node
    else { return nil }
    return position
  }

  #if DEBUG
    /// The record at `id`'s address, live or not, for the invariant checks.
    func record(at id: ObjectIdentifier) -> NodeRecord? {
      positions[id].map { records[$0] }
    }
  #endif

  /// `node`'s live record, if it has one.
  func record(of node: any ThemeNode) -> NodeRecord? {
    position(of: node).map { records[$0] }
  }

  /// The position of `node`'s live record, made if it has none. A dead object's record at the
  /// same address is retired and replaced in place, so that a new object starts clean (R9).
  /// The table is swept first when it has doubled since the last sweep and `canSweep` (no pass
  /// or provider is running).
  mutating func makePosition(for node: any ThemeNode, canSweep: Bool) -> Int {
    let id = ObjectIdentifier(node)
    if let existing = positions[id] {
      let old = records[existing]
      if old.object === node { return existing }
      if old.isRetired {
        retiredCount -= 1
      } else {
        old.retire(into: &retiredSlots)
      }
      records[existing] = NodeRecord(node: node)
      return existing
    }
    if canSweep && records.count >= sweepThreshold {
      sweep()
    }
    positions[id] = records.count
    records.append(NodeRecord(node: node))
    return records.count - 1
  }

  /// Stores `slot` in the record at `position`, in place of one with the same key, or with a key
  /// path that names the same property, so that the first assignment fixes the order. Aliases
  /// are looked for only when `checkingAliases` (``NodeRecord/mayHaveAlias(of:)``). Returns
  /// whether a binding was replaced.
  mutating func store(_ slot: BindingSlot, at position: Int, checkingAliases: Bool) -> Bool {
    let record = records[position]
    record.version &+= 1
    if let index = slot.withAccessor({ record.slots.index(ofKeyOf: $0) })
      ?? (checkingAliases
        ? record.aliasIndex(of: slot.key, where: .same, names: keyValueCodingName) : nil)
    {
      retiredSlots.append(record.slots[index])
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
    retiredSlots.append(record.slots.remove(at: index))
  }

  /// The slots that left their records since the last call, for the caller to release once no
  /// pass or provider is running (one may be applying a slot from a copy of its record's
  /// slots), and outside any access to the table: releasing a provider releases what it
  /// captures, whose `deinit` is the app's code and may theme objects.
  mutating func takeRetiredSlots() -> [BindingSlot] {
    guard !retiredSlots.isEmpty else { return [] }
    defer { retiredSlots.removeAll() }
    return retiredSlots
  }

  /// Retires the records at `deadPositions`, whose nodes a pass found dead: their bindings go
  /// to the retired slots, and their places wait for the next sweep. Call it only when no pass
  /// or provider is running.
  mutating func retireDeadRecords(at deadPositions: [Int]) {
    for position in deadPositions where records.indices.contains(position) {
      let record = records[position]
      guard record.object == nil, !record.isRetired else { continue }
      record.retire(into: &retiredSlots)
      retiredCount += 1
    }
  }

  /// Drops records whose node has died or that hold no binding, keeping the order of the rest;
  /// their slots go to the retired ones. The next sweep comes when the table has doubled again.
  /// Call it only when no pass or provider is running.
  mutating func sweep() {
    var kept = ContiguousArray<NodeRecord>()
    kept.reserveCapacity(records.count - retiredCount)
    positions.removeAll(keepingCapacity: true)
    for record in records {
      guard record.object != nil, !record.slots.isEmpty else {
        if !record.isRetired { record.retire(into: &retiredSlots) }
        continue
      }
      positions[record.identity] = kept.count
      kept.append(record)
    }
    records = kept
    retiredCount = 0
    sweepThreshold = max(Self.minimumSweepThreshold, 2 * records.count)
  }
}
