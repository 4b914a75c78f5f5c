/// One contender's copy of a forest: the nodes of a ``ForestShape``, linked as it says. Nodes
/// with no children in the shape are made as leaves (``BenchmarkNode/make(isLeaf:)``).
@MainActor
final class NodeForest<Node: BenchmarkNode> where Node.Base == Node {
  let shape: ForestShape
  /// Every node, in the shape's index order (parents before children).
  private(set) var nodes: [Node]

  init(shape: ForestShape) {
    self.shape = shape
    nodes = []
    nodes.reserveCapacity(shape.count)
    nodes.append(contentsOf: makeNodes(in: 0..<shape.count))
  }

  /// Drops every node of screen `screen` and makes new ones in their places, linked as the
  /// shape says, the new screen's root under the old one's window, as an app does when it
  /// closes a screen and opens another of the same layout. The old nodes die (nothing else
  /// holds them); the new ones are not themed.
  ///
  /// - Returns: The indices of the new nodes, parents first.
  func replaceScreen(_ screen: Int) -> Range<Int> {
    let indices = shape.screens[screen]
    let window = shape.parentIndex[indices.lowerBound]
    if window >= 0 {
      nodes[window].removeChild(nodes[indices.lowerBound])
    }
    nodes.replaceSubrange(indices, with: makeNodes(in: indices))
    return indices
  }

  /// Makes the nodes of `indices`, linked to each other and to their parents before
  /// `indices`, which exist already.
  private func makeNodes(in indices: Range<Int>) -> [Node] {
    var made: [Node] = []
    made.reserveCapacity(indices.count)
    for index in indices {
      let node = Node.make(isLeaf: !shape.hasChild(index))
      let parent = shape.parentIndex[index]
      if parent >= indices.lowerBound {
        made[parent - indices.lowerBound].addChild(node)
      } else if parent >= 0 {
        nodes[parent].addChild(node)
      }
      made.append(node)
    }
    return made
  }
}
