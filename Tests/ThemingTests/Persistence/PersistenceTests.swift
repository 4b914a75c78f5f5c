import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R14: the chosen style is saved per user and restored; bad stored values fall back.
@MainActor
@Suite struct PersistenceTests {
  @Test("R14: the choice is saved under a key derived from the identifier")
  func r14ChoiceSavedUnderIdentifierKey() {
    let store = InMemoryThemeStore()
    let (manager, _) = makeManager(store: store)
    manager.changeTheme(to: .dark)
    #expect(manager.storeKey == "Theming.currentThemeStyle.default")
    #expect(store.values == ["Theming.currentThemeStyle.default": "dark"])
  }

  @Test("R14: a manager restores the stored choice when created")
  func r14ManagerRestoresTheStoredChoice() {
    let store = InMemoryThemeStore()
    makeManager(store: store).0.changeTheme(to: .dark)
    let (relaunched, log) = makeManager(store: store)
    #expect(relaunched.currentThemeStyle == .dark)
    #expect(log.entries.isEmpty)
  }

  @Test("R14: each user has their own choice")
  func r14EachUserHasTheirOwnChoice() {
    let store = InMemoryThemeStore()
    let (manager, _) = makeManager(store: store)
    manager.storeConfigsIdentifierKey = "alice"
    manager.changeTheme(to: .dark)
    manager.storeConfigsIdentifierKey = "bob"
    #expect(manager.currentThemeStyle == .light)
    manager.changeTheme(to: "pink")
    #expect(store.values["Theming.currentThemeStyle.alice"] == "dark")
    #expect(store.values["Theming.currentThemeStyle.bob"] == "pink")
  }

  @Test("R14: changing the identifier loads, applies and announces that user's style")
  func r14ChangingIdentifierLoadsThatStyle() {
    let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.alice": "dark"])
    let (manager, _) = makeManager(store: store)
    let label = TestView()
    label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    var changes: [ThemeChange] = []
    let token = manager.addObserver { changes.append($0) }
    manager.storeConfigsIdentifierKey = "alice"
    #expect(manager.currentThemeStyle == .dark)
    #expect(label.textColor == .white)
    #expect(changes == [ThemeChange(oldStyle: .light, newStyle: .dark)])
    // Loading alice's style does not write anything back.
    #expect(store.values.count == 1)
    token.cancel()
  }

  @Test("R14: a missing value gives the default style")
  func r14AMissingValueGivesTheDefaultStyle() {
    let (manager, log) = makeManager(defaultStyle: .dark)
    #expect(manager.currentThemeStyle == .dark)
    #expect(log.entries.isEmpty)
  }

