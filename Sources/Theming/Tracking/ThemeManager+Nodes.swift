/// What a pass needs to know of a tracked object's class, learnt once per class so that a pass
/// casts nothing: how to read `themeParent` from a plain object, and how the class reports its
/// moves (see ``MoveReportingNode``).
struct NodeClass {
  /// Reads `themeParent` from an object known to be of this class.
  let parent: any ParentReader.Type
  /// Whether its nodes are told of the managers that track them.
  let takesMoveReports: Bool
  /// Whether the class reports every move now, so that learnt links can be trusted.
  let reportsMoves: Bool
}

/// Reads `themeParent` from a plain object of a class known in advance. A type, not a closure:
/// calling a closure stored per class counts its context up and down on every call, a cost
/// that a pass with overrides would pay for every node.
@MainActor
protocol ParentReader {
  static func parent(of object: AnyObject) -> (any ThemeNode)?
}

/// The ``ParentReader`` of the class `Node`.
enum ParentOf<Node: ThemeNode>: ParentReader {
  static func parent(of object: AnyObject) -> (any ThemeNode)? {
    unsafeDowncast(object, to: Node.self).themeParent
  }
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
  @usableFromInline
  func attach(
    _ storage: AnyObject,
    for key: BindingKey,
    to node: any ThemeNode,
    makeApply: () -> BindingApply
  ) {
    // Here rather than in the inlinable setters that call this, so that an app's every
    // assignment does not carry the check's code.
    MainThreadCheck.require(
      "the .theme setters (view.theme.property = provider, customization, bind(_:to:apply:))")
    let position = table.makePosition(for: node, canSweep: passDepth == 0)
    // Style ids start at 1, and a record is applied as soon as its first binding is stored.
    let isFirstBinding = table.appliedStyle(at: position) == 0
    if isFirstBinding && nodeClasses[nodeClassNumber(of: node)].takesMoveReports {
      startMoveReports(for: node)
    }
    let accessor = accessor(for: key, storage: storage, makeApply: makeApply)
    let slot = BindingSlot.retaining(accessor: accessor, storage: storage)
    let replaced = table.store(slot, at: position)
    if !replaced { reportPossibleAlias(of: key, on: node, at: position) }
    if replaced && passDepth > 0 {
      // Replaced from the app's code while something was applied: perhaps this very binding,
      // by its own provider, whose value is then written over this one's.
      bindingsReplacedInUserCode.append(
        ReplacedBinding(record: table.records[position], node: node, key: key))
    }
    let version = table.version(at: position)
    linkIntoSubtreeIndex(node)
    table.noteNodesReported()
    // Resolved with passes held back, as in `refresh(_:)`, so that `position` stays the node's.
    runningUserCode {
      let style = effectiveStyle(of: node)
      // The app's code (`themeParent`) may have replaced or removed this binding meanwhile, and
      // applied the record: what it did is newer.
      let record = table.records[position]
      guard record.stillHolds(slot, since: version) else { return }
      if record.appliedStyle == 0 || record.appliedStyle == style.id {
        record.appliedStyle = style.id
        accessor.apply(node, style.style, storage)
        catchUp(record, to: node, after: style)
      } else {
        // The node moved since its other bindings were applied: bring them all up to date.
        applyRecord(at: position, to: node, style: style)
      }
    }
  }

  /// Tells the app when `key`, just bound beside the node's other bindings, is a key path that
  /// may name the same property as one of them through another root type: both are kept, and
  /// the one assigned later wins on every pass.
  private func reportPossibleAlias(of key: BindingKey, on node: any ThemeNode, at position: Int) {
    let record = table.records[position]
    guard case .keyPath(let keyPath) = key,
      let index = record.aliasIndex(of: key, where: .unknown),
      case .keyPath(let other) = record.slots[index].key
    else { return }
    report(
      .keyPathsMayNameOneProperty(
        objectType: String(describing: type(of: node)),
        valueType: String(describing: type(of: keyPath).valueType),
        roots: [
          String(describing: type(of: other).rootType),
          String(describing: type(of: keyPath).rootType),
        ]
      ))
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
    let keyPathID = ObjectIdentifier(keyPath)
    let storageType = ObjectIdentifier(type(of: storage))
    // Theming code assigns the same few properties over and over: look at those first. By
    // index, so that only the match is copied out (with its references counted).
    for index in recentAccessors.indices
    where recentAccessors[index].keyPathID == keyPathID
      && recentAccessors[index].storageType == storageType
    {
      return recentAccessors[index].accessor
    }
    let cacheKey = AccessorCacheKey(keyPath: keyPath, storageType: storageType)
    let accessor =
      accessors[cacheKey]
      ?? {
        let made = BindingAccessor(key: key, apply: makeApply())
        accessors[cacheKey] = made
        return made
      }()
    if recentAccessors.count == Self.recentAccessorLimit { recentAccessors.removeFirst() }
    recentAccessors.append(
      RecentAccessor(
        keyPathID: keyPathID, storageType: storageType, accessor: accessor, keyPath: keyPath))
    return accessor
  }

