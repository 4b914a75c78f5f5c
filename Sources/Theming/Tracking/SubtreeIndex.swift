/// Child links recorded from walks up the tree, so that setting or clearing an override finds
/// the tracked descendants of the node without scanning every tracked node.
///
/// Nodes only know their parents, so the links are learnt: when the index is first needed,
/// from every tracked node's chain of parents, and after that from each node as it is
/// tracked or refreshed. A link is checked against the tree whenever it is followed (the child
/// must be alive and still name that parent), so dead and moved nodes are dropped as they are
/// met. A node moved without being reported (``ThemeManager/nodeDidMove(_:)``) or refreshed is
/// found again by ``ThemeManager/refresh()`` or the next switch, as the rules for moves ask.
@MainActor
struct SubtreeIndex {
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

  /// The children learnt for each parent: `childLists[childListIndex[parent]]`.
  private var childLists: [[Child]] = []
  private var childListIndex = IdentityMap(capacity: 0)
  private var links: [ObjectIdentifier: Link] = [:]

  var linkCount: Int { links.count }

  /// Reads a link in place: copying it would copy its weak reference. Not isolated, so that the
  /// closure it hands the standard library needs no run-time isolation check.
  private nonisolated static func link(at position: Int, in list: [Child]) -> (
    node: (any ThemeNode)?, record: NodeRecord?
  ) {
    list.withUnsafeBufferPointer { ($0[position].node, $0[position].record) }
  }

  /// Records the links from `node` up to the first ancestor whose link is already known and
  /// current.
  mutating func link(_ node: any ThemeNode, recordOf: (any ThemeNode) -> NodeRecord?) {
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let current = cursor, steps < ThemeManager.parentWalkLimit {
      let id = ObjectIdentifier(current)
      let parent = current.themeParent
      let parentID = parent.map(ObjectIdentifier.init)
      if let known = links[id], known.node === current, known.parent == parentID { return }
      links[id] = Link(node: current, parent: parentID)
      if let parentID {
        let child = Child(node: current, record: recordOf(current))
        if let list = childListIndex.value(for: parentID) {
          childLists[Int(list)].append(child)
        } else {
          childListIndex.set(Int32(childLists.count), for: parentID)
          childLists.append([child])
        }
      }
      cursor = parent
      steps += 1
    }
  }

  /// Visits the live descendants of `root`, parents before children, handing each the value
  /// its parent's visit returned; a visit that returns `nil` does not descend.
  mutating func visitDescendants<Carried>(
    of root: any ThemeNode,
    carrying start: Carried,
    _ visit: (_ node: any ThemeNode, _ record: NodeRecord?, _ fromParent: Carried) -> Carried?
  ) {
    var stack: [(node: any ThemeNode, carried: Carried)] = [(root, start)]
    var visited = IdentityMap(capacity: 64)
    visited.set(1, for: ObjectIdentifier(root))
    while let (parent, carried) = stack.popLast() {
      guard let list = childListIndex.value(for: ObjectIdentifier(parent)).map(Int.init) else {
        continue
      }
      var stale = 0
      var position = 0
      while position < childLists[list].count {
        let (node, record) = Self.link(at: position, in: childLists[list])
        position += 1
        // A link counts only while the child is alive and still under this parent.
        guard let node, node.themeParent === parent else {
          stale += 1
          continue
        }
        let id = ObjectIdentifier(node)
        guard visited.value(for: id) == nil else { continue }
        visited.set(1, for: id)
        if let next = visit(node, record, carried) {
          stack.append((node, next))
        }
      }
      if stale > 0 {
        childLists[list].removeAll { $0.node?.themeParent !== parent }
      }
    }
  }
}
