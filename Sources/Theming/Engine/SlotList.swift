/// A node's bindings, in the order they were first assigned: the first three are stored inline
/// in the node's record, any more in an overflow buffer.
///
/// Most themed objects have a handful of bindings. Keeping three inline makes a record one
/// allocation instead of two, and a pass reads them without a second pointer chase; the slots
/// are plain values (unmanaged references), so copying the list does no reference counting.
///
/// A node with many bindings (a control with a setter per state and argument) is found by key
/// through an index once its overflow is long, so that binding the n-th costs the same as the
/// first.
struct SlotList: RandomAccessCollection, MutableCollection {
  /// The slots after the first three, shared between copies of the list until one changes.
  private final class Overflow {
    var slots: ContiguousArray<BindingSlot>
    /// The position in the whole list of each slot here, by key, once there are
    /// ``indexedCount`` of them.
    var positions: [BindingKey: Int]?

    init(slots: ContiguousArray<BindingSlot>, positions: [BindingKey: Int]?) {
      self.slots = slots
      self.positions = positions
    }
  }

  private var first: BindingSlot?
  private var second: BindingSlot?
  private var third: BindingSlot?
  private var overflow: Overflow?
  /// Four bytes, so that a record with three bindings inline fits a 112-byte heap block.
  private var storedCount: Int32 = 0

  var count: Int { Int(storedCount) }

  static let inlineCount = 3

  /// How many overflow slots a list holds before it indexes them by key: below it, a scan
  /// costs less than hashing a key.
  private static let indexedCount = 16

  /// How many overflow slots grow one at a time: spare capacity on every node is memory the
  /// whole tree pays for. Beyond it the buffer doubles, so that appending stays constant time.
  private static let exactGrowthCount = 8

  /// The first three slots, `nil` past the end.
  var inlineSlots: (BindingSlot?, BindingSlot?, BindingSlot?) { (first, second, third) }

  /// Whether a slot binds a key path of a class other than `keyPathClass`: read slot by slot,
  /// without the generic collection algorithms, which copy the list (and count its overflow
  /// buffer) on every assignment.
  func hasKeyPath(ofClassOtherThan keyPathClass: ObjectIdentifier) -> Bool {
    func differs(_ slot: BindingSlot?) -> Bool {
      guard let other = slot?.keyPathClass else { return false }
      return other != keyPathClass
    }
    if differs(first) || differs(second) || differs(third) { return true }
    guard let overflow else { return false }
    return overflow.slots.contains { differs($0) }
  }

  /// The slots after the first three.
  var overflowSlots: ContiguousArray<BindingSlot> { overflow?.slots ?? [] }

  init() {}

  var startIndex: Int { 0 }

  var endIndex: Int { count }

  subscript(position: Int) -> BindingSlot {
    get {
      let slot: BindingSlot? =
        switch position {
        case 0: first
        case 1: second
        case 2: third
        default: overflow?.slots[position - Self.inlineCount]
        }
      guard let slot else { preconditionFailure("slot \(position) is out of range") }
      return slot
    }
    set {
      precondition(position < endIndex, "slot \(position) is out of range")
      switch position {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default:
        let buffer = uniqueOverflow()
        let old = buffer.slots[position - Self.inlineCount]
        buffer.slots[position - Self.inlineCount] = newValue
        if buffer.positions != nil {
          // A slot replaced through another key path that names the same property changes
          // its key.
          buffer.positions?[old.key] = nil
          buffer.positions?[newValue.key] = position
        }
      }
    }
  }

  /// The position of the slot stored under `key`.
  func index(ofKey key: BindingKey) -> Int? {
    index(ofKey: key) { $0.key == key }
  }

  /// The position of the slot whose accessor stores under the same key as `accessor`: the
  /// assignment's look-up, which compares accessors first and keys' hashes before keys, so
  /// that re-assigning a property rarely compares key paths. Inlined, so that a record's list
  /// is read in place rather than copied out around the call.
  @inline(__always)
  func index(ofKeyOf accessor: BindingAccessor) -> Int? {
    index(ofKey: accessor.key) { $0.hasSameKey(as: accessor) }
  }

  /// The position of the slot stored under `key`, which `matches` tells, when the overflow is
  /// not indexed yet, without hashing the key. The key is read only for an indexed overflow:
  /// reading it counts its key path up and down.
  @inline(__always)
  private func index(
    ofKey key: @autoclosure () -> BindingKey,
    matching matches: (BindingSlot) -> Bool
  ) -> Int? {
    if let first, matches(first) { return 0 }
    if let second, matches(second) { return 1 }
    if let third, matches(third) { return 2 }
    guard let overflow else { return nil }
    if let positions = overflow.positions { return positions[key()] }
    return overflow.slots.firstIndex(where: matches).map { $0 + Self.inlineCount }
  }

  mutating func append(_ slot: BindingSlot) {
    defer { storedCount += 1 }
    switch count {
    case 0: first = slot
    case 1: second = slot
    case 2: third = slot
    default:
      let buffer = uniqueOverflow()
      if buffer.slots.count == buffer.slots.capacity
        && buffer.slots.count < Self.exactGrowthCount
      {
        var grown = ContiguousArray<BindingSlot>()
        grown.reserveCapacity(buffer.slots.count + 1)
        grown.append(contentsOf: buffer.slots)
        buffer.slots = grown
      }
      buffer.slots.append(slot)
      if buffer.positions != nil {
        buffer.positions?[slot.key] = count
      } else if buffer.slots.count >= Self.indexedCount {
        buffer.positions = Self.positions(of: buffer.slots)
      }
    }
  }

  /// Removes and returns the slot at `position`, moving the later ones down.
  mutating func remove(at position: Int) -> BindingSlot {
    let removed = self[position]
    var kept = Array(self)
    kept.remove(at: position)
    self = SlotList()
    for slot in kept { append(slot) }
    return removed
  }

  /// The overflow buffer, made or copied so that this list alone holds it.
  private mutating func uniqueOverflow() -> Overflow {
    if let overflow, isKnownUniquelyReferenced(&self.overflow) { return overflow }
    let copy = Overflow(slots: overflow?.slots ?? [], positions: overflow?.positions)
    overflow = copy
    return copy
  }

  private static func positions(of slots: ContiguousArray<BindingSlot>) -> [BindingKey: Int] {
    var positions: [BindingKey: Int] = [:]
    positions.reserveCapacity(slots.count * 2)
    for (offset, slot) in slots.enumerated() {
      positions[slot.key] = offset + inlineCount
    }
    return positions
  }
}