  @usableFromInline
  func removeBinding(for key: BindingKey, of node: any ThemeNode) {
    MainThreadCheck.require(
      "the .theme setters (view.theme.property = nil, customization = nil, unbind(_:))")
    guard let position = table.position(of: node) else { return }
    table.removeSlot(for: key, at: position)
    if passDepth == 0 { table.releaseRetiredSlots() }
  }

  @usableFromInline
  func provider<Value>(for key: BindingKey, of node: any ThemeNode) -> ThemeProvider<Value>? {
    MainThreadCheck.require(
      "the .theme getters (view.theme.property, customization, provider(boundTo:))")
    guard let record = table.record(of: node), let index = record.slotIndex(for: key) else {
      return nil
    }
    let slot = record.slots[index]
    let attachment = ProviderAttachment(
      manager: self, node: node, key: slot.key, storage: slot.storage)
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
  ///
  /// The style is resolved with passes held back, before the node's record is looked up: the
  /// app's `themeParent` may ask for a switch, whose pass would compact the table, or remove a
  /// binding, whose slot would then be released at once.
  func refresh(_ node: any ThemeNode) {
    linkIntoSubtreeIndex(node)
    table.noteNodesReported()
    runningUserCode {
      let style = effectiveStyle(of: node)
      guard let position = table.position(of: node) else { return }
      applyRecord(at: position, to: node, style: style)
    }
  }

  /// Re-applies one binding, if `storage` is still what is bound under `key`; resolved and
  /// looked up as in ``refresh(_:)``. Unlike that, it reports no move (the node's other bindings
  /// keep their style), so a running pass keeps what it found: a stateful control refreshed
  /// from a provider on every switch costs the pass nothing more.
  ///
  /// When the node's style is no longer the one its record was applied with (it moved, and the
  /// move was not reported), the whole record is applied instead: one binding alone would leave
  /// the record naming the old style, and a later pass would take it for up to date.
  func refreshBinding(for key: BindingKey, storage: AnyObject, of node: any ThemeNode) {
    runningUserCode {
      let style = effectiveStyle(of: node)
      guard let position = table.position(of: node),
        let slot = table.slots(at: position).first(where: { $0.key == key }),
        slot.storage === storage
      else { return }
      let record = table.records[position]
      guard record.appliedStyle == style.id else {
        applyRecord(record, to: node, style: style)
        return
      }
      slot.apply(to: node, style: style.style)
      catchUp(record, to: node, after: style)
    }
  }

  /// After bindings of `record` were applied with `style`: if the app's code applied the record
  /// with another style meanwhile (a provider that moved or pinned its own node, then refreshed
  /// it or bound another of its properties), that application is newer, and the values just
  /// written overwrote some of it, so the record is applied once more with that style. That
  /// application does not catch up again: a provider that re-applies its own node on every call
  /// recurses by itself anyway. Always inlined: a pass makes the check for every record, and as
  /// a call it cost a 1k switch 3 %.
  @inline(__always)
  func catchUp(_ record: NodeRecord, to node: AnyObject, after style: ResolvedStyle) {
    guard record.appliedStyle != style.id && record.appliedStyle > 0 else { return }
    applyRecord(
      record, to: node, style: self.style(withID: record.appliedStyle), catchingUp: false)
  }

  /// Runs user code (providers) with passes held back: a switch or override requested from
  /// inside runs once the outermost user code has returned, and the table is not compacted
  /// under a caller that is walking it.
  ///
  /// The app's code can apply objects from inside their own application (a provider that
  /// refreshes its own object), and each level nests here. Past ``userCodeNestingLimit`` levels
  /// the body is skipped and reported, rather than the stack overflowing, and so is every call
  /// nested below the outermost call that led there, until that call returns: a provider that
  /// refreshes twice would otherwise branch at every level, and run some 2^100 times. The
  /// outermost call is one object's application in a pass (level 1), or the app's own call
  /// (level 0), so other objects of the same pass are not held back.
  ///
  /// Levels count across managers too (``userCodeNesting``): a provider can refresh an object
  /// of another manager, whose provider refreshes one of a third, and so on. Past the limit
  /// there, every call in every manager is skipped until the chain is back at level 1.
  func runningUserCode(_ body: () -> Void) {
    guard !userCodeRecursionStopped && !Self.userCodeNestingStopped else { return }
    guard passDepth < Self.userCodeNestingLimit && Self.userCodeNesting < Self.userCodeNestingLimit
    else {
      // Each stop is ended by the calls around the one that set it: this manager's own for its
      // flag, every manager's for the shared one. A manager first reached at the shared limit
      // has none of its own around it, so it must not set its flag.
      if passDepth >= Self.userCodeNestingLimit {
        userCodeRecursionStopped = true
      } else {
        Self.userCodeNestingStopped = true
      }
      report(.reapplyRecursion(limit: Self.userCodeNestingLimit))
      return
    }
    passDepth += 1
    Self.userCodeNesting += 1
    body()
    Self.userCodeNesting -= 1
    passDepth -= 1
    // Nesting beyond level 1 comes only through here, so every stopped chain ends here.
    if passDepth <= 1 { userCodeRecursionStopped = false }
    if Self.userCodeNesting <= 1 { Self.userCodeNestingStopped = false }
    if passDepth == 0 {
      if !bindingsReplacedInUserCode.isEmpty { reapplyBindingsReplacedInUserCode() }
      table.releaseRetiredSlots()
      runPendingUpdates()
    }
  }

  /// Applies, once the app's code that replaced them has returned, the bindings it replaced
  /// while something was applied. A provider that replaced its own binding was followed by its
  /// own value, written over the replacement's: the replacement must be what shows. (Other
  /// bindings replaced from there are applied a second time, which shows the same.) Each is
  /// applied once, however often it was replaced, and bindings replaced from there in turn are
  /// not applied again, so a provider that replaces itself on every call cannot loop.
  func reapplyBindingsReplacedInUserCode() {
    let replaced = bindingsReplacedInUserCode
    bindingsReplacedInUserCode.removeAll()
    var applied: Set<ReplacedBindingID> = []
    runningUserCode {
      for item in replaced
      where applied.insert(ReplacedBindingID(record: ObjectIdentifier(item.record), key: item.key))
        .inserted
      {
        guard let node = item.node, !item.record.isRetired, item.record.appliedStyle > 0,
          let slot = item.record.slots.first(where: { $0.key == item.key })
        else { continue }
        slot.apply(to: node, style: style(withID: item.record.appliedStyle).style)
      }
      bindingsReplacedInUserCode.removeAll()
    }
  }

  /// Applies every binding of the record at `position`. A binding that a provider replaced or
  /// removed while this ran is skipped; a replacement applied itself when it was assigned.
  func applyRecord(at position: Int, to node: AnyObject, style: ResolvedStyle) {
    // The caller holds `node`, so its record cannot be replaced by another object's.
    applyRecord(table.records[position], to: node, style: style)
  }

  /// Applies every binding of `record`, skipping as above.
  ///
  /// A provider may have the whole record applied again with another style while this runs (by
  /// refreshing or newly binding its own node after moving it): that application is newer, so
  /// this one stops, and catches up with it at the end (``catchUp(_:to:after:)``), unless it is
  /// itself a catch-up.
  func applyRecord(
    _ record: NodeRecord,
    to node: AnyObject,
    style: ResolvedStyle,
    catchingUp: Bool = true
  ) {
    record.appliedStyle = style.id
    // The slots as they are now: the inline ones copied as plain values, which counts nothing,
    // and the rest, if any, with their array.
    let version = record.version
    let (first, second, third) = record.slots.inlineSlots
    let overflow = record.slots.count > SlotList.inlineCount ? record.slots.overflowSlots : nil
    func apply(_ slot: BindingSlot?) {
      guard let slot, record.appliedStyle == style.id, record.stillHolds(slot, since: version)
      else { return }
      slot.apply(to: node, style: style.style)
    }
    apply(first)
    apply(second)
    apply(third)
    for slot in overflow ?? [] {
      apply(slot)
    }
    if catchingUp { catchUp(record, to: node, after: style) }
  }

  /// The number of `node`'s class in `nodeClasses`, learnt the first time a node of the class
  /// is tracked.
  private func nodeClassNumber(of node: any ThemeNode) -> Int {
    let type = ObjectIdentifier(Swift.type(of: node))
    if let known = nodeClassIndex.value(for: type) { return Int(known) }
    func reader<Node: ThemeNode>(for _: Node) -> any ParentReader.Type {
      ParentOf<Node>.self
    }
    let number = nodeClasses.count
    nodeClassIndex.set(Int32(number), for: type)
    nodeClasses.append(
      NodeClass(
        parent: reader(for: node),
        takesMoveReports: node is any MoveReportingNode,
        reportsMoves: (node as? any MoveReportingNode).map { Swift.type(of: $0).reportsMoves }
          ?? false)
    )
    return number
  }

  /// The parent of a tracked object.
  func parentOf(_ object: AnyObject) -> (any ThemeNode)? {
    if let index = nodeClassIndex.value(for: ObjectIdentifier(Swift.type(of: object))) {
      return nodeClasses[Int(index)].parent.parent(of: object)
    }
    return (object as? any ThemeNode)?.themeParent
  }
}
