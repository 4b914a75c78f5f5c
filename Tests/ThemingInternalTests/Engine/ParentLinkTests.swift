import Testing
import ThemingTestSupport

@testable import Theming

/// White-box: what a pass that reads the tree leaves in the records for the next one (where
/// each node's parent's record is, and which records are pinned), and that a hint gone stale
/// costs a look-up, never a wrong style.
@MainActor
@Suite struct ParentLinkTests {
  /// A node class unrelated to `TestView`.
  final class Stranger: ThemeNode {
    var up: Stranger?
    var themeParent: (any ThemeNode)? { up }
  }

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

  @Test("Compaction carries each hint to where its parent's record now is")
  func compactionCarriesHints() {
    let (manager, _) = makeManager()
    var first: TestView? = TestView("first")
    let card = TestView("card")
    let row = TestView("row")
    let dropped = TestView("dropped")
    let orphan = TestView("orphan")
    card.addChild(row)
    dropped.addChild(orphan)
    for view in [first, card, row, dropped, orphan].compactMap({ $0 }) {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    card.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: .dark)
    #expect(hint(of: row, in: manager) == 1)
    #expect(hint(of: orphan, in: manager) == 3)
    // The first record dies, and the dropped node loses its bindings while it lives on:
    // compaction drops both records, and the others move up.
    first = nil
    dropped.theme(in: manager).text = nil
    manager.changeTheme(to: .light)
    // One record of five is dead: compacted only now, as when a quarter of them are.
    manager.engine.table.removeDeadRecords()
    #expect(position(of: card, in: manager) == 0)
    #expect(hint(of: row, in: manager) == 0)
    #expect(hint(of: orphan, in: manager) == -1)
    manager.changeTheme(to: "blue")
    #expect(row.text == "pink")
    #expect(orphan.text == "blue")
    withExtendedLifetime(first) {}
  }

  @Test("R5: a hint that names another node's record is found out and mended")
  func staleHintIsMended() throws {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let other = TestView("other")
    let row = TestView("row")
    card.addChild(row)
    for view in [card, other, row] {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    card.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: .dark)
    #expect(hint(of: row, in: manager) == 0)
    // The hint names the other node's record, which the pass meets before the row: what a
    // record replaced in place, or a hint written before a move, leaves.
    let record = try #require(manager.engine.table.record(of: row))
    record.parentPosition = try #require(position(of: other, in: manager))
    manager.changeTheme(to: "blue")
    #expect(row.text == "pink")
    #expect(other.text == "blue")
    #expect(hint(of: row, in: manager) == 0)
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

  @Test("R2: a record reads its node's parent through the node's class, or its changed class")
  func recordReadsParentThroughTheClass() throws {
    let (manager, _) = makeManager()
    let parent = TestView("parent")
    let child = TestView("child")
    let sibling = TestView("sibling")
    for view in [child, sibling] {
      parent.addChild(view)
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    let record = try #require(manager.engine.table.record(of: child))
    let second = try #require(manager.engine.table.record(of: sibling))
    #expect(record.parent(of: child) === parent)
    #expect(second.parent(of: sibling) === parent)
    // Both are of the record class learnt for `TestView`, not the base class.
    #expect(type(of: second) == type(of: record))
    #expect(type(of: record) != NodeRecord.self)
    // A node whose class is no longer the one its record was made for (as Key-Value Observing
    // can do on Apple's platforms) is read through the protocol.
    let stranger = Stranger()
    stranger.up = Stranger()
    #expect(record.parent(of: stranger) === stranger.up)
  }

  @Test("R4: a pass whose pin marks another pass replaced marks the pins again")
  func passMarksPinsAgainAfterAnotherPass() throws {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let row = TestView("row")
    card.addChild(row)
    for view in [card, row] {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    card.theme(in: manager).overrideThemeStyle = "pink"
    let engine = manager.engine
    var resolver = PassResolver(engine: engine)
    // Another pass begins and marks the pins with its own number.
    _ = engine.table.markPins(engine.pins)
    let position = try #require(engine.table.position(of: card))
    let record = engine.table.records[position]
    let found = resolver.governor(of: card, record: record, at: position)
    #expect(found != Governor.current)
    if found != Governor.current {
      #expect(engine.styles.style(withID: found).style == "pink")
    }
  }
}
