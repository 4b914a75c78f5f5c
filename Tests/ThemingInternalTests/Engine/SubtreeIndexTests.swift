import Testing
import ThemingTestSupport

@testable import Theming

/// R4 and R5 through the subtree index that override changes use after the first one.
@MainActor
@Suite struct SubtreeIndexTests {
  private func themed(_ name: String, in manager: ThemeManager) -> TestView {
    let view = ReportedView(name)
    view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    return view
  }

  /// A card with one themed leaf, pinned to dark: the index has been built and walked once.
  private func darkCardWithLeaf(in manager: ThemeManager) -> (card: TestView, leaf: TestView) {
    let card = ReportedView("card")
    let leaf = themed("leaf", in: manager)
    card.addChild(leaf)
    card.theme(in: manager).overrideThemeStyle = .dark
    #expect(leaf.text == "dark")
    return (card, leaf)
  }

  /// A themed ``HookedView``, whose `themeParent` can run the app's code once.
  private func themedHook(_ name: String, in manager: ThemeManager) -> ReportedHookedView {
    let view = ReportedHookedView(name)
    view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    return view
  }

  @Test("R4: nodes tracked after the first override are found by later ones")
  func r4LateNodesFoundByLaterOverrides() {
    let (manager, _) = makeManager()
    let card = ReportedView("card")
    let early = themed("early", in: manager)
    card.addChild(early)
    card.theme(in: manager).overrideThemeStyle = .dark
    #expect(manager.engine.subtree.isBuilt)
    let late = ReportedView("late")
    let lateLeaf = themed("lateLeaf", in: manager)
    late.addChild(lateLeaf)
    card.addChild(late)
    lateLeaf.theme(in: manager).refresh()
    #expect(lateLeaf.text == "dark")
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(early.text == "pink")
    #expect(lateLeaf.text == "pink")
  }

