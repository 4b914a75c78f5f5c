import Testing
import Theming
import ThemingTestSupport

/// R4 (overrides take effect at once and nest) and R5 (the tree is the truth).
@MainActor
@Suite struct OverrideTests {
  /// root → card → (title, row → badge)
  @MainActor
  struct Tree {
    let root = TestView("root")
    let card = TestView("card")
    let title = TestView("title")
    let row = TestView("row")
    let badge = TestView("badge")

    init(manager: ThemeManager) {
      root.addChild(card)
      card.addChild(title)
      card.addChild(row)
      row.addChild(badge)
      for view in [root, card, title, row, badge] {
        view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
      }
    }
  }

  @Test("R4: setting an override re-applies the subtree at once")
  func r4OverrideReappliesTheSubtree() {
    let (manager, _) = makeManager()
    let tree = Tree(manager: manager)
    tree.card.theme(in: manager).overrideThemeStyle = .dark
    #expect(tree.card.textColor == .white)
    #expect(tree.title.textColor == .white)
    #expect(tree.badge.textColor == .white)
    #expect(tree.root.textColor == .black)
  }

  @Test("R4: clearing an override restores the inherited style")
  func r4ClearingRestoresInheritedStyle() {
    let (manager, _) = makeManager()
    let tree = Tree(manager: manager)
    tree.card.theme(in: manager).overrideThemeStyle = .dark
    tree.card.theme(in: manager).overrideThemeStyle = nil
    #expect(tree.card.textColor == .black)
    #expect(tree.badge.textColor == .black)
  }

  @Test("R4: a descendant's own override survives setting and clearing its ancestors'")
  func r4DescendantOverrideSurvives() {
    let (manager, _) = makeManager()
    let tree = Tree(manager: manager)
    tree.row.theme(in: manager).overrideThemeStyle = .light
    tree.card.theme(in: manager).overrideThemeStyle = .dark
    #expect(tree.title.textColor == .white)
    #expect(tree.row.textColor == .black)
    #expect(tree.badge.textColor == .black)
    #expect(tree.row.theme(in: manager).overrideThemeStyle == .light)

    tree.card.theme(in: manager).overrideThemeStyle = nil
    #expect(tree.row.theme(in: manager).overrideThemeStyle == .light)
    manager.changeTheme(to: .dark)
    #expect(tree.title.textColor == .white)
    #expect(tree.row.textColor == .black)
    #expect(tree.badge.textColor == .black)
  }

  @Test("R4: clearing a nested override restores the ancestor's override")
  func r4ClearingNestedRestoresAncestors() {
    let (manager, _) = makeManager()
    let tree = Tree(manager: manager)
    tree.card.theme(in: manager).overrideThemeStyle = .dark
    tree.row.theme(in: manager).overrideThemeStyle = .light
    #expect(tree.badge.textColor == .black)
    tree.row.theme(in: manager).overrideThemeStyle = nil
    #expect(tree.row.textColor == .white)
    #expect(tree.badge.textColor == .white)
    #expect(tree.card.theme(in: manager).overrideThemeStyle == .dark)
  }

  @Test("R4: descendants whose style did not change are not re-applied")
  func r4UnchangedDescendantsNotReapplied() {
    let (manager, _) = makeManager()
    let tree = Tree(manager: manager)
    tree.row.theme(in: manager).overrideThemeStyle = .dark
    let counters = (0..<4).map { _ in CallCounter() }
    for (view, counter) in zip([tree.card, tree.title, tree.row, tree.badge], counters) {
      view.theme(in: manager).textColor = counter.provider()
    }
    // The app is light: pinning card to light changes no one's style.
    tree.card.theme(in: manager).overrideThemeStyle = .light
    #expect(counters.map(\.count) == [1, 1, 1, 1])
    // Pinning card to dark changes card and title; row and badge were dark already.
    tree.card.theme(in: manager).overrideThemeStyle = .dark
    #expect(counters.map(\.count) == [2, 2, 1, 1])
    #expect(tree.title.textColor == .white)
  }

  @Test("R4: only nodes whose style changed are re-applied")
  func r4OnlyNodesWhoseStyleChangedAreReapplied() {
    let (manager, _) = makeManager()
    let tree = Tree(manager: manager)
    let outside = TestView("outside")
    let counter = CallCounter()
    outside.theme(in: manager).textColor = counter.provider()
    tree.card.theme(in: manager).overrideThemeStyle = .dark
    tree.card.theme(in: manager).overrideThemeStyle = nil
    #expect(counter.count == 1)
  }

  @Test("R4: setting the same override again does no work")
  func r4SettingTheSameOverrideAgainDoesNoWork() {
    let (manager, _) = makeManager()
    let view = TestView()
    let counter = CallCounter()
    view.theme(in: manager).textColor = counter.provider()
    view.theme(in: manager).overrideThemeStyle = .dark
    view.theme(in: manager).overrideThemeStyle = .dark
    #expect(counter.count == 2)
  }

  @Test("R4: an override on an untracked container pins its tracked children")
  func r4UntrackedContainerPinsChildren() {
    let (manager, _) = makeManager()
    let container = TestView("container")
    let label = TestView("label")
    container.addChild(label)
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    container.theme(in: manager).overrideThemeStyle = .dark
    #expect(label.textColor == .white)
  }

  @Test("R5: a node moved under a pinned parent takes the pinned style on refresh")
  func r5MovedUnderPinTakesItOnRefresh() {
    let (manager, _) = makeManager()
    let tree = PinnedParentAndBranch(manager: manager)
    let leaf = tree.leaf
    #expect(leaf.textColor == .black)
    tree.pinned.addChild(leaf)
    leaf.theme(in: manager).refresh()
    #expect(leaf.textColor == .white)
    #expect(leaf.theme(in: manager).effectiveThemeStyle == .dark)
  }

  @Test("R5: a node moved out of a pinned subtree follows the app again")
  func r5MovedOutOfPinFollowsTheApp() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let label = TestView("label")
    pinned.addChild(label)
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    #expect(label.textColor == .white)
    label.removeFromParent()
    label.theme(in: manager).refresh()
    #expect(label.textColor == .black)
  }

  @Test("R5: every later pass resolves against the tree as it is then")
  func r5PassesResolveAgainstTheTree() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = "pink"
    let label = TestView("label")
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    pinned.addChild(label)
    manager.changeTheme(to: .dark)
    #expect(label.text == "pink")
  }

  @Test("R5: nothing is copied down the tree")
  func r5NothingIsCopiedDownTheTree() {
    let (manager, _) = makeManager()
    let tree = Tree(manager: manager)
    tree.card.theme(in: manager).overrideThemeStyle = .dark
    #expect(tree.title.theme(in: manager).overrideThemeStyle == nil)
    #expect(tree.badge.theme(in: manager).overrideThemeStyle == nil)
  }
}

@MainActor
@Suite struct MovedSubtreeTests {
  @Test("R5: a manager refresh brings a moved subtree to its new place")
  func r5RefreshBringsMovedSubtreeAlong() {
    let (manager, _) = makeManager()
    let tree = PinnedParentAndBranch(manager: manager)
    let outside = TestView("outside")
    let outsideCounter = CallCounter()
    outside.theme(in: manager).textColor = outsideCounter.provider()
    tree.pinned.addChild(tree.branch)
    manager.refresh()
    #expect(tree.branch.textColor == .white)
    #expect(tree.leaf.textColor == .white)
    #expect(outsideCounter.count == 1)
  }
}