  @Test("R14: an unknown stored style falls back and is restored when registered")
  func r14UnknownStyleRestoredOnRegister() {
    let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.default": "festival"])
    let (manager, log) = makeManager(defaultStyle: .dark, store: store)
    #expect(manager.currentThemeStyle == .dark)
    #expect(
      log.entries == [
        .unknownStoredStyle("festival", key: "Theming.currentThemeStyle.default", fallback: .dark)
      ]
    )
    manager.register("festival")
    #expect(manager.currentThemeStyle == "festival")
    #expect(manager.availableStyles.contains("festival"))
  }

  @Test("R14: a handler that registers the unknown style of the user signed in gets it")
  func r14HandlerRegisteringUnknownStyle() {
    let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.alice": "festival"])
    let (manager, _) = makeManager(store: store)
    // The app learns of a style it has not registered yet, and registers it at once.
    manager.diagnosticHandler = { diagnostic in
      if case .unknownStoredStyle(let style, _, _) = diagnostic { manager.register(style) }
    }
    manager.storeConfigsIdentifierKey = "alice"
    #expect(manager.currentThemeStyle == "festival")
  }

  @Test("R14: choosing the fallback explicitly replaces an unknown stored style")
  func r14ChoosingFallbackReplacesUnknown() {
    let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.default": "festival"])
    let (manager, _) = makeManager(store: store)
    #expect(manager.currentThemeStyle == .light)
    // The user picks the style already shown: nothing to apply, but it is their choice now.
    manager.changeTheme(to: .light)
    #expect(store.values[manager.storeKey] == "light")
    let (relaunched, _) = makeManager(store: store)
    relaunched.register("festival")
    #expect(relaunched.currentThemeStyle == .light)
  }

  @Test("R14: a style given at creation is recognised")
  func r14AStyleGivenAtCreationIsRecognised() {
    let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.default": "pink"])
    let manager = ThemeManager(styles: ["pink"], store: store)
    #expect(manager.currentThemeStyle == "pink")
  }

  @Test("R14: a corrupt stored value falls back with a diagnostic")
  func r14CorruptValueFallsBack() throws {
    let suite = "ThemingTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(42, forKey: "Theming.currentThemeStyle.default")
    let (manager, log) = makeManager(
      defaultStyle: .dark,
      store: UserDefaultsThemeStore(defaults: defaults)
    )
    #expect(manager.currentThemeStyle == .dark)
    guard case .storeReadFailed(let error, let fallback) = log.entries.first else {
      Issue.record("expected a read failure, got \(log.entries)")
      return
    }
    #expect(fallback == .dark)
    #expect(error.source == "UserDefaults")
    #expect(error.place == "key \"Theming.currentThemeStyle.default\"")
    #expect(error.expected == "a string")
  }

  @Test("R14: the UserDefaults store round-trips")
  func r14UserDefaultsStoreRoundTrips() throws {
    let suite = "ThemingTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsThemeStore(defaults: defaults)
    makeManager(store: store).0.changeTheme(to: .dark)
    #expect(defaults.string(forKey: "Theming.currentThemeStyle.default") == "dark")
    #expect(makeManager(store: store).0.currentThemeStyle == .dark)
    try store.setString(nil, forKey: "Theming.currentThemeStyle.default")
    #expect(try store.string(forKey: "Theming.currentThemeStyle.default") == nil)
  }

  @Test("R14: a failing store is reported and the switch still happens")
  func r14FailingStoreStillSwitches() {
    let (manager, log) = makeManager(store: FailingStore())
    #expect(manager.currentThemeStyle == .light)
    // Both reads at launch fail: the style's and the follow-system setting's.
    let readKeys = log.entries.compactMap { entry -> String? in
      guard case .storeReadFailed(let error, fallback: .light) = entry else { return nil }
      #expect(error.found.contains("disk full"))
      return error.place
    }
    #expect(
      readKeys == [#"key "\#(manager.storeKey)""#, #"key "\#(manager.followsSystemStoreKey)""#])
    manager.changeTheme(to: .dark)
    #expect(manager.currentThemeStyle == .dark)
    #expect(log.entries.count == 3)
    if case .storeWriteFailed(let error) = log.entries.last {
      #expect(error.found.contains("disk full"))
    } else {
      Issue.record("expected a write failure, got \(log.entries)")
    }
  }
}

/// A store whose every read and write fails with an error of its own type.
private final class FailingStore: ThemeStyleStore {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }
  func string(forKey key: String) throws -> String? { throw Failure() }
  func setString(_ value: String?, forKey key: String) throws { throw Failure() }
}

