import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R14: the app and its extensions share one store in an App Group: a file in the group's
/// container, or the group's `UserDefaults` suite. A folder of the test's own stands for the
/// container, which only Apple platforms have.
@MainActor
@Suite struct AppGroupStoreTests {
  /// A folder standing for an App Group's container, not yet made.
  private func newContainer() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingAppGroup-\(UUID().uuidString)", isDirectory: true)
  }

  @Test("R14: two file stores over one App Group folder see each other's choices")
  func r14FileStoresShareAFolder() throws {
    let container = newContainer()
    defer { try? FileManager.default.removeItem(at: container) }
    let file = container.appendingPathComponent("Library/Application Support/theme.json")
    // The app's store and the widget's: two instances, as two processes have.
    let appStore = FileThemeStore(url: file)
    let widgetStore = FileThemeStore(url: file)
    let (manager, _) = makeManager(store: appStore)
    let widget = ThemeChoiceReader(store: widgetStore)
    manager.changeTheme(to: .dark)
    #expect(widget.read() == SharedThemeChoice(explicitStyle: .dark))
    manager.followsSystem = true
    #expect(widget.read() == SharedThemeChoice(explicitStyle: .dark, followsSystem: true))
    // And the other way: what another process writes, the app restores at its next launch.
    try widgetStore.setString("light", forKey: manager.storeKey)
    try widgetStore.setString("false", forKey: manager.followsSystemStoreKey)
    let (relaunched, log) = makeManager(store: FileThemeStore(url: file))
    #expect(relaunched.storedChoice == SharedThemeChoice(explicitStyle: .light))
    #expect(log.entries.isEmpty)
    // Both kept the lock file beside the store's, which is how processes take turns.
    let lock = file.deletingLastPathComponent().appendingPathComponent("theme.json.lock")
    #expect(FileManager.default.fileExists(atPath: lock.path))
  }

  @Test("R14: a manager given the group's store loads its choice, applies it and saves there")
  func r14ReplacedStoreIsLoadedAndUsed() {
    let group = InMemoryThemeStore()
    let (manager, _) = makeManager()
    let view = TestView()
    view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    group.setString("dark", forKey: manager.storeKey)
    var switches: [ThemeChange] = []
    let observer = manager.addObserver { switches.append($0) }
    manager.store = group
    #expect(manager.currentThemeStyle == .dark)
    #expect(view.textColor == .white)
    #expect(switches == [ThemeChange(oldStyle: .light, newStyle: .dark)])
    manager.changeTheme(to: .light)
    #expect(ThemeChoiceReader(store: group).read() == SharedThemeChoice(explicitStyle: .light))
    observer.cancel()
  }

  @Test("R14: two stores over one App Group suite see each other's choices")
  func r14SuiteStoresShareTheSuite() throws {
    let group = "group.ThemingTests.\(UUID().uuidString)"
    let appStore = try UserDefaultsThemeStore(appGroup: group)
    defer { appStore.defaults.removePersistentDomain(forName: group) }
    let widgetStore = try UserDefaultsThemeStore(appGroup: group)
    #expect(appStore.appGroup == group)
    let (manager, log) = makeManager(store: appStore)
    manager.changeTheme(to: .dark)
    manager.followsSystem = true
    #expect(log.entries.isEmpty)
    let choice = ThemeChoiceReader(store: widgetStore).read()
    #expect(choice == SharedThemeChoice(explicitStyle: .dark, followsSystem: true))
  }

  @Test(
    "R14: an App Group identifier that names no suite is an error naming it",
    arguments: ["", " group.x", "group.x\n", "NSGlobalDomain"])
  func r14BadAppGroupIsAnError(group: String) {
    #expect {
      _ = try UserDefaultsThemeStore(appGroup: group)
    } throws: { error in
      guard let error = error as? ThemeSourceError else { return false }
      return error.source == "App Group \"\(group)\"" && error.place == "its identifier"
    }
  }

  @Test("R14: a value the suite cannot read is reported naming the App Group")
  func r14SuiteErrorsNameTheGroup() throws {
    let group = "group.ThemingTests.\(UUID().uuidString)"
    let store = try UserDefaultsThemeStore(appGroup: group)
    defer { store.defaults.removePersistentDomain(forName: group) }
    store.defaults.set(42, forKey: "Theming.currentThemeStyle.default")
    var diagnostics: [ThemeDiagnostic] = []
    let choice = ThemeChoiceReader(store: store).read { diagnostics.append($0) }
    #expect(choice.explicitStyle == .light)
    guard case .storeReadFailed(let error, .light) = diagnostics.first else {
      Issue.record("expected a read failure, got \(diagnostics)")
      return
    }
    #expect(error.source == "UserDefaults suite of App Group \"\(group)\"")
  }
}
