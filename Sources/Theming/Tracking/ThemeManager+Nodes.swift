/// A node's own override, held weakly so that a pin never keeps its node alive.
struct Pin {
  weak var node: (any ThemeNode)?
  var style: ResolvedStyle
}

/// A style together with the manager's interned number for it.
struct ResolvedStyle: Equatable {
  let style: ThemeStyle
  let id: StyleID
}

extension ThemeManager {
  /// How many accessors ``recentAccessors`` keeps.
  static let recentAccessorLimit = 8

  /// How many parents a walk follows before it decides the chain loops.
  static let parentWalkLimit = 100_000

  /// The number of entries in the weak table of tracked objects, including entries of objects
  /// that have died and not yet been swept.
  ///
  /// Entries are swept after a pass that meets them and whenever the table has doubled since
  /// the last sweep, so this stays within about twice the number of live tracked objects. It is
  /// exposed for benchmarks and diagnostics.
  public var trackedNodeCount: Int { table.count }

  // MARK: - Bindings

  /// Stores a binding on `node` and applies it at once with the node's effective style.
  ///
  /// `makeApply` is called only when no accessor for the key path and provider type exists
  /// yet, so the checks behind a fast accessor run once per property, not once per node.
  func attach(
    _ storage: AnyObject,
    for key: BindingKey,
    to node: any ThemeNode,
    makeApply: () -> BindingApply
  ) {
    let position = table.makePosition(for: node, canSweep: passDepth == 0)
    // Style ids start at 1, and a record is applied as soon as its first binding is stored.
    let applied = table.appliedStyle(at: position)
    let nodeClass = registerClass(of: node)
    if applied == 0 && classReportsMoves[nodeClass] { startMoveReports(for: node) }
    let accessor = accessor(for: key, storage: storage, makeApply: makeApply)
    table.store(BindingSlot.retaining(accessor: accessor, storage: storage), at: position)
    linkIntoSubtreeIndex(node)
    let style = effectiveStyle(of: node)
    runningUserCode {
      if applied == 0 || applied == style.id {
        table.setAppliedStyle(style.id, at: position)
        accessor.apply(node, style.style, storage)
      } else {
        // The node moved since its other bindings were applied: bring them all up to date.
        applyRecord(at: position, to: node, style: style)
      }
    }
  }

  /// The accessor for `key`: shared for a key path already bound with this kind of provider,
  /// new otherwise (a named binding's closure captures its own argument).
  private func accessor(
    for key: BindingKey,
    storage: AnyObject,
    makeApply: () -> BindingApply
  ) -> BindingAccessor {
    guard case .keyPath(let keyPath) = key else {
      return BindingAccessor(key: key, apply: makeApply())
    }
    let cacheKey = AccessorCacheKey(
      keyPath: ObjectIdentifier(keyPath),
      storageType: ObjectIdentifier(type(of: storage))
    )
    // Theming code assigns the same few properties over and over: look at those first.
    for recent in recentAccessors where recent.key == cacheKey {
      return recent.accessor
    }
    let accessor =
      accessors[cacheKey]
      ?? {
        // The accessor holds the key path, so its identity cannot pass to another key path.
        let made = BindingAccessor(key: key, apply: makeApply())
        accessors[cacheKey] = made
        return made
      }()
    if recentAccessors.count == Self.recentAccessorLimit { recentAccessors.removeFirst() }
    recentAccessors.append((cacheKey, accessor))
    return accessor
  }

  func removeBinding(for key: BindingKey, of node: any ThemeNode) {
    guard let position = table.position(of: node) else { return }
    table.removeSlot(for: key, at: position)
    if passDepth == 0 { table.releaseRetiredSlots() }
  }

