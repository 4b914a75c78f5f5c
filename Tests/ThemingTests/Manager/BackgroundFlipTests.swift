import Testing
import Theming
import ThemingTestSupport

/// R15: system style reports made while the app is in the background (iOS flips a scene's
/// style while it snapshots the app for the switcher) cause no switch until it is back in front.
@MainActor
@Suite struct BackgroundFlipTests {
  @Test("R15: flips reported in the background switch nothing; the last one is followed once")
  func r15FlipsInTheBackgroundAreHeld() {
    let (manager, _) = makeManager()
    let label = TestView()
    var applied: [String] = []
    label.theme(in: manager).text = ThemeProvider { style in
      applied.append(style.rawValue)
      return style.rawValue
    }
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .light)
    var switches: [ThemeChange] = []
    let observer = manager.addObserver { switches.append($0) }
    manager.hostIsInBackground = true
    manager.systemStyleDidChange(to: .dark)
    manager.systemStyleDidChange(to: .light)
    manager.systemStyleDidChange(to: .dark)
    #expect(switches.isEmpty)
    #expect(manager.systemThemeStyle == .light)
    manager.hostIsInBackground = false
    #expect(switches == [ThemeChange(oldStyle: .light, newStyle: .dark)])
    #expect(label.text == "dark")
    #expect(applied == ["light", "dark"])
    observer.cancel()
  }

  @Test("R15: flips that end where they started cause no switch at all")
  func r15FlipsBackToTheSameStyleSwitchNothing() {
    let (manager, _) = makeManager()
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .dark)
    var switches = 0
    let observer = manager.addObserver { _ in switches += 1 }
    manager.hostIsInBackground = true
    manager.systemStyleDidChange(to: .light)
    manager.systemStyleDidChange(to: .dark)
    manager.hostIsInBackground = false
    #expect(switches == 0)
    #expect(manager.currentThemeStyle == .dark)
    observer.cancel()
  }

  @Test("R15: in front again with no report meanwhile, nothing changes")
  func r15NoReportNoChange() {
    let (manager, _) = makeManager()
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .dark)
    manager.hostIsInBackground = true
    manager.hostIsInBackground = false
    #expect(manager.currentThemeStyle == .dark)
    #expect(!manager.hostIsInBackground)
  }

  @Test("R15: a manager not following remembers the held style once in front")
  func r15NotFollowingRemembersHeldStyle() {
    let (manager, _) = makeManager()
    manager.hostIsInBackground = true
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.systemThemeStyle == nil)
    manager.hostIsInBackground = false
    #expect(manager.systemThemeStyle == .dark)
    #expect(manager.currentThemeStyle == .light)
  }
}
