extension ThemeEngine {
  /// Stores a binding that writes through `accessor` on `node`, and applies it at once with the
  /// node's effective style through `write`, which writes what `accessor` would.
  ///
  /// `manager` is the engine's own, passed in so that a node's first binding need not load the
  /// weak reference to it.
  func attach(
    _ storage: AnyObject,
    through accessor: BindingAccessor,
    to node: any ThemeNode,
    in manager: ThemeManager,
    writingNow write: (ThemeStyle) -> Void
  ) {
    // Here rather than in the inlinable setters that call this, so that an app's every
    // assignment does not carry the check's code.
    MainThreadCheck.require(
      "the .theme setters (view.theme.property = provider, customization, bind(_:to:apply:))")
    let nestedInUserCode = scheduler.depth > 0
    let position = table.makePosition(for: node, canSweep: !nestedInUserCode)
    // The app's code runs from here (the class's move-report hook, a diagnostic handler) and
    // may theme objects: held back, it cannot sweep the table and move `position`.
    scheduler.enter()
    // Style ids start at 1, and a record is applied as soon as its first binding is stored.
    let isFirstBinding = table.records[position].appliedStyle == 0
    if isFirstBinding, let starter = nodeClass(of: node).moveReportStarter {
      starter.startReportingMoves(of: node, to: manager)
    }
    let slot = BindingSlot.retaining(accessor: accessor, storage: storage)
    let mayHaveAlias = table.records[position].mayHaveAlias(of: accessor)
    let replaced = table.store(slot, at: position, checkingAliases: mayHaveAlias)
    if !replaced && mayHaveAlias {
      reportPossibleAlias(of: accessor.key, on: node, at: position)
    }
    if replaced && nestedInUserCode {
      // Replaced from the app's code while something was applied: perhaps this very binding,
      // by its own provider, whose value is then written over this one's.
      bindingsReplacedInUserCode.append(
        ReplacedBinding(record: table.records[position], node: node, key: accessor.key))
    }
    let version = table.records[position].version
    scheduler.leave()
    linkIntoSubtreeIndex(node)
    // Resolved with passes held back, as in `refresh(_:)`, so that `position` stays the node's.
    scheduler.runningUserCode(in: self) {
      let style = effectiveStyle(of: node)
      // The app's code (`themeParent`) may have replaced or removed this binding meanwhile, and
      // applied the record: what it did is newer.
      let record = table.records[position]
      guard record.stillHolds(slot, since: version) else { return }
      if record.appliedStyle == 0 || record.appliedStyle == style.id {
        record.appliedStyle = style.id
        write(style.style)
        catchUp(record, to: node, after: style)
      } else {
        // The node moved since its other bindings were applied: bring them all up to date.
        applyRecord(at: position, to: node, style: style)
      }
    }
  }

  /// What is known of `node`'s class, learnt the first time a node of the class is tracked.
  private func nodeClass(of node: any ThemeNode) -> NodeClassTable.NodeClass {
    let type = ObjectIdentifier(Swift.type(of: node))
    if let known = nodeClasses[type] { return known }
    let learnt = NodeClassTable.NodeClass(learningFrom: node)
    nodeClasses.add(learnt, for: type)
    return learnt
  }

  /// Tells the app when `key`, just bound beside the node's other bindings, is a key path that
  /// may name the same property as one of them through another root type: both are kept, and
  /// the one assigned later wins on every pass.
  private func reportPossibleAlias(of key: BindingKey, on node: any ThemeNode, at position: Int) {
    let record = table.records[position]
    guard case .keyPath(let keyPath) = key,
      let index = record.aliasIndex(of: key, where: .unknown, names: table.keyValueCodingName),
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

  func removeBinding(for key: BindingKey, of node: any ThemeNode) {
    MainThreadCheck.require(
      "the .theme setters (view.theme.property = nil, customization = nil, unbind(_:))")
    guard let position = table.position(of: node) else { return }
    table.removeSlot(for: key, at: position)
    if scheduler.depth == 0 { releaseRetiredSlots() }
  }

  func provider<Value>(for key: BindingKey, of node: any ThemeNode) -> ThemeProvider<Value>? {
    MainThreadCheck.require(
      "the .theme getters (view.theme.property, customization, provider(boundTo:))")
    guard let record = table.record(of: node),
      let index = record.slotIndex(for: key, names: table.keyValueCodingName)
    else {
      return nil
    }
    let slot = record.slots[index]
    let attachment = ProviderAttachment(
      engine: self, node: node, key: slot.key, storage: slot.storage)
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
    scheduler.runningUserCode(in: self) {
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
    scheduler.runningUserCode(in: self) {
      let style = effectiveStyle(of: node)
      guard let position = table.position(of: node) else { return }
      let record = table.records[position]
      guard let index = record.slots.index(ofKey: key), case let slot = record.slots[index],
        slot.storage === storage
      else { return }
      guard record.appliedStyle == style.id else {
        applyRecord(record, to: node, style: style)
        return
      }
      slot.apply(to: node, style: style.style)
      catchUp(record, to: node, after: style)
    }
  }

  /// Ends the outermost call of the app's code: applies the bindings it replaced meanwhile and
  /// releases the slots it retired.
  func finishUserCode() {
    if !bindingsReplacedInUserCode.isEmpty { reapplyBindingsReplacedInUserCode() }
    releaseRetiredSlots()
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
    var applied: Set<ReplacedBinding.ID> = []
    scheduler.runningUserCode(in: self) {
      for item in replaced
      where applied.insert(item.id).inserted {
        guard let node = item.node, !item.record.isRetired, item.record.appliedStyle > 0,
          let index = item.record.slots.index(ofKey: item.key),
          case let slot = item.record.slots[index]
        else { continue }
        slot.apply(to: node, style: styles.style(withID: item.record.appliedStyle).style)
      }
      bindingsReplacedInUserCode.removeAll()
    }
  }
}
