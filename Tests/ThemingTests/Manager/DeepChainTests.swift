import Testing
import Theming

/// R2: a chain of parents deeper than the walk limit is reported, never resolved to a wrong
/// style without a word.
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
}
