/// The parent readers of the last few node classes a pass met, so that most nodes find theirs
/// without a look-up in the engine's ``NodeClassTable``: a call through that table, which the
/// app's `themeParent` may change while it runs, counts the table's storage up and down around
/// the call, three to four atomic operations per node.
struct ParentReaderCache {
  /// How many classes are kept: a screen's nodes are of a few classes, met in runs.
  static let capacity = 4

  private var classes: ContiguousArray<ObjectIdentifier> = []
  private var readers: ContiguousArray<any ParentReader.Type> = []
  /// The entry the next new class replaces, once the cache is full.
  private var nextVictim = 0

  /// The parent of `object`, a tracked node, read through its class's reader.
  @MainActor
  mutating func parent(of object: AnyObject, classes table: () -> NodeClassTable) -> (
    any ThemeNode
  )? {
    let type = ObjectIdentifier(Swift.type(of: object))
    for index in classes.indices where classes[index] == type {
      let reader = readers[index]
      return reader.parent(of: object)
    }
    guard let reader = table().parentReader(ofClass: type) else {
      return (object as? any ThemeNode)?.themeParent
    }
    remember(reader, for: type)
    return reader.parent(of: object)
  }

  private mutating func remember(_ reader: any ParentReader.Type, for type: ObjectIdentifier) {
    if classes.count < Self.capacity {
      classes.append(type)
      readers.append(reader)
    } else {
      classes[nextVictim] = type
      readers[nextVictim] = reader
      nextVictim = (nextVictim + 1) % Self.capacity
    }
  }
}
