extension ThemeEngine {
  /// The nearest override from `node` up through its parents, else the current style.
  func effectiveStyle(of node: any ThemeNode) -> ResolvedStyle {
    style(governedBy: governor(of: node))
  }

  /// What governs `node`'s style, read from the tree: the style of the nearest override from
  /// `node` up through its parents, else ``Governor/current``.
  func governor(of node: any ThemeNode) -> StyleID {
    if pins.isEmpty { return Governor.current }
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let step = cursor {
      if let style = pins.style(of: step) { return style.id }
      steps += 1
      if steps > Self.parentWalkLimit {
        report(.parentCycle(limit: Self.parentWalkLimit))
        break
      }
      cursor = step.themeParent
    }
    return Governor.current
  }

  /// The style a node governed by `governor` shows.
  func style(governedBy governor: StyleID) -> ResolvedStyle {
    governor == Governor.current ? current : styles.style(withID: governor)
  }

  /// Re-applies every tracked node whose effective style differs from the style it was last
  /// applied with. Dead records it meets are retired after it
  /// (``NodeTable/dropDeadRecords(at:)``).
  ///
  /// With overrides present it resolves each node as it meets it, from its own override or its
  /// parent's style, and applies it at once, while the node is in the processor's caches. A
  /// parent the pass met earlier left its style in its record, where the child's record says
  /// it is (see ``PassResolver``), so most nodes cost a read of their parent and a few loads
  /// from records beyond the pass without overrides, and no look-up by identity.
  ///
  /// The app's code (providers, `themeParent`) runs between nodes. A node it moves without a
  /// report is resolved by a later pass, as for any unreported move. A record it makes, at the
  /// end of the table, was applied when it was made, and the pass leaves it.
  ///
  /// While every tracked class reports its moves and no change of the tree has waited since the
  /// last pass (``governorsAreCurrent``), each record's governor is what the tree says, and a
  /// switch reads it instead of the tree.
  func runPass() {
    // A pinned node's death changes the style of any node still below it, unreported: the
    // pass reads the tree, whenever the dead pin was dropped.
    pins.removeDead()
    let pinDied = pins.takeDroppedDeadPins()
    scheduler.enter()
    let count = table.count
    // Dead records met, retired after the pass (``NodeTable/dropDeadRecords(at:)``).
    var deadPositions: [Int] = []
    // Read from a constant copy of the array, which keeps every record alive, so that a record
    // is not counted up and down around the app's code. (A provider that tracks a node while
    // this runs makes the table copy its array, once.) The copy ends with the loops, before
    // the dead records are retired.
    var foundUnknown = false
    do {
      let records = table.records
      // Read once: the style stays current for the whole pass (a switch asked for meanwhile
      // waits for it), and reading the property per node would count a long name up and down.
      let current = self.current
      // The last override style applied, kept so that its name is copied once per change of
      // style, not once per node.
      var lastPinned = current
      func apply(_ record: NodeRecord, to node: AnyObject, governedBy governor: StyleID) {
        if governor == Governor.unknown {
          // Tracked while the app's code nested past its limit, and never applied since.
          foundUnknown = true
        } else if governor == Governor.current {
          if record.appliedStyle != current.id { applyRecord(record, to: node, style: current) }
        } else if record.appliedStyle != governor {
          if governor != lastPinned.id { lastPinned = styles.style(withID: governor) }
          applyRecord(record, to: node, style: lastPinned)
        }
      }
      // Inlined at both calls, so that the usual pass carries no check for the reset.
      @inline(__always) func passWithoutPins(resettingGovernors: Bool) {
        for position in 0..<count {
          let record = records[position]
          if resettingGovernors { record.governor = Governor.current }
          guard let node = record.node else {
            if !record.isRetired { deadPositions.append(position) }
            continue
          }
          if record.appliedStyle != current.id {
            applyRecord(record, to: node, style: current)
          }
        }
      }
      if pins.isEmpty && governorsAwaitReset {
        // With no pin, every record's governor is the current style, dead ones' too.
        governorsAwaitReset = false
        // A change that waits for a later pass clears it again.
        governorsAreCurrent = true
        passWithoutPins(resettingGovernors: true)
      } else if pins.isEmpty {
        passWithoutPins(resettingGovernors: false)
      } else if governorsAreCurrent && !pinDied && nodeClasses.allReportMoves {
        for position in 0..<count {
          let record = records[position]
          guard let node = record.node else {
            if !record.isRetired { deadPositions.append(position) }
            continue
          }
          apply(record, to: node, governedBy: record.governor)
        }
      } else {
        // Resolved now from the tree; a change that waits for a later pass clears it again.
        governorsAreCurrent = true
        governorsAwaitReset = false
        var resolver = PassResolver(engine: self)
        for position in 0..<count {
          let record = records[position]
          guard let node = record.node else {
            // A dead record's governor from an earlier pass must not pass for that of a new
            // object at its address.
            record.governor = Governor.unknown
            if !record.isRetired { deadPositions.append(position) }
            continue
          }
          let governor = resolver.governor(of: node, record: record, at: position)
          record.governor = governor
          apply(record, to: node, governedBy: governor)
        }
      }
    }
    if foundUnknown {
      requestPassReadingTheTree()
    }
    scheduler.leave()
    // Only the outermost pass compacts, so no caller is left holding a stale position.
    if scheduler.depth == 0 {
      if !bindingsReplacedInUserCode.isEmpty { reapplyBindingsReplacedInUserCode() }
      table.releaseRetiredSlots()
      if !deadPositions.isEmpty { table.dropDeadRecords(at: deadPositions) }
    }
  }

  // MARK: - Applying one record

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
  ///
  /// Always inlined: a pass applies every node through it, and the frame of a call (with the
  /// registers it saves) costs about as much as the checks of a node's three bindings.
  @inline(__always)
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
    if let first { applySlot(first, of: record, since: version, to: node, style: style) }
    if let second { applySlot(second, of: record, since: version, to: node, style: style) }
    if let third { applySlot(third, of: record, since: version, to: node, style: style) }
    if let overflow {
      applySlots(overflow, of: record, since: version, to: node, style: style)
    }
    if catchingUp { catchUp(record, to: node, after: style) }
  }

  /// Applies `slot` unless the app's code, run by an earlier slot, applied the record with
  /// another style or removed the slot since `version`.
  @inline(__always)
  private func applySlot(
    _ slot: BindingSlot,
    of record: NodeRecord,
    since version: UInt32,
    to node: AnyObject,
    style: ResolvedStyle
  ) {
    guard record.appliedStyle == style.id, record.stillHolds(slot, since: version) else { return }
    slot.apply(to: node, style: style.style)
  }

  /// Applies the slots after the inline three, as ``applySlot(_:of:since:to:style:)`` does;
  /// out of line, so that the records with three bindings or fewer carry no loop.
  @inline(never)
  private func applySlots(
    _ slots: ContiguousArray<BindingSlot>,
    of record: NodeRecord,
    since version: UInt32,
    to node: AnyObject,
    style: ResolvedStyle
  ) {
    for slot in slots {
      applySlot(slot, of: record, since: version, to: node, style: style)
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
    applyRecordAgain(record, to: node)
  }

  /// Applies `record` with the style it was last applied with, without catching up again. Out
  /// of line: it is rare, and ``applyRecord(_:to:style:catchingUp:)`` is inlined into it.
  @inline(never)
  private func applyRecordAgain(_ record: NodeRecord, to node: AnyObject) {
    applyRecord(
      record, to: node, style: styles.style(withID: record.appliedStyle), catchingUp: false)
  }
}
