import Foundation
import Testing
import Theming
import ThemingTestSupport

/// A node that reports its own moves the way the UIKit glue does on iOS 17 and later: the
/// manager tells it when tracking starts and when its override changes, and moving it calls
/// ``ThemeManager/nodeDidMove(_:)`` on each manager that tracks it.
@MainActor
final class ReportingView: TestView, MoveReportingNode {
  /// Held weakly, as the UIKit trait handler holds its manager.
  private var managers: [WeakManager] = []
  private(set) var reportedOverrides: [ThemeStyle?] = []
  var startCount: Int { managers.count }

  func startReportingMoves(to manager: ThemeManager) {
    managers.append(WeakManager(manager: manager))
  }

  func themeOverrideDidChange(to style: ThemeStyle?) {
    reportedOverrides.append(style)
  }

  /// Moves the view under `parent`, then reports it, as UIKit's trait change would.
  func move(under parent: TestView?) {
    if let parent { parent.addChild(self) } else { removeFromParent() }
    for box in managers { box.manager?.nodeDidMove(self) }
  }
}

@MainActor
struct WeakManager {
  weak var manager: ThemeManager?
}

@MainActor
@Suite struct NodeDidMoveTests {
  @Test("R5: a move reported while the last override is cleared is resolved")
  func r5MoveDuringLastOverrideClear() {
    let (manager, _) = makeManager()
    let card = ReportedHookedView("card")
    let other = ReportedView("other")
    let cell = ReportedView("cell")
    card.addChild(cell)
    cell.theme(in: manager).text = ThemeProvider { $0.rawValue }
    card.theme(in: manager).overrideThemeStyle = .dark
    #expect(cell.text == "dark")
    // Moved and reported while clearing the card's override resolves the card from its
    // parents, when no override is left.
    // Another pin, so that resolving the card reads its parents.
    let anchor = ReportedView("anchor")
    anchor.theme(in: manager).overrideThemeStyle = "blue"
    defer { withExtendedLifetime(anchor) {} }
    card.onParentRead = {
      other.addChild(cell)
      manager.nodeDidMove(cell)
    }
    card.theme(in: manager).overrideThemeStyle = nil
    #expect(cell.parent === other)
    #expect(cell.text == "light")
  }

  @Test("R5: a moved node and its descendants take the style of their new place")
  func r5MovedSubtreeTakesItsNewPlacesStyle() {
    let (manager, _) = makeManager()
    let tree = PinnedParentAndBranch(manager: manager)
    let (branch, leaf) = (tree.branch, tree.leaf)
    tree.pinned.addChild(branch)
    manager.nodeDidMove(branch)
    #expect(branch.textColor == .white)
    #expect(leaf.textColor == .white)
    branch.removeFromParent()
    manager.nodeDidMove(branch)
    #expect(branch.textColor == .black)
    #expect(leaf.textColor == .black)
  }

