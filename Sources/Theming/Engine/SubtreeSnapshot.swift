/// The nodes below one root, in depth-first order, each with the place where its own subtree
/// ends: taken the first time a large change is made at that root, so that the next one reads
/// one array from start to end instead of every child list, each somewhere else in memory.
///
/// It holds the links as they were when it was taken; ``SubtreeIndex`` drops it whenever a link
/// changes, so while it exists it is what a walk would find. Pins are not part of it: they are
/// looked up as it is read, so that a pin set or cleared below the root since is honoured.
struct SubtreeSnapshot {
  struct Entry {
    let id: ObjectIdentifier
    /// The node's record when the snapshot was taken, held by ``records``: reading an entry
    /// counts nothing. Writing to a record the table has dropped since is safe, and such a
    /// record is never read again.
    let record: Unmanaged<NodeRecord>?
    /// The position just past the entry's own subtree.
    var end: Int32
  }

  /// The root's identity, and the root itself: an identity names an object only while it
  /// lives.
  let root: ObjectIdentifier
  weak var rootObject: AnyObject?
  private(set) var entries: ContiguousArray<Entry> = []
  /// Keeps every entry's record alive while the snapshot lives.
  private var records: ContiguousArray<NodeRecord> = []

  init(root: AnyObject) {
    self.root = ObjectIdentifier(root)
    self.rootObject = root
  }

  /// Whether the snapshot is of the subtree of `object`.
  func isOfSubtree(of object: AnyObject) -> Bool {
    root == ObjectIdentifier(object) && rootObject === object
  }

  /// Adds a node after the nodes added so far; its subtree ends right after it until
  /// ``close(_:)`` says otherwise. Returns its position.
  mutating func append(_ id: ObjectIdentifier, record: NodeRecord?) -> Int {
    if let record { records.append(record) }
    entries.append(
      Entry(id: id, record: record.map { .passUnretained($0) }, end: Int32(entries.count + 1)))
    return entries.count - 1
  }

  /// Ends the subtree of the node at `position` after the nodes added so far.
  mutating func close(_ position: Int) {
    entries[position].end = Int32(entries.count)
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
}
