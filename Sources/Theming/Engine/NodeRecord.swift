/// A tracked node: a weak reference to it, the style its bindings were last applied with, and
/// its bindings in the order they were first assigned.
///
/// A class rather than a struct: copying a struct would copy its weak reference, which costs
/// more than the rest of a pass's work on the node. Its fields are read and written only on the
/// main actor and never while a caller holds one in place, so they skip the run-time
/// exclusivity checks, which would cost a pass more than the fields' own work.
///
/// The fields are declared in an order that leaves no gap (`parentPosition` fills the one after
/// `version`): the record is 120 bytes, a 128-byte heap block with glibc's allocator.
///
/// Every record is a ``RecordOf`` its node's class (``recordClass(for:)``), so that a pass reads
/// the node's parent through a call the record's class makes directly (``parent(of:)``). The
/// fields are `final`, so that reading them is a load, as in a final class.
class NodeRecord {
  /// The node, as a plain object: a weak `any ThemeNode` would be twice the size, and only
  /// style resolution needs the protocol (through ``parent(of:)``).
  @exclusivity(unchecked) final weak var node: AnyObject?
  /// `0` before the first application.
  @exclusivity(unchecked) final var appliedStyle: StyleID = 0
  /// The override the node was last found under (see ``Governor``). A pass leaves it for every
  /// node it resolves, and trusts a record's only once it has met the record itself (see
  /// ``PassResolver``); walks and assignments keep it up to date, so that a switch can use it
  /// instead of reading the tree while every tracked class reports its moves.
  @exclusivity(unchecked) final var governor: StyleID = Governor.unknown
  /// Changes whenever `slots` does, so that a pass notices a provider editing the bindings it
  /// is walking.
  @exclusivity(unchecked) final var version: UInt32 = 0
  /// Where a pass last found the record of the node's parent, `-1` when it had none: only a
  /// hint, which a pass checks against the record's ``identity`` (see ``PassResolver``).
  @exclusivity(unchecked) final var parentPosition: Int32 = -1
  @exclusivity(unchecked) final var slots = SlotList()
  /// Whether the table has dropped the record; a cached reference to it is then out of date.
  @exclusivity(unchecked) final var isRetired = false
  /// The node's identity, so that a pass can tell whose record this is without loading the
  /// weak reference, two atomic operations.
  final let identity: ObjectIdentifier
  /// The number of the pass that found the node pinned (see ``NodeTable/markPins(_:)``), and
  /// the style it is pinned to; a record a later pass did not mark is not pinned.
  @exclusivity(unchecked) final var pinMark: UInt32 = 0
  @exclusivity(unchecked) final var pinStyle: StyleID = 0

  /// Made only as a ``RecordOf`` the node's class (see ``recordClass(for:)``).
  required init(node: any ThemeNode) {
    self.node = node
    self.identity = ObjectIdentifier(node)
  }

  /// The table's tombstone, which stands where a retired record was (see
  /// ``NodeTable/dropDeadRecords(at:)``): retired, no node, no bindings, no governor. Its
  /// identity is that of this class's metadata, which lives in the program's image and never at
  /// an object's address, so no parent hint or look-up by identity takes it for a node's record.
  init(tombstone: Void) {
    self.identity = ObjectIdentifier(NodeRecord.self)
    self.isRetired = true
  }

  /// The record class for nodes of `node`'s class. Looking the generic class up costs 20–45 ns,
  /// so the engine learns it once per node class (``NodeClassTable``): found anew for every
  /// record, assigning three providers to each of 100,000 fresh nodes took 181–190 ns per
  /// assignment instead of 174–175.
  static func recordClass(for node: any ThemeNode) -> NodeRecord.Type {
    func recordClass<Node: ThemeNode>(for _: Node) -> NodeRecord.Type { RecordOf<Node>.self }
    return recordClass(for: node)
  }

  /// The parent of `node`, this record's node, read through its class's `themeParent`.
  /// ``RecordOf`` overrides it with a direct call; this is only its shape.
  @MainActor
  func parent(of node: AnyObject) -> (any ThemeNode)? {
    (node as? any ThemeNode)?.themeParent
  }

  /// Whether `slot`, read from this record when its version was `version`, is still one of its
  /// bindings: the app's code may have replaced or removed it since. The version check is
  /// inlined, since a pass makes it for every slot; the search runs only after a change.
  @inline(__always)
  func stillHolds(_ slot: BindingSlot, since version: UInt32) -> Bool {
    self.version == version || holds(slot)
  }

  @inline(never)
  private func holds(_ slot: BindingSlot) -> Bool {
    slots.contains(where: slot.isSame)
  }

  /// The index of the binding stored under `key`, or under another key path that names the
  /// same property (see ``PropertyIdentity``).
  func slotIndex(for key: BindingKey, names: (AnyKeyPath) -> String?) -> Int? {
    slots.index(ofKey: key) ?? aliasIndex(of: key, where: .same, names: names)
  }

  /// Whether a binding of the record is a key path of another class than `accessor`'s, so
  /// that it may name the same property (see ``aliasIndex(of:where:names:)``). Read without
  /// counting the accessor's key.
  func mayHaveAlias(of accessor: BindingAccessor) -> Bool {
    guard let keyPathClass = accessor.keyPathClass else { return false }
    return slots.hasKeyPath(ofClassOtherThan: keyPathClass)
  }

  /// The index of a binding under a key path with another root and the same value type, whose
  /// identity with `key` is `identity`. Key paths of one class (one root, one value type) are
  /// skipped unread: they are equal only when their keys are, which the caller checked.
  func aliasIndex(
    of key: BindingKey,
    where identity: PropertyIdentity,
    names: (AnyKeyPath) -> String?
  ) -> Int? {
    guard case .keyPath(let keyPath) = key else { return nil }
    let keyPathClass = ObjectIdentifier(type(of: keyPath))
    // Most records bind key paths of one class only: nothing to compare.
    guard slots.hasKeyPath(ofClassOtherThan: keyPathClass) else { return nil }
    return slots.firstIndex { slot in
      // Compared first without loading the key path, which costs an assignment the most.
      guard let otherClass = slot.keyPathClass, otherClass != keyPathClass,
        case .keyPath(let other) = slot.key
      else { return false }
      return PropertyIdentity.of(other, keyPath, names: names) == identity
    }
  }

  /// Writes `governor` into `record` without counting it, and without reading it first: in a
  /// large tree the records a subtree walk meets are out of the processor's caches, and a store
  /// does not wait for its line the way a load does. The caller keeps the record alive.
  nonisolated static func setGovernor(_ governor: StyleID, of record: Unmanaged<NodeRecord>) {
    record._withUnsafeGuaranteedRef { $0.governor = governor }
  }

  deinit {
    for slot in slots { slot.release() }
  }
}

/// The record of a node of the class `Node`. A pass reads each node's parent through its
/// record's ``parent(of:)``, a call through this class's table of methods: looking the reader
/// up by the node's class instead cost the benchmark's 1,000-node pass 3.6 ns of 73 per node on
/// the final class and 5.3 of 89 on the view-like one.
private final class RecordOf<Node: ThemeNode>: NodeRecord {
  @MainActor
  override func parent(of node: AnyObject) -> (any ThemeNode)? {
    // The record was made for a node of this class. An object's class can change, on Apple's
    // platforms (Key-Value Observing gives an observed object a class of its own, and may take
    // it back): a node that is no longer of it is read through the protocol.
    guard type(of: node) == Node.self else { return super.parent(of: node) }
    return unsafeDowncast(node, to: Node.self).themeParent
  }
}