  func provider<Value>(for key: BindingKey, of node: any ThemeNode) -> ThemeProvider<Value>? {
    guard let position = table.position(of: node),
      let slot = table.slots(at: position).first(where: { $0.key == key })
    else { return nil }
    let attachment = ProviderAttachment(manager: self, node: node, key: key, storage: slot.storage)
    if let storage = slot.storage as? ProviderStorage<Value> {
      return ThemeProvider(storage: storage, attachment: attachment)
    }
    // A `ThemeProvider<Wrapped>` stored on an optional property, asked for as `Wrapped?`.
    if let wrapped = (slot.storage as? any OptionalWrappingStorage)?.wrappedInOptional()
      as? ProviderStorage<Value>
    {
      return ThemeProvider(storage: wrapped, attachment: attachment)
    }
    return nil
  }

  /// Re-applies every binding of `node` with its effective style.
  func refresh(_ node: any ThemeNode) {
    linkIntoSubtreeIndex(node)
    guard let position = table.position(of: node) else { return }
    let style = effectiveStyle(of: node)
    runningUserCode { applyRecord(at: position, to: node, style: style) }
  }

  /// Re-applies one binding, if `storage` is still what is bound under `key`.
  func refreshBinding(for key: BindingKey, storage: AnyObject, of node: any ThemeNode) {
    guard let position = table.position(of: node),
      let slot = table.slots(at: position).first(where: { $0.key == key }),
      slot.storage === storage
    else { return }
    let style = effectiveStyle(of: node)
    runningUserCode { slot.apply(to: node, style: style.style) }
  }

  /// Runs user code (providers) with passes held back: a switch or override requested from
  /// inside runs once the outermost user code has returned, and the table is not compacted
  /// under a caller that is walking it.
  func runningUserCode(_ body: () -> Void) {
    passDepth += 1
    body()
    passDepth -= 1
    if passDepth == 0 {
      table.releaseRetiredSlots()
      runPendingUpdates()
    }
  }

  /// Applies every binding of the record at `position`. A binding that a provider replaced or
  /// removed while this ran is skipped; a replacement applied itself when it was assigned.
  func applyRecord(at position: Int, to node: AnyObject, style: ResolvedStyle) {
    // The caller holds `node`, so its record cannot be replaced by another object's.
    applyRecord(table.records[position], to: node, style: style)
  }

  func applyRecord(_ record: NodeRecord, to node: AnyObject, style: ResolvedStyle) {
    record.appliedStyle = style.id
    let slots = record.slots
    let version = record.version
    let object: AnyObject = node
    var index = 0
    while index < slots.count {
      let slot = slots[index]
      index += 1
      if record.version != version && !record.slots.contains(where: slot.isSame) {
        continue
      }
      slot.apply(to: object, style: style.style)
    }
  }

  // MARK: - Overrides

  func overrideStyle(of node: some ThemeNode) -> ThemeStyle? {
    pinnedStyle(of: node)?.style
  }

  func setOverrideStyle(_ style: ThemeStyle?, of node: some ThemeNode) {
    let id = ObjectIdentifier(node)
    guard pinnedStyle(of: node)?.style != style else { return }
    if let style {
      pins[id] = Pin(node: node, style: resolved(style))
    } else {
      pins[id] = nil
    }
    (node as? any MoveReportingNode)?.themeOverrideDidChange(to: style)
    guard passDepth == 0 && !isUpdating else {
      // Providers or observers are running: re-resolve everything once they are done.
      needsReconcile = true
      return
    }
    reapplySubtree(of: node)
  }

  /// Re-applies `root` and every tracked descendant whose effective style changed, found
  /// through the subtree index rather than by resolving every tracked node.
  func reapplySubtree(of root: any ThemeNode) {
    removeDeadPins()
    var index = subtreeIndex ?? makeSubtreeIndex()
    subtreeIndex = nil
    let pinned = pinnedStyleMap()
    let rootStyle = effectiveStyle(of: root)
    var work: [(record: NodeRecord, node: any ThemeNode, style: ResolvedStyle)] = []
    func collect(_ node: any ThemeNode, _ cached: NodeRecord?, _ style: ResolvedStyle) {
      let record =
        // A live node keeps the record it had when it was linked until the table retires it.
        if let cached, !cached.isRetired { cached } else {
          table.record(of: node)
        }
      if let record, record.appliedStyle != style.id {
        work.append((record, node, style))
      }
    }
    collect(root, nil, rootStyle)
    // Each node inherits its parent's style, except one with its own override: it keeps it,
    // and so does everything below it.
    index.visitDescendants(of: root, carrying: rootStyle) { node, record, inherited in
      guard pinned.value(for: ObjectIdentifier(node)) == nil else { return nil }
      collect(node, record, inherited)
      return inherited
    }
    subtreeIndex = index
    runningUserCode {
      for item in work where !item.record.isRetired && item.record.appliedStyle != item.style.id {
        applyRecord(item.record, to: item.node, style: item.style)
      }
    }
  }

