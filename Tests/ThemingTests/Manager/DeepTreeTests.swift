import Testing
import Theming
import ThemingTestSupport

/// R2, R4: a node deeper than any walk limit either shows the right style or the manager says
/// why it does not; it is never silently wrong.
@MainActor
@Suite struct DeepTreeTests {
  /// A chain of `depth` nodes, the first the root; the nodes hold their parents weakly and the
  /// array holds them all, so that dropping it frees them one by one (a chain of strong links
  /// would free them recursively, deeper than the stack).
  private func chain(depth: Int) -> [TestView] {
    var nodes: [TestView] = []
    nodes.reserveCapacity(depth)
    for index in 0..<depth {
      let node = TestView("n\(index)")
      node.parent = nodes.last
      nodes.append(node)
    }
    return nodes
  }

  @Test("R4: a node 150,000 levels below a pinned root shows its style or is reported")
  func deepNodeUnderAPinnedRoot() {
    let (manager, log) = makeManager()
    let nodes = chain(depth: 150_001)
    let (root, leaf) = (nodes[0], nodes[150_000])
    leaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
    root.theme(in: manager).overrideThemeStyle = .dark
    let rightOrReported = leaf.text == "dark" || log.entries.contains(.parentCycle(limit: 100_000))
    #expect(rightOrReported)
    #expect(!log.entries.isEmpty, "deeper than the walk limit: the manager says so")
    log.entries.removeAll()
    manager.changeTheme(to: "festival")
    #expect(leaf.text == "dark" || log.entries.contains(.parentCycle(limit: 100_000)))
  }

  @Test("R4: every node of a chain deeper than the walk limit, themed, takes its root's pin")
  func deepThemedChain() {
    let (manager, log) = makeManager()
    let nodes = chain(depth: 120_000)
    // Themed from the root down, so that a pass meets each parent before its child.
    for node in nodes { node.theme(in: manager).text = ThemeProvider { $0.rawValue } }
    nodes[0].theme(in: manager).overrideThemeStyle = .dark
    let wrong = nodes.filter { $0.text != "dark" }.count
    #expect(wrong == 0 || log.entries.contains(.parentCycle(limit: 100_000)))
    manager.changeTheme(to: .dark)
    manager.changeTheme(to: .light)
    #expect(nodes.allSatisfy { $0.text == "dark" })
  }
}
