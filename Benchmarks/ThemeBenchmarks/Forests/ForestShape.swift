import Theming

/// The shape of a forest: who is whose parent, built once per size and used for every
/// contender's forest, so that all of them restyle identical trees.
///
/// An app's forest is a few windows, each holding screens: every ``screensPerWindow`` screens
/// hang from one window root, and a screen (1,000 nodes in a full run) is a subtree whose inside
/// an initialiser lays out (``init(count:screenSize:)`` as a view hierarchy,
/// ``init(chainsOf:count:screenSize:)`` as chains). Parents always come before their children
/// in index order, so index order is top-down.
struct ForestShape {
  /// The screens under one window root.
  static let screensPerWindow = 5
  /// The deepest node of a screen laid out as a view hierarchy, its window root at depth 1.
  static let maximumDepth = 32

  let count: Int
  let screenSize: Int
  /// The parent of each node, `-1` for a window root.
  let parentIndex: [Int]
  /// The depth of each node; a window root is at depth 1.
  let depth: [Int]
  /// The number of nodes in each node's subtree, itself included.
  let subtreeSize: [Int]
  /// The window roots.
  let roots: [Int]
  /// The nodes of each screen, its root first.
  let screens: [Range<Int>]

  /// A forest of `count` nodes, screens of `screenSize` nodes under window roots, each screen a
  /// random tree grown as a view hierarchy grows.
  ///
  /// Under each screen's root, a node's parent is, with probability 0.3, one of the 8 nodes
  /// made just before it (siblings and nested containers made together), otherwise any earlier
  /// node of the screen, so depth grows slowly. The last nodes of a screen hang from its root
  /// as one chain down to depth ``maximumDepth``, and no node is deeper. A fixed seed makes the
  /// same shape every time.
  init(count: Int, screenSize: Int) {
    var random = SplitMix64(seed: 0x5EED)
    self.init(count: count, screenSize: screenSize) { screen, parents, depths in
      let root = screen.lowerBound
      let chainLength = min(Self.maximumDepth - depths[root], screen.count - 1)
      let randomEnd = screen.upperBound - chainLength
      for index in (root + 1)..<randomEnd {
        let window = max(root, index - 8)
        var parent =
          random.chance(0.3)
          ? window + random.below(index - window) : root + random.below(index - root)
        while depths[parent] >= Self.maximumDepth {
          parent = parents[parent]
        }
        parents[index] = parent
        depths[index] = depths[parent] + 1
      }
      var previous = root
      for index in randomEnd..<screen.upperBound {
        parents[index] = previous
        depths[index] = depths[previous] + 1
        previous = index
      }
    }
  }

  /// Lays out `count` nodes as window roots and screens of `screenSize` nodes, and lets
  /// `layOutScreen` link each screen's nodes below its root; the root's parent (its window) and
  /// depth are set before.
  init(
    count: Int,
    screenSize: Int,
    layOutScreen: (_ screen: Range<Int>, _ parents: inout [Int], _ depths: inout [Int]) -> Void
  ) {
    var parents = [Int](repeating: -1, count: count)
    var depths = [Int](repeating: 1, count: count)
    var screens: [Range<Int>] = []
    var window = -1
    var next = 0
    while next < count {
      if screens.count % Self.screensPerWindow == 0 {
        window = next
        next += 1
        if next == count { break }
      }
      let screen = next..<min(next + screenSize, count)
      parents[screen.lowerBound] = window
      depths[screen.lowerBound] = 2
      layOutScreen(screen, &parents, &depths)
      screens.append(screen)
      next = screen.upperBound
    }
    self.init(parents: parents, screens: screens, screenSize: screenSize)
  }

  /// A shape of the given parents (each before its children), whose depths and subtree sizes
  /// follow from them.
  init(parents: [Int], screens: [Range<Int>], screenSize: Int) {
    var depths = [Int](repeating: 1, count: parents.count)
    for index in parents.indices where parents[index] >= 0 {
      depths[index] = depths[parents[index]] + 1
    }
    var sizes = [Int](repeating: 1, count: parents.count)
    for index in parents.indices.reversed() where parents[index] >= 0 {
      sizes[parents[index]] += sizes[index]
    }
    self.count = parents.count
    self.screenSize = screenSize
    self.parentIndex = parents
    self.depth = depths
    self.subtreeSize = sizes
    self.roots = parents.indices.filter { parents[$0] < 0 }
    self.screens = screens
  }

  var maximumDepthFound: Int { depth.max() ?? 0 }

  var averageDepth: Double {
    count == 0 ? 0 : Double(depth.reduce(0, +)) / Double(count)
  }

  var leafFraction: Double {
    guard count > 0 else { return 0 }
    return Double(subtreeSize.filter { $0 == 1 }.count) / Double(count)
  }

  /// Whether the node at `index` has children: its subtree holds more than itself.
  func hasChild(_ index: Int) -> Bool {
    subtreeSize[index] > 1
  }

  /// For each node, the style that governs it: its own override, else its nearest pinned
  /// ancestor's, or `nil` when it follows the current style.
  func governing(own: [ThemeStyle?]) -> [ThemeStyle?] {
    var governing = own
    for index in 0..<count where governing[index] == nil && parentIndex[index] >= 0 {
      governing[index] = governing[parentIndex[index]]
    }
    return governing
  }
}
