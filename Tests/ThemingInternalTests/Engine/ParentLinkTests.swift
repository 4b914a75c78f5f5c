import Testing
import ThemingTestSupport

@testable import Theming

/// White-box: what a pass that reads the tree leaves in the records for the next one (where
/// each node's parent's record is, and which records are pinned), and that a hint gone stale
/// costs a look-up, never a wrong style.
@MainActor
@Suite struct ParentLinkTests {
  /// The position hint in `view`'s record.
  private func hint(of view: TestView, in manager: ThemeManager) -> Int32? {
    manager.engine.table.record(of: view)?.parentPosition
  }

  private func position(of view: TestView, in manager: ThemeManager) -> Int32? {
    manager.engine.table.position(of: view).map(Int32.init)
  }

  @Test("A pass leaves in each record where its parent's record is, or that it has none")
  func passLeavesWhereTheParentsRecordIs() {
    let (manager, _) = makeManager()
    let screen = TestView("screen")
    let card = TestView("card")
    let row = TestView("row")
    screen.addChild(card)
    card.addChild(row)
    // The screen is not themed: the card's parent has no record.
    for view in [card, row] {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    // `TestView` reports no moves, so a switch with an override reads the tree.
    screen.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: .dark)
    #expect(row.text == "pink")
    #expect(hint(of: row, in: manager) == position(of: card, in: manager))
    #expect(hint(of: card, in: manager) == -1)
  }

  @Test("R5: a hint that compaction left on another node's record is found out and mended")
  func staleHintIsMended() {
    let (manager, _) = makeManager()
    var first: TestView? = TestView("first")
    let card = TestView("card")
    let other = TestView("other")
    let row = TestView("row")
    card.addChild(row)
    for view in [first, card, other, row].compactMap({ $0 }) {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    card.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: .dark)
    #expect(hint(of: row, in: manager) == 1)
    // The first record dies and is dropped: the card's record moves to 0, and the row's hint
    // now names the other node's record.
    first = nil
    manager.changeTheme(to: .light)
    #expect(position(of: card, in: manager) == 0)
    #expect(position(of: other, in: manager) == 1)
    manager.changeTheme(to: "blue")
    #expect(row.text == "pink")
    #expect(other.text == "blue")
    #expect(hint(of: row, in: manager) == 0)
    withExtendedLifetime(first) {}
  }

  @Test("R4: a record is pinned only by the latest mark, with the pin's style")
  func onlyTheLatestMarkPins() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let row = TestView("row")
    for view in [card, row] {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    card.theme(in: manager).overrideThemeStyle = "pink"
    let engine = manager.engine
    let mark = engine.table.markPins(engine.pins)
    let cardRecord = engine.table.record(of: card)
    let rowRecord = engine.table.record(of: row)
    #expect(cardRecord?.pinMark == mark)
    #expect(cardRecord.map { engine.styles.style(withID: $0.pinStyle).style } == "pink")
    #expect(rowRecord?.pinMark != mark)
    card.theme(in: manager).overrideThemeStyle = nil
    let next = engine.table.markPins(engine.pins)
    #expect(next != mark)
    #expect(cardRecord?.pinMark != next)
  }
}
