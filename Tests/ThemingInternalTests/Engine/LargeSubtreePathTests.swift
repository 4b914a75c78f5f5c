import Testing
import ThemingTestSupport

@testable import Theming

/// White-box: the paths an override change takes when its subtree is too large to apply link by
/// link (``ThemeEngine/reapplySubtree(of:replacingPin:)``). The limit is lowered so that small
/// trees take them: every subtree with a link is "large" here.
@MainActor
@Suite struct LargeSubtreePathTests {
  /// Makes every subtree with at least one link large.
  private static func everySubtreeIsLarge(_ manager: ThemeManager) {
    manager.engine.subtreeWalkLimits = SubtreeWalkLimits(largestFraction: .max, smallestLimit: 0)
  }

  private func manager() -> ThemeManager {
    let (manager, _) = makeManager()
    Self.everySubtreeIsLarge(manager)
    return manager
  }

  private func themed(_ name: String, under parent: TestView?, in manager: ThemeManager)
    -> ReportedView
  {
    let view = ReportedView(name)
    parent?.addChild(view)
    view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    return view
  }

  @Test(
    "R2-R12: random operations keep every node on its style when every subtree is large",
    arguments: [false, true])
  func r2ToR12RandomOperationsOnLargeSubtrees(reentrant: Bool) {
    let summary = ModelBasedRun.failureSummary(
      reentrant: reentrant, reportsMoves: true, configure: Self.everySubtreeIsLarge)
    #expect(summary == nil, "\(summary ?? "")")
  }

  /// A root with a child and a grandchild, and a node of its own tree, all themed.
  private func chainAndOutsider(in manager: ThemeManager) -> (
    root: ReportedView, middle: ReportedView, leaf: ReportedView, outside: ReportedView
  ) {
    let root = themed("root", under: nil, in: manager)
    let middle = themed("middle", under: root, in: manager)
    let leaf = themed("leaf", under: middle, in: manager)
    return (root, middle, leaf, themed("outside", under: nil, in: manager))
  }

