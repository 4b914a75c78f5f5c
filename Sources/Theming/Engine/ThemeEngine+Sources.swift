extension ThemeEngine {
  /// Re-applies each binding in this engine whose provider reads from `origin`. Requested
  /// while providers or observers run, it waits for them, like a switch.
  func reapplyBindings(readingFrom origin: ObjectIdentifier) {
    scheduler.pendingOrigins.insert(origin)
    scheduler.runPending(in: self)
  }

  /// Applies the bindings of the sources in `origins`; part of a pass, so user code it runs
  /// holds passes back. Returns whether it found any: an engine that has none does no work,
  /// and a loop needs work that runs the app's code.
  ///
  /// The bindings are found first and applied afterwards, so the app's code may change them in
  /// between: a binding that an earlier provider replaced or removed is skipped (a replacement
  /// applied itself when it was assigned), and each binding is applied with the style its node
  /// has when its turn comes, which a provider that moved and refreshed the node may have
  /// changed.
  func applyBindings(readingFrom origins: Set<ObjectIdentifier>) -> Bool {
    var work: [(record: NodeRecord, node: AnyObject, slot: BindingSlot, version: UInt32)] = []
    for record in table.records {
      guard record.appliedStyle != 0, let node = record.node else { continue }
      for slot in record.slots {
        guard let storage = slot.storage as? any ProviderOrigin,
          storage.origins.contains(where: origins.contains)
        else { continue }
        work.append((record, node, slot, record.version))
      }
    }
    guard !work.isEmpty else { return false }
    scheduler.runningUserCode(in: self) {
      for item in work where item.record.stillHolds(item.slot, since: item.version) {
        item.slot.apply(to: item.node, style: styles.style(withID: item.record.appliedStyle).style)
      }
    }
    return true
  }
}
