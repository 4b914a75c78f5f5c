/// The governors a pass found for the nodes it met last, by identity: a small direct-mapped
/// cache in front of ``PassResolver``'s other sources.
///
/// A child is usually met soon after its parent, so its parent's governor is usually still here;
/// a look-up is one load and a comparison, and setting is one store, with no probing and no
/// growth. An entry lost to a collision only sends the resolver to its slower sources.
struct RecentGovernors {
  private struct Entry {
    var key: UInt = 0
    var governor: StyleID = 0
    /// The position of the node's record, to check that the node is still the one at `key`.
    var position: Int32 = 0
    /// The ``generation`` the entry was set in; an entry of an earlier one is empty.
    var generation: UInt32 = 0
  }

  private var entries: ContiguousArray<Entry>
  private let mask: Int
  private var generation: UInt32 = 1

  /// A cache for a pass over `count` nodes: twice as many entries, a power of two between 64
  /// and 32,768. At the table's own size, collisions sent 11 % of the nodes of the benchmark's
  /// 1,000-node forest to the slower sources; at twice, 4 %.
  init(count: Int) {
    let size = Self.size(forCount: count)
    entries = ContiguousArray(repeating: Entry(), count: size)
    mask = size - 1
  }

  /// Whether the cache has the size ``init(count:)`` gives for `count` nodes, so that a pass
  /// may reuse it.
  func fits(count: Int) -> Bool { entries.count == Self.size(forCount: count) }

  private static func size(forCount count: Int) -> Int {
    var size = 64
    while size < 2 * count && size < 32_768 { size <<= 1 }
    return size
  }

  /// The governor found for `id`, and the position of its node's record. Inlined, as is
  /// ``set(_:for:position:)``: a pass calls both for nearly every node.
  @inline(__always)
  func governor(of id: ObjectIdentifier) -> (governor: StyleID, position: Int)? {
    let key = UInt(bitPattern: id)
    let entry = entries[Self.slot(for: key, mask: mask)]
    guard entry.key == key && entry.generation == generation else { return nil }
    return (entry.governor, Int(entry.position))
  }

  @inline(__always)
  mutating func set(_ governor: StyleID, for id: ObjectIdentifier, position: Int) {
    let key = UInt(bitPattern: id)
    entries[Self.slot(for: key, mask: mask)] = Entry(
      key: key, governor: governor, position: Int32(truncatingIfNeeded: position),
      generation: generation)
  }

  /// Empties the cache in constant time, so that a pass can do it whenever the app's code
  /// tracks or reports a node, however often that is.
  mutating func forgetAll() {
    if generation == .max {
      for slot in entries.indices { entries[slot] = Entry() }
      generation = 0
    }
    generation += 1
  }

  private static func slot(for key: UInt, mask: Int) -> Int {
    // Heap objects are at least 16-byte aligned: drop the bits that never change.
    Int(truncatingIfNeeded: key >> 4) & mask
  }
}
