/// A forest of the non-final ``OpenBenchNode``: the nodes of a ``ForestShape``, linked as it
/// says, like ``Forest``. Leaves (nodes without children in the shape) are ``OpenBenchLeaf``s,
/// the other nodes ``OpenBenchNode``s.
@MainActor
final class OpenForest {
  let shape: ForestShape
  /// Every node, in the shape's index order (parents before children), typed as the base class
  /// so that a node's `theme(in:)` names `\OpenBenchNode.a` and so on.
  let nodes: [OpenBenchNode]

  init(shape: ForestShape) {
    self.shape = shape
    var hasChild = [Bool](repeating: false, count: shape.count)
    for parent in shape.parentIndex where parent >= 0 {
      hasChild[parent] = true
    }
    var nodes: [OpenBenchNode] = []
    nodes.reserveCapacity(shape.count)
    for index in 0..<shape.count {
      let node = hasChild[index] ? OpenBenchNode() : OpenBenchLeaf()
      let parent = shape.parentIndex[index]
      if parent >= 0 {
        nodes[parent].addChild(node)
      }
      nodes.append(node)
    }
    self.nodes = nodes
  }
}
