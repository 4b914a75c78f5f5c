/// A map from object identity to an interned style, for the few hundred nanoseconds a pass
/// can spend per node.
///
/// Open addressing with linear probing over the identity's address bits: objects allocated one
/// after another land in neighbouring slots, so a walk over a tree built in order stays in
/// cache. It only grows, and lives for one pass.
struct IdentityStyleMap {
  private var keys: ContiguousArray<UInt>
  private var values: ContiguousArray<StyleID>
  private var mask: Int
  private var count = 0

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    keys = ContiguousArray(repeating: 0, count: size)
    values = ContiguousArray(repeating: 0, count: size)
    mask = size - 1
  }

  func value(for id: ObjectIdentifier) -> StyleID? {
    let key = UInt(bitPattern: id)
    var slot = Self.slot(for: key, mask: mask)
    while true {
      let found = keys[slot]
      if found == key { return values[slot] }
      if found == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  mutating func set(_ value: StyleID, for id: ObjectIdentifier) {
    if (count + 1) * 2 > keys.count { grow() }
    let key = UInt(bitPattern: id)
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
    let size = keys.count * 2
    keys = ContiguousArray(repeating: 0, count: size)
    values = ContiguousArray(repeating: 0, count: size)
    mask = size - 1
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != 0 {
      var slot = Self.slot(for: key, mask: mask)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = key
      values[slot] = value
      count += 1
    }
  }
}
