/// A tracked node: a weak reference to it, the style its bindings were last applied with, and
/// its bindings in the order they were first assigned.
///
/// A class rather than a struct, so that a pass reads and writes it in place: a struct in the
/// table's array would be copied out with its weak reference, which costs more than the rest
/// of a pass's work on the node.
///
/// Its fields are read and written only on the main actor, and no access to one is held while
/// the app's code runs, so they skip the run-time exclusivity checks: with the checks, a switch
/// of 10,000 objects cost a tenth more (BENCHMARKS.md, what the engine keeps).
final class NodeRecord {
  /// The node, held weakly: the table never keeps a node alive (R9). A plain object, with its
  /// class beside it (``nodeType``): a pass without overrides only hands the object to the
  /// bindings, and with a weak reference to the protocol, which counts the node up and down once
  /// more, a switch of 1,000 and 10,000 objects cost a tenth to a fifth more (BENCHMARKS.md,
  /// what the engine keeps).
  @exclusivity(unchecked) weak var object: AnyObject?
  /// The class the node was made with, to read the object as a ``ThemeNode`` without a cast.
  let nodeType: any ThemeNode.Type

  /// The node, if it lives.
  var node: (any ThemeNode)? {
    guard let object else { return nil }
    // An object's class can change on Apple's platforms: Key-Value Observing gives an observed
    // object a subclass of its own, and takes it back. Only an object still of the class the
    // record was made with is read through it; any other is cast.
    guard ObjectIdentifier(type(of: object)) == ObjectIdentifier(nodeType) else {
      return object as? any ThemeNode
    }
    return Self.node(object, as: nodeType)
  }

  /// The parent of `object`, this record's live node, read without making an existential of
  /// the node.
  @MainActor
  func themeParent(of object: AnyObject) -> (any ThemeNode)? {
    guard ObjectIdentifier(type(of: object)) == ObjectIdentifier(nodeType) else {
      return (object as? any ThemeNode)?.themeParent
    }
    return Self.parent(of: object, as: nodeType)
  }

  @MainActor
  private static func parent<Node: ThemeNode>(of object: AnyObject, as _: Node.Type)
    -> (any ThemeNode)?
  {
    unsafeDowncast(object, to: Node.self).themeParent
  }

  private static func node<Node: ThemeNode>(_ object: AnyObject, as _: Node.Type)
    -> any ThemeNode
  {
    // The caller checked that the object's class is `Node`.
    unsafeDowncast(object, to: Node.self)
  }
  /// The node's identity, so that the table can tell whose record this is after the node died.
  let identity: ObjectIdentifier
  /// The number of the style the bindings were last applied with; `0` before the first.
  @exclusivity(unchecked) var appliedStyle: StyleID = 0
  /// Changes whenever `slots` does, so that applying notices a provider editing the bindings
  /// it is walking.
  @exclusivity(unchecked) var version: UInt32 = 0
  @exclusivity(unchecked) var slots = SlotList()
  /// Whether the table has given up the record (its node died, or it lost its last binding):
  /// a reference to it held elsewhere (the subtree index, a binding replaced in the app's code)
  /// is then out of date.
  @exclusivity(unchecked) var isRetired = false

  init(node: any ThemeNode) {
    self.object = node
    self.nodeType = type(of: node)
    self.identity = ObjectIdentifier(node)
  }

  /// Whether `slot`, read from this record when its version was `version`, is still one of its
  /// bindings: the app's code may have replaced or removed it since. The version check comes
  /// first, since applying makes it for every slot; the search runs only after a change.
  @inline(__always)
  func stillHolds(_ slot: BindingSlot, since version: UInt32) -> Bool {
    self.version == version || slots.contains(where: slot.isSame)
  }

  /// The index of the binding stored under `key`, or under another key path that names the
  /// same property (see ``PropertyIdentity``).
  func slotIndex(for key: BindingKey, names: (AnyKeyPath) -> String?) -> Int? {
    slots.index(ofKey: key) ?? aliasIndex(of: key, where: .same, names: names)
  }

  /// Whether a binding of the record is a key path of another class than `accessor`'s, so
  /// that it may name the same property (see ``aliasIndex(of:where:names:)``).
  func mayHaveAlias(of accessor: BindingAccessor) -> Bool {
    guard let keyPathClass = accessor.keyPathClass else { return false }
    return slots.hasKeyPath(ofClassOtherThan: keyPathClass)
  }

  /// The index of a binding under a key path with another root and the same value type, whose
  /// identity with `key` is `identity`. Key paths of one class (one root, one value type) are
  /// equal only when their keys are, which the caller checked, so they are skipped.
  func aliasIndex(
    of key: BindingKey,
    where identity: PropertyIdentity,
    names: (AnyKeyPath) -> String?
  ) -> Int? {
    guard case .keyPath(let keyPath) = key else { return nil }
    let keyPathClass = ObjectIdentifier(type(of: keyPath))
    guard slots.hasKeyPath(ofClassOtherThan: keyPathClass) else { return nil }
    return slots.firstIndex { slot in
      guard let otherClass = slot.keyPathClass, otherClass != keyPathClass,
        case .keyPath(let other) = slot.key
      else { return false }
      return PropertyIdentity.of(other, keyPath, names: names) == identity
    }
  }

  /// Gives up the record's bindings into `retired`, to be released once nothing applies them,
  /// and marks it retired.
  func retire(into retired: inout [BindingSlot]) {
    isRetired = true
    guard !slots.isEmpty else { return }
    // Applying from a copy of the slots sees the version change and stops.
    version &+= 1
    retired.append(contentsOf: slots)
    slots = SlotList()
  }

  deinit {
    for slot in slots { slot.release() }
  }
}
