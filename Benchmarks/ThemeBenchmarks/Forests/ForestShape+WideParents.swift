extension ForestShape {
  /// One root with two children, ``source`` with `children` children and ``destination`` with
  /// none: a list whose cells the move figures take one by one into another container.
  init(wideParentOf children: Int) {
    let parents = [-1, 0, 0] + [Int](repeating: 1, count: children)
    self.init(parents: parents, screens: [], screenSize: children)
  }

  /// The wide parent of ``init(wideParentOf:)``.
  var source: Int { 1 }

  /// The parent of ``init(wideParentOf:)`` the children move to.
  var destination: Int { 2 }

  /// The children of the wide parent of ``init(wideParentOf:)``, in index order.
  var sourceChildren: Range<Int> { 3..<count }
}
