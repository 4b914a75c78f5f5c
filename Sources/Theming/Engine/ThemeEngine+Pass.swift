extension ThemeEngine {
  /// The nearest override from `node` up through its parents, else the current style.
  func effectiveStyle(of node: any ThemeNode) -> ResolvedStyle {
    style(withID: styleID(of: node))
  }

  /// The number of `node`'s effective style, read from the tree as it is now.
  func styleID(of node: any ThemeNode) -> StyleID {
    if pins.isEmpty { return current.id }
    var resolver = StyleResolver(engine: self)
    return resolver.style(of: node)
  }

  /// The style numbered `id`.
  func style(withID id: StyleID) -> ResolvedStyle {
    id == current.id ? current : styles.style(withID: id)
  }

  /// Re-applies every tracked node whose effective style differs from the style it was last
  /// applied with, resolving each against the tree as it is now. Dead records it meets are
  /// retired after it (``NodeTable/retireDeadRecords(at:)``).
  ///
  /// Without overrides every node shows the current style, and the pass reads no parent. With
  /// overrides a ``StyleResolver`` finds each node's style, and the node is applied at once,
  /// while it is in the processor's caches.
  ///
  /// The app's code (providers, `themeParent`) runs between nodes. A node it moves without a
  /// report is resolved by a later pass, as for any unreported move. A record it makes was
  /// applied when it was made; the pass walks the records as they were when it began.
  func runPass() {
    // A pinned node's death changes the style of any node still below it, unreported: this
    // pass resolves them all.
    pins.removeDead()
    scheduler.enter()
    // Dead records met, retired after the pass.
    var deadPositions: [Int] = []
    do {
      // A constant copy of the array, which keeps every record alive while the app's code runs.
      let records = table.records
      let current = self.current
      if pins.isEmpty {
        for position in records.indices {
          let record = records[position]
          guard let node = record.object else {
            if !record.isRetired { deadPositions.append(position) }
            continue
          }
          if record.appliedStyle != current.id {
            applyRecord(record, to: node, style: current)
          }
        }
      } else {
        var resolver = StyleResolver(engine: self, forPassOver: records.count)
        // Kept so that a style's name is copied once per change of style, not once per node.
        var lastStyle = current
        for position in records.indices {
          let record = records[position]
          guard let object = record.object else {
            if !record.isRetired { deadPositions.append(position) }
            continue
          }
          let (id, isNew) = resolver.style(ofTracked: object, of: record)
          if record.appliedStyle != id {
            if id != lastStyle.id { lastStyle = style(withID: id) }
            applyRecord(record, to: object, style: lastStyle)
          }
          if isNew { resolver.keep(object) }
        }
      }
    }
    scheduler.leave()
    // The pass read the tree: a root learnt earlier may have been inserted since.
    subtree.rereadTopsAtNextWalk()
    // Only the outermost pass retires records, so that no caller is left holding a stale one.
    if scheduler.depth == 0 {
      if !bindingsReplacedInUserCode.isEmpty { reapplyBindingsReplacedInUserCode() }
      if !deadPositions.isEmpty { table.retireDeadRecords(at: deadPositions) }
      releaseRetiredSlots()
    }
  }

  /// Gives back the references of the slots that left their records, with what their providers
  /// capture. Called only when no pass or provider is running, and outside any access to the
  /// table: what a provider captures may theme objects as it goes.
  func releaseRetiredSlots() {
    for slot in table.takeRetiredSlots() { slot.release() }
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
      for slot in overflow {
        applySlot(slot, of: record, since: version, to: node, style: style)
      }
    }
    if catchingUp { catchUp(record, to: node, after: style) }
  }

  /// Applies `slot` unless the app's code, run by an earlier slot, applied the record with
  /// another style or removed the slot since `version`.
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

  /// After bindings of `record` were applied with `style`: if the app's code applied the record
  /// with another style meanwhile (a provider that moved or pinned its own node, then refreshed
  /// it or bound another of its properties), that application is newer, and the values just
  /// written overwrote some of it, so the record is applied once more with that style. That
  /// application does not catch up again: a provider that re-applies its own node on every call
  /// recurses by itself anyway.
  func catchUp(_ record: NodeRecord, to node: AnyObject, after style: ResolvedStyle) {
    guard record.appliedStyle != style.id && record.appliedStyle > 0 else { return }
    applyRecord(
      record, to: node, style: styles.style(withID: record.appliedStyle), catchingUp: false)
  }
}
