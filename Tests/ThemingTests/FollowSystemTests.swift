import Testing
import Theming

/// R15: following a system style the host reports, with the choice and the setting persisted.
@MainActor
@Suite struct FollowSystemTests {
  @Test func r15AManagerFollowingTheSystemSwitchesWhenTheHostReports() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.currentThemeStyle == .dark)
    #expect(label.text == "dark")
    manager.systemStyleDidChange(to: .light)
    #expect(label.text == "light")
  }

  @Test func r15AManagerNotFollowingIgnoresTheSystemButRemembersIt() {
    let (manager, _) = makeManager()
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.currentThemeStyle == .light)
    #expect(manager.systemThemeStyle == .dark)
    manager.followsSystem = true
    #expect(manager.currentThemeStyle == .dark)
  }

  @Test func r15AnExplicitChoiceStopsFollowingAndTurningItOffRestoresTheChoice() {
    let (manager, _) = makeManager()
    manager.changeTheme(to: "pink")
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.currentThemeStyle == .dark)
    manager.followsSystem = false
    #expect(manager.currentThemeStyle == "pink")
    manager.followsSystem = true
    manager.changeTheme(to: .light)
    #expect(manager.followsSystem == false)
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.currentThemeStyle == .light)
  }

  @Test func r15ChoosingTheStyleTheSystemShowsIsRememberedAsAChoice() {
    let store = InMemoryThemeStore()
    let (manager, _) = makeManager(store: store)
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.currentThemeStyle == .dark)
    manager.changeTheme(to: .dark)
    #expect(!manager.followsSystem)
    let (relaunched, _) = makeManager(store: store)
    #expect(!relaunched.followsSystem)
    #expect(relaunched.currentThemeStyle == .dark)
  }

  @Test func r15BothTheChoiceAndTheSettingArePersistedPerUser() {
    let store = InMemoryThemeStore()
    let (manager, _) = makeManager(store: store)
    manager.changeTheme(to: "pink")
    manager.followsSystem = true
    #expect(store.values["Theming.followsSystem.default"] == "true")
    #expect(store.values["Theming.currentThemeStyle.default"] == "pink")

    let (relaunched, _) = makeManager(store: store)
    #expect(relaunched.followsSystem)
    relaunched.register("pink")
    relaunched.systemStyleDidChange(to: .dark)
    #expect(relaunched.currentThemeStyle == .dark)

    relaunched.storeConfigsIdentifierKey = "alice"
    #expect(relaunched.followsSystem == false)
    #expect(relaunched.currentThemeStyle == .light)
  }

  @Test func r15ACorruptSettingFallsBackToNotFollowing() {
    let store = InMemoryThemeStore(values: ["Theming.followsSystem.default": "maybe"])
    let (manager, log) = makeManager(store: store)
    #expect(manager.followsSystem == false)
    #expect(log.entries.count == 1)
  }
}

/// The transition hook that `changeTheme(to:animated:)` runs a switch inside.
@MainActor
@Suite struct TransitionTests {
  @Test func anAnimatedSwitchRunsInsideTheTransitionBeforeObserversAreTold() {
    let (manager, _) = makeManager()
    let label = TestView()
    label.theme(in: manager).text = ThemeProvider { $0.rawValue }
    var log: [String] = []
    manager.transition = { change, applyChanges in
      log.append("begin \(change.oldStyle)→\(change.newStyle), text \(label.text)")
      applyChanges()
      log.append("end, text \(label.text)")
    }
    let token = manager.addObserver { _ in log.append("observer, text \(label.text)") }
    manager.changeTheme(to: .dark, animated: true)
    #expect(log == ["begin light→dark, text light", "end, text dark", "observer, text dark"])
    log.removeAll()
    manager.changeTheme(to: .light)
    #expect(log == ["observer, text light"])
    token.cancel()
  }

  @Test func aTransitionThatForgetsToApplyLosesNoSwitchAndOneThatAppliesTwiceAppliesOnce() {
    let (manager, _) = makeManager()
    let counter = CallCounter()
    let label = TestView()
    label.theme(in: manager).textColor = counter.provider()
    manager.transition = { _, _ in }
    manager.changeTheme(to: .dark, animated: true)
    #expect(label.textColor == .white)
    manager.transition = { _, applyChanges in
      applyChanges()
      applyChanges()
    }
    manager.changeTheme(to: .light, animated: true)
    #expect(label.textColor == .black)
    #expect(counter.count == 3)
  }
}
