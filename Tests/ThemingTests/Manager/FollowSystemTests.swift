import Testing
import Theming
import ThemingTestSupport

/// R15: following a system style the host reports, with the choice and the setting persisted.
@MainActor
@Suite struct FollowSystemTests {
  @Test("R15: a manager following the system switches when the host reports")
  func r15FollowingSwitchesOnHostReports() {
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

  @Test("R15: a manager not following ignores the system but remembers it")
  func r15NotFollowingRemembersTheSystem() {
    let (manager, _) = makeManager()
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.currentThemeStyle == .light)
    #expect(manager.systemThemeStyle == .dark)
    manager.followsSystem = true
    #expect(manager.currentThemeStyle == .dark)
  }

  @Test("R15: an explicit choice stops following, and turning following off restores the choice")
  func r15ExplicitChoiceStopsFollowing() {
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

  @Test("R15: choosing the style the system shows is remembered as a choice")
  func r15ChoosingTheSystemStyleIsAChoice() {
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

  @Test("R15: both the choice and the setting are persisted per user")
  func r15ChoiceAndSettingPersistedPerUser() {
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

  @Test("R15: a corrupt setting falls back to not following")
  func r15CorruptSettingMeansNotFollowing() {
    let store = InMemoryThemeStore(values: ["Theming.followsSystem.default": "maybe"])
    let (manager, log) = makeManager(store: store)
    #expect(manager.followsSystem == false)
    #expect(log.entries.count == 1)
  }
}

/// The transition hook that `changeTheme(to:animated:)` runs a switch inside.
@MainActor
@Suite struct TransitionTests {
  @Test("An animated switch runs inside the transition, before observers are told")
  func animatedSwitchRunsInsideTransition() {
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

  @Test(
    "A transition that forgets to apply loses no switch, and one that applies twice applies once")
  func transitionAppliesExactlyOnce() {
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

  @Test("R15: registering the stored choice while following keeps the system style")
  func r15RegisteringChoiceKeepsSystemStyle() {
    let store = InMemoryThemeStore(values: [
      "Theming.currentThemeStyle.default": "festival",
      "Theming.followsSystem.default": "true",
    ])
    let (manager, _) = makeManager(store: store)
    #expect(manager.followsSystem)
    manager.systemStyleDidChange(to: .dark)
    manager.register("festival")
    #expect(manager.followsSystem)
    #expect(manager.currentThemeStyle == .dark)
    // The registered choice is what turning following off brings back.
    manager.followsSystem = false
    #expect(manager.currentThemeStyle == "festival")
  }

  @Test("R15: turning following off restores a choice the store could not keep")
  func r15UnfollowingRestoresAnUnsavedChoice() {
    let (manager, log) = makeManager(store: UnwritableStore())
    manager.changeTheme(to: "pink")
    #expect(log.entries.contains { if case .storeWriteFailed = $0 { true } else { false } })
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .dark)
    #expect(manager.currentThemeStyle == .dark)
    manager.followsSystem = false
    #expect(manager.currentThemeStyle == "pink")
  }

  @Test("R15: a choice made from an observer is kept when following replaces it")
  func r15ObserverChoiceKeptWhenFollowing() {
    let store = InMemoryThemeStore()
    let (manager, _) = makeManager(store: store)
    manager.systemStyleDidChange(to: .dark)
    var reacted = false
    let token = manager.addObserver { _ in
      guard !reacted else { return }
      reacted = true
      manager.changeTheme(to: "pink")
      manager.followsSystem = true
    }
    manager.changeTheme(to: "sepia")
    #expect(manager.followsSystem)
    #expect(manager.currentThemeStyle == .dark)
    #expect(store.values["Theming.currentThemeStyle.default"] == "pink")
    manager.followsSystem = false
    #expect(manager.currentThemeStyle == "pink")
    token.cancel()
  }
}

/// A store that reads but cannot be written, like a file on a read-only volume.
final class UnwritableStore: ThemeStyleStore {
  struct ReadOnly: Error, CustomStringConvertible {
    var description: String { "read-only file system" }
  }

  func string(forKey key: String) throws -> String? { nil }
  func setString(_ value: String?, forKey key: String) throws { throw ReadOnly() }
}
