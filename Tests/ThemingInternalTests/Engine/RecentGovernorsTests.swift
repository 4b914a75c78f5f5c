import Testing
import ThemingTestSupport

@testable import Theming

/// The pass's cache of recent styles may forget, but never gives one object's style for another.
@MainActor
@Suite struct RecentGovernorsTests {
  @Test("An entry is found until another object takes its slot")
  func entryFoundUntilItsSlotIsTaken() {
    var recent = RecentGovernors(count: 32)
    let objects = (0..<4_096).map { _ in StateBox(0) }
    for (number, object) in objects.enumerated() {
      recent.set(StyleID(number + 1), for: ObjectIdentifier(object), position: 0)
    }
    var found = 0
    for (number, object) in objects.enumerated() {
      guard let style = recent.governor(of: ObjectIdentifier(object))?.governor else { continue }
      #expect(style == StyleID(number + 1))
      found += 1
    }
    // 4,096 objects in a cache of 64: most were evicted, and the last ones set are still there.
    #expect(found > 0 && found <= 64)
    #expect(recent.governor(of: ObjectIdentifier(objects[objects.count - 1]))?.governor == 4_096)
  }

  @Test("An object never set is not found")
  func anObjectNeverSetIsNotFound() {
    var recent = RecentGovernors(count: 1)
    let object = StateBox(0)
    #expect(recent.governor(of: ObjectIdentifier(object))?.governor == nil)
    recent.set(3, for: ObjectIdentifier(object), position: 0)
    #expect(recent.governor(of: ObjectIdentifier(object))?.governor == 3)
  }

  @Test("Forgetting empties the cache")
  func forgettingEmptiesTheCache() {
    var recent = RecentGovernors(count: 32)
    let object = StateBox(0)
    recent.set(5, for: ObjectIdentifier(object), position: 0)
    recent.forgetAll()
    #expect(recent.governor(of: ObjectIdentifier(object))?.governor == nil)
    recent.set(6, for: ObjectIdentifier(object), position: 0)
    #expect(recent.governor(of: ObjectIdentifier(object))?.governor == 6)
  }

  @Test("A cache fits the counts that give its size, and no other")
  func aCacheFitsTheCountsThatGiveItsSize() {
    let recent = RecentGovernors(count: 1_000)
    // 2,048 entries: any count from 513 to 1,024.
    #expect(recent.fits(count: 513) && recent.fits(count: 1_024))
    #expect(!recent.fits(count: 512) && !recent.fits(count: 1_025))
    // The size stops growing at 32,768 entries.
    #expect(RecentGovernors(count: 100_000).fits(count: 16_385))
  }

  @Test("R4: an engine keeps the cache for the next pass only while an override is set")
  func engineKeepsTheCacheOnlyWhileAnOverrideIsSet() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let row = TestView("row")
    card.addChild(row)
    for view in [card, row] {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    // `TestView` reports no moves, so a switch with an override reads the tree.
    card.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: .dark)
    #expect(row.text == "pink")
    #expect(manager.engine.spareRecentGovernors != nil)
    card.theme(in: manager).overrideThemeStyle = nil
    manager.changeTheme(to: .light)
    #expect(row.text == "light")
    // Compared as a flag, so that a failure does not print every entry.
    let stillKept = manager.engine.spareRecentGovernors != nil
    #expect(!stillKept)
  }
}
