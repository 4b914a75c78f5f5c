/// Child links learnt from the tree, so that setting or clearing an override, or a reported
/// move, finds the tracked descendants of a node without scanning every tracked node.
///
/// Nodes only know their parents, so the links are learnt: when the index is first needed,
/// from every tracked node's chain of parents, and after that from each node as it is tracked,
/// refreshed or reported moved. The engine uses the index only while every tracked class
/// reports its moves (``ThemeEngine/reapplyAfterTreeChange(at:replacingPin:)``), and then
/// trusts it: a move changes a link only through a report, and the report relinks the node. So
/// a walk follows the links without loading a node or reading `themeParent`, and runs none of
/// the app's code.
///
/// Each link holds the number of its child's own list of children, and the child's record, so
/// that a walk goes down the lists without searching a map: a cache miss per node in a large
/// tree. Both are kept exact: a node has a link in one list only (linking it under another
/// parent takes it out of the old parent's list), the list that gives a node its first child
/// gives that link the number at once, and linking a node again refreshes its record.
@MainActor
struct SubtreeIndex {
  /// ``Child/ownList`` of a node that has no list: it is a leaf as far as links go.
  nonisolated static let noList: Int32 = -1

  private struct Link {
    weak var node: (any ThemeNode)?
    let parent: ObjectIdentifier?
    /// Where the link sits in its parent's list, so that taking it out costs the same in a
    /// list of any length.
    var position: Int32
  }

  private struct Child {
    let id: ObjectIdentifier
    /// The number of the node's own list of children, or ``SubtreeIndex/noList``.
    var ownList: Int32
    /// The node's record, `nil` for an untracked node; a record the table has dropped since
    /// (``NodeRecord/isRetired``) means the node is no longer tracked, or has died.
    var record: NodeRecord?
  }

  private struct ChildList {
    let owner: ObjectIdentifier
    /// The object the list belongs to: an identity names an object only while it lives, and a
    /// list whose owner has died must not pass for the list of a new object at its address.
    weak var ownerObject: AnyObject?
    var children: [Child]
    /// The last walk that read the list (see ``SubtreeIndex/walks``).
    var walk: UInt32 = 0
  }

  /// The children learnt for each parent: `childLists[childListIndex[parent]]`.
  private var childLists: [ChildList] = []
  private var childListIndex = IdentityMap(capacity: 0)
  private var links: [ObjectIdentifier: Link] = [:]
  /// Counts the walks, so that a walk reads each list once, even when lists loop. Not private
  /// so that a test can make it run out.
  var walks: UInt32 = 0

  var linkCount: Int { links.count }

  /// The order of the last large subtree a walk gave a governor, while no link has changed
  /// since (every change of the links drops it).
  private(set) var snapshot: SubtreeSnapshot?

  /// Set when a chain of parents did not end within ``ThemeEngine/parentWalkLimit`` steps, so
  /// that the nodes above where linking stopped are not linked: the engine reports it (and
  /// clears it).
  var reachedWalkLimit = false

  /// Makes an index from the chains of parents of the nodes of `records`.
  init(
    linking records: some Sequence<NodeRecord>,
    recordOf: (any ThemeNode) -> NodeRecord?
  ) {
    for record in records {
      if let node = record.node as? any ThemeNode {
        link(node, recordOf: recordOf)
      }
    }
  }

  /// Records the links from `node` up to the first ancestor whose link is already known and
  /// current.
  mutating func link(_ node: any ThemeNode, recordOf: (any ThemeNode) -> NodeRecord?) {
    snapshot = nil
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let current = cursor, steps < ThemeEngine.parentWalkLimit {
      let id = ObjectIdentifier(current)
      let parent = current.themeParent
      let parentID = parent.map(ObjectIdentifier.init)
      if let known = links[id] {
        if known.node === current && known.parent == parentID {
          refreshRecord(of: id, at: Int(known.position), under: parentID, recordOf(current))
          return
        }
        // The node moved, or died and another took its address: its old link goes.
        if let oldParent = known.parent {
          unlist(id, at: Int(known.position), from: oldParent)
        }
        links[id] = nil
      }
      if let parent, let parentID {
        let child = Child(
          id: id, ownList: list(of: current, id: id) ?? Self.noList,
          record: recordOf(current))
        if let list = list(of: parent, id: parentID) {
          links[id] = Link(
            node: current, parent: parentID,
            position: Int32(childLists[Int(list)].children.count))
          childLists[Int(list)].children.append(child)
        } else {
          links[id] = Link(node: current, parent: parentID, position: 0)
          let list = Int32(childLists.count)
          childListIndex.set(list, for: parentID)
          childLists.append(ChildList(owner: parentID, ownerObject: parent, children: [child]))
          giveList(list, toLinksOf: parentID)
        }
        cursor = parent
      } else {
        links[id] = Link(node: current, parent: nil, position: 0)
        cursor = nil
      }
      steps += 1
    }
    if cursor != nil { reachedWalkLimit = true }
  }