  @Test("R5: a move visits only the moved subtree")
  func r5AMoveVisitsOnlyTheMovedSubtree() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let outside = TestView("outside")
    let outsideCounter = CallCounter()
    outside.theme(in: manager).textColor = outsideCounter.provider()
    let moved = TestView("moved")
    let movedCounter = CallCounter()
    moved.theme(in: manager).textColor = movedCounter.provider()
    pinned.addChild(moved)
    manager.nodeDidMove(moved)
    #expect(moved.textColor == .white)
    #expect(movedCounter.count == 2)
    #expect(outsideCounter.count == 1)
    // Moving again to a place of the same style applies nothing.
    let otherPinned = TestView("other pinned")
    otherPinned.theme(in: manager).overrideThemeStyle = .dark
    otherPinned.addChild(moved)
    manager.nodeDidMove(moved)
    #expect(movedCounter.count == 2)
  }

  @Test("R5: a moved node keeps its own override, and so does its pinned descendant")
  func r5MovedNodeKeepsItsOverrides() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let branch = TestView("branch")
    let island = TestView("island")
    let islandLeaf = TestView("island leaf")
    branch.addChild(island)
    island.addChild(islandLeaf)
    island.theme(in: manager).overrideThemeStyle = "sepia"
    for view in [branch, island, islandLeaf] {
      view.theme(in: manager).text = ThemeProvider { $0.rawValue }
    }
    pinned.addChild(branch)
    manager.nodeDidMove(branch)
    #expect(branch.text == "dark")
    #expect(island.text == "sepia")
    #expect(islandLeaf.text == "sepia")
  }

  @Test("R5: a move reported while providers run is resolved after them")
  func r5MoveDuringProvidersResolvedAfter() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = "sepia"
    let moved = TestView("moved")
    let trigger = TestView("trigger")
    moved.theme(in: manager).text = ThemeProvider { $0.rawValue }
    var movedFromProvider = false
    trigger.theme(in: manager).alpha = ThemeProvider { style in
      if style == .dark && !movedFromProvider {
        movedFromProvider = true
        pinned.addChild(moved)
        manager.nodeDidMove(moved)
        // Not yet: the pass that runs this provider is still applying.
        #expect(moved.text == "dark")
      }
      return 1
    }
    manager.changeTheme(to: .dark)
    #expect(movedFromProvider)
    #expect(moved.text == "sepia")
    manager.changeTheme(to: .light)
    #expect(moved.text == "sepia")
  }

  @Test("R5: a move without overrides applies nothing")
  func r5AMoveWithoutOverridesAppliesNothing() {
    let (manager, _) = makeManager()
    let parent = TestView("parent")
    let moved = TestView("moved")
    let counter = CallCounter()
    moved.theme(in: manager).textColor = counter.provider()
    parent.addChild(moved)
    manager.nodeDidMove(moved)
    #expect(counter.count == 1)
  }

  @Test("R5: a move reported by a provider during a pass is found by a later toggle")
  func r5MoveFromAProviderFoundByToggle() {
    let (manager, _) = makeManager()
    let pin = TestView("pin")
    pin.theme(in: manager).overrideThemeStyle = .light  // builds the subtree index
    let card = TestView("card")
    let moved = TestView("moved")
    moved.theme(in: manager).text = ThemeProvider { $0.rawValue }
    let mover = TestView("mover")
    mover.theme(in: manager).text = ThemeProvider { style in
      if style == .dark && moved.parent == nil {
        card.addChild(moved)
        manager.nodeDidMove(moved)
      }
      return style.rawValue
    }
    manager.changeTheme(to: .dark)
    #expect(moved.text == "dark")
    card.theme(in: manager).overrideThemeStyle = "pink"
    #expect(moved.text == "pink")
  }

  @Test("R5: a move reported after the last override was cleared is resolved")
  func r5MoveAfterLastOverrideClear() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let node = TestView("node")
    card.addChild(node)
    card.theme(in: manager).overrideThemeStyle = .dark
    node.theme(in: manager).text = ThemeProvider { $0.rawValue }
    #expect(node.text == "dark")
    node.removeFromParent()
    // The clear no longer reaches the node, which left the card without a report.
    card.theme(in: manager).overrideThemeStyle = nil
    manager.nodeDidMove(node)
    #expect(node.theme(in: manager).effectiveThemeStyle == .light)
    #expect(node.text == "light")
  }

  @Test("R4: an override reaches a node whose move was reported while no override was set")
  func r4OverrideReachesMoveReportedUnpinned() {
    let (manager, _) = makeManager()
    let move = NodeToMove(in: manager)
    let (newParent, node) = (move.newParent, move.node)
    // An override set and cleared: the manager learnt that the node is under oldParent.
    newParent.theme(in: manager).overrideThemeStyle = .dark
    newParent.theme(in: manager).overrideThemeStyle = nil
    newParent.addChild(node)
    manager.nodeDidMove(node)
    #expect(node.text == "light")
    newParent.theme(in: manager).overrideThemeStyle = .dark
    #expect(node.text == "dark")
  }

  @Test("R5: a move not reported is resolved by switches and learnt by refresh")
  func r5UnreportedMoveResolvedBySwitches() {
    let (manager, _) = makeManager()
    let move = NodeToMove(in: manager)
    let (newParent, node) = (move.newParent, move.node)
    newParent.theme(in: manager).overrideThemeStyle = .dark
    newParent.addChild(node)  // not reported
    manager.changeTheme(to: "festival")
    #expect(node.text == "dark")  // the switch resolves against the tree
    newParent.theme(in: manager).overrideThemeStyle = nil
    manager.refresh()  // relearns the tree
    #expect(node.text == "festival")
    newParent.theme(in: manager).overrideThemeStyle = .light
    #expect(node.text == "light")
  }
}

@MainActor
@Suite struct MoveReportingTests {
  @Test("R5: a node that reports moves is told once per manager when tracking starts")
  func r5ReporterToldOncePerManager() {
    let (first, _) = makeManager()
    let (second, _) = makeManager()
    let view = ReportingView("reporting")
    view.theme(in: first).textColor = ThemeProvider(light: .black, dark: .white)
    view.theme(in: first).alpha = ThemeProvider(light: 1, dark: 0.5)
    view.theme(in: first).textColor = ThemeProvider(light: .red, dark: .green)
    #expect(view.startCount == 1)
    view.theme(in: second).text = ThemeProvider { $0.rawValue }
    #expect(view.startCount == 2)
    // A plain node of another class in the same manager is not asked.
    let plain = TestView("plain")
    plain.theme(in: first).textColor = ThemeProvider(light: .black, dark: .white)
    #expect(view.startCount == 2)
  }

  @Test("R5: a node that reports moves hears of its own override")
  func r5ReporterHearsOfItsOverride() {
    let (manager, _) = makeManager()
    let view = ReportingView("reporting")
    view.theme(in: manager).overrideThemeStyle = .dark
    view.theme(in: manager).overrideThemeStyle = .dark
    view.theme(in: manager).overrideThemeStyle = nil
    #expect(view.reportedOverrides == [.dark, nil])
  }

  @Test("R5: a reported move re-resolves without a refresh")
  func r5AReportedMoveReResolvesWithoutARefresh() {
    let (manager, _) = makeManager()
    let pinned = TestView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = .dark
    let view = ReportingView("reporting")
    let child = TestView("child")
    view.addChild(child)
    view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    child.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    view.move(under: pinned)
    #expect(view.textColor == .white)
    #expect(child.textColor == .white)
    view.move(under: nil)
    #expect(view.textColor == .black)
    #expect(child.textColor == .black)
  }

  @Test("R9: reporting moves does not keep the node or the manager alive")
  func r9ReportingMovesKeepsNothingAlive() {
    weak var weakView: ReportingView?
    weak var weakManager: ThemeManager?
    do {
      let (manager, _) = makeManager()
      let view = ReportingView("reporting")
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
      view.theme(in: manager).overrideThemeStyle = .dark
      weakView = view
      weakManager = manager
      #expect(view.startCount == 1)
    }
    #expect(weakView == nil)
    #expect(weakManager == nil)
  }
}

/// A node with a provider under a parent, and another parent to move it to. The old parent is
/// held here: the node's own link to it is weak.
@MainActor
private struct NodeToMove {
  let oldParent = TestView("old")
  let newParent = TestView("new")
  let node = TestView("node")

  init(in manager: ThemeManager) {
    oldParent.addChild(node)
    node.theme(in: manager).text = ThemeProvider { $0.rawValue }
  }
}
