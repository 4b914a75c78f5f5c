/// Child links recorded from walks up the tree, so that setting or clearing an override finds
/// the tracked descendants of the node without scanning every tracked node.
///
/// Nodes only know their parents, so the links are learnt: when the index is first needed,
/// from every tracked node's chain of parents, and after that from each node as it is
/// tracked or refreshed. A link is checked against the tree whenever it is followed (the child
/// must be alive and still name that parent), so dead and moved nodes are dropped as they are
/// met. A node moved without a refresh is found again by ``ThemeManager/refresh()``, as the
/// rules for moved nodes already ask.
@MainActor
struct SubtreeIndex {
  private struct Link {
    weak var node: (any ThemeNode)?
    let parent: ObjectIdentifier?
  }

  private struct Child {
    weak var node: (any ThemeNode)?
  }

  private var children: [ObjectIdentifier: [Child]] = [:]
  private var links: [ObjectIdentifier: Link] = [:]

  var linkCount: Int { links.count }

  /// Records the links from `node` up to the first ancestor whose link is already known and
  /// current.
  mutating func link(_ node: any ThemeNode) {
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let current = cursor, steps < ThemeManager.parentWalkLimit {
      let id = ObjectIdentifier(current)
      let parent = current.themeParent
      let parentID = parent.map(ObjectIdentifier.init)
      if let known = links[id], known.node === current, known.parent == parentID { return }
      links[id] = Link(node: current, parent: parentID)
      if let parentID {
        children[parentID, default: []].append(Child(node: current))
      }
      cursor = parent
      steps += 1
    }
  }

  /// Visits the live descendants of `root`, parents before children, handing each its parent;
  /// `body` returns whether to descend into the node.
  mutating func visitDescendants(
    of root: any ThemeNode,
    _ body: (_ node: any ThemeNode, _ parent: any ThemeNode) -> Bool
  ) {
    var stack: [any ThemeNode] = [root]
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    while let parent = stack.popLast() {
      let parentID = ObjectIdentifier(parent)
      guard let linked = children[parentID] else { continue }
      var current: [Child] = []
      current.reserveCapacity(linked.count)
      for child in linked {
        // Keep the link only while the child is alive and still under this parent.
        guard let node = child.node, node.themeParent === parent else { continue }
        current.append(child)
        if visited.insert(ObjectIdentifier(node)).inserted, body(node, parent) {
          stack.append(node)
        }
      }
      children[parentID] = current.isEmpty ? nil : current
    }
  }
}
