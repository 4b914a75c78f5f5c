extension ThemeEngine {
  /// The node's own override.
  func overrideStyle(of node: any ThemeNode) -> ThemeStyle? {
    pins.style(of: node)?.style
  }

  /// The live pinned nodes and their overrides.
  func pinnedNodes() -> [(node: any ThemeNode, style: ThemeStyle)] {
    pins.livePins()
  }

  /// Pins `node` and its subtree to `style`, or clears its pin, and re-applies what changed.
  /// What the change does to the node beyond its providers is the manager's to decide
  /// (``ThemeManager/setOverrideStyle(_:of:)``).
  ///
  /// - Returns: Whether the override changed.
  @discardableResult
  func setOverride(_ style: ThemeStyle?, of node: any ThemeNode) -> Bool {
    let replaced = pins.style(of: node)
    guard replaced?.style != style else { return false }
    pins.set(style.map { styles.resolved($0) }, of: node)
    applyTreeChange(at: node, replacingPin: replaced?.id)
    return true
  }

  /// Re-resolves `node` and its tracked descendants after it moved to another parent.
  func nodeDidMove(_ node: any ThemeNode) {
    // Linked now even when the re-resolution waits, so that later toggles find the node.
    linkIntoSubtreeIndex(node)
    table.noteNodesReported()
    applyTreeChange(at: node, replacingPin: nil)
  }

  /// Re-applies what a change of the tree at `node` changed: at once when no provider is
  /// running; otherwise by a pass over every node once they are done. `replacedPin` is the
  /// style of the pin the change replaced or cleared at `node`, if any.
  private func applyTreeChange(at node: any ThemeNode, replacingPin replacedPin: StyleID?) {
    guard scheduler.canApplyTreeChangeNow else {
      requestPassReadingTheTree()
      return
    }
    reapplyAfterTreeChange(at: node, replacingPin: replacedPin)
  }

  /// Re-resolves what an override set or cleared at `node`, or a move of `node`, may have
  /// changed, at once.
  ///
  /// The subtree index knows only the links it has seen. When every tracked class reports its
  /// moves, it has seen every link, and the walk visits just the subtree under `node`.
  /// Otherwise a link may have changed unseen (a themed node put into a container, then the
  /// container inserted under a pin), and the index cannot prove any node outside the walk
  /// unchanged: every tracked node is re-resolved by a pass, which reads the tree as it is.
  private func reapplyAfterTreeChange(at node: any ThemeNode, replacingPin replacedPin: StyleID?) {
    if nodeClasses.allReportMoves && reapplySubtree(of: node, replacingPin: replacedPin) { return }
    // The pass must read the tree: the change is in no record's governor yet.
    governorsAreCurrent = false
    runPassNow()
  }

  /// Runs a pass at once: inside the updates under way when observers of a switch are
  /// running (the pass is over, and the updates take what its providers ask for after it),
  /// otherwise through the scheduler.
  private func runPassNow() {
    if scheduler.isUpdating {
      runPass()
    } else {
      scheduler.needsFullPass = true
      scheduler.runPending(in: self)
    }
  }

  /// Re-applies `root` and every tracked descendant whose effective style changed, found
  /// through the subtree index. Returns `false`, having applied nothing, when neither the
  /// index nor the records' governors can say which nodes changed, so that a pass must read
  /// the tree.
  ///
  /// Every node below `root` inherits `root`'s governor, except one with its own override: it
  /// keeps it, and so does everything below it, so the walk leaves those out. A small subtree
  /// is applied in the walk's order. A large one, while the records' governors are current:
  /// when `root`'s old pin was the only one of its style, the records that named that style
  /// are exactly those below it, and take `root`'s new governor without a walk, for a pass
  /// that trusts governors; otherwise, when no node below `root` is pinned, in the order of
  /// its records' addresses, kept in the subtree's snapshot (see ``SubtreeIndex``), in one
  /// loop over them; otherwise the walk writes the governor into each record, for a pass that
  /// trusts governors.
  func reapplySubtree(of root: any ThemeNode, replacingPin replacedPin: StyleID?) -> Bool {
    // Building the index and resolving `root` read `themeParent`, the app's code: anything
    // that asks for a pass or an override from there gets it after the walk.
    scheduler.enter()
    var index = subtree.takeForWalk(building: table.records) { self.table.record(of: $0) }
    let governor = governor(of: root)
    var plan = LargeSubtreePlan.readTree
    // No pin to look up below the root when the root holds the only one (the usual toggle);
    // otherwise, once the subtree turns out large, one look-up in a small map for every node
    // below the root costs far less than one in the pin table.
    var onlyTheRootIsPinned = pins.isEmpty || (pins.count == 1 && pins.isPinned(root))
    var largeSubtreePins: IdentityMap?
    let outcome = index.walk(
      below: root,
      collectingAtMost: subtreeWalkLimits.linkLimit(trackedCount: table.count),
      isExcluded: { id in
        if onlyTheRootIsPinned { return false }
        if let largeSubtreePins { return largeSubtreePins.value(for: id) != nil }
        return self.pins.hasLivePin(id)
      },
      governorForLargeSubtree: {
        pins.removeDead()
        onlyTheRootIsPinned = pins.isEmpty || (pins.count == 1 && pins.isPinned(root))
        plan = planForLargeSubtree(governedBy: governor, replacingPin: replacedPin)
        guard case .assign(let governor) = plan else { return nil }
        if !onlyTheRootIsPinned { largeSubtreePins = pins.styleMap() }
        return (governor, excludesNone: onlyTheRootIsPinned)
      })
    putBackSubtreeIndex(index)
    scheduler.leave()
    let rootRecord = table.record(of: root)
    switch outcome {
    case .collected(let descendants):
      scheduler.runningUserCode(in: self) {
        let style = style(governedBy: governor)
        if let rootRecord { reapply(rootRecord, to: root, governedBy: governor, style: style) }
        applyDescendants(descendants, governedBy: governor, style: style)
      }
    case .assigned:
      rootRecord?.governor = governor
      runPassNow()
    case .tooLarge:
      guard case .replace(let old) = plan else { return false }
      if pins.isEmpty {
        // The last pin is gone, and with it every governor but the current style: the pass
        // re-points every record as it goes.
        governorsAreCurrent = false
        governorsAwaitReset = true
      } else {
        table.replaceGovernor(old, with: governor)
      }
      runPassNow()
    }
    return true
  }

  /// How a pass that trusts the records' governors learns a large subtree's new governor.
  private enum LargeSubtreePlan {
    /// The walk writes the governor into every record below the root.
    case assign(StyleID)
    /// Every record that names this style as its governor is below the root: its old pin was
    /// the only one of that style.
    case replace(StyleID)
    /// The governors are not current: a pass reads the tree.
    case readTree
  }

  /// Decides, once a subtree turned out large, how its records learn `governor`. Costs a look
  /// at every pin, as much as a pass over a large subtree can afford, and nothing for the small
  /// subtrees that are changed one after another (a list whose cells each pin their style).
  private func planForLargeSubtree(
    governedBy governor: StyleID,
    replacingPin replacedPin: StyleID?
  ) -> LargeSubtreePlan {
    // Asked after the app's code that resolved the root, which may have made them stale. A
    // pinned node that died since the last pass left stale governors below it too, anywhere
    // in the tree, which a subtree applied without a pass would not mend.
    guard governorsAreCurrent && !pins.hasDroppedDeadPins else { return .readTree }
    if let replacedPin, !pins.hasLivePin(styled: replacedPin) { return .replace(replacedPin) }
    return .assign(governor)
  }

  /// Gives each record its governor, and applies it if it shows another style: a loop as tight
  /// as a pass's, since a large subtree's records come here too. A record the table has
  /// dropped since is left by its dead node, or has no binding left to apply.
  private func applyDescendants(
    _ records: ContiguousArray<NodeRecord>,
    governedBy governor: StyleID,
    style: ResolvedStyle
  ) {
    for position in records.indices {
      let record = records[position]
      record.governor = governor
      guard record.appliedStyle != style.id, let node = record.node else { continue }
      applyRecord(record, to: node, style: style)
    }
  }

  /// Gives `record` its governor, and applies it if it shows another style.
  private func reapply(
    _ record: NodeRecord,
    to knownNode: AnyObject?,
    governedBy governor: StyleID,
    style: ResolvedStyle
  ) {
    record.governor = governor
    guard record.appliedStyle != style.id, let node = knownNode ?? record.node else { return }
    applyRecord(record, to: node, style: style)
  }

  /// Keeps the subtree index, once built, up to date with newly tracked or refreshed nodes;
  /// drops it when it holds far more links than there are tracked nodes, to be rebuilt from
  /// the live ones when next needed.
  ///
  /// The index is out of its property while it grows, as during a walk: linking reads
  /// `themeParent`, the app's code. A node tracked from there cannot be linked into it, so it is
  /// marked out of date and dropped afterwards; a pass or override asked for from there waits.
  func linkIntoSubtreeIndex(_ node: any ThemeNode) {
    // Asked first, so that an engine with no index (no override yet) does not handle an absent
    // one, which is as large as an index.
    guard subtree.isBuilt || subtree.isInUse, var index = subtree.takeForLink() else { return }
    scheduler.enter()
    index.link(node) { self.table.record(of: $0) }
    putBackSubtreeIndex(index.linkCount <= 2 * table.count + 1024 ? index : nil)
    scheduler.leave()
  }

  /// Ends a use of the subtree index that took it out of its property: puts `index` back,
  /// unless something that should have changed it happened meanwhile.
  private func putBackSubtreeIndex(_ index: SubtreeIndex?) {
    // Linking stopped partway up a chain: the nodes below it may miss an override above.
    if subtree.putBack(index) {
      governorsAreCurrent = false
      report(.parentCycle(limit: Self.parentWalkLimit))
    }
  }
}
