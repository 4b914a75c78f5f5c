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

  /// A cache of about `capacity` entries (a power of two between 64 and 16,384).
  init(capacity: Int) {
    var size = 64
    while size < capacity && size < 16_384 { size <<= 1 }
    entries = ContiguousArray(repeating: Entry(), count: size)
    mask = size - 1
  }

  /// The governor found for `id`, and the position of its node's record.
  func governor(of id: ObjectIdentifier) -> (governor: StyleID, position: Int)? {
    let key = UInt(bitPattern: id)
    let entry = entries[Self.slot(for: key, mask: mask)]
    guard entry.key == key && entry.generation == generation else { return nil }
    return (entry.governor, Int(entry.position))
  }

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
