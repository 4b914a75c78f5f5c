import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R9: the library never keeps a node alive, drops dead entries, and never mistakes a new
/// object at a reused address for a dead one.
@MainActor
@Suite struct MemoryTests {
  @Test("R9: a themed node deallocates while tracked")
  func r9AThemedNodeDeallocatesWhileTracked() {
    let (manager, _) = makeManager()
    let box = makeThemedNode(in: manager).weak
    #expect(box.object == nil)
    manager.changeTheme(to: .dark)
    #expect(manager.trackedNodeCount == 0)
  }

  @Test("R9: a provider read back and kept does not keep its node alive")
  func r9KeptProviderDoesNotKeepItsNode() {
    let (manager, _) = makeManager()
    var kept: ThemeProvider<TestColor>?
    weak var weakView: TestView?
    do {
      let view = TestView()
      weakView = view
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
      kept = view.theme(in: manager).textColor
    }
    #expect(weakView == nil)
    kept?.refresh()
    #expect(kept?(.dark) == .white)
  }

  @Test("R9: a closure that captures its node strongly keeps it alive, and a weak capture does not")
  func r9OnlyAStrongCaptureKeepsTheNode() {
    let (manager, _) = makeManager()
    weak var strongly: TestView?
    weak var weakly: TestView?
    do {
      let first = TestView("strong")
      first.theme(in: manager).customization = ThemeProvider { _ in first.text = "x" }
      strongly = first
      let second = TestView("weak")
      second.theme(in: manager).customization = ThemeProvider { [weak second] _ in
        second?.text = "x"
      }
      weakly = second
    }
    #expect(weakly == nil)
    #expect(strongly != nil)
    // The cycle runs through the user's own closure alone: removing the provider breaks it.
    strongly?.theme(in: manager).customization = nil
    #expect(strongly == nil)
  }

  @Test(
    "R9: what a dead node's providers capture is released once a pass drops its record",
    arguments: [false, true])
  func r9DeadNodesProvidersReleased(largeSubtree: Bool) {
    let (manager, _) = makeManager()
    final class Captured {}
    weak var captured: Captured?
    let root = ReportedView("root")
    let keep = ReportedView("kept")
    root.addChild(keep)
    keep.theme(in: manager).text = ThemeProvider { $0.rawValue }
    do {
      let object = Captured()
      captured = object
      let child = ReportedView("child")
      root.addChild(child)
      child.theme(in: manager).text = ThemeProvider { style in
        _ = object
        return style.rawValue
      }
      // Overrides build the subtree index, which links the child's record; a large change
      // also keeps the subtree's order.
      root.theme(in: manager).overrideThemeStyle = .dark
      root.theme(in: manager).overrideThemeStyle = nil
      child.removeFromParent()
    }
    if largeSubtree {
      let moreChildren = (0..<1_100).map { ReportedView("more \($0)") }
      for view in moreChildren {
        root.addChild(view)
        view.theme(in: manager).text = ThemeProvider { $0.rawValue }
      }
      root.theme(in: manager).overrideThemeStyle = .dark
      root.theme(in: manager).overrideThemeStyle = nil
    }
    manager.changeTheme(to: .dark)
    #expect(captured == nil)
    #expect(keep.text == "dark")
  }

  /// Needs the allocator to hand a freed address out again, which AddressSanitizer's
  /// quarantine prevents; `.ci/run` sets `THEMING_SANITIZER` for its sanitizer runs.
  @Test(
    "R9: a new object at a dead object's address starts clean",
    .enabled(if: ProcessInfo.processInfo.environment["THEMING_SANITIZER"] == nil))
  func r9NewObjectAtDeadAddressStartsClean() throws {
    let (manager, _) = makeManager()
    let deadID = makeThemedNode(in: manager).id
    var reused: TestView?
    var attempts: [TestView] = []
    for _ in 0..<10_000 {
      let candidate = TestView()
      if ObjectIdentifier(candidate) == deadID {
        reused = candidate
        break
      }
      attempts.append(candidate)
    }
    let node = try #require(reused, "the allocator never reused the address")
    #expect(node.theme(in: manager).textColor == nil)
    #expect(node.theme(in: manager).customization == nil)
    #expect(node.theme(in: manager).overrideThemeStyle == nil)
    #expect(node.theme(in: manager).effectiveThemeStyle == .light)
    manager.changeTheme(to: .dark)
    #expect(node.textColor == .gray)
    #expect(node.text == "")
    node.theme(in: manager).text = ThemeProvider { $0.rawValue }
    #expect(node.text == "dark")
    _ = attempts
  }

  @Test("R9: churn keeps the table within twice the live nodes")
  func r9ChurnKeepsTheTableSmall() {
    let (manager, _) = makeManager()
    var live: [TestView] = []
    var peak = 0
    let provider = ThemeProvider<TestColor>(light: .black, dark: .white)
    for round in 0..<20_000 {
      let view = TestView()
      view.theme(in: manager).textColor = provider
      live.append(view)
      if live.count > 300 { live.removeFirst(live.count - 300 + round % 7) }
      peak = max(peak, manager.trackedNodeCount)
    }
    #expect(peak <= 2 * 300 + 64)
    manager.changeTheme(to: .dark)
    #expect(manager.trackedNodeCount == live.count)
    #expect(live.allSatisfy { $0.textColor == .white })
  }
}
