import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R9: a switch may hold the nodes it resolves until it returns, and only until then; a pinned
/// node a provider drops during a switch takes its pin with it.
@MainActor
@Suite struct StaleIdentityTests {
  final class Node: ThemeCompatible {
    weak var parent: Node?
    var text = ""
    var themeParent: (any ThemeNode)? { parent }
  }

  @Test("R9: a pinned node a provider drops during a switch goes when the switch returns")
  func r9DroppedPinnedNodeGoesWhenTheSwitchReturns() {
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    var pinned: Node? = Node()
    weak let watched = pinned
    pinned?.theme(in: manager).overrideThemeStyle = "festival"
    pinned?.theme(in: manager).text = ThemeProvider { $0.rawValue }
    let child = Node()
    child.parent = pinned
    child.theme(in: manager).text = ThemeProvider { $0.rawValue }
    // Tracked after the pinned node and its child, so the pass applies it last: its provider
    // drops the pinned node, which the pass has met.
    let dropper = Node()
    var aliveInsideThePass = false
    dropper.theme(in: manager).customization = ThemeProvider { style in
      guard style == .dark, pinned != nil else { return }
      pinned = nil
      aliveInsideThePass = watched != nil
    }
    manager.changeTheme(to: .dark)
    #expect(aliveInsideThePass, "the pass holds the nodes it resolved")
    #expect(watched == nil, "and lets them go when it returns")
    #expect(child.parent == nil)
    #expect(child.text == "festival", "no pass has met the child since its parent died")
    manager.changeTheme(to: .light)
    #expect(child.text == "light", "the dead node's pin applies no more")
    withExtendedLifetime(dropper) {}
  }
}

extension StaleIdentityTests {
  @Test("R9: tracked and untracked nodes a switch met stay alive until it returns")
  func r9NodesMetStayAliveUntilTheSwitchReturns() {
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    // A pin elsewhere, so that the switch resolves every node from the tree.
    let pinned = Node()
    pinned.theme(in: manager).overrideThemeStyle = "festival"
    var ancestor: Node? = Node()
    var tracked: Node? = Node()
    tracked?.parent = ancestor
    tracked?.theme(in: manager).text = ThemeProvider { $0.rawValue }
    weak let watchedAncestor = ancestor
    weak let watchedTracked = tracked
    let dropper = Node()
    var aliveInsideThePass: (ancestor: Bool, tracked: Bool)?
    dropper.theme(in: manager).customization = ThemeProvider { style in
      guard style == .dark, tracked != nil else { return }
      tracked = nil
      ancestor = nil
      aliveInsideThePass = (watchedAncestor != nil, watchedTracked != nil)
    }
    manager.changeTheme(to: .dark)
    #expect(aliveInsideThePass?.ancestor == true, "the untracked parent the pass read")
    #expect(aliveInsideThePass?.tracked == true, "the tracked node the pass applied")
    #expect(watchedAncestor == nil && watchedTracked == nil, "both go when the switch returns")
    withExtendedLifetime((pinned, dropper)) {}
  }
}

/// R5 where a pinned parent dies and its child lives on, for classes that report their moves.
@MainActor
@Suite struct DeadPinnedParentTests {
  @Test("R5: a child outliving its pinned parent takes the current style at the next switch")
  func childOutlivesPinnedParent() {
    let (manager, _) = makeManager()
    let leaf = ReportedView("leaf")
    leaf.theme(in: manager).text = ThemeProvider { $0.rawValue }
    do {
      let card = ReportedView("card")
      card.addChild(leaf)
      manager.nodeDidMove(leaf)
      card.theme(in: manager).overrideThemeStyle = .dark
      #expect(leaf.text == "dark")
    }
    #expect(leaf.parent == nil)
    // Pins set meanwhile drop the dead card's pin before any pass meets it, and one of the
    // new nodes may take the card's address, and so its identity in the subtree index.
    let others = (0..<80).map { ReportedView("other \($0)") }
    for view in others { view.theme(in: manager).overrideThemeStyle = "pink" }
    manager.changeTheme(to: "blue")
    #expect(leaf.text == "blue")
  }
}
