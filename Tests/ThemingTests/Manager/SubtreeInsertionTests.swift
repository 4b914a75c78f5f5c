import Testing
import Theming
import ThemingTestSupport

/// R4, R5: a subtree whose inner links were never reported (a themed node put into a container,
/// then the container inserted or pinned) takes its style at once, whatever else is pinned.
@MainActor
@Suite struct SubtreeInsertionTests {
  final class Node: ThemeCompatible {
    weak var parent: Node?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
  }

  /// The same tree, of a class that reports every move of any node, tracked or not.
  final class ReportingNode: ThemeCompatible, MoveReportingNode {
    weak var parent: ReportingNode?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
    static let reporter = ThemeMoveReporter()

    func startReportingMoves(to manager: ThemeManager) {
      Self.reporter.add(manager)
    }

    func move(under parent: ReportingNode?) {
      self.parent = parent
      Self.reporter.reportMove(of: self)
    }
  }

  /// A class that reports some moves but says it cannot report them all, as UIKit views do on
  /// systems before iOS 17.
  final class PartlyReportingNode: ThemeCompatible, MoveReportingNode {
    weak var parent: PartlyReportingNode?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
    var managers = 0
    static var reportsMoves: Bool { false }

    func startReportingMoves(to manager: ThemeManager) {
      managers += 1
    }
  }

  private func makeManager() -> ThemeManager {
    ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
  }

  private func themed(_ node: Node, in manager: ThemeManager) -> Node {
    node.theme(in: manager).text = ThemeProvider { $0.rawValue }
    return node
  }

  @Test(
    "R5: a container inserted under a pin brings its themed child, with or without another pin",
    arguments: [false, true])
  func r5AContainerInsertedUnderAPin(anotherPinFirst: Bool) {
    let manager = makeManager()
    let unrelated = Node()
    if anotherPinFirst { unrelated.theme(in: manager).overrideThemeStyle = .dark }
    let pinned = Node()
    let box = Node()
    let child = themed(Node(), in: manager)
    child.parent = box
    pinned.theme(in: manager).overrideThemeStyle = .dark
    box.parent = pinned
    manager.nodeDidMove(box)
    #expect(child.text == "dark")
  }

  @Test(
    "R4: a pin set after the container was inserted reaches the child",
    arguments: [false, true])
  func r4APinSetAfterTheInsertion(containerIsTracked: Bool) {
    let manager = makeManager()
    Node().theme(in: manager).overrideThemeStyle = "festival"
    let panel = Node()
    let box = containerIsTracked ? themed(Node(), in: manager) : Node()
    let child = themed(Node(), in: manager)
    child.parent = box
    box.parent = panel
    panel.theme(in: manager).overrideThemeStyle = .dark
    #expect(child.text == "dark")
    if containerIsTracked { #expect(box.text == "dark") }
    panel.theme(in: manager).overrideThemeStyle = nil
    #expect(child.text == "light")
  }

  @Test("R5: several levels built apart and inserted at once all take the pin's style")
  func r5SeveralLevelsDeep() {
    let manager = makeManager()
    let pinned = Node()
    pinned.theme(in: manager).overrideThemeStyle = .dark
    var levels = [themed(Node(), in: manager)]
    for depth in 1..<6 {
      let outer = depth.isMultiple(of: 2) ? themed(Node(), in: manager) : Node()
      levels.last?.parent = outer
      levels.append(outer)
    }
    levels.last?.parent = pinned
    manager.nodeDidMove(levels[levels.count - 1])
    #expect(levels[0].text == "dark")
    #expect(levels[2].text == "dark")
  }

  @Test("R5: manager.refresh() after an insertion brings the subtree up to date")
  func r5RefreshAfterAnInsertion() {
    let manager = makeManager()
    let pinned = Node()
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let box = Node()
    let child = themed(Node(), in: manager)
    child.parent = box
    box.parent = pinned
    manager.refresh()
    #expect(child.text == "dark")
  }

  @Test("R5: with every move reported, an insertion under a pin takes its style at once")
  func r5ReportedMovesOfAReportingClass() {
    let manager = makeManager()
    Node().theme(in: manager).overrideThemeStyle = .dark
    let pinned = ReportingNode()
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let box = ReportingNode()
    let child = ReportingNode()
    child.theme(in: manager).text = ThemeProvider { $0.rawValue }
    child.move(under: box)
    box.move(under: pinned)
    #expect(child.text == "dark")
    box.move(under: nil)
    #expect(child.text == "light")
  }

  @Test("R5: a class that cannot report every move is told of its managers, and not trusted")
  func r5PartialReporterIsNotTrusted() {
    let manager = makeManager()
    Node().theme(in: manager).overrideThemeStyle = .dark
    let pinned = PartlyReportingNode()
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let box = PartlyReportingNode()
    let child = PartlyReportingNode()
    child.theme(in: manager).text = ThemeProvider { $0.rawValue }
    #expect(child.managers == 1)
    child.parent = box
    box.parent = pinned
    manager.nodeDidMove(box)
    #expect(child.text == "dark")
  }
}
