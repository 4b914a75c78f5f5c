import Testing
import Theming
import ThemingTestSupport

/// R4, R5 and R12 in a pass with overrides, which resolves each node from its parent's style as
/// the pass found it: left in the parent's record, found where the child's record says it was
/// (a hint that compaction and moves make stale) or by identity, or found by walking up. The
/// app's code runs between nodes, so styles found before it ran are reused after it.
@MainActor
@Suite struct PassWithOverridesTests {
  /// Which of a forest's views are themed first.
  enum ThemingOrder: CaseIterable {
    /// Parents before their children, as a pass usually meets them.
    case parentsFirst
    /// Children before their parents: a parent's record comes later in the table than its
    /// children's, so the style it holds from the last pass must not be trusted.
    case childrenFirst
  }

  /// A forest of `count` views in which each view's parent is an earlier one (or none), made
  /// from a fixed seed so that every run builds the same shape, themed in `order`.
  private func forest(
    _ count: Int,
    in manager: ThemeManager,
    order: ThemingOrder = .parentsFirst
  ) -> [TestView] {
    var seed: UInt64 = 0x2545_F491
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var views: [TestView] = []
    for index in 0..<count {
      let view = TestView("view \(index)")
      if index > 0 && next(5) != 0 { views[next(index)].addChild(view) }
      views.append(view)
    }
    let themingOrder = order == .parentsFirst ? views : views.reversed()
    for view in themingOrder {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    return views
  }

  /// The style each view should show: its nearest own or inherited override, else `current`.
  private func expectedText(of view: TestView, in manager: ThemeManager) -> String {
    var cursor: TestView? = view
    while let step = cursor {
      if let pinned = step.theme(in: manager).overrideThemeStyle { return pinned.rawValue }
      cursor = step.parent
    }
    return manager.currentThemeStyle.rawValue
  }

  @Test("R4: pinned subtrees keep their styles in every pass", arguments: ThemingOrder.allCases)
  func r4PinnedSubtreesKeepTheirStyles(order: ThemingOrder) {
    let (manager, log) = makeManager()
    let views = forest(200, in: manager, order: order)
    for (number, index) in stride(from: 7, to: 200, by: 23).enumerated() {
      views[index].theme(in: manager).overrideThemeStyle = number % 2 == 0 ? .dark : "pink"
    }
    for style: ThemeStyle in [.dark, .light, "festival", .light] {
      manager.changeTheme(to: style)
      #expect(views.allSatisfy { $0.text == expectedText(of: $0, in: manager) })
    }
    #expect(log.entries.isEmpty)
  }

  @Test(
    "R5: passes follow reported moves between pinned subtrees", arguments: ThemingOrder.allCases)
  func r5PassesFollowReportedMoves(order: ThemingOrder) {
    let (manager, _) = makeManager()
    let views = forest(120, in: manager, order: order)
    views[10].theme(in: manager).overrideThemeStyle = "pink"
    views[40].theme(in: manager).overrideThemeStyle = .dark
    manager.changeTheme(to: "festival")
    // Each pass leaves the styles it found in the records; after the moves and the override
    // changes, what the last pass left there is out of date for most of the forest.
    for (round, index) in stride(from: 3, to: 120, by: 7).enumerated() {
      let newParent = views[(index * 5 + round) % 120]
      guard !isAncestor(views[index], of: newParent) else { continue }
      newParent.addChild(views[index])
      views[index].theme(in: manager).refresh()
    }
    views[10].theme(in: manager).overrideThemeStyle = nil
    views[70].theme(in: manager).overrideThemeStyle = "pink"
    for style: ThemeStyle in [.light, "festival", .dark] {
      manager.changeTheme(to: style)
      #expect(views.allSatisfy { $0.text == expectedText(of: $0, in: manager) })
    }
  }

  @Test("R5: a pass does not take the styles the previous pass found for its own")
  func r5PassDoesNotTakeThePreviousPassStyles() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    card.theme(in: manager).overrideThemeStyle = "pink"
    // Keeps an override in place after the parent leaves the card, so the second pass reads
    // the tree too.
    let elsewhere = TestView("elsewhere")
    elsewhere.theme(in: manager).overrideThemeStyle = .dark
    let parent = TestView("parent")
    let child = TestView("child")
    card.addChild(parent)
    parent.addChild(child)
    // The child is themed first, so the pass meets it before its parent: the parent's style
    // can come only from what the pass remembers.
    for view in [child, parent] {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    manager.changeTheme(to: .dark)
    #expect(child.text == "pink")
    parent.removeFromParent()
    manager.changeTheme(to: .light)
    #expect(parent.text == "light")
    #expect(child.text == "light")
    withExtendedLifetime(elsewhere) {}
  }

  @Test("R4: untracked ancestors pass their overrides on")
  func r4UntrackedAncestorsPassTheirOverridesOn() {
    let (manager, _) = makeManager()
    // Screen (pinned, untracked) > container (untracked) > three themed rows, themed bottom up.
    let screen = TestView("screen")
    let container = TestView("container")
    screen.addChild(container)
    let rows = (0..<3).map { TestView("row \($0)") }
    for row in rows.reversed() {
      container.addChild(row)
      row.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    let loose = TestView("loose")
    loose.theme(in: manager).text = ThemeProvider { $0.rawValue }
    screen.theme(in: manager).overrideThemeStyle = "pink"
    manager.changeTheme(to: .dark)
    #expect(rows.allSatisfy { $0.text == "pink" })
    #expect(loose.text == "dark")
    container.removeFromParent()
    manager.changeTheme(to: .light)
    #expect(rows.allSatisfy { $0.text == "light" })
  }

  @Test("R12: nodes themed by a provider mid-pass get their ancestor's override")
  func r12NodesThemedMidPassGetTheOverride() {
    let (manager, _) = makeManager()
    let views = forest(40, in: manager)
    let card = views[30]
    card.theme(in: manager).overrideThemeStyle = "pink"
    var made: [TestView] = []
    // The first record's provider tracks new nodes under a pinned card that comes later, in
    // the middle of the pass: they are applied when they are tracked, and the pass leaves them.
    views[0].theme(in: manager).customization = ThemeProvider { _ in
      let view = TestView("made \(made.count)")
      card.addChild(view)
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
      made.append(view)
    }
    manager.changeTheme(to: .dark)
    manager.changeTheme(to: .light)
    #expect(!made.isEmpty)
    #expect(made.allSatisfy { $0.text == "pink" })
    #expect(views.allSatisfy { $0.text == expectedText(of: $0, in: manager) })
  }

  @Test("R5: a node moved under an override by a provider is resolved by the next pass")
  func r5MoveByAProviderResolvedNextPass() {
    let (manager, _) = makeManager()
    let views = forest(30, in: manager)
    let card = TestView("card")
    card.theme(in: manager).overrideThemeStyle = "pink"
    let moved = views[25]
    views[0].theme(in: manager).customization = ThemeProvider { _ in card.addChild(moved) }
    manager.changeTheme(to: .dark)
    // Moved during the pass and not reported: the next pass finds it under the card.
    manager.refresh()
    #expect(moved.text == "pink")
    #expect(views.allSatisfy { $0.text == expectedText(of: $0, in: manager) })
  }

  @Test("R9: nodes dropped by a provider mid-pass are released after the pass")
  func r9NodesDroppedMidPassAreReleased() {
    let (manager, _) = makeManager()
    var views = forest(20, in: manager)
    views[3].theme(in: manager).overrideThemeStyle = .dark
    weak var dropped: TestView?
    dropped = views[15]
    views[0].theme(in: manager).customization = ThemeProvider { _ in
      if views.count == 20 {
        views[15].removeFromParent()
        views.remove(at: 15)
      }
    }
    manager.changeTheme(to: .dark)
    #expect(dropped == nil)
    #expect(views.allSatisfy { $0.text == expectedText(of: $0, in: manager) })
  }

  private func isAncestor(_ candidate: TestView, of view: TestView) -> Bool {
    var cursor: TestView? = view
    while let step = cursor {
      if step === candidate { return true }
      cursor = step.parent
    }
    return false
  }
}
