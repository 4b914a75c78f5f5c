import Testing
import ThemingTestSupport

@testable import Theming

/// R9, white-box: the engine's table of tracked nodes and its pins, which the public API shows
/// only as `trackedNodeCount`. Dead nodes leave no record and no pin, and a record replaced
/// while a pass walks a copy of the table stays retired. (What the app sees of this is tested
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
    #expect(manager.engine.table.count == 0)
    #expect(manager.engine.pins.isEmpty)
  }

  @Test("R9: a record whose bindings were all removed is dropped by sweeps")
  func r9UnboundRecordIsSwept() {
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    view.theme(in: manager).textColor = nil
    manager.engine.table.removeDeadRecords()
    #expect(manager.engine.table.count == 0)
  }

  @Test("R9: a record replaced while a pass runs stays retired")
  func r9ReplacedRecordStaysRetired() {
    let (manager, _) = makeManager()
    let pin = TestView("pin")
    pin.theme(in: manager).overrideThemeStyle = .dark  // so that the pass resolves styles
    let action = StateBox<() -> Void>({})
    let trigger = TestView("trigger")
    trigger.theme(in: manager).text = ThemeProvider { style in
      if style == .dark { action.value() }
      return style.rawValue
    }
    var doomed: TestView? = TestView("doomed")
    doomed?.theme(in: manager).text = ThemeProvider { $0.rawValue }
    let doomedID = doomed.map(ObjectIdentifier.init)
    let oldRecord = manager.engine.table.records[1]
    doomed = nil  // dead before the pass, which meets its record after the trigger's
    var reborn: TestView?
    var made: [TestView] = []
    // The trigger's provider tracks a new view at the dead one's address: its record replaces
    // the old one in place, and the pass, walking its copy of the table, meets the old one.
    action.value = {
      guard reborn == nil else { return }
      reborn = view(at: doomedID, holding: &made)
      reborn?.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    manager.changeTheme(to: .dark)
    guard reborn != nil else { return }
    #expect(!manager.engine.table.records.contains { $0 === oldRecord })
    #expect(oldRecord.isRetired)
    #expect(reborn?.text == "dark")
  }
}
