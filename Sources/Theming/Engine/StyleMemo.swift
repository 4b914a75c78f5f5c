/// The styles a ``StyleResolver`` found, by identity, with the nodes they were found for held
/// until the memo is dropped.
///
/// Open addressing over the identity's address bits rather than a `Dictionary`: a pass looks
/// up two identities and stores one for every node it resolves, and hashing each with the
/// standard library's hasher made a switch with a tenth of 1,000 and 10,000 objects pinned
/// about a third longer (BENCHMARKS.md, what the engine keeps). Entries are never removed.
struct StyleMemo {
  private var keys: ContiguousArray<UInt>
  private var styles: ContiguousArray<StyleID>
  private var mask: Int
  private var count = 0
  /// The nodes remembered, held so that no other object takes one's address meanwhile.
  private var held: [AnyObject] = []

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    keys = ContiguousArray(repeating: 0, count: size)
    styles = ContiguousArray(repeating: 0, count: size)
    mask = size - 1
    held.reserveCapacity(capacity)
  }

  /// The style remembered for `id`.
  func style(of id: ObjectIdentifier) -> StyleID? {
    let key = UInt(bitPattern: id)
    var slot = Self.slot(for: key, mask: mask)
    while true {
      let found = keys[slot]
      if found == key { return styles[slot] }
      if found == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Remembers `style` for `node`, which the memo does not know yet, and holds `node`.
  mutating func remember(_ style: StyleID, for node: AnyObject) {
    held.append(node)
    remember(style, forHeld: ObjectIdentifier(node))
  }

  /// Holds `node` until the memo is dropped, for a caller that remembers its style later by
  /// ``remember(_:forHeld:)``.
  mutating func hold(_ node: consuming AnyObject) {
    held.append(node)
  }

  /// Remembers `style` for a node the memo holds already.
  mutating func remember(_ style: StyleID, forHeld id: ObjectIdentifier) {
    if (count + 1) * 2 > keys.count { grow() }
    let key = UInt(bitPattern: id)
    var slot = Self.slot(for: key, mask: mask)
    while keys[slot] != 0 && keys[slot] != key {
      slot = (slot + 1) & mask
    }
    if keys[slot] == 0 { count += 1 }
    keys[slot] = key
    styles[slot] = style
  }

  private static func slot(for key: UInt, mask: Int) -> Int {
    // Objects are at least 16-byte aligned: the low bits never differ.
    Int(truncatingIfNeeded: key >> 4) & mask
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldStyles = styles
    let size = keys.count * 2
    keys = ContiguousArray(repeating: 0, count: size)
    styles = ContiguousArray(repeating: 0, count: size)
    mask = size - 1
    for (key, style) in zip(oldKeys, oldStyles) where key != 0 {
      var slot = Self.slot(for: key, mask: mask)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = key
      styles[slot] = style
    }
  }
}
