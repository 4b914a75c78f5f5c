/// Child links recorded from walks up the tree, so that setting or clearing an override finds
/// the tracked descendants of the node without scanning every tracked node.
///
/// Nodes only know their parents, so the links are learnt: when the index is first needed,
/// from every tracked node's chain of parents, and after that from each node as it is
/// tracked or refreshed. A link is checked against the tree whenever it is followed (the child
/// must be alive and still name that parent), so dead and moved nodes are dropped as they are
/// met. A node moved without being reported (``ThemeManager/nodeDidMove(_:)``) or refreshed is
/// found again by ``ThemeManager/refresh()`` or the next switch, as the rules for moves ask.
///
/// A tracked node's record remembers the number of its list of children
/// (``NodeRecord/childList``): a walk reaches each node's record anyway, and the number spares
/// it a search of the identity map, a cache miss per node in a large tree. A record may keep a
/// number from an index since dropped, so a number is checked against its list's owner before
/// it is used. "No list" needs no check: every list is made by `link`, which gives its number
/// to the parent's record at once.
@MainActor
struct SubtreeIndex {
  /// ``NodeRecord/childList`` before the record has been matched with a list.
  nonisolated static let unknownList: Int32 = -1
  /// ``NodeRecord/childList`` of a node that has no list: it is a leaf as far as links go.
  nonisolated static let noList: Int32 = -2

  private struct Link {
    weak var node: (any ThemeNode)?
    let parent: ObjectIdentifier?
  }

  private struct Child {
    weak var node: (any ThemeNode)?
    /// The node's record when the link was made: a cache that spares a table look-up, used
    /// only while it is still the node's live record.
    let record: NodeRecord?
  }

  private struct ChildList {
    /// The parent, so that a number remembered in a record is checked before it is trusted.
    let owner: ObjectIdentifier
    var children: [Child]
  }

  /// The children learnt for each parent: `childLists[childListIndex[parent]]`.
  private var childLists: [ChildList] = []
  private var childListIndex = IdentityMap(capacity: 0)
  private var links: [ObjectIdentifier: Link] = [:]

  var linkCount: Int { links.count }

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

  /// Reads a link in place. Reading through an immutable pointer or a subscript copies the
  /// whole link, weak reference and all, which costs two more atomic operations per link; a
  /// read through a mutable pointer loads only the fields. Nothing is written through it. Not
  /// isolated, so that the closure it hands the standard library needs no run-time isolation
  /// check.
  private nonisolated static func link(at position: Int, in list: [Child]) -> (
    node: (any ThemeNode)?, record: NodeRecord?
  ) {
    list.withUnsafeBufferPointer { buffer in
      guard let start = buffer.baseAddress, position < buffer.count else { return (nil, nil) }
      let child = UnsafeMutablePointer(mutating: start + position)
      return (child.pointee.node, child.pointee.record)
    }
  }

  /// Records the links from `node` up to the first ancestor whose link is already known and
  /// current.
  mutating func link(_ node: any ThemeNode, recordOf: (any ThemeNode) -> NodeRecord?) {
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let current = cursor, steps < ThemeManager.parentWalkLimit {
      let id = ObjectIdentifier(current)
      let parent = current.themeParent
      if let known = links[id], known.node === current,
        known.parent == parent.map(ObjectIdentifier.init)
      {
        return
      }
      links[id] = Link(node: current, parent: parent.map(ObjectIdentifier.init))
      if let parent {
        let child = Child(node: current, record: recordOf(current))
        let parentID = ObjectIdentifier(parent)
        if let list = childListIndex.value(for: parentID) {
          childLists[Int(list)].children.append(child)
        } else {
          let list = Int32(childLists.count)
          childListIndex.set(list, for: parentID)
          childLists.append(ChildList(owner: parentID, children: [child]))
          recordOf(parent)?.childList = list
        }
      }
      cursor = parent
      steps += 1
    }
  }

  /// The number of the list of children of the node `id`, if it has one; `record` is its live
  /// record.
  private func childList(of id: ObjectIdentifier, record: NodeRecord?) -> Int? {
    if let remembered = record?.childList, remembered != Self.unknownList {
      if remembered == Self.noList { return nil }
      let list = Int(remembered)
      if list < childLists.count && childLists[list].owner == id { return list }
    }
    let found = childListIndex.value(for: id)
    record?.childList = found ?? Self.noList
    return found.map(Int.init)
  }