/// The JSON file store: atomic writes, missing and corrupt files.
@MainActor
@Suite struct FileThemeStoreTests {
  private func temporaryURL() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingTests-\(UUID().uuidString)")
      .appendingPathComponent("theme.json")
  }

  @Test("R14: the file store writes a JSON object and reads it back")
  func r14WritesAJSONObjectAndReadsItBack() throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = FileThemeStore(url: url)
    #expect(try store.string(forKey: "a") == nil)
    try store.setString("dark", forKey: "a")
    try store.setString("pink", forKey: "b")
    try store.setString(nil, forKey: "a")
    let object = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
    #expect(object == ["b": "pink"])
    #expect(try store.string(forKey: "b") == "pink")
  }

  @Test("R14: a relaunch restores from the file")
  func r14ARelaunchRestoresFromTheFile() throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    makeManager(store: FileThemeStore(url: url)).0.changeTheme(to: .dark)
    let (relaunched, log) = makeManager(store: FileThemeStore(url: url))
    #expect(relaunched.currentThemeStyle == .dark)
    #expect(log.entries.isEmpty)
  }

  @Test(
    "R14: a corrupt file falls back and is replaced on the next write",
    arguments: [
      "", "{", "[\"dark\"]", "\u{FF}\u{FE}",
    ])
  func r14CorruptFileIsReplacedOnWrite(contents: String) throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(contents.utf8).write(to: url)
    let (manager, log) = makeManager(defaultStyle: .dark, store: FileThemeStore(url: url))
    #expect(manager.currentThemeStyle == .dark)
    guard case .storeReadFailed(let error, let fallback) = log.entries.first else {
      Issue.record("expected a read failure, got \(log.entries)")
      return
    }
    #expect(fallback == .dark)
    #expect(error.source == url.path)
    #expect(error.expected == "a JSON object")
    manager.changeTheme(to: .light)
    #expect(try FileThemeStore(url: url).string(forKey: manager.storeKey) == "light")
  }

  @Test("R14: an unreadable path is an error naming it")
  func r14AnUnreadablePathIsAnErrorNamingIt() throws {
    let folder = temporaryURL().deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A folder where the file should be: it exists but cannot be read as a file.
    let store = FileThemeStore(url: folder)
    let readError = #expect(throws: ThemeSourceError.self) { try store.string(forKey: "k") }
    #expect(readError?.source == folder.path)
    #expect(readError?.place == "key \"k\"")
    let writeError = #expect(throws: ThemeSourceError.self) {
      try store.setString("dark", forKey: "k")
    }
    #expect(writeError?.source == folder.path)
    #expect(writeError?.place == "key \"k\"")
    // A file that exists but cannot be read is not replaced: it may hold other users' choices.
    #expect(writeError?.expected == "a readable file")
  }

  @Test("R14: a write replaces the file atomically")
  func r14AWriteReplacesTheFileAtomically() throws {
    let url = temporaryURL()
    let folder = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileThemeStore(url: url)
    try store.setString("dark", forKey: "a")
    // A second name for the file as it is now. Writing in place would change what it shows;
    // an atomic write puts a new file under the store's name and leaves this one whole.
    let before = folder.appendingPathComponent("before.json")
    try FileManager.default.linkItem(at: url, to: before)
    try store.setString("pink", forKey: "a")
    let old = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: before))
    #expect(old == ["a": "dark"])
    #expect(try store.string(forKey: "a") == "pink")
    // No temporary file is left behind: only the lock file that writers share, beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.sorted() == ["before.json", "theme.json", "theme.json.lock"])
  }

  @Test("R14: signing in a user who follows the system announces once")
  func r14SigningInAFollowerAnnouncesOnce() {
    let store = InMemoryThemeStore(values: [
      "Theming.currentThemeStyle.alice": "festival",
      "Theming.followsSystem.alice": "true",
    ])
    let (manager, _) = makeManager(store: store)
    // A handler that registers an unknown stored style, which restores it.
    manager.diagnosticHandler = { diagnostic in
      if case .unknownStoredStyle(let style, _, _) = diagnostic { manager.register(style) }
    }
    manager.systemStyleDidChange(to: .dark)
    var changes: [ThemeChange] = []
    let token = manager.addObserver { changes.append($0) }
    manager.storeConfigsIdentifierKey = "alice"
    #expect(manager.currentThemeStyle == .dark)
    #expect(changes == [ThemeChange(oldStyle: .light, newStyle: .dark)])
    manager.followsSystem = false
    #expect(manager.currentThemeStyle == "festival")
    token.cancel()
  }

  @Test("R14: a choice made from an observer is saved for its user before another signs in")
  func r14ObserverChoiceSavedForItsUser() {
    let store = InMemoryThemeStore()
    let (manager, _) = makeManager(store: store)
    var reacted = false
    let token = manager.addObserver { _ in
      guard !reacted else { return }
      reacted = true
      manager.changeTheme(to: "pink")
      manager.storeConfigsIdentifierKey = "bob"
    }
    manager.changeTheme(to: .dark)
    #expect(manager.currentThemeStyle == .light)
    #expect(store.values["Theming.currentThemeStyle.default"] == "pink")
    #expect(store.values["Theming.currentThemeStyle.bob"] == nil)
    token.cancel()
  }

  @Test("R14: a corrupt follow setting names the style shown instead")
  func r14CorruptFollowSettingNamesStyle() {
    let store = InMemoryThemeStore(values: [
      "Theming.currentThemeStyle.alice": "dark",
      "Theming.followsSystem.alice": "maybe",
    ])
    let (manager, log) = makeManager(store: store)
    manager.storeConfigsIdentifierKey = "alice"
    #expect(manager.currentThemeStyle == .dark)
    guard case .storeReadFailed(let error, let fallback)? = log.entries.last else {
      Issue.record("expected a read failure, got \(log.entries)")
      return
    }
    #expect(error.place == "key \"Theming.followsSystem.alice\"")
    #expect(fallback == .dark)
  }
  @Test("R14: a choice the diagnostic handler makes while restoring is the one shown")
  func r14HandlersChoiceWhileRestoringWins() {
    let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.alice": "festival"])
    let (manager, _) = makeManager(store: store)
    manager.diagnosticHandler = { diagnostic in
      if case .unknownStoredStyle = diagnostic { manager.changeTheme(to: .dark) }
    }
    manager.storeConfigsIdentifierKey = "alice"
    #expect(manager.currentThemeStyle == .dark)
    #expect(store.values["Theming.currentThemeStyle.alice"] == "dark")
    // The unknown style was replaced by the choice: registering it switches to nothing.
    manager.register("festival")
    #expect(manager.currentThemeStyle == .dark)
  }
}