  @Test("R5: a node moved and refreshed follows its new ancestors' overrides")
  func r5MovedAndRefreshedFollowsNewAncestors() {
    let (manager, _) = makeManager()
    let first = ReportedView("first")
    let second = ReportedView("second")
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

  @Test("R5: a manager refresh relearns moves that were not reported")
  func r5RefreshRelearnsUnreportedMoves() {
    let (manager, _) = makeManager()
    let first = ReportedView("first")
    let second = ReportedView("second")
    let leaf = themed("leaf", in: manager)
    first.addChild(leaf)
    first.theme(in: manager).overrideThemeStyle = .dark
    second.addChild(leaf)
    manager.refresh()
    #expect(leaf.text == "light")
    second.theme(in: manager).overrideThemeStyle = "pink"
    #expect(leaf.text == "pink")
  }

  @Test("R9: dead children are skipped and pruned")
  func r9DeadChildrenAreSkippedAndPruned() {
    let (manager, _) = makeManager()
    let card = ReportedView("card")
    var children = (0..<10).map { themed("child \($0)", in: manager) }
    for child in children { card.addChild(child) }
    card.theme(in: manager).overrideThemeStyle = .dark
    let survivor = children[0]
    for child in children.dropFirst() { child.removeFromParent() }
    children.removeAll()
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(survivor.text == "light")
  }

  @Test("R2: a parent cycle hangs neither the index nor a walk, and is reported")
  func r2AParentCycleDoesNotHangTheIndex() {
    let (manager, log) = makeManager()
    let first = themed("first", in: manager)
    let second = ReportedView("second")
    first.parent = second
    second.parent = first
    second.theme(in: manager).overrideThemeStyle = .dark
    #expect(first.text == "dark")
    second.theme(in: manager).overrideThemeStyle = nil
    #expect(first.text == "light")
    // Resolved against the tree, the loop is cut at the walk limit and reported.
    #expect(log.entries == [.parentCycle(limit: ThemeEngine.parentWalkLimit)])
    first.parent = nil
  }

  @Test("R4: a toggle touches only the subtree")
  func r4ToggleTouchesOnlyTheSubtree() {
    let (manager, _) = makeManager()
    let card = ReportedView("card")
    let inside = ReportedView("inside")
    card.addChild(inside)
    let insideCounter = CallCounter()
    inside.theme(in: manager).textColor = insideCounter.provider()
    let outsideCounters = (0..<50).map { _ in CallCounter() }
    var outside: [TestView] = []
    for counter in outsideCounters {
      let view = ReportedView()
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

  @Test("R4: a node moved away and back is restyled once")
  func r4ANodeMovedAwayAndBackIsRestyledOnce() {
    let (manager, _) = makeManager()
    let first = ReportedView("first")
    let second = ReportedView("second")
    let leaf = ReportedView("leaf")
    let counter = CallCounter()
    leaf.theme(in: manager).textColor = counter.provider()
    first.addChild(leaf)
    first.theme(in: manager).overrideThemeStyle = .dark
    // Linked under `second`, then under `first` again.
    second.addChild(leaf)
    leaf.theme(in: manager).refresh()
    first.addChild(leaf)
    leaf.theme(in: manager).refresh()
    let before = counter.count
    first.theme(in: manager).overrideThemeStyle = nil
    #expect(leaf.textColor == .black)
    #expect(counter.count == before + 1)
  }

  @Test("R4: a node moved back after its first child is descended into")
  func r4MovedBackAfterFirstChildDescended() {
    let (manager, _) = makeManager()
    let first = ReportedView("first")
    let second = ReportedView("second")
    let node = themed("node", in: manager)
    first.addChild(node)
    // `first` links to `node` while it has no children.
    first.theme(in: manager).overrideThemeStyle = .dark
    second.addChild(node)
    manager.nodeDidMove(node)
    let child = ReportedView("child")
    node.addChild(child)
    child.theme(in: manager).text = ThemeProvider { $0.rawValue }
    // Back under `first`: the link made while `node` was a leaf must not be the one followed.
    first.addChild(node)
    manager.nodeDidMove(node)
    #expect(child.text == "dark")
    first.theme(in: manager).overrideThemeStyle = "pink"
    #expect(node.text == "pink")
    #expect(child.text == "pink")
  }

  @Test("R4: a node themed again after its record was dropped is restyled")
  func r4RethemedAfterRecordDropped() {
    let (manager, _) = makeManager()
    // The link from `card` keeps the leaf's record of that time.
    let (card, leaf) = darkCardWithLeaf(in: manager)
    leaf.theme(in: manager).text = nil
    manager.engine.table.sweep()
    leaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(leaf.text == "pink")
  }

  @Test("R4: children added under a leaf are found by the next toggle", arguments: [false, true])
  func r4ChildrenAddedUnderALeafAreFound(afterARefresh: Bool) {
    let (manager, _) = makeManager()
    // The index learns that `leaf` has no children, in the link from `card` to it.
    let (card, leaf) = darkCardWithLeaf(in: manager)
    if afterARefresh {
      // `refresh()` drops the index; a node themed then is linked only when it is rebuilt.
      manager.refresh()
      #expect(!manager.engine.subtree.isBuilt)
    }
    let added = ReportedView("added")
    leaf.addChild(added)
    added.theme(in: manager).text = ThemeProvider { $0.rawValue }
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(added.text == "pink")
  }

  @Test("R5: a walk reads the parent of each node it re-applies, once")
  func r5WalkReadsEachParentOnce() {
    let (manager, _) = makeManager()
    let card = ReportedView("card")
    let meddler = themedHook("meddler", in: manager)
    card.addChild(meddler)
    card.theme(in: manager).overrideThemeStyle = .dark
    var reads = 0
    meddler.onParentRead = { reads += 1 }
    card.theme(in: manager).overrideThemeStyle = "festival"
    #expect(reads == 1)
    #expect(meddler.text == "festival")
  }

  @Test("R5: a node moved away without a report is resolved against the tree by a walk")
  func r5NodeMovedAwayIsResolvedByAWalk() {
    let (manager, _) = makeManager()
    let (card, leaf) = darkCardWithLeaf(in: manager)
    let plain = ReportedView("plain")
    plain.addChild(leaf)
    // The index still links the leaf under the card: the walk finds it there, and reads where
    // it is now.
    card.theme(in: manager).overrideThemeStyle = "festival"
    #expect(leaf.text == "light")
  }

  @Test("R12: an override set from themeParent while a node is resolved is applied after it")
  func r12OverrideFromThemeParentWaits() {
    let (manager, _) = makeManager()
    let log = StateBox<[String]>([])
    let card = ReportedHookedView("card")
    card.theme(in: manager).text = ThemeProvider {
      log.value.append("card:\($0)")
      return $0.rawValue
    }
    let leaf = ReportedView("leaf")
    leaf.theme(in: manager).text = ThemeProvider {
      log.value.append("leaf:\($0)")
      return $0.rawValue
    }
    card.addChild(leaf)
    let other = ReportedView("other")
    other.theme(in: manager).text = ThemeProvider {
      log.value.append("other:\($0)")
      return $0.rawValue
    }
    card.theme(in: manager).overrideThemeStyle = .dark
    // Clearing the override resolves the card from its parents, which reads its themeParent.
    // Another pin, so that resolving the card reads its parents.
    let anchor = ReportedView("anchor")
    anchor.theme(in: manager).overrideThemeStyle = "blue"
    defer { withExtendedLifetime(anchor) {} }
    card.onParentRead = { other.theme(in: manager).overrideThemeStyle = "pink" }
    log.value.removeAll()
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(card.onParentRead == nil)
    // The override asked for from `themeParent` waits for the walk and its providers.
    #expect(log.value == ["card:light", "leaf:light", "other:pink"])
  }

  @Test("R12: a node themed from themeParent while a node is resolved is found by later toggles")
  func r12NodeThemedDuringAWalkIsFound() {
    let (manager, _) = makeManager()
    let card = themedHook("card", in: manager)
    card.theme(in: manager).overrideThemeStyle = .dark
    let late = ReportedView("late")
    // Another pin, so that resolving the card reads its parents.
    let anchor = ReportedView("anchor")
    anchor.theme(in: manager).overrideThemeStyle = "blue"
    defer { withExtendedLifetime(anchor) {} }
    card.onParentRead = {
      card.addChild(late)
      late.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(late.text == "light")
    card.theme(in: manager).overrideThemeStyle = "festival"
    #expect(card.text == "festival")
    #expect(late.text == "festival")
  }

  @Test("R12: a node themed from themeParent while linking is found by later toggles")
  func r12NodeThemedWhileLinkingIsFound() {
    let (manager, _) = makeManager()
    let card = ReportedView("card")
    card.addChild(themed("first", in: manager))
    card.theme(in: manager).overrideThemeStyle = .dark
    let meddler = ReportedHookedView("meddler")
    let sibling = ReportedView("sibling")
    card.addChild(meddler)
    card.addChild(sibling)
    // Theming the meddler links it, reading its `themeParent`, which themes the sibling.
    meddler.onParentRead = { sibling.theme(in: manager).text = ThemeProvider { $0.rawValue } }
    meddler.theme(in: manager).text = ThemeProvider { $0.rawValue }
    #expect(sibling.text == "dark")
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(meddler.text == "pink")
    #expect(sibling.text == "pink")
  }

  @Test(
    "R5: a node pruned, then put back and reported, is found by later toggles",
    arguments: [false, true])
  func r5PrunedThenPutBackIsFound(reportedByRefresh: Bool) {
    let (manager, _) = makeManager()
    let card = ReportedView("card")
    let leaf = themed("leaf", in: manager)
    card.addChild(leaf)
    card.theme(in: manager).overrideThemeStyle = .dark
    leaf.removeFromParent()
    // Not reported: this walk finds the leaf gone and drops its link.
    card.theme(in: manager).overrideThemeStyle = "pink"
    card.addChild(leaf)
    if reportedByRefresh {
      leaf.theme(in: manager).refresh()
    } else {
      manager.nodeDidMove(leaf)
    }
    #expect(leaf.text == "pink")
    card.theme(in: manager).overrideThemeStyle = "festival"
    #expect(leaf.text == "festival")
  }

  @Test("R5: a manager refresh from themeParent while a node is resolved drops the index")
  func r5RefreshDuringAWalkDropsTheIndex() {
    let (manager, _) = makeManager()
    let card = themedHook("card", in: manager)
    let leaf = themed("leaf", in: manager)
    card.addChild(leaf)
    card.theme(in: manager).overrideThemeStyle = .dark
    // Another pin, so that resolving the card reads its parents.
    let anchor = ReportedView("anchor")
    anchor.theme(in: manager).overrideThemeStyle = "blue"
    defer { withExtendedLifetime(anchor) {} }
    card.onParentRead = { manager.refresh() }
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(!manager.engine.subtree.isBuilt)
    #expect(card.text == "light")
    #expect(leaf.text == "light")
  }
}
