#if DEBUG
  extension ThemeEngine {
    /// What breaks the engine's invariants, if anything: the table, its index by identity, the
    /// pins and the subtree index agree. Debug builds only; the model-based test calls it after
    /// every step.
    func invariantViolations() -> [String] {
      var found = table.invariantViolations()
      if let index = subtree.index {
        found += index.invariantViolations(recordOf: { table.record(at: $0) })
      }
      if subtree.isInUse { found.append("the subtree index is still taken out") }
      if scheduler.depth != 0 { found.append("the scheduler's depth is \(scheduler.depth)") }
      for (node, _) in pins.livePins() where pins.style(of: node) == nil {
        found.append("a live pin is not found by its node")
      }
      return found
    }
  }

  extension NodeTable {
    func invariantViolations() -> [String] {
      var found: [String] = []
      var retired = 0
      for (position, entry) in records.enumerated() {
        let record = entry
        if record.isRetired {
          retired += 1
          if !record.slots.isEmpty { found.append("retired record \(position) holds bindings") }
        }
        if record.node != nil, self.record(at: record.identity) !== record {
          found.append("live record \(position) is not found by its identity")
        }
        if let node = record.node, ObjectIdentifier(node) != record.identity {
          found.append("record \(position) holds another object than its identity")
        }
      }
      if retired != retiredCount {
        found.append("\(retired) retired records, counted \(retiredCount)")
      }
      return found
    }
  }

  extension SubtreeIndex {
    /// Checks every link in every list against its entry. `recordOf` gives the table's record
    /// at an identity.
    func invariantViolations(recordOf: (ObjectIdentifier) -> NodeRecord?) -> [String] {
      var found: [String] = []
      for (list, childList) in childListsForChecking.enumerated() {
        guard let owner = childList.owner else { continue }
        for (position, child) in childList.children.enumerated() {
          guard let link = linkForChecking(child.id) else {
            found.append("a child of list \(list) has no link")
            continue
          }
          if link.parent != ObjectIdentifier(owner) || Int(link.position) != position {
            found.append("the link of a child of list \(list) names another place")
          }
          if let record = child.record, !record.isRetired, record.node != nil,
            recordOf(child.id) !== record
          {
            found.append("a child of list \(list) holds a record the table does not")
          }
        }
      }
      return found
    }
  }
#endif