  /// The list of children of `object`, whose identity is `id`. A list left by a dead object at
  /// the same address is emptied first and given to `object`: the dead object's children have
  /// no parent now, and `object` has none of them.
  private mutating func list(of object: AnyObject, id: ObjectIdentifier) -> Int32? {
    guard let list = childListIndex.value(for: id) else { return nil }
    let position = Int(list)
    if childLists[position].ownerObject !== object {
      snapshot = nil
      if let known = links[id], known.node !== object {
        if let parent = known.parent { unlist(id, at: Int(known.position), from: parent) }
        links[id] = nil
      }
      for index in childLists[position].children.indices {
        let child = Self.peek(at: index, in: childLists[position].children).id
        if links[child]?.parent == id { links[child] = nil }
      }
      childLists[position].children.removeAll()
      childLists[position].ownerObject = object
    }
    return list
  }

  /// Takes the link to `id` out of the list of `parent`, where its link says it sits, moving
  /// the list's last link into its place.
  ///
  /// Every link in a list has its entry in `links`, naming the list's owner and the link's
  /// position: links are added and moved only here and in ``link(_:recordOf:)``, which keep
  /// both sides. A link that is not where its entry says is no longer in the list.
  private mutating func unlist(
    _ id: ObjectIdentifier,
    at position: Int,
    from parent: ObjectIdentifier
  ) {
    guard let list = childListIndex.value(for: parent).map(Int.init),
      position < childLists[list].children.count,
      Self.peek(at: position, in: childLists[list].children).id == id
    else { return }
    let last = childLists[list].children.count - 1
    if position != last {
      childLists[list].children.swapAt(position, last)
      let moved = Self.peek(at: position, in: childLists[list].children).id
      if links[moved]?.parent == parent { links[moved]?.position = Int32(position) }
    }
    childLists[list].children.removeLast()
  }

  /// Keeps the record of the link to `id` in its parent's list current: the node may have been
  /// linked before it was tracked, or tracked again under a new record.
  private mutating func refreshRecord(
    of id: ObjectIdentifier,
    at position: Int,
    under parent: ObjectIdentifier?,
    _ record: NodeRecord?
  ) {
    guard let parent, let list = childListIndex.value(for: parent).map(Int.init),
      position < childLists[list].children.count,
      Self.peek(at: position, in: childLists[list].children).id == id,
      childLists[list].children[position].record !== record
    else { return }
    childLists[list].children[position].record = record
  }

  /// Gives `id`'s new list of children, `list`, to the link to `id` in its parent's list.
  private mutating func giveList(_ list: Int32, toLinksOf id: ObjectIdentifier) {
    guard let link = links[id], let parent = link.parent,
      let parentList = childListIndex.value(for: parent).map(Int.init)
    else { return }
    let position = Int(link.position)
    guard position < childLists[parentList].children.count,
      Self.peek(at: position, in: childLists[parentList].children).id == id
    else { return }
    childLists[parentList].children[position].ownList = list
  }

  /// Reads a link's identity, list number and record in place; the record is borrowed.
  /// Reading through a subscript would copy the link, its record counted up and down. Not
  /// isolated, so that the closure it hands the standard library needs no run-time isolation
  /// check.
  private nonisolated static func peek(at position: Int, in list: [Child]) -> (
    id: ObjectIdentifier, ownList: Int32, record: Unmanaged<NodeRecord>?
  ) {
    list.withUnsafeBufferPointer { buffer in
      // Callers pass positions below the list's count.
      let child = buffer.baseAddress.unsafelyUnwrapped + position
      return (
        child.pointee.id, child.pointee.ownList, child.pointee.record.map { .passUnretained($0) }
      )
    }
  }

  /// What ``walk(below:collectingAtMost:isExcluded:governorForLargeSubtree:)`` did.
  enum WalkOutcome {
    /// The records of the tracked descendants, to apply in this order: parents before
    /// children in a small subtree, in the order of their addresses in a large one.
    case collected(ContiguousArray<NodeRecord>)
    /// The links below the root outnumbered the limit, `isExcluded` left some node out, and
    /// every other tracked descendant's record was given the governor instead.
    case assigned
    /// The links below the root outnumbered the limit, and there was no governor to give: the
    /// walk stopped there, having changed nothing.
    case tooLarge
  }