  /// What a visit decides for a node.
  enum Visit<Carried> {
    /// Neither keep the node nor descend into it.
    case skip
    /// Descend, handing the node's children `Carried`.
    case descend(Carried)
    /// Keep the node for the caller, with `Carried`, and descend, handing its children the
    /// same. Only a tracked node (one with a record) is kept.
    case keep(Carried)
  }

  /// Visits the live descendants of `root`, parents before children, handing each its live
  /// record and the value its parent's visit gave; the nodes a visit keeps are added to `kept`.
  ///
  /// Each node is visited once, even when it is linked twice (a node moved away and back) or
  /// the parents loop. A tracked node is marked as visited in its record, with `mark`, a value
  /// no earlier walk used (see ``ThemeManager/nextSubtreeWalkMark()``); only untracked nodes
  /// need an identity map.
  ///
  /// A node is loaded once, and counted up and down once, for all the walk does with it: a kept
  /// node moves into `kept`, which holds it while the walk goes below it, and a node that is
  /// only descended into moves onto the walk's stack. The nodes of a tree have their weak
  /// references' side table, so each count costs an atomic operation out of line.
  mutating func visitDescendants<Carried>(
    of root: any ThemeNode,
    record rootRecord: NodeRecord?,
    mark: StyleID,
    carrying start: Carried,
    recordOf: (any ThemeNode) -> NodeRecord?,
    keeping kept: inout [(record: NodeRecord, node: AnyObject, carried: Carried)],
    _ visit: (_ node: any ThemeNode, _ record: NodeRecord?, _ fromParent: Carried) -> Visit<Carried>
  ) {
    // The walk compares parents by identity, so each node it goes below must stay alive until
    // the walk ends: a kept node is held by `kept`, any other by `holder`, which then moves to
    // `passed`.
    var stack:
      [(id: ObjectIdentifier, holder: (any ThemeNode)?, record: NodeRecord?, carried: Carried)] =
        [(ObjectIdentifier(root), root, rootRecord, start)]
    var passed: [any ThemeNode] = []
    var visitedUntracked = IdentityMap(capacity: 0)
    /// Whether this is the first visit of the node `id`, marking it as visited.
    func firstVisit(_ id: ObjectIdentifier, _ record: NodeRecord?) -> Bool {
      // Through optional chaining, which borrows the record: binding it would count it.
      if let last = record?.resolvedStyle {
        guard last != mark else { return false }
        record?.resolvedStyle = mark
        return true
      }
      guard visitedUntracked.value(for: id) == nil else { return false }
      visitedUntracked.set(1, for: id)
      return true
    }
    _ = firstVisit(ObjectIdentifier(root), rootRecord)
    while let (parent, holder, parentRecord, carried) = stack.popLast() {
      if let holder { passed.append(consume holder) }
      guard let list = childList(of: parent, record: parentRecord) else { continue }
      var stale = 0
      var position = 0
      while position < childLists[list].children.count {
        let (link, cached) = Self.link(at: position, in: childLists[list].children)
        position += 1
        // A link counts only while the child is alive and still under this parent.
        guard let node = consume link, node.themeParent.map(ObjectIdentifier.init) == parent else {
          stale += 1
          continue
        }
        let id = ObjectIdentifier(node)
        // A live node keeps the record it had when it was linked until the table retires it.
        let record =
          if let cached = consume cached, !cached.isRetired { cached } else { recordOf(node) }
        guard firstVisit(id, record) else { continue }
        // A node whose record knows it has no children is not pushed, and most nodes of a tree
        // are leaves.
        let isLeaf = record?.childList == Self.noList
        switch visit(node, record, carried) {
        case .skip:
          continue
        case .keep(let value) where record != nil:
          if !isLeaf { stack.append((id, nil, record, value)) }
          if let record { kept.append((record, consume node, value)) }
        case .keep(let value), .descend(let value):
          if !isLeaf { stack.append((id, consume node, record, value)) }
        }
      }
      if stale > 0 { pruneStaleLinks(in: list, of: parent) }
    }
  }

  /// Drops the links of `parent`'s list whose child has died or moved away. A child that moved
  /// without a report also loses its own link, which still names `parent`: otherwise linking it
  /// again under `parent` later would find that link current and stop, and the child would not
  /// come back into the list.
  private mutating func pruneStaleLinks(in list: Int, of parentID: ObjectIdentifier) {
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
  }
}
