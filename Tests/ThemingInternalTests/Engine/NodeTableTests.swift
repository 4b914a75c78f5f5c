import Foundation
import Testing
import ThemingTestSupport

@testable import Theming

/// R9, white-box: the engine's table of tracked nodes and its pins, which the public API shows
/// only as `trackedNodeCount`. Dead nodes leave no record and no pin, dead records give back
/// their providers at the next pass, and the table is swept when it doubles. (What the app sees of this is tested
/// through the public API in `Manager/MemoryTests.swift` and
/// `Manager/PassWithOverridesTests.swift`.)
@MainActor
@Suite struct NodeTableTests {
  @Test("R9: a themed node that deallocates leaves no record and no pin")
  func r9ADeadNodeLeavesNoRecordOrPin() {
    let (manager, _) = makeManager()
    let box = makeThemedNode(in: manager).weak
    #expect(box.object == nil)
    manager.changeTheme(to: .dark)
    #expect(manager.trackedNodeCount == 0)
    #expect(manager.engine.table.records.allSatisfy { $0.isRetired && $0.slots.isEmpty })
    #expect(manager.engine.pins.isEmpty)
  }

  @Test("R9: a record whose bindings were all removed is dropped by sweeps")
  func r9UnboundRecordIsSwept() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    view.theme(in: manager).textColor = nil
    manager.engine.table.sweep()
    #expect(manager.engine.table.count == 0)
  }

  /// Eight themed views, each with a provider that holds an object (a view of its own, never
  /// themed) that the test watches.
  private func makeEight(in manager: ThemeManager) -> (views: [TestView?], canaries: [WeakBox]) {
    var views: [TestView?] = []
    var canaries: [WeakBox] = []
    for index in 0..<8 {
      let view = TestView("v\(index)")
      let canary = TestView("canary")
      view.theme(in: manager).text = ThemeProvider { style in
        withExtendedLifetime(canary) { style.rawValue }
      }
      views.append(view)
      canaries.append(WeakBox(canary))
    }
    return (views, canaries)
  }

  @Test("R9: a dead node's record gives back its providers at the next pass, and no record moves")
  func r9DeadRecordIsRetiredInPlace() {
    let (manager, _) = makeManager()
    var (views, canaries) = makeEight(in: manager)
    let table = { manager.engine.table }
    let last = views[7].flatMap { table().position(of: $0) }
    views[2] = nil
    #expect(canaries[2].object != nil, "the provider lives until a pass meets the dead record")
    manager.changeTheme(to: .dark)
    #expect(canaries[2].object == nil)
    #expect(canaries.enumerated().allSatisfy { $0.offset == 2 || $0.element.object != nil })
    // The dead record keeps its place, without its bindings, until the table is swept.
    #expect(table().count == 8)
    #expect(table().retiredCount == 1)
    #expect(manager.trackedNodeCount == 7)
    #expect(views[7].flatMap { table().position(of: $0) } == last)
    let retired = table().records[2]
    #expect(retired.isRetired && retired.node == nil && retired.slots.isEmpty)
    #expect(views.compactMap { $0 }.allSatisfy { $0.text == "dark" })
    // A second pass does not count it again.
    manager.changeTheme(to: .light)
    #expect(table().retiredCount == 1)
    #expect(manager.trackedNodeCount == 7)
    #expect(manager.engine.invariantViolations().isEmpty)
  }

  @Test("R9: the table is swept of dead records once it has doubled since the last sweep")
  func r9TableIsSweptWhenItDoubles() {
    let (manager, _) = makeManager()
    var views: [TestView?] = (0..<64).map { TestView("v\($0)") }
    for view in views { view?.theme(in: manager).text = ThemeProvider { $0.rawValue } }
    for index in 0..<40 { views[index] = nil }
    manager.changeTheme(to: .dark)
    #expect(manager.trackedNodeCount == 24)
    // New nodes are added until the table reaches its threshold: then it is swept, and holds
    // the live records only.
    var added: [TestView] = []
    var largest = manager.engine.table.count
    while added.count < 200 && manager.engine.table.count >= largest {
      largest = manager.engine.table.count
      let view = TestView("added")
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
      added.append(view)
    }
    #expect(largest <= 128)
    #expect(manager.engine.table.count == 24 + added.count)
    #expect(manager.engine.table.retiredCount == 0)
    #expect(views.compactMap { $0 }.allSatisfy { manager.engine.table.position(of: $0) != nil })
    #expect(manager.engine.invariantViolations().isEmpty)
  }
}
