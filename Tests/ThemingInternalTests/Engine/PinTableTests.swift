import Testing
import ThemingTestSupport

@testable import Theming

/// The table of overrides keeps no more than it must.
@MainActor
@Suite struct PinTableTests {
  @Test("Pins of freed nodes are dropped as pins are set, without a pass")
  func deadPinsAreSweptAsPinsAreSet() {
    let (manager, _) = makeManager()
    for number in 0..<1_000 {
      let cell = ReportedView("cell \(number)")
      cell.theme(in: manager).overrideThemeStyle = number.isMultiple(of: 2) ? .dark : "pink"
    }
    #expect(manager.engine.pins.count <= 128)
  }

  @Test("A live pin is told from one left by a freed node at the same address")
  func livePinsOnly() {
    var table = PinTable()
    let kept = TestView()
    var freed: TestView? = TestView()
    let freedID = ObjectIdentifier(freed!)
    table.set(ResolvedStyle(style: .dark, id: 2), of: kept)
    table.set(ResolvedStyle(style: .dark, id: 2), of: freed!)
    freed = nil
    #expect(table.hasLivePin(ObjectIdentifier(kept)))
    #expect(!table.hasLivePin(freedID))
    table.removeDead()
    #expect(table.count == 1)
  }
}