  private func makeSubtreeIndex() -> SubtreeIndex {
    var index = SubtreeIndex()
    for record in table.records {
      if let node = record.node as? any ThemeNode {
        index.link(node, recordOf: table.record(of:))
      }
    }
    return index
  }

  /// Remembers, once per class, how to read `themeParent` from a plain object, so that a pass
  /// need not cast each tracked object back to ``ThemeNode``, and whether the class reports
  /// its moves, so that tracking a node casts nothing. Returns the class's number.
  private func registerClass(of node: any ThemeNode) -> Int {
    let type = ObjectIdentifier(Swift.type(of: node))
    if let known = parentGetterIndex.value(for: type) { return Int(known) }
    func getter<Node: ThemeNode>(for _: Node) -> ParentGetter {
      { unsafeDowncast($0, to: Node.self).themeParent }
    }
    let number = parentGetters.count
    parentGetterIndex.set(Int32(number), for: type)
    parentGetters.append(getter(for: node))
    classReportsMoves.append(node is any MoveReportingNode)
    return number
  }

  /// The parent of a tracked object.
  func parentOf(_ object: AnyObject) -> (any ThemeNode)? {
    if let index = parentGetterIndex.value(for: ObjectIdentifier(Swift.type(of: object))) {
      return parentGetters[Int(index)](object)
    }
    return (object as? any ThemeNode)?.themeParent
  }

  /// Keeps the subtree index, once built, up to date with newly tracked or refreshed nodes;
  /// drops it when it holds far more links than there are tracked nodes, to be rebuilt from
  /// the live ones when next needed.
  func linkIntoSubtreeIndex(_ node: any ThemeNode) {
    guard subtreeIndex != nil else { return }
    subtreeIndex?.link(node, recordOf: table.record(of:))
    if let index = subtreeIndex, index.linkCount > 2 * table.count + 1024 {
      subtreeIndex = nil
    }
  }

  /// The node's own override; a pin left by a dead object at the same address is dropped.
  private func pinnedStyle(of node: any ThemeNode) -> ResolvedStyle? {
    let id = ObjectIdentifier(node)
    guard let pin = pins[id] else { return nil }
    guard pin.node === node else {
      pins[id] = nil
      return nil
    }
    return pin.style
  }

  /// Drops the overrides of nodes that have died, so that they cost nothing and the fast path
  /// for a tree without overrides comes back.
  private func removeDeadPins() {
    // Every pass calls this: rebuild the dictionary only when a pinned node has died.
    var anyDead = false
    for pin in pins.values where pin.node == nil {
      anyDead = true
      break
    }
    if anyDead { pins = pins.filter { $0.value.node != nil } }
  }

  /// The live pins by identity, for a walk during which no provider runs (so no object is
  /// freed and an identity found is the pinned object itself). Call after `removeDeadPins()`.
  func pinnedStyleMap() -> IdentityMap {
    var map = IdentityMap(capacity: pins.count)
    for (id, pin) in pins { map.set(pin.style.id, for: id) }
    return map
  }

  // MARK: - Resolution

  /// The nearest override from `node` up through its parents, else the current style.
  func effectiveStyle(of node: any ThemeNode) -> ResolvedStyle {
    if pins.isEmpty { return current }
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let step = cursor {
      if let style = pinnedStyle(of: step) { return style }
      steps += 1
      if steps > Self.parentWalkLimit {
        report(.parentCycle(limit: Self.parentWalkLimit))
        break
      }
      cursor = step.themeParent
    }
    return current
  }

