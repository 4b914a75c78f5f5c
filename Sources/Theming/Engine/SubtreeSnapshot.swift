/// The nodes below one root, in depth-first order, each with the place where its own subtree
/// ends: taken the first time a large change is made at that root, so that the next one reads
/// one array from start to end instead of every child list, each somewhere else in memory.
/// Their records are also kept in the order of their addresses, for a change that reaches
/// every node to write them in the order memory is laid out.
///
/// It holds the links as they were when it was taken; ``SubtreeIndex`` drops it whenever a link
/// changes, so while it exists it is what a walk would find. Pins are not part of it: they are
/// looked up as it is read, so that a pin set or cleared below the root since is honoured.
struct SubtreeSnapshot {
  struct Entry {
    let id: ObjectIdentifier
    /// The node's record when the snapshot was taken, held by ``recordsByAddress``: reading
    /// an entry counts nothing. Writing to a record the table has dropped since is safe, and
    /// such a record is never read again.
    let record: Unmanaged<NodeRecord>?
    /// The position just past the entry's own subtree.
    var end: Int32
  }

  /// The root's identity, and the root itself: an identity names an object only while it
  /// lives.
  let root: ObjectIdentifier
  weak var rootObject: AnyObject?
  private(set) var entries: ContiguousArray<Entry> = []
  /// Every entry's record, in the order of their addresses, kept alive while the snapshot
  /// lives. Built by ``finish()``.
  private var recordsByAddress: ContiguousArray<NodeRecord> = []

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

  /// Writes `governor` into the record of every node, in the order of the records' addresses.
  /// In the subtree's depth-first order the stores land all over the heap, each waiting on
  /// memory: at the root of 100,000 nodes they took about 5 ns a node, a tenth of a switch,
  /// against 2 ns in address order.
  func assignToEveryNode(_ governor: StyleID) {
    recordsByAddress.withUnsafeBufferPointer { records in
      for record in records { NodeRecord.setGovernor(governor, of: .passUnretained(record)) }
    }
  }

  /// Writes `governor` into the record of every node, leaving out every node that `isExcluded`
  /// names and everything below it. Asks `isExcluded` about every node first (about 1 ns a
  /// node at 100,000), so as to write in address order when it leaves out none.
  func assign(_ governor: StyleID, isExcluded: (ObjectIdentifier) -> Bool) {
    guard entries.contains(where: { isExcluded($0.id) }) else {
      assignToEveryNode(governor)
      return
    }
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

  /// `records` held, in the order of their addresses rounded down to blocks of
  /// ``blockShift(spanning:count:)``: a counting sort, one pass to count and one to place,
  /// where a comparison sort of 100,000 records cost more than the writes it put in order.
  /// Within a block the order is that of `records`.
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
    return ContiguousArray(placed.lazy.map { $0.takeUnretainedValue() })
  }

  /// How far to shift an address's distance from the lowest for its block: a block is a page
  /// (4 KB), or wider when `count` records spread over more than a quarter as many pages, so
  /// that the sort counts into at most a quarter as many blocks as it places records.
  static func blockShift(spanning span: UInt, count: Int) -> UInt {
    let blockLimit = UInt(max(1, count / 4))
    var shift: UInt = 12
    while span >> shift >= blockLimit { shift += 1 }
    return shift
  }

  static func address(of record: Unmanaged<NodeRecord>) -> UInt {
    UInt(bitPattern: record.toOpaque())
  }
}