  /// Visits the tracked descendants of `root` (not `root` itself), leaving out every node that
  /// `isExcluded` names and everything below it.
  ///
  /// While the links read number at most `limit`, it collects the descendants' records, parents
  /// before children, for the caller to apply in that order. Past the limit, applying in the
  /// walk's order would cost more than a pass over the table, whose records lie in memory in
  /// the order it reads them. The walk then asks `governorForLargeSubtree` (once); given `nil`,
  /// it stops. Given a governor, it takes a ``SubtreeSnapshot`` of the subtree and keeps it:
  /// the next large change at the same root, while no link has changed, reads the snapshot and
  /// no child list. When `isExcluded` leaves out no node (the answer can say so, sparing the
  /// question about every node), it collects the descendants' records in the order of their
  /// addresses; otherwise it writes the governor into the record of every node not left out,
  /// so that a pass that trusts records' governors applies them.
  ///
  /// It reads only the index and the records' `isRetired`, and holds each record it returns.
  /// A node that has died is left out by its record (dropped with it) or, if untracked, has
  /// no tracked node below it that did not move away, and so be reported. A governor written
  /// into a dropped record is never read.
  mutating func walk(
    below root: AnyObject,
    collectingAtMost limit: Int,
    isExcluded: (ObjectIdentifier) -> Bool,
    governorForLargeSubtree: () -> (governor: StyleID, excludesNone: Bool)?
  ) -> WalkOutcome {
    guard let rootList = list(of: root, id: ObjectIdentifier(root)) else { return .collected([]) }
    if let snapshot, snapshot.isOfSubtree(of: root) {
      guard let (governor, excludesNone) = governorForLargeSubtree() else { return .tooLarge }
      return Self.largeChange(
        below: snapshot, governor: governor, excludesNone: excludesNone, isExcluded: isExcluded)
    }
    startWalk()
    var found: ContiguousArray<NodeRecord> = []
    var pending = [rootList]
    var linksRead = 0
    while let list = pending.popLast().map(Int.init) {
      guard childLists[list].walk != walks else { continue }
      childLists[list].walk = walks
      linksRead += childLists[list].children.count
      if linksRead > limit {
        guard let (governor, excludesNone) = governorForLargeSubtree() else { return .tooLarge }
        let taken = takeSnapshot(below: root, list: rootList)
        snapshot = taken
        return Self.largeChange(
          below: taken, governor: governor, excludesNone: excludesNone, isExcluded: isExcluded)
      }
      for position in childLists[list].children.indices {
        let (id, ownList, record) = Self.peek(at: position, in: childLists[list].children)
        guard !isExcluded(id) else { continue }
        if let record, !Self.isRetired(record) { found.append(record.takeUnretainedValue()) }
        if ownList != Self.noList { pending.append(ownList) }
      }
    }
    return .collected(found)
  }

  /// A large change below the root of `snapshot`. When `isExcluded` leaves out none of its
  /// nodes (`excludesNone` says so without asking about each), their records in the order of
  /// their addresses, for the caller to apply: one pass over the subtree's records, in the
  /// order memory is laid out. Otherwise `governor` written into the record of every node it
  /// does not leave out (in the subtree's order, skipping what is left out), for a pass that
  /// trusts governors to apply.
  private static func largeChange(
    below snapshot: SubtreeSnapshot,
    governor: StyleID,
    excludesNone: Bool,
    isExcluded: (ObjectIdentifier) -> Bool
  ) -> WalkOutcome {
    if excludesNone || !snapshot.leavesOutAny(isExcluded) {
      return .collected(snapshot.recordsByAddress)
    }
    snapshot.assign(governor, isExcluded: isExcluded)
    return .assigned
  }

  /// Counts a new walk, so that the lists it reads are told from those read before.
  private mutating func startWalk() {
    walks &+= 1
    if walks == 0 {
      // After four billion walks: forget the old marks, so that none passes for this walk's.
      for list in childLists.indices { childLists[list].walk = 0 }
      walks = 1
    }
  }

  /// Every node below `root`, whose list of children is `rootList`, in depth-first order with
  /// where each one's subtree ends. Reads each list once, even when lists loop, and no record.
  private mutating func takeSnapshot(below root: AnyObject, list rootList: Int32)
    -> SubtreeSnapshot
  {
    startWalk()
    var snapshot = SubtreeSnapshot(root: root)
    // Each frame is a list being read, the next link to read in it, and the position of the
    // node it belongs to (-1 for the root, which is not in the snapshot).
    var frames: [(list: Int, next: Int, owner: Int)] = [(Int(rootList), 0, -1)]
    childLists[Int(rootList)].walk = walks
    while let frame = frames.last {
      guard frame.next < childLists[frame.list].children.count else {
        frames.removeLast()
        if frame.owner >= 0 { snapshot.close(frame.owner) }
        continue
      }
      frames[frames.count - 1].next += 1
      let (id, ownList, record) = Self.peek(at: frame.next, in: childLists[frame.list].children)
      // The index holds the record: it is alive until `finish()` holds it too.
      let position = snapshot.append(id, record: record)
      if ownList != Self.noList && childLists[Int(ownList)].walk != walks {
        childLists[Int(ownList)].walk = walks
        frames.append((Int(ownList), 0, position))
      }
    }
    snapshot.finish()
    return snapshot
  }

  /// Whether the table has dropped `record`, read without counting it. Not isolated: a closure
  /// written on the main actor and handed to the standard library would check its isolation at
  /// run time.
  private nonisolated static func isRetired(_ record: Unmanaged<NodeRecord>) -> Bool {
    record._withUnsafeGuaranteedRef { $0.isRetired }
  }
}
