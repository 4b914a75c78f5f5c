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
  /// With overrides present it works through the table in chunks of ``passChunkSize`` records,
  /// each in two phases: first the chunk's styles are resolved, while no provider runs, holding
  /// each live node; then providers run on the nodes whose style changed, through those
  /// references, while the nodes are still in the processor's caches. Resolving the whole table
  /// first and then loading every node again missed the caches on every node of a large table:
  /// at 100k nodes the pass with overrides took about 10 % longer than it does now.
  ///
  /// Styles found for earlier nodes are reused by identity. Only the app's code (providers, and
  /// `themeParent`) can free an object and give its address to a new one, so as soon as it has
  /// tracked new nodes the pass forgets what it found and resolves the rest afresh. A node
  /// moved by a provider without a report is resolved by a later pass, as for any unreported
  /// move. A record made while providers run was applied when it was made, and is skipped.
  func reconcile() {
    removeDeadPins()
    passDepth += 1
    let count = table.count
    var deadRecords = 0
    if pins.isEmpty {
      for position in 0..<count {
        let record = table.records[position]
        guard let node = record.node else {
          deadRecords += 1
          continue
        }
        if record.appliedStyle != current.id {
          applyRecord(record, to: node, style: current)
        }
      }
    } else {
      var resolver = PassResolver(manager: self, capacity: count)
      var recordsMade = table.madeRecordCount
      let chunkSize = max(1, passChunkSize)
      // The chunk's live nodes, kept from their first load until the chunk's providers ran.
      var held: [AnyObject?] = []
      held.reserveCapacity(min(count, chunkSize))
      for chunkStart in stride(from: 0, to: count, by: chunkSize) {
        let chunk = chunkStart..<min(count, chunkStart + chunkSize)
        for position in chunk {
          if table.madeRecordCount != recordsMade {
            // The app tracked nodes (from a provider or `themeParent`): an address that held
            // a node resolved earlier may now hold another, so forget what was found.
            recordsMade = table.madeRecordCount
            removeDeadPins()
            resolver = PassResolver(manager: self, capacity: count - position)
          }
          guard let object = table.records[position].node else {
            deadRecords += 1
            held.append(nil)
            continue
          }
          let resolved = resolver.style(of: object, parent: parentOf(object))
          // The record is read again, not held across `themeParent`: holding it would count it
          // up and down around the app's code.
          table.records[position].resolvedStyle = resolved
          held.append(consume object)
        }
        for position in chunk {
          let record = table.records[position]
          let resolved = record.resolvedStyle
          record.resolvedStyle = 0
          // A record made in place of a dead one while providers ran holds no resolved style.
          // Taken out of the array, not copied: a copy would count the node up and down again.
          guard resolved > 0 && record.appliedStyle != resolved,
            let node = held[position - chunk.lowerBound].take()
          else { continue }
          applyRecord(record, to: node, style: style(withID: resolved))
        }
        held.removeAll(keepingCapacity: true)
      }
    }
    passDepth -= 1
    // Only the outermost pass compacts, so no caller is left holding a stale position.
    if passDepth == 0 {
      table.releaseRetiredSlots()
      if deadRecords > 0 { table.removeDeadRecords() }
    }
  }
}

/// Resolves effective styles during the first phase of a pass, remembering each node's result
/// so that a pass walks each part of the tree once.
///
/// Only object identities are remembered. An identity stands for one object only while no
/// object is freed and its address given to another, which only the app's code can do: the
/// pass makes a new resolver as soon as the app's code has tracked new nodes (see
/// ``ThemeManager/reconcile()``).
@MainActor
struct PassResolver {
  private let current: ResolvedStyle
  private var pins: IdentityMap
  private var memo: IdentityMap
  private var path: [ObjectIdentifier] = []
  private let manager: ThemeManager

  init(manager: ThemeManager, capacity: Int) {
    self.manager = manager
    self.current = manager.current
    self.memo = IdentityMap(capacity: capacity)
    self.pins = manager.pinnedStyleMap()
  }

  /// The style of `object`, whose parent is `parent`.
  mutating func style(of object: AnyObject, parent: (any ThemeNode)?) -> StyleID {
    // The common case first: a node without its own override whose parent was resolved
    // already (records are kept in the order nodes were first themed, parents usually first).
    let id = ObjectIdentifier(object)
    if let pinned = pins.value(for: id) {
      memo.set(pinned, for: id)
      return pinned
    }
    guard let parent else {
      memo.set(current.id, for: id)
      return current.id
    }
    if let inherited = memo.value(for: ObjectIdentifier(parent)) {
      memo.set(inherited, for: id)
      return inherited
    }
    path.removeAll(keepingCapacity: true)
    path.append(id)
    return walk(from: parent)
  }

  /// Walks up from `node` to the first node whose style is known, then gives that style to
  /// every node on the way (and to those already in `path`).
  private mutating func walk(from node: any ThemeNode) -> StyleID {
    var result = current.id
    var cursor: (any ThemeNode)? = node
    while let step = cursor {
      let id = ObjectIdentifier(step)
      if let known = memo.value(for: id) {
        result = known
        break
      }
      if let pinned = pins.value(for: id) {
        result = pinned
        memo.set(result, for: id)
        break
      }
      path.append(id)
      if path.count > ThemeManager.parentWalkLimit {
        manager.report(.parentCycle(limit: ThemeManager.parentWalkLimit))
        break
      }
      cursor = step.themeParent
    }
    for id in path {
      memo.set(result, for: id)
    }
    return result
  }
}
