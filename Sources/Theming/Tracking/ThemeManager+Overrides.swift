/// A node's own override, held weakly so that a pin never keeps its node alive.
struct Pin {
  weak var node: (any ThemeNode)?
  var style: ResolvedStyle
}

extension ThemeManager {
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
    guard passDepth == 0 && (!isUpdating || isAnnouncing) else {
      // Providers are running: re-resolve everything once they are done.
      needsReconcile = true
      return
    }
    reapplyAfterTreeChange(at: node)
  }

  /// Re-resolves what an override set or cleared at `node`, or a move of `node`, may have
  /// changed, at once.
  ///
  /// The subtree index knows only the links it has seen. When every tracked class reports its
  /// moves, it has seen every link, and the walk visits just the subtree under `node`.
  /// Otherwise a link may have changed unseen (a themed node put into a container, then the
  /// container inserted under a pin), and the index cannot prove any node outside the walk
  /// unchanged: every tracked node is re-resolved by a pass, which reads the tree as it is.
  func reapplyAfterTreeChange(at node: any ThemeNode) {
    if nodeClasses.allSatisfy(\.reportsMoves) {
      reapplySubtree(of: node)
    } else if isUpdating {
      // Observers of a switch are running (the pass is over): the pass runs now, inside the
      // updates under way, which take what its providers ask for after it.
      reconcile()
    } else {
      needsReconcile = true
      runPendingUpdates()
    }
  }

  /// Re-applies `root` and every tracked descendant whose effective style changed, found
  /// through the subtree index rather than by resolving every tracked node.
  func reapplySubtree(of root: any ThemeNode) {
    removeDeadPins()
    // The walk reads `themeParent`, the app's code: anything that asks for a pass or an
    // override from there gets it after the walk, which so uses one index from start to end.
    passDepth += 1
    subtreeIndexInUse = true
    var index = subtreeIndex ?? makeSubtreeIndex()
    subtreeIndex = nil
    let pinned = pinnedStyleMap()
    let rootStyle = effectiveStyle(of: root)
    // The nodes to re-apply, in the order the walk found them, each moved in by the walk with
    // the style it inherits, as a number.
    var work: [(record: NodeRecord, node: AnyObject, carried: StyleID)] = []
    let rootRecord = table.record(of: root)
    if let rootRecord, rootRecord.appliedStyle != rootStyle.id {
      work.append((rootRecord, root, rootStyle.id))
    }
    // Each node inherits its parent's style, except one with its own override: it keeps it,
    // and so does everything below it.
    let recordOf: (any ThemeNode) -> NodeRecord? = { self.table.record(of: $0) }
    let isPinned: (ObjectIdentifier) -> Bool = { pinned.value(for: $0) != nil }
    index.visitDescendants(
      of: root,
      record: rootRecord,
      mark: nextSubtreeWalkMark(),
      carrying: rootStyle.id,
      recordOf: recordOf,
      isExcluded: isPinned,
      keeping: &work
    ) { record, inherited in
      if let record, record.appliedStyle != inherited { return .keep(inherited) }
      return .descend(inherited)
    }
    putBackSubtreeIndex(index)
    passDepth -= 1
    // Taken out of the list one by one, not copied: a copy would count its node up and down,
    // on the node's side table (every tracked node has one). Reversed first, so that taking
    // from the end follows the walk's order, through a buffer pointer, whose swaps move the
    // elements (the array's own `reverse()` copies them).
    work.withUnsafeMutableBufferPointer { $0.reverse() }
    runningUserCode {
      while let item = work.popLast() {
        guard !item.record.isRetired && item.record.appliedStyle != item.carried else { continue }
        applyRecord(item.record, to: item.node, style: style(withID: item.carried))
      }
    }
  }

  /// A value below `-1` that no earlier subtree walk used, for the walk to mark the records
  /// it visits with: marks are never cleared, so each walk needs a new one.
  func nextSubtreeWalkMark() -> StyleID {
    if lastSubtreeWalkMark == StyleID.min {
      // After some two billion walks: forget every mark, so that an old one cannot pass for a
      // new one. The styles passes leave in that field go too; a pass trusts only those it
      // wrote itself.
      for record in table.records where !record.isRetired {
        record.resolvedStyle = 0
      }
      lastSubtreeWalkMark = -1
    }
    lastSubtreeWalkMark -= 1
    return lastSubtreeWalkMark
  }

  private func makeSubtreeIndex() -> SubtreeIndex {
    SubtreeIndex(linking: table.records) { self.table.record(of: $0) }
  }

  /// Keeps the subtree index, once built, up to date with newly tracked or refreshed nodes;
  /// drops it when it holds far more links than there are tracked nodes, to be rebuilt from
  /// the live ones when next needed.
  ///
  /// The index is out of its property while it grows, as during a walk: linking reads
  /// `themeParent`, the app's code. A node tracked from there cannot be linked into it, so it is
  /// marked out of date and dropped afterwards; a pass or override asked for from there waits.
  func linkIntoSubtreeIndex(_ node: any ThemeNode) {
    guard !subtreeIndexInUse else {
      subtreeIndexIsOutOfDate = true
      return
    }
    guard var index = subtreeIndex else { return }
    passDepth += 1
    subtreeIndexInUse = true
    subtreeIndex = nil
    index.link(node) { self.table.record(of: $0) }
    putBackSubtreeIndex(index.linkCount <= 2 * table.count + 1024 ? index : nil)
    passDepth -= 1
  }

  /// Ends a use of the subtree index that took it out of its property: puts `index` back,
  /// unless something that should have changed it happened meanwhile.
  private func putBackSubtreeIndex(_ index: SubtreeIndex?) {
    var index = index
    let reachedWalkLimit = index?.reachedWalkLimit == true
    index?.reachedWalkLimit = false
    subtreeIndex = subtreeIndexIsOutOfDate ? nil : index
    subtreeIndexInUse = false
    subtreeIndexIsOutOfDate = false
    // Linking stopped partway up a chain: the nodes below it may miss an override above.
    if reachedWalkLimit { report(.parentCycle(limit: Self.parentWalkLimit)) }
  }

  /// The node's own override; a pin left by a dead object at the same address is dropped.
  func pinnedStyle(of node: any ThemeNode) -> ResolvedStyle? {
    let id = ObjectIdentifier(node)
    guard let pin = pins[id] else { return nil }
    guard pin.node === node else {
      pins[id] = nil
      return nil
    }
    return pin.style
  }

  /// Whether `object` itself (not a dead node that had its address) has a pin.
  func isPinned(_ object: AnyObject) -> Bool {
    pins[ObjectIdentifier(object)]?.node === object
  }

  /// Drops the overrides of nodes that have died, so that they cost nothing and the fast path
  /// for a tree without overrides comes back.
  func removeDeadPins() {
    // Every pass calls this: rebuild the dictionary only when a pinned node has died.
    var anyDead = false
    for pin in pins.values where pin.node == nil {
      anyDead = true
      break
    }
    if anyDead { pins = pins.filter { $0.value.node != nil } }
  }

  /// The live pins by identity, for a pass or a subtree walk: an identity found is the pinned
  /// object itself while the app's code has not freed it. A pass watches for that as
  /// ``PassResolver`` says; a walk runs only `themeParent` of the app's code, and trusts it not
  /// to free a pinned node. Call after `removeDeadPins()`.
  func pinnedStyleMap() -> IdentityMap {
    // Eight times the room: a pass looks up every node here, and nearly all are absent. In a
    // map as full as usual, the pinned nodes of a subtree, made one after another, fill runs
    // of slots that an absent node's search walks to the end of (a tenth of a 100k-node pass
    // with 307 pinned subtrees, against about 48 KB here, 6 KB before).
    var map = IdentityMap(capacity: pins.count * 8)
    for (id, pin) in pins { map.set(pin.style.id, for: id) }
    return map
  }
}