  /// Re-applies every tracked node whose effective style differs from the style it was last
  /// applied with. Dead records are dropped after it.
  ///
  /// With overrides present it runs in two phases: first every node's style is resolved, while
  /// no provider runs and so no object can be freed and its address reused; then providers run.
  /// A record made during the second phase was applied when it was made, and is skipped.
  func reconcile() {
    removeDeadPins()
    passDepth += 1
    let count = table.count
    var deadRecords = 0
    if pins.isEmpty {
      for position in 0..<count {
        let record = table.records[position]
        guard let node = record.node else {
          deadRecords += 1
          continue
        }
        if record.appliedStyle != current.id {
          applyRecord(at: position, to: node, style: current)
        }
      }
    } else {
      var resolver = PassResolver(manager: self, capacity: count)
      for record in table.records {
        guard let object = record.node else {
          deadRecords += 1
          continue
        }
        record.resolvedStyle = resolver.style(of: object, parent: parentOf(object))
      }
      for position in 0..<count {
        let record = table.records[position]
        let resolved = record.resolvedStyle
        record.resolvedStyle = 0
        // A node whose style did not change is not loaded again: under overrides many keep it.
        guard resolved != 0 && record.appliedStyle != resolved, let node = record.node else {
          continue
        }
        applyRecord(at: position, to: node, style: style(withID: resolved))
      }
    }
    passDepth -= 1
    // Only the outermost pass compacts, so no caller is left holding a stale position.
    if passDepth == 0 {
      table.releaseRetiredSlots()
      if deadRecords > 0 { table.removeDeadRecords() }
    }
  }
}

/// Resolves effective styles during the first phase of a pass, remembering each node's result
/// so that a pass walks each part of the tree once.
///
/// Only object identities are remembered: no provider runs while it is in use, so no object
/// can be freed and its address given to another.
@MainActor
struct PassResolver {
  private let current: ResolvedStyle
  private var pins: IdentityMap
  private var memo: IdentityMap
  private var path: [ObjectIdentifier] = []
  private let manager: ThemeManager

  init(manager: ThemeManager, capacity: Int) {
    self.manager = manager
    self.current = manager.current
    self.memo = IdentityMap(capacity: capacity)
    self.pins = manager.pinnedStyleMap()
  }

  /// The style of `object`, whose parent is `parent`.
  mutating func style(of object: AnyObject, parent: (any ThemeNode)?) -> StyleID {
    // The common case first: a node without its own override whose parent was resolved
    // already (records are kept in the order nodes were first themed, parents usually first).
    let id = ObjectIdentifier(object)
    if let pinned = pins.value(for: id) {
      memo.set(pinned, for: id)
      return pinned
    }
    guard let parent else {
      memo.set(current.id, for: id)
      return current.id
    }
    if let inherited = memo.value(for: ObjectIdentifier(parent)) {
      memo.set(inherited, for: id)
      return inherited
    }
    path.removeAll(keepingCapacity: true)
    path.append(id)
    return walk(from: parent)
  }

  /// Walks up from `node` to the first node whose style is known, then gives that style to
  /// every node on the way (and to those already in `path`).
  private mutating func walk(from node: any ThemeNode) -> StyleID {
    var result = current.id
    var cursor: (any ThemeNode)? = node
    while let step = cursor {
      let id = ObjectIdentifier(step)
      if let known = memo.value(for: id) {
        result = known
        break
      }
      if let pinned = pins.value(for: id) {
        result = pinned
        memo.set(result, for: id)
        break
      }
      path.append(id)
      if path.count > ThemeManager.parentWalkLimit {
        manager.report(.parentCycle(limit: ThemeManager.parentWalkLimit))
        break
      }
      cursor = step.themeParent
    }
    for id in path {
      memo.set(result, for: id)
    }
    return result
  }
}
