extension ThemeEngine {
  /// The nearest override from `node` up through its parents, else the current style.
  func effectiveStyle(of node: any ThemeNode) -> ResolvedStyle {
    if pins.isEmpty { return current }
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let step = cursor {
      if let style = pins.style(of: step) { return style }
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
  /// parent's record when the first two miss) beyond the pass without overrides.
  ///
  /// The app's code (providers, `themeParent`) runs between nodes. A node it moves without a
  /// report is resolved by a later pass, as for any unreported move. A record it makes, in place
  /// of a dead one or at the end, was applied when it was made, and the pass leaves it.
  func runPass() {
    pins.removeDead()
    scheduler.enter()
    let count = table.count
    var deadRecords = 0
    // Read from a constant copy of the array, which keeps every record alive, so that a record
    // is not counted up and down around the app's code. (A provider that tracks a node while
    // this runs makes the table copy its array, once.)
    let records = table.records
    // Read once: the style stays current for the whole pass (a switch asked for meanwhile
    // waits for it), and reading the property per node would count a long name up and down.
    let current = self.current
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
      var resolver = PassResolver(engine: self)
      // The last override style applied, kept so that its name is copied once per change of
      // style, not once per node.
      var lastPinned = current
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
          if resolved == current.id {
            applyRecord(record, to: node, style: current)
          } else {
            if resolved != lastPinned.id { lastPinned = styles.style(withID: resolved) }
            applyRecord(record, to: node, style: lastPinned)
          }
        }
      }
    }
    scheduler.leave()
    // Only the outermost pass compacts, so no caller is left holding a stale position.
    if scheduler.depth == 0 {
      if !bindingsReplacedInUserCode.isEmpty { reapplyBindingsReplacedInUserCode() }
      table.releaseRetiredSlots()
      if deadRecords > 0 { table.removeDeadRecords() }
    }
  }
}
