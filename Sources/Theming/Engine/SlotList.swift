/// A node's bindings, in the order they were first assigned: the first three are stored inline
/// in the node's record, any more in an array.
///
/// Most themed objects have a handful of bindings. Keeping three inline makes a record one
/// allocation instead of two, and a pass reads them without a second pointer chase; the slots
/// are plain values (unmanaged references), so copying the list does no reference counting.
struct SlotList: RandomAccessCollection, MutableCollection {
  private var first: BindingSlot?
  private var second: BindingSlot?
  private var third: BindingSlot?
  private var overflow: ContiguousArray<BindingSlot> = []
  private(set) var count = 0

  static let inlineCount = 3

  /// The first three slots, `nil` past the end.
  var inlineSlots: (BindingSlot?, BindingSlot?, BindingSlot?) { (first, second, third) }

  /// The slots after the first three.
  var overflowSlots: ContiguousArray<BindingSlot> { overflow }

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
        default: overflow[position - Self.inlineCount]
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
      default: overflow[position - Self.inlineCount] = newValue
      }
    }
  }

  mutating func append(_ slot: BindingSlot) {
    defer { count += 1 }
    switch count {
    case 0: first = slot
    case 1: second = slot
    case 2: third = slot
    default:
      if overflow.count == overflow.capacity {
        // Grown one slot at a time, not doubled: spare capacity on every node is memory the
        // whole tree pays for.
        var grown = ContiguousArray<BindingSlot>()
        grown.reserveCapacity(overflow.count + 1)
        grown.append(contentsOf: overflow)
        overflow = grown
      }
      overflow.append(slot)
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
}
