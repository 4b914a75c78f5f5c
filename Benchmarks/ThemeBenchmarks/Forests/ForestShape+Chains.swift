extension ForestShape {
  /// A forest of `count` nodes whose screens of `screenSize` nodes each hold chains of
  /// `chainLength` nodes hanging from the screen's root: the forest of the override figures,
  /// where pinning every node top-down nests each pin inside the one above it.
  init(chainsOf chainLength: Int, count: Int, screenSize: Int) {
    self.init(count: count, screenSize: screenSize) { screen, parents, depths in
      let root = screen.lowerBound
      for index in (root + 1)..<screen.upperBound {
        let parent = (index - root - 1) % chainLength == 0 ? root : index - 1
        parents[index] = parent
        depths[index] = depths[parent] + 1
      }
    }
  }
}
