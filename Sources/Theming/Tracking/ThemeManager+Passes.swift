/// A style together with the manager's interned number for it.
struct ResolvedStyle: Equatable {
  let style: ThemeStyle
  let id: StyleID
}

extension ThemeManager {
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
  /// With overrides present it resolves each node as it meets it, from its own override or its
  /// parent's style, and applies it at once, while the node is in the processor's caches. A
  /// parent the pass met earlier left its style behind (see ``PassResolver``), so most nodes cost
  /// a read of their parent and three look-ups in small tables (pins, recent styles, and the
  /// parent's record when the first two miss) beyond the pass without overrides. (Resolving
  /// a run of nodes and then applying it, as this pass did before, cost more in the second
  /// walk over the run than it saved.)
  ///
  /// The app's code (providers, `themeParent`) runs between nodes. A node it moves without a
  /// report is resolved by a later pass, as for any unreported move. A record it makes, in place
  /// of a dead one or at the end, was applied when it was made, and the pass leaves it.
  func reconcile() {
    removeDeadPins()
    passDepth += 1
    let count = table.count
    var deadRecords = 0
    // Read from a constant copy of the array, which keeps every record alive, so that a record
    // is not counted up and down around the app's code. (A provider that tracks a node while
    // this runs makes the table copy its array, once.)
    let records = table.records
    if pins.isEmpty {
      for position in 0..<count {
        let record = records[position]
        guard let node = record.node else {
          deadRecords += 1
          continue
        }
        if record.appliedStyle != current.id {
          applyRecord(record, to: node, style: current)
        }
      }
    } else {
      var resolver = PassResolver(manager: self)
      for position in 0..<count {
        let record = records[position]
        guard let node = record.node else {
          // A dead record's style from an earlier pass must not pass for the style of a new
          // object at its address. (Only a style: a record replaced while the pass runs is
          // still in this copy of the array, and stays marked as retired.)
          if record.resolvedStyle > 0 { record.resolvedStyle = 0 }
          deadRecords += 1
          continue
        }
        let resolved = resolver.style(of: node, at: position)
        record.resolvedStyle = resolved
        if record.appliedStyle != resolved {
          applyRecord(record, to: node, style: style(withID: resolved))
        }
      }
    }
    passDepth -= 1
    // Only the outermost pass compacts, so no caller is left holding a stale position.
    if passDepth == 0 {
      if !bindingsReplacedInUserCode.isEmpty { reapplyBindingsReplacedInUserCode() }
      table.releaseRetiredSlots()
      if deadRecords > 0 { table.removeDeadRecords() }
    }
  }
}

/// Resolves effective styles during a pass with overrides, so that the pass reads each part of
/// the tree once.
///
/// A tracked node's style is left, when the pass meets it, in a small cache of recent nodes
/// (``RecentStyles``) and in its record's `resolvedStyle`. A child looks for its parent's style
/// in the cache first (usually there, as a parent is usually met shortly before its children),
/// then in the parent's record, found by identity, if the pass has already met it. Styles of
/// ancestors found by walking up (untracked nodes, and tracked ones the pass has not reached)
/// are remembered by identity in `memo`.
///
/// An identity stands for one object only while no object is freed and its address given to
/// another, which only the app's code can do; the pass does not keep the nodes it met alive.
/// An object at a reused address matters only if a node is under it, which for a node the pass
/// has not met yet means the app moved it: a move it did not report is resolved by a later pass,
/// as any unreported move is. So as soon as the app's code has tracked nodes or reported any
/// (``NodeTable/identityEpoch``), the resolver trusts only the records it meets from then on,
/// and forgets what else it found. Every pin it finds is checked against the live pins.
@MainActor
struct PassResolver {
  private let current: StyleID
  /// The pins when the pass began. A pin set or changed while the pass runs waits for the pass
  /// that follows it (`setOverrideStyle(_:of:)` asks for one); a pin cleared meanwhile, or left
  /// by a node that died, is no longer used (see ``pin(of:)``).
  private let pins: IdentityMap
  private var memo = IdentityMap(capacity: 0)
  private var recent: RecentStyles
  private var path: [ObjectIdentifier] = []
  /// Records before this position were resolved before the app last tracked or reported nodes.
  private var trustedFrom = 0
  private var epoch: Int
  private let manager: ThemeManager

