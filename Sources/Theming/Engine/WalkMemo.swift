/// The governors a pass found by walking up from a node to an ancestor it knew, remembered by
/// identity for the other nodes below the same ancestors (see ``PassResolver``).
///
/// The nodes walked through are often not tracked, so no record says whether an identity still
/// stands for the object it was found for: the app's code may free one during the pass and make
/// another object at its address. A pinned style must never pass to that object (R9), so each
/// entry found under an override keeps a weak reference to its object and is used only while
/// that is still the object asked about. An entry of the current style needs none: a new
/// object at the address is found under no override until the app moves a node under it, a
/// move no report told of, which a later pass resolves.
struct WalkMemo {
  private struct Entry {
    let governor: StyleID
    /// The object the entry was found for, when its governor names an override.
    weak var object: AnyObject?
  }

  private var indices = IdentityMap(capacity: 0)
  private var entries: ContiguousArray<Entry> = []

  /// The governor remembered for `object`, if it was found for this very object.
  func governor(of object: AnyObject) -> StyleID? {
    guard let index = indices.value(for: ObjectIdentifier(object)).map(Int.init) else {
      return nil
    }
    let governor = entries[index].governor
    guard governor == Governor.current || entries[index].object === object else { return nil }
    return governor
  }

  /// Remembers `governor` for `object`, in place of anything remembered for its address.
  mutating func remember(_ governor: StyleID, for object: AnyObject) {
    indices.set(Int32(truncatingIfNeeded: entries.count), for: ObjectIdentifier(object))
    entries.append(Entry(governor: governor, object: governor == Governor.current ? nil : object))
  }
}
