import Testing
import Theming

/// R2: a chain of parents deeper than the walk limit is reported, never resolved to a wrong
/// style without a word.
@MainActor
@Suite struct DeepChainTests {
  final class Node: ThemeCompatible {
    var parent: Node?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
  }

  final class ReportingNode: ThemeCompatible, MoveReportingNode {
    var parent: ReportingNode?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
    func startReportingMoves(to manager: ThemeManager) {}
  }

  /// Just past the walk limit of 100,000 parents.
  private static let depth = 100_050

  @Test("R2: a pin set above a chain deeper than the limit is reported, for any class")
  func r2APinAboveATooDeepChainIsReported() {
    var log: [ThemeDiagnostic] = []
    let manager = ThemeManager(
      store: InMemoryThemeStore(), notificationCenter: .init(),
      diagnosticHandler: { log.append($0) })
    let top = Node()
    var leaf = top
    for _ in 0..<Self.depth {
      let next = Node()
      next.parent = leaf
      leaf = next
    }
    let reportingTop = ReportingNode()
    var reportingLeaf = reportingTop
    for _ in 0..<Self.depth {
      let next = ReportingNode()
      next.parent = reportingLeaf
      reportingLeaf = next
    }
    leaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
    reportingLeaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
    #expect(log.isEmpty)
    top.theme(in: manager).overrideThemeStyle = .dark
    #expect(leaf.text == "dark" || log.contains(.parentCycle(limit: 100_000)))
    log.removeAll()
    let other = ThemeManager(
      store: InMemoryThemeStore(), notificationCenter: .init(),
      diagnosticHandler: { log.append($0) })
    reportingLeaf.theme(in: other).text = ThemeProvider { $0.rawValue }
    Node().theme(in: other).overrideThemeStyle = .light
    reportingTop.theme(in: other).overrideThemeStyle = .dark
    #expect(reportingLeaf.text == "dark" || log.contains(.parentCycle(limit: 100_000)))
    // Unwound by hand: releasing a chain this deep recursively would overflow the stack.
    for var node in [leaf] {
      while let parent = node.parent {
        node.parent = nil
        node = parent
      }
    }
    while let parent = reportingLeaf.parent {
      reportingLeaf.parent = nil
      reportingLeaf = parent
    }
  }
}
