import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R14: a widget or another extension reads the app's choice from the store the app shares
/// with it, by the rules a manager restores it with, and resolves the style to draw with from
/// its own system appearance.
@MainActor
@Suite struct SharedChoiceTests {
  /// A store whose every read throws an error of its own type, not a `ThemeSourceError`.
  private final class BrokenStore: ThemeStyleStore {
    struct Failure: Error {}
    func string(forKey key: String) throws -> String? { throw Failure() }
    func setString(_ value: String?, forKey key: String) throws { throw Failure() }
  }

  /// Reads with `reader`, returning the choice and the diagnostics reported.
  private func read(_ reader: ThemeChoiceReader) -> (SharedThemeChoice, [ThemeDiagnostic]) {
    var diagnostics: [ThemeDiagnostic] = []
    let choice = reader.read { diagnostics.append($0) }
    return (choice, diagnostics)
  }

  @Test("R14: a reader reads the keys a manager with the same identifier writes")
  func r14ReaderKeysAreTheManagers() {
    for identifier in ["default", "user-42", ""] {
      let manager = ThemeManager(
        store: InMemoryThemeStore(), storeConfigsIdentifierKey: identifier,
        notificationCenter: NotificationCenter())
      let reader = ThemeChoiceReader(
        store: InMemoryThemeStore(), storeConfigsIdentifierKey: identifier)
      #expect(reader.styleStoreKey == manager.storeKey)
      #expect(reader.followsSystemStoreKey == manager.followsSystemStoreKey)
    }
  }

  @Test("R14: a reader reads the explicit choice and the follow-system setting a manager saved")
  func r14ReaderReadsWhatTheManagerSaved() {
    let store = InMemoryThemeStore()
    let (manager, _) = makeManager(store: store)
    let reader = ThemeChoiceReader(store: store)
    #expect(read(reader).0 == SharedThemeChoice(explicitStyle: .light))
    manager.changeTheme(to: .dark)
    #expect(read(reader).0 == SharedThemeChoice(explicitStyle: .dark))
    #expect(read(reader).0 == manager.storedChoice)
    manager.followsSystem = true
    manager.systemStyleDidChange(to: .light)
    let (choice, diagnostics) = read(reader)
    #expect(choice == SharedThemeChoice(explicitStyle: .dark, followsSystem: true))
    #expect(choice == manager.storedChoice)
    #expect(diagnostics.isEmpty)
    // What the widget draws with is what the app shows where the system's style is the same.
    #expect(choice.style(systemStyle: .light) == manager.currentThemeStyle)
  }

  @Test("R14: nothing stored reads as the default style, not following the system")
  func r14NothingStoredReadsAsTheDefault() {
    let (choice, diagnostics) = read(
      ThemeChoiceReader(store: InMemoryThemeStore(), defaultStyle: "sepia"))
    #expect(choice == SharedThemeChoice(explicitStyle: "sepia", followsSystem: false))
    #expect(diagnostics.isEmpty)
  }

  @Test("R14: a style the reader does not know reads as the default, with a diagnostic")
  func r14UnknownStyleReadsAsTheDefault() {
    let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.default": "festival"])
    let (choice, diagnostics) = read(ThemeChoiceReader(store: store, defaultStyle: .dark))
    #expect(choice.explicitStyle == .dark)
    #expect(
      diagnostics == [
        .unknownStoredStyle("festival", key: "Theming.currentThemeStyle.default", fallback: .dark)
      ])
    // Given the app's styles, as the app registers them, it reads the style.
    let known = read(ThemeChoiceReader(store: store, styles: ["festival"]))
    #expect(known.0.explicitStyle == "festival")
    #expect(known.1.isEmpty)
  }

  @Test("R14: an unusable follow-system setting reads as not following, with a diagnostic")
  func r14UnusableFollowSettingReadsAsNotFollowing() throws {
    let store = InMemoryThemeStore(values: [
      "Theming.currentThemeStyle.default": "dark", "Theming.followsSystem.default": "yes",
    ])
    let (choice, diagnostics) = read(ThemeChoiceReader(store: store))
    #expect(choice == SharedThemeChoice(explicitStyle: .dark, followsSystem: false))
    guard case .storeReadFailed(let error, let fallback) = try #require(diagnostics.first) else {
      Issue.record("expected a read failure, got \(diagnostics)")
      return
    }
    #expect(fallback == .dark)
    #expect(error.place == "key \"Theming.followsSystem.default\"")
    #expect(error.found == "\"yes\"")
    // A manager over the same store restores the same choice, with the same report.
    let (manager, log) = makeManager(store: store)
    #expect(manager.storedChoice == choice)
    #expect(log.entries == diagnostics)
  }

  @Test("R14: a store that throws reads as the default, never as a crash")
  func r14StoreThatThrowsReadsAsTheDefault() {
    let (choice, diagnostics) = read(ThemeChoiceReader(store: BrokenStore(), defaultStyle: .dark))
    #expect(choice == SharedThemeChoice(explicitStyle: .dark))
    #expect(diagnostics.count == 2)
    for diagnostic in diagnostics {
      guard case .storeReadFailed(let error, .dark) = diagnostic else {
        Issue.record("expected a read failure falling back to dark, got \(diagnostic)")
        continue
      }
      #expect(error.source == "BrokenStore")
    }
  }

  @Test("R14: the style drawn follows the system only while the user follows it")
  func r14StyleDrawnFollowsTheSystemOnlyWhenChosen() {
    let explicit = SharedThemeChoice(explicitStyle: "sepia")
    #expect(explicit.style(systemStyle: .dark) == "sepia")
    #expect(explicit.style(systemAppearance: .dark) == "sepia")
    let following = SharedThemeChoice(explicitStyle: "sepia", followsSystem: true)
    #expect(following.style(systemStyle: .dark) == .dark)
    #expect(following.style(systemStyle: nil) == "sepia")
    #expect(following.style(systemAppearance: .light) == .light)
    #expect(following.style(systemAppearance: .dark) == .dark)
    #expect(following.style(systemAppearance: .unspecified) == "sepia")
  }
}
