extension ThemeManager {
  /// Every manager alive, weakly, so that a palette whose contents change can reach the
  /// bindings that read it wherever they are tracked.
  private static var liveManagers: [WeakManager] = []

  private struct WeakManager {
    weak var manager: ThemeManager?
  }

  /// Called once by each manager as it is created.
  static func registerLiveManager(_ manager: ThemeManager) {
    liveManagers.removeAll { $0.manager == nil }
    liveManagers.append(WeakManager(manager: manager))
  }

  /// Re-applies, in every manager, each binding whose provider reads from `origin`, with the
  /// style its node was last applied with.
  static func reapplyBindings(readingFrom origin: ObjectIdentifier) {
    for entry in liveManagers {
      entry.manager?.reapplyBindings(readingFrom: origin)
    }
  }

  /// Re-applies each binding in this manager whose provider reads from `origin`. Requested
  /// while providers or observers run, it waits for them, like a switch.
  func reapplyBindings(readingFrom origin: ObjectIdentifier) {
    pendingOrigins.insert(origin)
    runPendingUpdates()
  }

  /// Applies the bindings of the sources in `origins`; part of a pass, so user code it runs
  /// holds passes back.
  func applyBindings(readingFrom origins: Set<ObjectIdentifier>) {
    var work: [(node: AnyObject, slot: BindingSlot, style: ResolvedStyle)] = []
    for record in table.records {
      guard record.appliedStyle != 0, let node = record.node else { continue }
      for slot in record.slots {
        guard let origin = (slot.storage as? any ProviderOrigin)?.origin,
          origins.contains(origin)
        else { continue }
        work.append((node, slot, style(withID: record.appliedStyle)))
      }
    }
    runningUserCode {
      for item in work { item.slot.apply(to: item.node, style: item.style.style) }
    }
  }
}
