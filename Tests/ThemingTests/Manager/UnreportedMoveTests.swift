import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R5: `ThemeManager.refresh()` tells the app when a class that says it reports its
/// moves did not report one, and stays silent otherwise.
@MainActor
@Suite struct UnreportedMoveTests {
  private func themed(_ view: TestView, in manager: ThemeManager) -> TestView {
    view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    return view
  }

  /// A manager, a container pinned to dark, an unpinned one, and a themed leaf moved into the
  /// dark one with a report.
  private func darkLeaf() -> (
    manager: ThemeManager, log: DiagnosticLog, plain: ReportedView, dark: ReportedView,
    leaf: TestView
  ) {
    let (manager, log) = makeManager()
    let dark = ReportedView("dark")
    let plain = ReportedView("plain")
    dark.theme(in: manager).overrideThemeStyle = .dark
    let leaf = themed(ReportedView("leaf"), in: manager)
    dark.addChild(leaf)
    manager.nodeDidMove(leaf)
    #expect(leaf.text == "dark")
    return (manager, log, plain, dark, leaf)
  }

  @Test("R5: a move a reporting class did not report is found by refresh() and named")
  func r5UnreportedMoveIsReported() {
    let (manager, log, plain, dark, leaf) = darkLeaf()
    // The pinned container must outlive the refresh: its death would explain the difference.
    defer { withExtendedLifetime(dark) {} }
    // Moved without a report: the manager cannot know, and keeps the style it learnt.
    plain.addChild(leaf)
    manager.refresh()
    #expect(leaf.text == "light")
    #expect(log.entries == [.unreportedMove(objectType: "ReportedView")])
    #expect(
      log.entries.first?.description.contains("moved without a report") == true)
  }

  @Test("R5: refresh() says nothing when every move was reported, or none is claimed")
  func r5NoReportForReportedOrUnclaimedMoves() {
    let (manager, log, plain, dark, leaf) = darkLeaf()
    plain.addChild(leaf)
    manager.nodeDidMove(leaf)
    manager.refresh()
    #expect(leaf.text == "light")
    // A class that does not claim to report its moves is re-read by every refresh, quietly.
    let other = themed(TestView("other"), in: manager)
    dark.addChild(other)
    manager.refresh()
    #expect(other.text == "dark")
    plain.addChild(other)
    manager.refresh()
    #expect(other.text == "light")
    #expect(log.entries.isEmpty)
  }

  @Test("R9: a pinned node's death is not mistaken for an unreported move")
  func r9DeadPinIsNotAnUnreportedMove() {
    let (manager, log) = makeManager()
    let keep = ReportedView("keep")
    keep.theme(in: manager).overrideThemeStyle = "pink"
    let leaf: TestView
    do {
      let container = ReportedView("container")
      leaf = themed(ReportedView("leaf"), in: manager)
      container.addChild(leaf)
      manager.nodeDidMove(leaf)
      container.theme(in: manager).overrideThemeStyle = .dark
      #expect(leaf.text == "dark")
    }
    manager.refresh()
    #expect(leaf.text == "light")
    #expect(log.entries.isEmpty)
  }
}

/// R5: the death of an object between a pin and a node below it is no move, and `refresh()`
/// does not call it one.
@MainActor
@Suite struct DeadParentRefreshTests {
  @Test("R5: refresh() says nothing when an unpinned parent died below a pin")
  func deadUnpinnedParentIsNoUnreportedMove() {
    let (manager, log) = makeManager()
    let pinned = ReportedView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let child = ReportedView("child")
    child.theme(in: manager).text = ThemeProvider { $0.rawValue }
    do {
      let middle = ReportedView("middle")
      pinned.addChild(middle)
      middle.addChild(child)
      manager.nodeDidMove(middle)
      #expect(child.text == "dark")
      middle.removeFromParent()
    }
    #expect(child.parent == nil, "the middle view died, and the child lives on")
    manager.refresh()
    #expect(child.text == "light")
    #expect(log.entries.isEmpty)
  }
}
