import Testing
import Theming
import ThemingTestSupport

/// R4, R5, R11: an observer of a switch that changes the tree sees the change applied at once.
@MainActor
@Suite struct ObserverTreeChangeTests {

  @Test("R4: an override an observer sets is applied before the observer reads the node")
  func r4ObserverOverrideAppliesAtOnce() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    var seen: [String] = []
    let token = manager.addObserver { _ in
      card.theme(in: manager).overrideThemeStyle = "festival"
      seen.append(label.text)
    }
    manager.changeTheme(to: .dark)
    #expect(seen == ["festival"])
    #expect(label.text == "festival")
    token.cancel()
  }

  @Test("R5: a move an observer reports is applied before the observer reads the node")
  func r5ObserverMoveAppliesAtOnce() {
    let (manager, _) = makeManager()
    let pinned = ReportedView("pinned")
    pinned.theme(in: manager).overrideThemeStyle = "festival"
    let label = ReportedView("label")
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    var seen: [String] = []
    let token = manager.addObserver { _ in
      pinned.addChild(label)
      manager.nodeDidMove(label)
      seen.append(label.text)
    }
    manager.changeTheme(to: .dark)
    #expect(seen == ["festival"])
    token.cancel()
  }

  @Test("R12: a provider's override change still waits for the pass, and is then applied")
  func r12ProviderOverrideWaitsForThePass() {
    let (manager, _) = makeManager()
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    var once = true
    label.theme(in: manager).text = ThemeProvider { style in
      if style == .dark && once {
        once = false
        card.theme(in: manager).overrideThemeStyle = "festival"
      }
      return style.rawValue
    }
    manager.changeTheme(to: .dark)
    #expect(label.text == "festival")
  }
}
