import Theming

extension ForestShape {
  /// Subtrees to pin for the pinned switch: in every screen, whole subtrees of between a
  /// twelfth of the target and the target plus a fifth (8 to 120 nodes for a 1,000-node
  /// screen), taken in index order, none inside another, until they cover `fraction` of the
  /// screen (within 5 %); pinned alternately to dark and light.
  func pinnedSubtrees(fraction: Double) -> [(index: Int, style: ThemeStyle)] {
    var chosen: [(index: Int, style: ThemeStyle)] = []
    var covered = [Bool](repeating: false, count: count)
    for screen in screens {
      let target = Int((Double(screen.count) * fraction).rounded())
      let sizes = max(2, target / 12)...max(2, target + target / 5)
      let limit = target + max(1, target / 20)
      var total = 0
      for index in screen.dropFirst() {
        if covered[parentIndex[index]] {
          covered[index] = true
          continue
        }
        guard total < target else { continue }
        let size = subtreeSize[index]
        if sizes.contains(size) && total + size <= limit {
          covered[index] = true
          total += size
          chosen.append((index, chosen.count % 2 == 0 ? .dark : .light))
        }
      }
    }
    return chosen
  }

  /// For each node, the override that governs it under `pins`, or `nil`.
  func governing(_ pins: [(index: Int, style: ThemeStyle)]) -> [ThemeStyle?] {
    var own = [ThemeStyle?](repeating: nil, count: count)
    for pin in pins {
      own[pin.index] = pin.style
    }
    return governing(own: own)
  }
}
