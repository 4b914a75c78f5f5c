/// Child links learnt from the tree, so that setting or clearing an override, or a reported
/// move, finds the tracked nodes below a node without visiting every tracked node.
///
/// Nodes only know their parents, so the links are learnt: when the index is first needed,
/// from every tracked node's chain of parents, and after that from each node as it is tracked,
/// refreshed or reported moved. A move changes a link only through a report; one nobody
/// reported is learnt from the next ``ThemeManager/refresh()``, which rebuilds the index. One
/// kind of move is learnt without a report: each chain's top, a node with no parent when it was
/// linked (a window, or a view built apart before it is inserted), is read again at the first
/// walk after it was linked and at the first walk after each pass
/// (``relinkFreshTops(recordOf:)``), so that a subtree built apart and then inserted, with only
/// its top reported or none, is found. Reading every top before every walk would make each
/// change cost as many reads as there are trees.
///
/// Each link holds the number of its child's own list of children, and the child's record, so
/// that a walk goes down the lists without a look-up per node. A node has a link in one list
/// only: linking it under another parent takes it out of the old parent's list.
@MainActor
struct SubtreeIndex {
  /// ``Child/ownList`` of a node that has no list: it is a leaf as far as links go.
  static let noList: Int32 = -1

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
    /// The node's record, `nil` for an untracked node; a retired record
    /// (``NodeRecord/isRetired``) means the node is no longer tracked, or has died.
    var record: NodeRecord?
  }

  private struct ChildList {
    /// The object the list belongs to: an identity names an object only while it lives, and a
    /// list whose owner has died must not pass for the list of a new object at its address.
    weak var owner: AnyObject?
    var children: [Child]
  }

  private struct Top {
    weak var node: (any ThemeNode)?
  }

  /// The children learnt for each parent: `childLists[childListIndex[parent]]`.
  private var childLists: [ChildList] = []
  private var childListIndex: [ObjectIdentifier: Int32] = [:]
  private var links: [ObjectIdentifier: Link] = [:]
  /// The nodes linked with no parent.
  private var tops: [ObjectIdentifier: Top] = [:]
  /// The tops the next walk reads again: those linked since the last walk, or all of them.
  private var freshTops: [ObjectIdentifier] = []
  /// How many links the index held when it was built.
  private var linksWhenBuilt = 0

  /// Whether the index holds far more links than when it was built (links of dead nodes stay
  /// until it is rebuilt), so that rebuilding it from the live nodes costs less than keeping it.
  var hasOutgrownItsLinks: Bool { links.count > 2 * linksWhenBuilt + 1024 }

  var linkCount: Int { links.count }

  /// Set when a chain of parents did not end within ``ThemeEngine/parentWalkLimit`` steps: the
  /// nodes above where linking stopped are not linked, so a walk would miss the nodes below
  /// them. The engine reports it and stops walking this index.
  private(set) var isIncomplete = false

  /// Makes an index from the chains of parents of the nodes of `records`.
  init(linking records: some Sequence<NodeRecord>, recordOf: (any ThemeNode) -> NodeRecord?) {
    for record in records {
      if let node = record.node { link(node, recordOf: recordOf) }
    }
    linksWhenBuilt = links.count
    freshTops.removeAll()
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
        // The same parent only if its list is still that object's: a parent that died leaves
        // its address, and its list, to the next object made there.
        if known.node === current && known.parent == parentID
          && (parent.map { listIfOwned(by: $0) != nil } ?? true)
        {
          refreshRecord(of: id, at: Int(known.position), under: parentID, recordOf(current))
          return
        }
        // The node moved, or died and another took its address: its old link goes.
        if let oldParent = known.parent {
          unlist(id, at: Int(known.position), from: oldParent)
        }
        links[id] = nil
      }
      guard let parent, let parentID else {
        links[id] = Link(node: current, parent: nil, position: 0)
        tops[id] = Top(node: current)
        freshTops.append(id)
        return
      }
      tops[id] = nil
      let child = Child(
        id: id, ownList: list(of: current, id: id) ?? Self.noList, record: recordOf(current))
      if let list = list(of: parent, id: parentID).map(Int.init) {
        links[id] = Link(
          node: current, parent: parentID, position: Int32(childLists[list].children.count))
        childLists[list].children.append(child)
      } else {
        links[id] = Link(node: current, parent: parentID, position: 0)
        let list = Int32(childLists.count)
        childListIndex[parentID] = list
        childLists.append(ChildList(owner: parent, children: [child]))
        giveList(list, toLinkOf: parentID)
      }
      cursor = parent
      steps += 1
    }
    if cursor != nil { isIncomplete = true }
  }

  /// Reads the parent of each fresh top again, and links those that have one now: a subtree
  /// built apart and inserted without a report of its inner links. Tops that died are dropped.
  mutating func relinkFreshTops(recordOf: (any ThemeNode) -> NodeRecord?) {
    let fresh = freshTops
    freshTops.removeAll()
    for id in fresh {
      guard let top = tops[id] else { continue }
      guard let node = top.node else {
        tops[id] = nil
        continue
      }
      // Linking it may learn a new top above it, fresh for the next walk.
      if node.themeParent != nil { link(node, recordOf: recordOf) }
    }
  }

  /// Has the next walk read the parent of every top again.
  mutating func markAllTopsFresh() {
    freshTops = Array(tops.keys)
  }

  /// The first linked node whose parent is no longer the one it was linked under, while that
  /// parent lives: a move nobody reported. A node whose linked parent died explains itself, and
  /// a top is not asked (reading tops again links them without a report).
  func firstUnreportedMove() -> (any ThemeNode)? {
    for link in links.values {
      guard let node = link.node, let linked = link.parent else { continue }
      guard node.themeParent.map(ObjectIdentifier.init) != linked,
        let list = childListIndex[linked], childLists[Int(list)].owner != nil
      else { continue }
      return node
    }
    return nil
  }

  /// The records of the tracked nodes below `root` (not `root` itself), parents before
  /// children, leaving out every node that `isExcluded` names and everything below it; `nil`
  /// once more than `limit` links were read, for the caller to run a pass instead.
  func records(
    below root: AnyObject,
    readingAtMost limit: Int,
    isExcluded: (ObjectIdentifier) -> Bool
  ) -> ContiguousArray<NodeRecord>? {
    guard let rootList = listIfOwned(by: root) else { return [] }
    var visited = Set<Int32>()
    var found: ContiguousArray<NodeRecord> = []
    var pending = [rootList]
    var linksRead = 0
    while let list = pending.popLast() {
      // Lists may loop (a chain of parents that loops); each is read once.
      guard visited.insert(list).inserted else { continue }
      let children = childLists[Int(list)].children
      linksRead += children.count
      if linksRead > limit { return nil }
      for child in children where !isExcluded(child.id) {
        if let record = child.record, !record.isRetired { found.append(record) }
        if child.ownList != Self.noList { pending.append(child.ownList) }
      }
    }
    return found
  }

  /// The list of children of `object`, if it has one and it is `object`'s own.
  private func listIfOwned(by object: AnyObject) -> Int32? {
    guard let list = childListIndex[ObjectIdentifier(object)],
      childLists[Int(list)].owner === object
    else { return nil }
    return list
  }

  /// The list of children of `object`, whose identity is `id`. A list left by a dead object at
  /// the same address is emptied first and given to `object`: the dead object's children have
  /// no parent now, and `object` has none of them.
  private mutating func list(of object: AnyObject, id: ObjectIdentifier) -> Int32? {
    guard let list = childListIndex[id] else { return nil }
    let position = Int(list)
    if childLists[position].owner !== object {
      for child in childLists[position].children where links[child.id]?.parent == id {
        links[child.id] = nil
      }
      childLists[position].children.removeAll()
      childLists[position].owner = object
    }
    return list
  }

  /// Takes the link to `id` out of the list of `parent`, where its link says it sits, moving
  /// the list's last link into its place. A link that is not where its entry says is no longer
  /// in the list.
  private mutating func unlist(
    _ id: ObjectIdentifier, at position: Int, from parent: ObjectIdentifier
  ) {
    guard let list = childListIndex[parent].map(Int.init),
      position < childLists[list].children.count,
      childLists[list].children[position].id == id
    else { return }
    let last = childLists[list].children.count - 1
    if position != last {
      childLists[list].children.swapAt(position, last)
      let moved = childLists[list].children[position].id
      if links[moved]?.parent == parent { links[moved]?.position = Int32(position) }
    }
    childLists[list].children.removeLast()
  }

  /// Keeps the record of the link to `id` current: the node may have been linked before it was
  /// tracked, or tracked again under a new record.
  private mutating func refreshRecord(
    of id: ObjectIdentifier,
    at position: Int,
    under parent: ObjectIdentifier?,
    _ record: NodeRecord?
  ) {
    guard let parent, let list = childListIndex[parent].map(Int.init),
      position < childLists[list].children.count,
      childLists[list].children[position].id == id,
      childLists[list].children[position].record !== record
    else { return }
    childLists[list].children[position].record = record
  }

  /// Gives `id`'s new list of children, `list`, to the link to `id` in its parent's list.
  private mutating func giveList(_ list: Int32, toLinkOf id: ObjectIdentifier) {
    guard let link = links[id], let parent = link.parent,
      let parentList = childListIndex[parent].map(Int.init)
    else { return }
    let position = Int(link.position)
    guard position < childLists[parentList].children.count,
      childLists[parentList].children[position].id == id
    else { return }
    childLists[parentList].children[position].ownList = list
  }

  #if DEBUG
    /// The lists, for ``invariantViolations(recordOf:)``.
    var childListsForChecking:
      [(owner: AnyObject?, children: [(id: ObjectIdentifier, record: NodeRecord?)])]
    {
      childLists.map { list in (list.owner, list.children.map { ($0.id, $0.record) }) }
    }

    /// The parent and position of the link to `id`, for ``invariantViolations(recordOf:)``.
    func linkForChecking(_ id: ObjectIdentifier) -> (parent: ObjectIdentifier?, position: Int32)? {
      links[id].map { ($0.parent, $0.position) }
    }
  #endif
}
