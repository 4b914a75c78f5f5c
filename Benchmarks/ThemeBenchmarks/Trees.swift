import Theming

/// SplitMix64: a small deterministic generator, so that every run builds the same trees.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// `true` with the given probability.
  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(UInt64(1) << 53) < probability
  }
}

/// The shape of a forest of "screens": who is whose parent, built once per size and used for
/// every contender's forest, so that all four restyle identical trees.
///
/// Each screen (1,000 nodes in a full run) is a root with a random tree under it: a node's
/// parent is, with probability 0.3, one of the 8 nodes made just before it (siblings and
/// nested containers made together), otherwise any earlier node of the screen, so depth grows
/// slowly, as in a real view hierarchy. The last 31 nodes of a screen hang from its root as one
/// chain, so that the deepest node is at depth 32 (the root is at depth 1). No node is deeper
/// than 32. Parents always come before their children in index order.
struct ForestShape {
  static let maximumDepth = 32
  static let localParentProbability = 0.3
  static let localParentWindow = 8
  static let seed: UInt64 = 0x5EED

  let count: Int
  let screenSize: Int
  /// The parent of each node, `-1` for a screen root.
  let parentIndex: [Int]
  /// The depth of each node; a screen root is at depth 1.
  let depth: [Int]
  /// The number of nodes in each node's subtree, itself included.
  let subtreeSize: [Int]
  /// The index of each screen's root.
  let screenRoots: [Int]

  init(count: Int, screenSize: Int) {
    var random = SplitMix64(seed: Self.seed)
    var parents = [Int](repeating: -1, count: count)
    var depths = [Int](repeating: 1, count: count)
    var roots: [Int] = []
    var start = 0
    while start < count {
      let size = min(screenSize, count - start)
      roots.append(start)
      let chainLength = min(Self.maximumDepth - 1, size - 1)
      let randomEnd = start + size - chainLength
      var index = start + 1
      while index < randomEnd {
        var parent: Int
        if random.chance(Self.localParentProbability) {
          let windowStart = max(start, index - Self.localParentWindow)
          parent = windowStart + random.below(index - windowStart)
        } else {
          parent = start + random.below(index - start)
        }
        while depths[parent] >= Self.maximumDepth {
          parent = parents[parent]
        }
        parents[index] = parent
        depths[index] = depths[parent] + 1
        index += 1
      }
      var previous = start
      while index < start + size {
        parents[index] = previous
        depths[index] = depths[previous] + 1
        previous = index
        index += 1
      }
      start += size
    }
    var sizes = [Int](repeating: 1, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) where parents[index] >= 0 {
      sizes[parents[index]] += sizes[index]
    }
    self.count = count
    self.screenSize = screenSize
    self.parentIndex = parents
    self.depth = depths
    self.subtreeSize = sizes
    self.screenRoots = roots
  }

  var maximumDepthFound: Int { depth.max() ?? 0 }

  var averageDepth: Double {
    count == 0 ? 0 : Double(depth.reduce(0, +)) / Double(count)
  }

  var leafFraction: Double {
    guard count > 0 else { return 0 }
    return Double((0..<count).filter { !hasChild($0) }.count) / Double(count)
  }

  /// Whether the node at `index` has children: its subtree holds more than itself.
  func hasChild(_ index: Int) -> Bool {
    subtreeSize[index] > 1
  }

  /// Subtrees to pin for the override figure: in every screen, whole subtrees of between a
  /// twelfth of the target and the target plus a fifth (8 to 120 nodes for a 1,000-node
  /// screen), taken in index order, none inside another, until they cover `fraction` of the
  /// screen (within 5 %); pinned alternately to dark and light.
  func overrideRoots(fraction: Double) -> [(index: Int, style: ThemeStyle)] {
    var chosen: [(index: Int, style: ThemeStyle)] = []
    var covered = [Bool](repeating: false, count: count)
    for (screen, root) in screenRoots.enumerated() {
      let end = screen + 1 < screenRoots.count ? screenRoots[screen + 1] : count
      let target = Int((Double(end - root) * fraction).rounded())
      let sizes = max(2, target / 12)...max(2, target + target / 5)
      let limit = target + max(1, target / 20)
      var total = 0
      for index in (root + 1)..<end {
        let parent = parentIndex[index]
        if covered[parent] {
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

  /// For each node, the override that governs it (its own or its nearest pinned ancestor's),
  /// or `nil` when it follows the current style.
  func governingOverrides(_ pins: [(index: Int, style: ThemeStyle)]) -> [ThemeStyle?] {
    var own = [ThemeStyle?](repeating: nil, count: count)
    for pin in pins {
      own[pin.index] = pin.style
    }
    var governing = own
    for index in 0..<count where governing[index] == nil && parentIndex[index] >= 0 {
      governing[index] = governing[parentIndex[index]]
    }
    return governing
  }

  /// The indices of the subtree rooted at `root`, root first.
  func subtree(of root: Int) -> [Int] {
    var inSubtree = [Bool](repeating: false, count: count)
    inSubtree[root] = true
    var result = [root]
    // Parents come before children, so one forward scan finds every descendant.
    for index in (root + 1)..<count {
      let parent = parentIndex[index]
      if parent >= 0 && inSubtree[parent] {
        inSubtree[index] = true
        result.append(index)
      }
    }
    return result
  }
}

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
    makeNodes(in: 0..<shape.count)
  }

  /// Drops every node of screen `screen` and makes new ones in their places, linked as the
  /// shape says, as an app does when it closes a screen and opens another of the same layout.
  /// The old nodes die (nothing else holds them); the new ones are not themed.
  ///
  /// - Returns: The indices of the new nodes, parents first.
  func replaceScreen(_ screen: Int) -> Range<Int> {
    let start = shape.screenRoots[screen]
    let end = screen + 1 < shape.screenRoots.count ? shape.screenRoots[screen + 1] : shape.count
    nodes.removeSubrange(start..<end)
    makeNodes(in: start..<end)
    return start..<end
  }

  /// Makes the nodes of `indices` and inserts them there: `indices` starts at `nodes.count` or
  /// at the gap ``replaceScreen(_:)`` left, and holds whole screens, so every parent is among
  /// them.
  private func makeNodes(in indices: Range<Int>) {
    var made: [Node] = []
    made.reserveCapacity(indices.count)
    for index in indices {
      let node = Node.make(isLeaf: !shape.hasChild(index))
      let parent = shape.parentIndex[index]
      if parent >= 0 {
        made[parent - indices.lowerBound].addChild(node)
      }
      made.append(node)
    }
    nodes.insert(contentsOf: made, at: indices.lowerBound)
  }
}

/// A forest of the `final` node class.
typealias Forest = NodeForest<BenchNode>

/// A forest of the view-like node class.
typealias ViewForest = NodeForest<ViewLikeNode>
