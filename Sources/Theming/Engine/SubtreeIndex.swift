/// Child links recorded from walks up the tree, so that setting or clearing an override finds
/// the tracked descendants of the node without scanning every tracked node.
///
/// Nodes only know their parents, so the links are learnt: when the index is first needed,
/// from every tracked node's chain of parents, and after that from each node as it is
/// tracked, refreshed or reported moved. A link is checked against the tree whenever it is
/// followed (the child must be alive and still name that parent), so dead and moved nodes are
/// dropped as they are met. A link that changed without a report is never seen, so the engine
/// walks the index only while every tracked class reports its moves
/// (``ThemeEngine/reapplyAfterTreeChange(at:)``).
///
/// Each link also holds the number of its child's own list of children, so that a walk goes
/// down the lists without reading a record or searching the identity map: a cache miss per
/// node in a large tree. The number is kept exact: a node has links in one list only (linking
/// it under another parent takes it out of the old parent's list), and the list that gives a
/// node its first child gives that link the number at once.
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
    weak var node: (any ThemeNode)?
    /// The node's identity when the link was made, so that a walk can gather links without
    /// loading their nodes.
    let id: ObjectIdentifier
    /// The number of the node's own list of children, or ``SubtreeIndex/noList``.
    var ownList: Int32
    /// The node's record when the link was made: a cache that spares a table look-up, used
    /// only while it is still the node's live record.
    let record: NodeRecord?
  }

  private struct ChildList {
    let owner: ObjectIdentifier
    var children: [Child]
    /// The last walk that gathered the list's links (see ``SubtreeIndex/walks``), and where
    /// it put them among the walk's candidates.
    var walk: UInt32 = 0
    var firstCandidate: Int32 = 0
    var candidateCount: Int32 = 0
  }

  /// The children learnt for each parent: `childLists[childListIndex[parent]]`.
  private var childLists: [ChildList] = []
  private var childListIndex = IdentityMap(capacity: 0)
  private var links: [ObjectIdentifier: Link] = [:]
  /// Counts the walks, so that a walk knows which lists it has gathered already. Not private
  /// so that a test can make it run out.
  var walks: UInt32 = 0

  var linkCount: Int { links.count }

  /// Set when a chain of parents did not end within ``ThemeManager/parentWalkLimit`` steps, so
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
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let current = cursor, steps < ThemeEngine.parentWalkLimit {
      let id = ObjectIdentifier(current)
      let parent = current.themeParent
      let parentID = parent.map(ObjectIdentifier.init)
      if let known = links[id] {
        if known.node === current && known.parent == parentID { return }
        // The node moved, or died and another took its address: its old link goes.
        if let oldParent = known.parent {
          unlist(id, at: Int(known.position), from: oldParent)
        }
      }
      if let parent, let parentID {
        let child = Child(
          node: current, id: id, ownList: childListIndex.value(for: id) ?? Self.noList,
          record: recordOf(current))
        if let list = childListIndex.value(for: parentID) {
          links[id] = Link(
            node: current, parent: parentID,
            position: Int32(childLists[Int(list)].children.count))
          childLists[Int(list)].children.append(child)
        } else {
          links[id] = Link(node: current, parent: parentID, position: 0)
          let list = Int32(childLists.count)
          childListIndex.set(list, for: parentID)
          childLists.append(ChildList(owner: parentID, children: [child]))
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

  /// Takes the link to `id` out of the list of `parent`, where its link says it sits, moving
  /// the list's last link into its place.
  ///
  /// Every link in a list has its entry in `links`, naming the list's owner and the link's
  /// position: links are added and moved only here, in ``link(_:recordOf:)`` and in
  /// ``pruneStaleLinks(in:)``, which keep both sides. A link that is not where its entry says
  /// is no longer in the list.
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

  /// Reads a link's identity, list number and cached record in place, without loading its
  /// node; the record is borrowed. Reading through an immutable pointer or a subscript would
  /// copy the whole link, weak reference and all: two atomic operations. Not isolated, so that
  /// the closure it hands the standard library needs no run-time isolation check.
  private nonisolated static func peek(at position: Int, in list: [Child]) -> (
    id: ObjectIdentifier, ownList: Int32, record: Unmanaged<NodeRecord>?
  ) {
    list.withUnsafeBufferPointer { buffer in
      // Callers pass positions below the list's count.
      let child = UnsafeMutablePointer(mutating: buffer.baseAddress.unsafelyUnwrapped + position)
      return (
        child.pointee.id, child.pointee.ownList,
        child.pointee.record.map { Unmanaged.passUnretained($0) }
      )
    }
  }

  /// Loads a link's node, in place (see ``peek(at:in:)``).
  private nonisolated static func node(
    at position: Int,
    in list: UnsafeMutablePointer<ChildList>
  ) -> (any ThemeNode)? {
    list.pointee.children.withUnsafeBufferPointer { buffer in
      guard let start = buffer.baseAddress, position < buffer.count else { return nil }
      return UnsafeMutablePointer(mutating: start + position).pointee.node
    }
  }

  /// Whether `record` is there and the table has not dropped it, read without counting it.
  /// Not isolated: a closure written on the main actor and handed to the standard library
  /// would check its isolation at run time.
  private nonisolated static func isLive(_ record: Unmanaged<NodeRecord>?) -> Bool {
    guard let record else { return false }
    return record._withUnsafeGuaranteedRef { !$0.isRetired }
  }

  /// What a visit decides for a node.
  enum Visit<Carried> {
    /// Descend, handing the node's children `Carried`.
    case descend(Carried)
    /// Keep the node for the caller, with `Carried`, and descend, handing its children the
    /// same. Only a tracked node (one with a record) is kept.
    case keep(Carried)
  }

  /// A link a walk has gathered: where it sits, and what the index knows of its child without
  /// loading it.
  private struct Candidate {
    let id: ObjectIdentifier
    let list: Int32
    let position: Int32
    let ownList: Int32
    /// The child's live record, borrowed: the link's cached record, which the index keeps
    /// alive, or one the walk found in the table and holds. `nil` for an untracked child.
    var record: Unmanaged<NodeRecord>?
  }

  /// Visits the live descendants of `root`, parents before children, handing each its live
  /// record and the value its parent's visit gave; the nodes a visit keeps are added to `kept`.
  /// A node that `isExcluded` names is neither visited nor descended into.
  ///
  /// Each node is visited once, even when it is linked twice or the parents loop. A tracked
  /// node is marked as visited in its record, with `mark`, a value no earlier walk used (see
  /// ``SubtreeIndexHolder/nextWalkMark(clearingMarksIn:)``); only untracked nodes need an identity map.
  ///
  /// The walk runs in three steps, so that loading the nodes meets memory in the order it was
  /// allocated rather than the tree's:
  ///
  /// 1. It gathers the links below `root`, reading only the index: no node, no record.
  /// 2. It checks each link in the order of its child's address: the child must be alive and
  ///    still name the list's owner as its parent. Loading a node through its weak reference
  ///    is an atomic operation, which the processor does not overlap with the cache misses of
  ///    the next; in tree order each load waited on memory (the node, its side table, its
  ///    record), in address order the hardware fetches ahead. Address order measurably
  ///    speeds up a cold walk.
  /// 3. It follows the checked links from `root` in tree order, which is when `visit` runs.
  ///
  /// Every node the walk loads stays alive until the walk ends (held in its list of nodes, or
  /// moved into `kept`), so that an address compared during the walk names one object.
  ///
  /// A walk costs several times what a pass costs per node, so when the links below `root`
  /// number more than `limit`, the walk stops after step 1, visits nothing and returns
  /// `false`: the caller re-resolves the tree by a pass instead.
  mutating func visitDescendants<Carried>(
    of root: any ThemeNode,
    record rootRecord: NodeRecord?,
    mark: UInt32,
    carrying start: Carried,
    linksAtMost limit: Int,
    recordOf: (any ThemeNode) -> NodeRecord?,
    isExcluded: (ObjectIdentifier) -> Bool,
    keeping kept: inout [(record: NodeRecord, node: AnyObject, carried: Carried)],
    _ visit: (_ record: NodeRecord?, _ fromParent: Carried) -> Visit<Carried>
  ) -> Bool {
    let rootID = ObjectIdentifier(root)
    guard let rootList = childListIndex.value(for: rootID) else { return true }
    walks &+= 1
    if walks == 0 {
      // After four billion walks: forget the old marks, so that none passes for this walk's.
      for list in childLists.indices { childLists[list].walk = 0 }
      walks = 1
    }
    guard var candidates = gatherLinks(below: rootList, atMost: limit, isExcluded: isExcluded)
    else { return false }
    var (nodes, lookedUp) = checkLinks(&candidates, recordOf: recordOf)
    var visitedUntracked = IdentityMap(capacity: 0)
    /// Whether this is the first visit of the node `id`, marking it as visited.
    func firstVisit(_ id: ObjectIdentifier, _ record: NodeRecord?) -> Bool {
      // Through optional chaining, which borrows the record: binding it would count it.
      if let last = record?.walkMark {
        guard last != mark else { return false }
        record?.walkMark = mark
        return true
      }
      guard visitedUntracked.value(for: id) == nil else { return false }
      visitedUntracked.set(1, for: id)
      return true
    }
    _ = firstVisit(rootID, rootRecord)
    var stack: [(list: Int32, carried: Carried)] = [(rootList, start)]
    while let (list, carried) = stack.popLast() {
      let first = Int(childLists[Int(list)].firstCandidate)
      for index in first..<(first + Int(childLists[Int(list)].candidateCount)) {
        guard nodes[index] != nil else { continue }
        let record = candidates[index].record?.takeUnretainedValue()
        guard firstVisit(candidates[index].id, record) else { continue }
        let ownList = candidates[index].ownList
        switch visit(record, carried) {
        case .keep(let value):
          if ownList != Self.noList { stack.append((ownList, value)) }
          if let record {
            var node: (any ThemeNode)? = nil
            swap(&node, &nodes[index])
            if let node = consume node { kept.append((record, consume node, value)) }
          }
        case .descend(let value):
          if ownList != Self.noList { stack.append((ownList, value)) }
        }
      }
    }
    // What the walk compared by address stays alive until here.
    nodes.removeAll()
    lookedUp.removeAll()
    return true
  }

  /// Step 1 of a walk: the links in the lists below `rootList`, each list read once, without
  /// loading a node or a record; `nil` once they number more than `limit`. A list's links are gathered together, and the list remembers
  /// where, so that step 3 finds them from any link to its owner. Lists are read in the order
  /// they were found, not the last found first: the next list is then known long before it is
  /// read, and the processor fetches it while working on the ones before.
  private mutating func gatherLinks(
    below rootList: Int32,
    atMost limit: Int,
    isExcluded: (ObjectIdentifier) -> Bool
  ) -> [Candidate]? {
    var candidates: [Candidate] = []
    var pending = [rootList]
    var nextPending = 0
    while nextPending < pending.count {
      let list = Int(pending[nextPending])
      nextPending += 1
      guard childLists[list].walk != walks else { continue }
      childLists[list].walk = walks
      childLists[list].firstCandidate = Int32(candidates.count)
      for position in childLists[list].children.indices {
        let (id, ownList, record) = Self.peek(at: position, in: childLists[list].children)
        guard !isExcluded(id) else { continue }
        candidates.append(
          Candidate(
            id: id, list: Int32(list), position: Int32(position), ownList: ownList,
            record: record))
        if ownList != Self.noList { pending.append(ownList) }
      }
      childLists[list].candidateCount = Int32(candidates.count) - childLists[list].firstCandidate
      if candidates.count > limit { return nil }
    }
    return candidates
  }

  /// Step 2 of a walk: loads the child of each link, in the order of the children's
  /// addresses. Returns the children of the current links (`nil` for a stale link), and the
  /// records it found in the table, which `candidates` now borrows. Lists with stale links are
  /// pruned.
  private mutating func checkLinks(
    _ candidates: inout [Candidate],
    recordOf: (any ThemeNode) -> NodeRecord?
  ) -> (nodes: [(any ThemeNode)?], lookedUp: [NodeRecord]) {
    var nodes = [(any ThemeNode)?](repeating: nil, count: candidates.count)
    var lookedUp: [NodeRecord] = []
    var staleLists: Set<Int32> = []
    let order = Self.addressOrder(of: candidates)
    // The lists are read in place: taking a list's children out of `childLists` for each link
    // would count them up and down, two atomic operations per link. Nothing changes the lists
    // until the loop ends: the app's code it runs (`themeParent`) cannot reach the index.
    childLists.withUnsafeMutableBufferPointer { lists in
      for next in order {
        let index = Int(next)
        let list = lists.baseAddress.unsafelyUnwrapped + Int(candidates[index].list)
        guard
          let node = Self.node(at: Int(candidates[index].position), in: list),
          node.themeParent.map(ObjectIdentifier.init) == list.pointee.owner
        else {
          staleLists.insert(candidates[index].list)
          continue
        }
        // The record is read here, in address order, so that step 3 finds it in cache.
        if Self.isLive(candidates[index].record) {
          // The link's cached record is still the node's.
        } else if let record = recordOf(node) {
          candidates[index].record = Unmanaged.passUnretained(record)
          lookedUp.append(record)
        } else {
          candidates[index].record = nil
        }
        nodes[index] = consume node
      }
    }
    for list in staleLists { pruneStaleLinks(in: Int(list)) }
    return (nodes, lookedUp)
  }

  /// Positions `0..<candidates.count` in the order of the candidates' addresses, nearly: one
  /// distribution into buckets of a power-of-two width, at most twice as many as there are
  /// candidates. It costs a few microseconds for a thousand, a sort tens, and orders memory as
  /// well as the hardware needs.
  private nonisolated static func addressOrder(of candidates: [Candidate]) -> [Int32] {
    var lowest = UInt.max
    var highest = UInt.min
    for candidate in candidates {
      let address = UInt(bitPattern: candidate.id)
      lowest = min(lowest, address)
      highest = max(highest, address)
    }
    guard candidates.count > 1 else { return candidates.isEmpty ? [] : [0] }
    var shift: UInt = 0
    while (highest - lowest) >> shift >= UInt(candidates.count) { shift += 1 }
    var starts = [Int32](repeating: 0, count: candidates.count + 1)
    for candidate in candidates {
      starts[Int((UInt(bitPattern: candidate.id) - lowest) >> shift) + 1] += 1
    }
    for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
    var order = [Int32](repeating: 0, count: candidates.count)
    for (index, candidate) in candidates.enumerated() {
      let bucket = Int((UInt(bitPattern: candidate.id) - lowest) >> shift)
      order[Int(starts[bucket])] = Int32(index)
      starts[bucket] += 1
    }
    return order
  }

  /// Drops the links of a list whose child has died or moved away. A child that moved
  /// without a report also loses its own link, which still names the list's owner: otherwise
  /// linking it again under the owner later would find that link current and stop, and the
  /// child would not come back into the list.
  private mutating func pruneStaleLinks(in list: Int) {
    let parentID = childLists[list].owner
    var movedAway: [ObjectIdentifier] = []
    childLists[list].children.removeAll { child in
      guard let node = child.node else { return true }
      guard node.themeParent.map(ObjectIdentifier.init) != parentID else { return false }
      movedAway.append(ObjectIdentifier(node))
      return true
    }
    for id in movedAway where links[id]?.parent == parentID {
      links[id] = nil
    }
    for position in childLists[list].children.indices {
      let id = Self.peek(at: position, in: childLists[list].children).id
      if links[id]?.parent == parentID { links[id]?.position = Int32(position) }
    }
  }
}
