import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R14/R15: an app tells its widgets to read again after each change of the stored choice, and
/// only then: each one is told once the store holds it, and a switch that only follows the
/// system is not a change of the choice.
@MainActor
@Suite struct StoredChoiceObserverTests {
  /// A plain store, read back inside the observer to see what it holds at that moment.
  private final class RecordingStore: ThemeStyleStore {
    var values: [String: String] = [:]
    func string(forKey key: String) -> String? { values[key] }
    func setString(_ value: String?, forKey key: String) { values[key] = value }
  }

  /// Lets the main actor run what is waiting, such as the check after a change that Observation
  /// reported: a bounded number of turns, until `done` holds.
  private func settle(until done: () -> Bool) async {
    for _ in 0..<100 where !done() { await Task.yield() }
  }

  @Test("R14: an explicit choice is told once, with the store already holding it")
  func r14ExplicitChoiceIsTold() async {
    let store = RecordingStore()
    let (manager, _) = makeManager(store: store)
    var told: [SharedThemeChoice] = []
    var readInStore: [SharedThemeChoice] = []
    let token = manager.addStoredChoiceObserver { choice in
      told.append(choice)
      readInStore.append(ThemeChoiceReader(store: store).read())
    }
    manager.changeTheme(to: .dark)
    await settle { false }
    #expect(told == [SharedThemeChoice(explicitStyle: .dark)])
    #expect(readInStore == told)
    token.cancel()
  }

  @Test("R15: a switch that only follows the system is not told")
  func r15FollowingTheSystemIsNotAChange() async {
    let (manager, _) = makeManager()
    manager.followsSystem = true
    var told: [SharedThemeChoice] = []
    let token = manager.addStoredChoiceObserver { told.append($0) }
    manager.systemStyleDidChange(to: .dark)
    manager.systemStyleDidChange(to: .light)
    await settle { false }
    #expect(manager.currentThemeStyle == .light)
    #expect(told.isEmpty)
    token.cancel()
  }

  @Test("R15: turning following on without a switch is told, once the store holds it")
  func r15FollowingWithoutASwitchIsTold() async {
    let store = RecordingStore()
    let (manager, _) = makeManager(store: store)
    manager.systemStyleDidChange(to: .light)  // the style already shown
    var told: [SharedThemeChoice] = []
    var readInStore: [SharedThemeChoice] = []
    let token = manager.addStoredChoiceObserver { choice in
      told.append(choice)
      readInStore.append(ThemeChoiceReader(store: store).read())
    }
    manager.followsSystem = true
    await settle { !told.isEmpty }
    let following = SharedThemeChoice(explicitStyle: .light, followsSystem: true)
    #expect(told == [following])
    #expect(readInStore == told)
    // Choosing the style shown while following switches nothing either, and is told.
    manager.changeTheme(to: .light)
    await settle { told.count > 1 }
    #expect(told == [following, SharedThemeChoice(explicitStyle: .light)])
    #expect(readInStore == told)
    token.cancel()
  }

  @Test("R14: a cancelled or released token is not told")
  func r14CancelledOrReleasedTokenIsNotTold() async {
    let (manager, _) = makeManager()
    var told = 0
    let cancelled = manager.addStoredChoiceObserver { _ in told += 1 }
    cancelled.cancel()
    var released: ThemeObservation? = manager.addStoredChoiceObserver { _ in told += 1 }
    #expect(released != nil)
    released = nil
    manager.changeTheme(to: .dark)
    manager.followsSystem = true
    await settle { false }
    #expect(told == 0)
  }
}
