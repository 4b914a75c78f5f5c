import Testing

@testable import Theming

/// R4 and R5 through the subtree index that override changes use after the first one.
@MainActor
@Suite struct SubtreeIndexTests {
  private func themed(_ name: String, in manager: ThemeManager) -> TestView {
    let view = TestView(name)
    view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    return view
  }

  @Test func r4NodesTrackedAfterTheFirstOverrideAreFoundByLaterOnes() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let early = themed("early", in: manager)
    card.addChild(early)
    card.theme(in: manager).overrideThemeStyle = .dark
    #expect(manager.subtreeIndex != nil)
    let late = TestView("late")
    let lateLeaf = themed("lateLeaf", in: manager)
    late.addChild(lateLeaf)
    card.addChild(late)
    lateLeaf.theme(in: manager).refresh()
    #expect(lateLeaf.text == "dark")
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(early.text == "pink")
    #expect(lateLeaf.text == "pink")
  }

  @Test func r5ANodeMovedAndRefreshedFollowsItsNewAncestorsOverrides() {
    let (manager, _) = makeManager()
    let first = TestView("first")
    let second = TestView("second")
    let leaf = themed("leaf", in: manager)
    first.addChild(leaf)
    first.theme(in: manager).overrideThemeStyle = .dark
    second.theme(in: manager).overrideThemeStyle = "pink"
    #expect(leaf.text == "dark")
    second.addChild(leaf)
    leaf.theme(in: manager).refresh()
    #expect(leaf.text == "pink")
    first.theme(in: manager).overrideThemeStyle = "festival"
    #expect(leaf.text == "pink")
    second.theme(in: manager).overrideThemeStyle = nil
    #expect(leaf.text == "light")
  }

  @Test func r5AManagerRefreshRelearnsMovesThatWereNotReported() {
    let (manager, _) = makeManager()
    let first = TestView("first")
    let second = TestView("second")
    let leaf = themed("leaf", in: manager)
    first.addChild(leaf)
    first.theme(in: manager).overrideThemeStyle = .dark
    second.addChild(leaf)
    manager.refresh()
    #expect(leaf.text == "light")
    second.theme(in: manager).overrideThemeStyle = "pink"
    #expect(leaf.text == "pink")
  }

  @Test func r9DeadChildrenAreSkippedAndPruned() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    var children = (0..<10).map { themed("child \($0)", in: manager) }
    for child in children { card.addChild(child) }
    card.theme(in: manager).overrideThemeStyle = .dark
    let survivor = children[0]
    for child in children.dropFirst() { child.removeFromParent() }
    children.removeAll()
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(survivor.text == "light")
  }

  @Test func r2AParentCycleDoesNotHangTheIndex() {
    let (manager, log) = makeManager()
    let first = themed("first", in: manager)
    let second = TestView("second")
    first.parent = second
    second.parent = first
    second.theme(in: manager).overrideThemeStyle = .dark
    #expect(first.text == "dark")
    second.theme(in: manager).overrideThemeStyle = nil
    #expect(first.text == "light")
    #expect(log.entries.isEmpty)
    first.parent = nil
  }

  @Test func r4ToggleTouchesOnlyTheSubtree() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let inside = TestView("inside")
    card.addChild(inside)
    let insideCounter = CallCounter()
    inside.theme(in: manager).textColor = insideCounter.provider()
    let outsideCounters = (0..<50).map { _ in CallCounter() }
    var outside: [TestView] = []
    for counter in outsideCounters {
      let view = TestView()
      view.theme(in: manager).textColor = counter.provider()
      outside.append(view)
    }
    for _ in 0..<5 {
      card.theme(in: manager).overrideThemeStyle = .dark
      card.theme(in: manager).overrideThemeStyle = nil
    }
    #expect(insideCounter.count == 11)
    #expect(outsideCounters.allSatisfy { $0.count == 1 })
    #expect(inside.textColor == .black)
  }

  @Test func r4ANodeMovedAwayAndBackIsRestyledOnce() {
    let (manager, _) = makeManager()
    let first = TestView("first")
    let second = TestView("second")
    let leaf = TestView("leaf")
    let counter = CallCounter()
    leaf.theme(in: manager).textColor = counter.provider()
    first.addChild(leaf)
    first.theme(in: manager).overrideThemeStyle = .dark
    // Linked under `second`, then under `first` again: `first` now lists the leaf twice.
    second.addChild(leaf)
    leaf.theme(in: manager).refresh()
    first.addChild(leaf)
    leaf.theme(in: manager).refresh()
    let before = counter.count
    first.theme(in: manager).overrideThemeStyle = nil
    #expect(leaf.textColor == .black)
    #expect(counter.count == before + 1)
  }

  @Test(arguments: [false, true])
  func r4ChildrenAddedUnderALeafAreFoundByTheNextToggle(afterARefresh: Bool) {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let leaf = themed("leaf", in: manager)
    card.addChild(leaf)
    // The walk learns that `leaf` has no children and remembers it in its record.
    card.theme(in: manager).overrideThemeStyle = .dark
    if afterARefresh {
      // `refresh()` drops the index; a node themed then is linked only when it is rebuilt.
      manager.refresh()
      #expect(manager.subtreeIndex == nil)
    }
    let added = TestView("added")
    leaf.addChild(added)
    added.theme(in: manager).text = ThemeProvider { $0.rawValue }
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(added.text == "pink")
  }

  @Test func r4WalkMarksStartAgainSafelyWhenTheyRunOut() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let leaf = themed("leaf", in: manager)
    card.addChild(leaf)
    card.theme(in: manager).overrideThemeStyle = .dark
    #expect(leaf.text == "dark")
    // The next walk would reuse the first walk's mark, still on the leaf's record.
    manager.lastSubtreeWalkMark = StyleID.min
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(leaf.text == "light")
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(leaf.text == "pink")
  }

  @Test func r12AnOverrideSetFromThemeParentDuringAWalkIsAppliedAfterIt() {
    /// A node whose `themeParent` pins another node the first time it is read in a walk.
    final class MeddlingView: TestView {
      var onParentRead: (() -> Void)?
      override var themeParent: (any ThemeNode)? {
        if let action = onParentRead {
          onParentRead = nil
          action()
        }
        return parent
      }
    }
    let (manager, _) = makeManager()
    let card = TestView("card")
    let meddler = MeddlingView("meddler")
    meddler.theme(in: manager).text = ThemeProvider { $0.rawValue }
    let other = themed("other", in: manager)
    card.addChild(meddler)
    card.theme(in: manager).overrideThemeStyle = .dark
    meddler.onParentRead = { other.theme(in: manager).overrideThemeStyle = "pink" }
    card.theme(in: manager).overrideThemeStyle = "festival"
    #expect(meddler.onParentRead == nil)
    #expect(meddler.text == "festival")
    #expect(other.text == "pink")
  }
}
