import Testing
import Theming
import ThemingTestSupport

/// R2, R4: a chain of parents deeper than the walk limit is reported, never resolved to a wrong
/// style without a word: a node below it shows the right style or the manager says why not.
@MainActor
@Suite struct DeepChainTests {
  /// A node that holds its parent strongly, so that a chain lives as long as its leaf.
  @MainActor
  protocol ChainNode: ThemeCompatible {
    init()
    var parent: Self? { get set }
    var text: String { get set }
  }

  final class Node: ChainNode {
    var parent: Node?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
  }

  final class ReportingNode: ChainNode, MoveReportingNode {
    var parent: ReportingNode?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
    func startReportingMoves(to manager: ThemeManager) {}
  }

  /// Just past the walk limit of 100,000 parents.
  private static let depth = 150_000

  /// A chain `depth` parents deep: its top and its leaf.
  private func chain<Chained: ChainNode>(of _: Chained.Type) -> (top: Chained, leaf: Chained) {
    let top = Chained()
    var leaf = top
    for _ in 0..<Self.depth {
      let next = Chained()
      next.parent = leaf
      leaf = next
    }
    return (top, leaf)
  }

  /// Unwinds a chain by hand: releasing one this deep recursively would overflow the stack.
  private func unwind<Chained: ChainNode>(from leaf: Chained) {
    var node = leaf
    while let parent = node.parent {
      node.parent = nil
      node = parent
    }
  }

  /// Pins the top of a chain of `Chained` nodes, in a manager that tracks only its leaf (and
  /// has another pin set first, so that its subtree index exists), and checks that the leaf
  /// took the pin's style or the too-deep chain was reported (when first walked).
  private func pinAboveATooDeepChain<Chained: ChainNode>(of type: Chained.Type) {
    var log: [ThemeDiagnostic] = []
    let manager = ThemeManager(
      store: InMemoryThemeStore(), notificationCenter: .init(),
      diagnosticHandler: { log.append($0) })
    let (top, leaf) = chain(of: type)
    defer { unwind(from: leaf) }
    leaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
    Node().theme(in: manager).overrideThemeStyle = .light
    top.theme(in: manager).overrideThemeStyle = .dark
    #expect(log.contains(.parentCycle(limit: 100_000)), "leaf: \(leaf.text), log: \(log)")
  }

  @Test("R2: a pin set above a chain deeper than the limit is reported, walked by a pass")
  func r2PinAboveTooDeepUnreportedChain() {
    pinAboveATooDeepChain(of: Node.self)
  }

  @Test("R2: a pin set above a chain deeper than the limit is reported, walked by the index")
  func r2PinAboveTooDeepReportedChain() {
    pinAboveATooDeepChain(of: ReportingNode.self)
  }

  /// A chain of `depth` nodes, the first the root; the nodes hold their parents weakly and the
  /// array holds them all, so that dropping it frees them one by one (a chain of strong links
  /// would free them recursively, deeper than the stack).
  private func viewChain(depth: Int) -> [TestView] {
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
    let nodes = viewChain(depth: 150_001)
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
    let nodes = viewChain(depth: 120_000)
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
