extension ForestShape {
  /// A forest of `roots` wide parents, each with `childrenEach` children and nothing deeper:
  /// a list and its cells, for the scaling figures that pin or move the children one by one.
  /// Each root comes right before its children in index order.
  ///
  /// - Parameters:
  ///   - roots: The number of parents.
  ///   - childrenEach: The children of each.
  init(wideRoots roots: Int, childrenEach: Int) {
    let screenSize = childrenEach + 1
    var parents: [Int] = []
    var depths: [Int] = []
    var sizes: [Int] = []
    var rootIndices: [Int] = []
    parents.reserveCapacity(roots * screenSize)
    for _ in 0..<roots {
      let root = parents.count
      rootIndices.append(root)
      parents.append(-1)
      depths.append(1)
      sizes.append(screenSize)
      for _ in 0..<childrenEach {
        parents.append(root)
        depths.append(2)
        sizes.append(1)
      }
    }
    self.count = parents.count
    self.screenSize = screenSize
    self.parentIndex = parents
    self.depth = depths
    self.subtreeSize = sizes
    self.screenRoots = rootIndices
  }

  /// The children of the root at `root`, in index order.
  func children(ofRoot root: Int) -> Range<Int> {
    (root + 1)..<(root + subtreeSize[root])
  }
}
