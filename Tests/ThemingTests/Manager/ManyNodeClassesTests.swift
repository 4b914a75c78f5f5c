import Testing
import Theming
import ThemingTestSupport

/// Which of a chain node's links its class reads as its parent.
private protocol LinkTag {
  static var index: Int { get }
}

private enum Tag0: LinkTag { static var index: Int { 0 } }
private enum Tag1: LinkTag { static var index: Int { 1 } }
private enum Tag2: LinkTag { static var index: Int { 2 } }
private enum Tag3: LinkTag { static var index: Int { 3 } }
private enum Tag4: LinkTag { static var index: Int { 4 } }
private enum Tag5: LinkTag { static var index: Int { 5 } }
private enum Tag6: LinkTag { static var index: Int { 6 } }

/// A weak link of a chain node.
private struct Link {
  weak var node: (any ThemeNode)?
}

/// A chain node. Every class of it has the same layout, seven links, and reads a different one
/// as its parent; every other link points at a decoy pinned to a style no chain node should
/// show. A pass that read a node's parent through another class's `themeParent` would follow
/// another link and show the decoy's style. Generic, so that each tag is a class of its own.
private protocol ChainLink: ThemeCompatible {
  init()
  var links: [Link] { get set }
  var text: String { get set }
  /// The link `themeParent` reads.
  static var parentLink: Int { get }
}

extension ChainLink {
  /// Makes `parent` this node's parent, and `decoy` every other link.
  func link(to parent: any ThemeNode, decoy: any ThemeNode) {
    links = (0..<7).map { Link(node: $0 == Self.parentLink ? parent : decoy) }
  }
}

private final class ThroughLink<Tag: LinkTag>: ChainLink {
  var links = [Link](repeating: Link(), count: 7)
  var text = ""
  static var parentLink: Int { Tag.index }
  var themeParent: (any ThemeNode)? { links[Tag.index].node }
}

/// R2 in a pass that reads the tree, where nodes of seven classes alternate: each node's parent
/// is read through its own class's `themeParent` (its record's class), whichever classes the
/// pass met before.
@MainActor
@Suite struct ManyNodeClassesTests {
  private static let kinds: [any ChainLink.Type] = [
    ThroughLink<Tag0>.self, ThroughLink<Tag1>.self, ThroughLink<Tag2>.self,
    ThroughLink<Tag3>.self, ThroughLink<Tag4>.self, ThroughLink<Tag5>.self,
    ThroughLink<Tag6>.self,
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
        // Two nodes of a class in a row, then the next class: a node of each class follows one
        // of the same class and one of another.
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
