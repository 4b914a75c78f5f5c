import Testing
import Theming
import ThemingTestSupport

/// A chain node whose class names its parent through one of two links of the same layout; the
/// other link points at a decoy pinned to a style no chain node should show. A pass that read a
/// node's parent through another class's reader would follow the wrong link and show the decoy's
/// style. Generic, so that each tag is a class of its own.
private protocol ChainLink: ThemeCompatible {
  init()
  var first: (any ThemeNode)? { get set }
  var second: (any ThemeNode)? { get set }
  var text: String { get set }
  /// Whether `themeParent` is `first`; otherwise it is `second`.
  static var parentIsFirst: Bool { get }
}

extension ChainLink {
  /// Makes `parent` this node's parent, and `decoy` its other link.
  func link(to parent: any ThemeNode, decoy: any ThemeNode) {
    first = Self.parentIsFirst ? parent : decoy
    second = Self.parentIsFirst ? decoy : parent
  }
}

private final class ThroughFirst<Tag>: ChainLink {
  weak var first: (any ThemeNode)?
  weak var second: (any ThemeNode)?
  var text = ""
  static var parentIsFirst: Bool { true }
  var themeParent: (any ThemeNode)? { first }
}

private final class ThroughSecond<Tag>: ChainLink {
  weak var first: (any ThemeNode)?
  weak var second: (any ThemeNode)?
  var text = ""
  static var parentIsFirst: Bool { false }
  var themeParent: (any ThemeNode)? { second }
}

private enum TagA {}
private enum TagB {}
private enum TagC {}
private enum TagD {}

/// R2 in a pass that reads the tree, where nodes of more classes than the pass keeps the parent
/// readers of alternate: each node's parent is read through its own class's reader, whichever
/// classes the pass met before and kept.
@MainActor
@Suite struct ManyNodeClassesTests {
  private static let kinds: [any ChainLink.Type] = [
    ThroughFirst<TagA>.self, ThroughSecond<TagA>.self, ThroughFirst<TagB>.self,
    ThroughSecond<TagB>.self, ThroughFirst<TagC>.self, ThroughSecond<TagC>.self,
    ThroughFirst<TagD>.self,
  ]

  @Test("R2: chains of seven classes, each read through its own, resolve their pins")
  func r2ManyClassesResolveFromTheTree() {
    let (manager, _) = makeManager()
    let decoy = TestView()
    decoy.theme(in: manager).overrideThemeStyle = ThemeStyle(rawValue: "decoy")
    var chains: [[any ChainLink]] = []
    for chain in 0..<12 {
      var nodes: [any ChainLink] = []
      for depth in 0..<14 {
        // Two nodes of a class in a row, then the next class: the pass meets each class again
        // while its reader is kept, and seven classes evict one another from its four entries.
        let node = Self.kinds[(chain + depth / 2) % Self.kinds.count].init()
        if let parent = nodes.last { node.link(to: parent, decoy: decoy) }
        nodes.append(node)
      }
      chains.append(nodes)
    }
    for nodes in chains {
      for node in nodes { bindText(of: node, in: manager) }
    }
    // Pin the middle of every other chain; the classes report no moves, so every switch reads
    // each node's parent.
    for (index, nodes) in chains.enumerated() where index.isMultiple(of: 2) {
      pin(nodes[7], to: .light, in: manager)
    }
    manager.changeTheme(to: .dark)
    for (index, nodes) in chains.enumerated() {
      for (depth, node) in nodes.enumerated() {
        let pinned = index.isMultiple(of: 2) && depth >= 7
        #expect(node.text == (pinned ? "light" : "dark"), "chain \(index), depth \(depth)")
      }
    }
    // Moved without a report: the next pass reads the new parent.
    let moved = chains[1][3]
    moved.link(to: chains[0][10], decoy: decoy)
    manager.changeTheme(to: .light)
    manager.changeTheme(to: .dark)
    #expect(moved.text == "light")
    #expect(chains[1][4].text == "light")
    withExtendedLifetime((decoy, chains)) {}
  }

  private func bindText<Node: ChainLink>(of node: Node, in manager: ThemeManager) {
    node.theme(in: manager)[dynamicMember: \Node.text] = ThemeProvider { $0.rawValue }
  }

  private func pin<Node: ChainLink>(_ node: Node, to style: ThemeStyle, in manager: ThemeManager) {
    node.theme(in: manager).overrideThemeStyle = style
  }
}
