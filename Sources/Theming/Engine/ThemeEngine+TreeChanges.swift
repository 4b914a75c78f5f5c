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
  ///
  /// - Returns: Whether the override changed.
  @discardableResult
  func setOverride(_ style: ThemeStyle?, of node: any ThemeNode) -> Bool {
    guard pins.style(of: node)?.style != style else { return false }
    pins.set(style.map { styles.resolved($0) }, of: node)
    (node as? any MoveReportingNode)?.themeOverrideDidChange(to: style)
    applyTreeChange(at: node)
    return true
  }

  /// Re-resolves `node` and its tracked descendants after it moved to another parent.
  func nodeDidMove(_ node: any ThemeNode) {
    // Linked now even when the re-resolution waits, so that later toggles find the node.
    linkIntoSubtreeIndex(node)
    table.noteNodesReported()
    applyTreeChange(at: node)
  }

  /// Re-applies what a change of the tree at `node` changed: at once when no provider is
  /// running; otherwise by a pass over every node once they are done.
  private func applyTreeChange(at node: any ThemeNode) {
    guard scheduler.canApplyTreeChangeNow else {
      requestPassReadingTheTree()
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
    if nodeClasses.allReportMoves && reapplySubtree(of: node) { return }
    // The pass must read the tree: the change is in no record's governor yet.
    if scheduler.isUpdating {
      // Observers of a switch are running (the pass is over): the pass runs now, inside the
      // updates under way, which take what its providers ask for after it.
      governorsAreCurrent = false
      runPass()
    } else {
      requestPassReadingTheTree()
      scheduler.runPending(in: self)
    }
  }

  /// A walk visits at most one tracked node in this many; a larger subtree is re-resolved by a
  /// pass, which costs less per node than a walk.
  static let largestWalkFraction = 8

  /// Subtrees of up to this many links are always walked: in a small tree either costs little.
  static let smallestWalkLimit = 1024

  /// Re-applies `root` and every tracked descendant whose effective style changed, found
  /// through the subtree index rather than by resolving every tracked node. Returns `false`,
  /// having applied nothing, when the subtree is large enough that a pass re-resolves it for
  /// less.
  ///
  /// Every node below `root` inherits `root`'s governor, except one with its own override: it
  /// keeps it, and so does everything below it, so the walk leaves those out.
  func reapplySubtree(of root: any ThemeNode) -> Bool {
    // Building the index and resolving `root` read `themeParent`, the app's code: anything
    // that asks for a pass or an override from there gets it after the walk.
    scheduler.enter()
    var index = subtree.takeForWalk(building: table.records) { self.table.record(of: $0) }
    let governor = governor(of: root)
    let descendants = index.trackedDescendants(
      of: root,
      linksAtMost: max(table.count / Self.largestWalkFraction, Self.smallestWalkLimit),
      isExcluded: { self.pins.hasLivePin($0) })
    putBackSubtreeIndex(index)
    scheduler.leave()
    guard let descendants else { return false }
    let rootRecord = table.record(of: root)
    scheduler.runningUserCode(in: self) {
      let style = style(governedBy: governor)
      if let rootRecord { reapply(rootRecord, to: root, governedBy: governor, style: style) }
      for record in descendants where !record.isRetired {
        reapply(record, to: nil, governedBy: governor, style: style)
      }
    }
    return true
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
    guard var index = subtree.takeForLink() else { return }
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