  init(manager: ThemeManager) {
    self.manager = manager
    self.current = manager.current.id
    self.pins = manager.pinnedStyleMap()
    self.epoch = manager.table.identityEpoch
    self.recent = RecentStyles(capacity: manager.table.count)
  }

  /// The style of `node`, whose record is at `position`.
  mutating func style(of node: AnyObject, at position: Int) -> StyleID {
    let style = unremembered(node, at: position)
    recent.set(style, for: ObjectIdentifier(node))
    return style
  }

  private mutating func unremembered(_ node: AnyObject, at position: Int) -> StyleID {
    // The parent first: reading it runs the app's code, after which what identities stood for
    // is checked, once for the providers that ran before and for `themeParent`.
    let parent = manager.parentOf(node)
    forgetIfTracked(at: position)
    if let pinned = pin(of: node) { return pinned }
    guard let parent else { return current }
    let parentID = ObjectIdentifier(parent)
    if let style = recent.style(of: parentID) { return style }
    return unrecent(parent, at: position)
  }

  /// The style of `parent`, which is not among the recent styles. Kept apart from the common
  /// path, which then handles `parent` only by identity. `parent` is looked up before the walk
  /// (whose first step would look it up again) because it is usually found, in its record, and
  /// the walk's set-up then costs more than the second look-up: leaving it to the walk, or
  /// keeping the walk itself out of line instead, made a 1k pass with overrides 5 % slower.
  @inline(never)
  private mutating func unrecent(_ parent: any ThemeNode, at position: Int) -> StyleID {
    known(parent, before: position) ?? walk(from: parent, at: position)
  }

  /// The style `object` is pinned to, if any. An identity found among the pins is checked
  /// against the live pin every time: the app's code (a provider, a `themeParent`) may have freed
  /// the pinned node and made another object at its address, without tracking anything. Only
  /// pinned identities get that far, so the check costs a pass little.
  private func pin(of object: AnyObject) -> StyleID? {
    guard let style = pins.value(for: ObjectIdentifier(object)), manager.isPinned(object) else {
      return nil
    }
    return style
  }

  /// The style found for an ancestor earlier in this pass, if any.
  private func known(_ object: AnyObject, before position: Int) -> StyleID? {
    if let pinned = pin(of: object) { return pinned }
    let id = ObjectIdentifier(object)
    return manager.table.resolvedStyle(of: id, in: trustedFrom..<position) ?? memo.value(for: id)
  }

  /// Walks up from `node` to the first ancestor whose style is known, then remembers that style
  /// for every node on the way.
  private mutating func walk(from node: any ThemeNode, at position: Int) -> StyleID {
    var result = current
    var cursor: (any ThemeNode)? = node
    path.removeAll(keepingCapacity: true)
    while let step = cursor {
      let id = ObjectIdentifier(step)
      if let found = known(step, before: position) {
        result = found
        break
      }
      path.append(id)
      if path.count > ThemeManager.parentWalkLimit {
        manager.report(.parentCycle(limit: ThemeManager.parentWalkLimit))
        break
      }
      cursor = step.themeParent
      forgetIfTracked(at: position)
    }
    for id in path {
      memo.set(result, for: id)
    }
    return result
  }

  /// Forgets what identities stood for if the app's code has tracked or reported nodes since
  /// the last call.
  private mutating func forgetIfTracked(at position: Int) {
    guard manager.table.identityEpoch != epoch else { return }
    epoch = manager.table.identityEpoch
    trustedFrom = position
    memo = IdentityMap(capacity: 0)
    recent.forgetAll()
  }
}
