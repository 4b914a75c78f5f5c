/// The nodes below one root, in depth-first order, each with the place where its own subtree
/// ends: taken the first time a large change is made at that root, so that the next one reads
/// one array from start to end instead of every child list, each somewhere else in memory.
/// Their records are also kept in the order of their addresses, for a change that reaches
/// every node to apply them in the order memory is laid out.
///
/// It holds the links as they were when it was taken; ``SubtreeIndex`` drops it whenever a link
/// changes, so while it exists it is what a walk would find. Pins are not part of it: they are
/// looked up as it is read, so that a pin set or cleared below the root since is honoured.
struct SubtreeSnapshot {
  struct Entry {
    let id: ObjectIdentifier
    /// The node's record when the snapshot was taken, held by ``recordsByAddress``: reading
    /// an entry counts nothing. Writing to a record the table has dropped since is safe, and
    /// applying one does nothing: its node is dead, or it has no binding left.
    let record: Unmanaged<NodeRecord>?
    /// The position just past the entry's own subtree.
    var end: Int32
  }

  /// The root's identity, and the root itself: an identity names an object only while it
  /// lives.
  let root: ObjectIdentifier
  weak var rootObject: AnyObject?
  private var entries: ContiguousArray<Entry> = []
  /// Every entry's record, in the order of their addresses, kept alive while the snapshot
  /// lives. Built by ``finish()``.
  private(set) var recordsByAddress: ContiguousArray<NodeRecord> = []

  init(root: AnyObject) {
    self.root = ObjectIdentifier(root)
    self.rootObject = root
  }

  /// Whether the snapshot is of the subtree of `object`.
  func isOfSubtree(of object: AnyObject) -> Bool {
    root == ObjectIdentifier(object) && rootObject === object
  }

  /// Adds a node after the nodes added so far; its subtree ends right after it until
  /// ``close(_:)`` says otherwise. Returns its position. The snapshot holds the record from
  /// ``finish()`` on; until then the caller keeps it alive.
  mutating func append(_ id: ObjectIdentifier, record: Unmanaged<NodeRecord>?) -> Int {
    entries.append(Entry(id: id, record: record, end: Int32(entries.count + 1)))
    return entries.count - 1
  }

  /// Ends the subtree of the node at `position` after the nodes added so far.
  mutating func close(_ position: Int) {
    entries[position].end = Int32(entries.count)
  }

  /// Takes hold of every entry's record, once every node has been appended.
  mutating func finish() {
    recordsByAddress = Self.sortedByAddress(entries.lazy.compactMap(\.record))
  }

  /// Whether `isExcluded` names any node. Asks about every node: about 1 ns a node at 100,000.
  func leavesOutAny(_ isExcluded: (ObjectIdentifier) -> Bool) -> Bool {
    entries.contains { isExcluded($0.id) }
  }

  /// Writes `governor` into the record of every node, leaving out every node that `isExcluded`
  /// names and everything below it.
  func assign(_ governor: StyleID, isExcluded: (ObjectIdentifier) -> Bool) {
    var position = 0
    while position < entries.count {
      let entry = entries[position]
      if isExcluded(entry.id) {
        position = Int(entry.end)
        continue
      }
      if let record = entry.record { NodeRecord.setGovernor(governor, of: record) }
      position += 1
    }
  }

  /// `records` held, in the order of their addresses: a counting sort by block of
  /// ``blockShift(spanning:count:)``, one pass to count and one to place, then an insertion
  /// sort that moves each record past the few others of its block. A comparison sort of
  /// 100,000 records made the first large change at their root cost a third more.
  static func sortedByAddress(
    _ records: some Collection<Unmanaged<NodeRecord>>
  ) -> ContiguousArray<NodeRecord> {
    guard let first = records.first else { return [] }
    var lowest = address(of: first)
    var highest = lowest
    for record in records {
      lowest = min(lowest, address(of: record))
      highest = max(highest, address(of: record))
    }
    let shift = blockShift(spanning: highest - lowest, count: records.count)
    func block(of record: Unmanaged<NodeRecord>) -> Int {
      Int((address(of: record) - lowest) >> shift)
    }
    // `starts[block + 1]` counts the records of a block, then the sums make `starts[block]`
    // the first place of each.
    var starts = ContiguousArray(repeating: 0, count: Int((highest - lowest) >> shift) + 2)
    for record in records { starts[block(of: record) + 1] += 1 }
    for block in starts.indices.dropFirst() { starts[block] += starts[block - 1] }
    var placed = ContiguousArray(repeating: first, count: records.count)
    for record in records {
      let block = block(of: record)
      placed[starts[block]] = record
      starts[block] += 1
    }
    // Within a block: an insertion sort, which moves each record past the few of its block.
    for position in placed.indices.dropFirst() {
      let record = placed[position]
      var place = position
      while place > 0 && address(of: placed[place - 1]) > address(of: record) {
        placed[place] = placed[place - 1]
        place -= 1
      }
      placed[place] = record
    }
    return ContiguousArray(placed.lazy.map { $0.takeUnretainedValue() })
  }

  /// How far to shift an address's distance from the lowest for its block: a block is 256
  /// bytes, two records side by side, or wider when `count` records spread over more such
  /// blocks than there are records, so that the counts take no more room than the records.
  static func blockShift(spanning span: UInt, count: Int) -> UInt {
    let blockLimit = UInt(max(1, count))
    var shift: UInt = 8
    while span >> shift >= blockLimit { shift += 1 }
    return shift
  }

  static func address(of record: Unmanaged<NodeRecord>) -> UInt {
    UInt(bitPattern: record.toOpaque())
  }
}
