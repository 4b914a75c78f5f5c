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
    guard pins.style(of: node)?.style != style else { return false }
    pins.set(style.map { styles.resolved($0) }, of: node)
    applyTreeChange(at: node)
    return true
  }

  /// Re-resolves `node` and its tracked descendants after it moved to another parent.
  func nodeDidMove(_ node: any ThemeNode) {
    // Linked now even when the re-resolution waits, so that later changes find the node.
    linkIntoSubtreeIndex(node)
    applyTreeChange(at: node)
  }

  /// The most links a walk reads before it leaves the change to a pass: a walk meets nodes in
  /// the tree's order, scattered in memory, and a pass in the order they lie there, so a pass
  /// wins once the subtree holds a good part of the table.
  static func walkLimit(trackedCount: Int) -> Int {
    max(trackedCount / 8, 1024)
  }

  /// Re-applies what a change of the tree at `node` changed: at once when no provider is
  /// running; otherwise by a pass over every node once they are done.
  ///
  /// At once, the subtree index finds the tracked nodes below `node`, leaving out those below a
  /// pin of their own, whose style the change cannot reach, and each is resolved against the
  /// tree as it is. A subtree larger than ``walkLimit(trackedCount:)``, or an index that could
  /// not learn every chain, leaves it to a pass.
  private func applyTreeChange(at node: any ThemeNode) {
    guard scheduler.canApplyTreeChangeNow else {
      scheduler.needsFullPass = true
      return
    }
    // Building the index and relinking its tops read `themeParent`, the app's code: anything
    // it asks for waits until the walk is over.
    scheduler.enter()
    var index =
      subtree.takeForWalk() ?? SubtreeIndex(linking: table.records) { table.record(of: $0) }
    index.relinkFreshTops { table.record(of: $0) }
    let onlyTheRootIsPinned =
      pins.isEmpty || (pins.count == 1 && pins.hasLivePin(ObjectIdentifier(node)))
    let descendants =
      index.isIncomplete
      ? nil
      : index.records(
        below: node, readingAtMost: Self.walkLimit(trackedCount: table.count),
        isExcluded: { onlyTheRootIsPinned ? false : pins.hasLivePin($0) })
    putBackSubtreeIndex(index)
    scheduler.leave()
    guard let descendants else {
      runPassNow()
      return
    }
    scheduler.runningUserCode(in: self) {
      var resolver = StyleResolver(engine: self)
      if let record = table.record(of: node) { reapply(record, to: node, using: &resolver) }
      for record in descendants {
        guard let descendant = record.node else { continue }
        reapply(record, to: descendant, using: &resolver)
      }
    }
  }

  /// Applies `record`, whose node is `node`, if its style is not the one it was applied with.
  private func reapply(
    _ record: NodeRecord,
    to node: any ThemeNode,
    using resolver: inout StyleResolver
  ) {
    let id = resolver.style(of: node)
    guard record.appliedStyle != id, !record.isRetired else { return }
    applyRecord(record, to: node, style: style(withID: id))
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

  /// Keeps the subtree index, once built, up to date with a newly tracked, refreshed or moved
  /// node; drops it once it holds far more links than when it was built (the links of dead
  /// nodes stay), to be rebuilt from the live ones when next needed.
  ///
  /// The index is out of its property while it grows: linking reads `themeParent`, the app's
  /// code. A node tracked from there cannot be linked into it, so it is marked out of date and
  /// dropped afterwards; a pass or override asked for from there waits.
  func linkIntoSubtreeIndex(_ node: any ThemeNode) {
    guard var index = subtree.takeForLink() else { return }
    scheduler.enter()
    index.link(node) { table.record(of: $0) }
    putBackSubtreeIndex(index.hasOutgrownItsLinks ? nil : index)
    scheduler.leave()
  }

  /// Ends a use of the subtree index that took it out of its property: puts `index` back,
  /// unless something that should have changed it happened meanwhile. An index that could not
  /// learn a chain is reported, and dropped: the tree changes that follow run passes, which
  /// resolve every node against the tree, until the next one is built.
  private func putBackSubtreeIndex(_ index: SubtreeIndex?) {
    if index?.isIncomplete == true {
      report(.parentCycle(limit: Self.parentWalkLimit))
      subtree.putBack(nil)
    } else {
      subtree.putBack(index)
    }
  }
}