  @Test("R4: re-styling the only pin of its style gives its subtree the new style")
  func r4RestyleOnlyPinOfItsStyle() {
    let manager = manager()
    let (root, middle, leaf, outside) = chainAndOutsider(in: manager)
    root.theme(in: manager).overrideThemeStyle = .dark
    root.theme(in: manager).overrideThemeStyle = "pink"
    #expect(
      [root.text, middle.text, leaf.text, outside.text] == ["pink", "pink", "pink", "light"])
    manager.changeTheme(to: "blue")
    #expect([root.text, middle.text, leaf.text, outside.text] == ["pink", "pink", "pink", "blue"])
    root.theme(in: manager).overrideThemeStyle = nil
    #expect([root.text, middle.text, leaf.text, outside.text] == ["blue", "blue", "blue", "blue"])
  }

  @Test("R4: clearing the last pin leaves every record governed by the current style")
  func r4ClearLastPinResetsGovernors() {
    let manager = manager()
    let (root, middle, leaf, outside) = chainAndOutsider(in: manager)
    root.theme(in: manager).overrideThemeStyle = .dark
    let dark = manager.engine.styles.resolved(.dark).id
    #expect(manager.engine.table.record(of: leaf)?.governor == dark)
    root.theme(in: manager).overrideThemeStyle = nil
    // The pass that applied the clear re-pointed the records as it went.
    #expect(!manager.engine.governorsAwaitReset)
    #expect(manager.engine.governorsAreCurrent)
    let views: [TestView] = [root, middle, leaf, outside]
    #expect(views.allSatisfy { manager.engine.table.record(of: $0)?.governor == Governor.current })
    #expect(views.allSatisfy { $0.text == "light" })
    // The governors are trusted from here on: a pin elsewhere and a switch keep the subtree.
    outside.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: "blue")
    #expect([root.text, middle.text, leaf.text, outside.text] == ["blue", "blue", "blue", "pink"])
  }

  @Test("R4: clearing a pin that shares its style with another keeps the other's subtree")
  func r4ClearPinSharingItsStyle() {
    let manager = manager()
    let root = themed("root", under: nil, in: manager)
    let section = themed("section", under: root, in: manager)
    let cell = themed("cell", under: section, in: manager)
    let other = themed("other", under: nil, in: manager)
    let otherLeaf = themed("otherLeaf", under: other, in: manager)
    section.theme(in: manager).overrideThemeStyle = .dark
    other.theme(in: manager).overrideThemeStyle = .dark
    root.theme(in: manager).overrideThemeStyle = .dark
    root.theme(in: manager).overrideThemeStyle = nil
    #expect(root.text == "light")
    #expect([section.text, cell.text, other.text, otherLeaf.text].allSatisfy { $0 == "dark" })
    manager.changeTheme(to: "blue")
    #expect(root.text == "blue")
    #expect([section.text, cell.text, other.text, otherLeaf.text].allSatisfy { $0 == "dark" })
    section.theme(in: manager).overrideThemeStyle = nil
    #expect([section.text, cell.text] == ["blue", "blue"])
    #expect([other.text, otherLeaf.text] == ["dark", "dark"])
  }

  @Test("R4: a new pin leaves the subtrees of pins below it alone")
  func r4NewPinSkipsNestedPins() {
    let manager = manager()
    let root = themed("root", under: nil, in: manager)
    let section = themed("section", under: root, in: manager)
    let cell = themed("cell", under: section, in: manager)
    let sibling = themed("sibling", under: root, in: manager)
    section.theme(in: manager).overrideThemeStyle = "pink"
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(
      [root.text, sibling.text, section.text, cell.text] == ["dark", "dark", "pink", "pink"])
    #expect(
      manager.engine.table.record(of: cell)?.governor == manager.engine.styles.resolved("pink").id)
    manager.changeTheme(to: "blue")
    #expect(
      [root.text, sibling.text, section.text, cell.text] == ["dark", "dark", "pink", "pink"])
  }

  @Test("R4: after a pinned node died, a large change reads the tree")
  func r4DeadPinMakesTheChangeReadTheTree() {
    let manager = manager()
    let root = themed("root", under: nil, in: manager)
    let leaf: ReportedView
    do {
      let container = ReportedView("container")
      leaf = themed("leaf", under: container, in: manager)
      container.theme(in: manager).overrideThemeStyle = .dark
      #expect(leaf.text == "dark")
    }
    // The container is gone, and with it the leaf's override, unreported.
    #expect(leaf.parent == nil)
    let child = themed("child", under: root, in: manager)
    root.theme(in: manager).overrideThemeStyle = "pink"
    #expect([root.text, child.text] == ["pink", "pink"])
    #expect(leaf.text == "light")
  }

  @Test("R4: a large subtree's order is kept for the next change at its root, until a link changes")
  func r4SnapshotKeptUntilALinkChanges() {
    let manager = manager()
    let root = themed("root", under: nil, in: manager)
    let middle = themed("middle", under: root, in: manager)
    let leaf = themed("leaf", under: middle, in: manager)
    let pinned = themed("pinned", under: root, in: manager)
    let pinnedLeaf = themed("pinnedLeaf", under: pinned, in: manager)
    pinned.theme(in: manager).overrideThemeStyle = "pink"
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(manager.engine.subtree.index?.snapshot?.isOfSubtree(of: root) == true)
    root.theme(in: manager).overrideThemeStyle = nil
    root.theme(in: manager).overrideThemeStyle = "blue"
    #expect(manager.engine.subtree.index?.snapshot?.isOfSubtree(of: root) == true)
    #expect([root.text, middle.text, leaf.text] == ["blue", "blue", "blue"])
    #expect([pinned.text, pinnedLeaf.text] == ["pink", "pink"])
    // A pin set below the root since the snapshot was taken is honoured. (The leaf has no
    // children, so pinning it walks nothing and keeps the snapshot.)
    leaf.theme(in: manager).overrideThemeStyle = "green"
    root.theme(in: manager).overrideThemeStyle = nil
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(manager.engine.subtree.index?.snapshot?.isOfSubtree(of: root) == true)
    #expect([root.text, middle.text, leaf.text] == ["dark", "dark", "green"])
    // A node tracked below the root changes the links: the next change takes a new snapshot,
    // with the new node in it.
    let late = themed("late", under: leaf, in: manager)
    #expect(manager.engine.subtree.index?.snapshot == nil)
    leaf.theme(in: manager).overrideThemeStyle = nil
    #expect(late.text == "dark")
    root.theme(in: manager).overrideThemeStyle = nil
    root.theme(in: manager).overrideThemeStyle = "blue"
    #expect([root.text, middle.text, leaf.text, late.text] == ["blue", "blue", "blue", "blue"])
    #expect(manager.engine.subtree.index?.snapshot?.isOfSubtree(of: root) == true)
  }

  /// A tree of `count` themed nodes below `root`, each under a random earlier one, themed in a
  /// shuffled order, so that neither the tree's order nor the order the nodes were made is
  /// that of their records' addresses.
  private func shuffledTree(of count: Int, under root: ReportedView, in manager: ThemeManager)
    -> [ReportedView]
  {
    var random = SplitMix64(seed: 30)
    var nodes: [ReportedView] = []
    for number in 0..<count {
      let node = ReportedView("node\(number)")
      (nodes.isEmpty ? root : random.pick(nodes + [root])).addChild(node)
      nodes.append(node)
    }
    for node in nodes.shuffled(using: &random) {
      node.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    return nodes
  }

  @Test("R4: overrides at a large subtree's root reach every node through its snapshot")
  func r4SnapshotReachesEveryNode() {
    let manager = manager()
    let root = themed("root", under: nil, in: manager)
    let nodes = shuffledTree(of: 300, under: root, in: manager)
    let outside = themed("outside", under: nil, in: manager)
    func texts() -> Set<String> { Set(nodes.map(\.text)) }
    // The root holds the only pin: the snapshot is taken, then read, writing to every record.
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(texts() == ["dark"])
    root.theme(in: manager).overrideThemeStyle = nil
    root.theme(in: manager).overrideThemeStyle = "pink"
    #expect(manager.engine.subtree.index?.snapshot?.isOfSubtree(of: root) == true)
    #expect(texts() == ["pink"])
    #expect(root.text == "pink" && outside.text == "light")
    let pink = manager.engine.styles.resolved("pink").id
    #expect(nodes.allSatisfy { manager.engine.table.record(of: $0)?.governor == pink })
    // A pin outside the subtree: every node below the root is asked about and none is left out.
    outside.theme(in: manager).overrideThemeStyle = "green"
    root.theme(in: manager).overrideThemeStyle = nil
    root.theme(in: manager).overrideThemeStyle = .dark
    #expect(texts() == ["dark"])
    #expect(outside.text == "green")
    // A pin below the root: its subtree is left out.
    let pinned = nodes[150]
    pinned.theme(in: manager).overrideThemeStyle = "blue"
    let below = nodes.filter { node in
      sequence(first: node as TestView) { $0.parent }.contains { $0 === pinned }
    }
    root.theme(in: manager).overrideThemeStyle = nil
    root.theme(in: manager).overrideThemeStyle = "pink"
    #expect(manager.engine.subtree.index?.snapshot?.isOfSubtree(of: root) == true)
    for node in nodes {
      #expect(node.text == (below.contains { $0 === node } ? "blue" : "pink"), "\(node.name)")
    }
    manager.changeTheme(to: "yellow")
    root.theme(in: manager).overrideThemeStyle = nil
    for node in nodes {
      #expect(node.text == (below.contains { $0 === node } ? "blue" : "yellow"), "\(node.name)")
    }
  }

  @Test("R4: a walk under the limit collects the subtree; past it, it assigns or stops")
  func r4WalkOutcomes() {
    let (manager, _) = makeManager()
    let root = themed("root", under: nil, in: manager)
    let middle = themed("middle", under: root, in: manager)
    let leaf = themed("leaf", under: middle, in: manager)
    let pinned = themed("pinned", under: root, in: manager)
    let pinnedLeaf = themed("pinnedLeaf", under: pinned, in: manager)
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let engine = manager.engine
    var index = engine.subtree.takeForWalk(building: engine.table.records) {
      engine.table.record(of: $0)
    }
    let excluded = { (id: ObjectIdentifier) in id == ObjectIdentifier(pinned) }
    guard
      case .collected(let records) = index.walk(
        below: root, collectingAtMost: 10, isExcluded: excluded,
        governorForLargeSubtree: {
          Issue.record("asked for a small subtree")
          return nil
        })
    else {
      Issue.record("a small subtree was not collected")
      return
    }
    #expect(records.map { $0.node === middle || $0.node === leaf } == [true, true])
    var asked = 0
    let stopped = index.walk(
      below: root, collectingAtMost: 1, isExcluded: excluded,
      governorForLargeSubtree: {
        asked += 1
        return nil
      })
    #expect(asked == 1)
    guard case .tooLarge = stopped else {
      Issue.record("a walk given no governor went on")
      return
    }
    let marker: StyleID = 42
    let assigned = index.walk(
      below: root, collectingAtMost: 1, isExcluded: excluded,
      governorForLargeSubtree: { (marker, excludesNone: false) })
    guard case .assigned = assigned else {
      Issue.record("a walk given a governor did not assign it")
      return
    }
    #expect(engine.table.record(of: middle)?.governor == marker)
    #expect(engine.table.record(of: leaf)?.governor == marker)
    #expect(engine.table.record(of: pinned)?.governor != marker)
    #expect(engine.table.record(of: pinnedLeaf)?.governor != marker)
    // The marker names no style: a refresh drops the index and resolves every node again.
    _ = engine.subtree.putBack(index)
    manager.refresh()
    #expect(engine.table.record(of: leaf)?.governor == Governor.current)
    manager.changeTheme(to: "blue")
    #expect(
      [root.text, middle.text, leaf.text, pinned.text, pinnedLeaf.text]
        == ["blue", "blue", "blue", "dark", "dark"])
  }
}
