/// A map from object identity to a small integer, for hot paths where `Dictionary`'s hashing
/// costs more than the work around it.
///
/// Open addressing with linear probing over the identity's address bits: objects allocated one
/// after another land in neighbouring slots, so walking objects in allocation order stays in
/// cache. Entries are never removed one by one; the map is emptied and refilled instead.
struct IdentityMap {
  private var keys: ContiguousArray<UInt>
  private var values: ContiguousArray<Int32>
  private var mask: Int
  private(set) var count = 0

  init(capacity: Int) {
    var size = 16
    while size * 4 < capacity * 5 { size <<= 1 }
    keys = ContiguousArray(repeating: 0, count: size)
    values = ContiguousArray(repeating: 0, count: size)
    mask = size - 1
  }

  func value(for id: ObjectIdentifier) -> Int32? {
    let key = UInt(bitPattern: id)
    var slot = Self.slot(for: key, mask: mask)
    while true {
      let found = keys[slot]
      if found == key { return values[slot] }
      if found == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  mutating func set(_ value: Int32, for id: ObjectIdentifier) {
    set(value, forKey: UInt(bitPattern: id))
  }

  /// Empties the map, keeping room for `capacity` entries.
  mutating func removeAll(keepingCapacityFor capacity: Int) {
    self = IdentityMap(capacity: capacity)
  }

  private mutating func set(_ value: Int32, forKey key: UInt) {
    // Kept at most four fifths full: probes stay short, and a table of many nodes does not
    // double its memory for the last few.
    if (count + 1) * 5 > keys.count * 4 { grow() }
    var slot = Self.slot(for: key, mask: mask)
    while keys[slot] != 0 && keys[slot] != key {
      slot = (slot + 1) & mask
    }
    if keys[slot] == 0 { count += 1 }
    keys[slot] = key
    values[slot] = value
  }

  private static func slot(for key: UInt, mask: Int) -> Int {
    // Heap objects are at least 16-byte aligned: drop the bits that never change.
    Int(truncatingIfNeeded: key >> 4) & mask
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    self = IdentityMap(capacity: keys.count * 2)
    for (key, value) in zip(oldKeys, oldValues) where key != 0 {
      set(value, forKey: key)
    }
  }
}
