import Foundation
import Testing
import Theming

/// R14/R16: where the default file store lives, following the XDG Base Directory specification,
/// computed from an environment given to it rather than the process's own.
@Suite struct DefaultLocationTests {
  private func location(_ environment: [String: String], application: String = "notes") -> String {
    FileThemeStore.defaultLocation(forApplication: application, environment: environment).path
  }

  @Test("R14: XDG_CONFIG_HOME is used when set")
  func r14XDGConfigHomeIsUsedWhenSet() {
    let environment = ["XDG_CONFIG_HOME": "/xdg/config", "HOME": "/home/ada"]
    #expect(location(environment) == "/xdg/config/notes/theme.json")
  }

  @Test(
    "R14: a relative or empty XDG_CONFIG_HOME is ignored",
    arguments: ["", "config", "./config", "~/config"])
  func r14RelativeXDGConfigHomeIsIgnored(configHome: String) {
    let environment = ["XDG_CONFIG_HOME": configHome, "HOME": "/home/ada"]
    #expect(location(environment) == "/home/ada/.config/notes/theme.json")
  }

  @Test("R14: without XDG_CONFIG_HOME, the file is in $HOME/.config")
  func r14WithoutXDGConfigHomeUseDotConfig() {
    #expect(location(["HOME": "/home/ada"]) == "/home/ada/.config/notes/theme.json")
  }

  @Test(
    "R14: without an absolute HOME, the user's home directory is used",
    arguments: [[:], ["HOME": ""], ["HOME": "relative/home"]])
  func r14WithoutAbsoluteHomeUseUsersHome(environment: [String: String]) {
    let expected = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
      .appendingPathComponent(".config/notes/theme.json")
    #expect(location(environment) == expected.path)
  }

  @Test("R14: the application is the process name by default")
  func r14ApplicationIsTheProcessName() {
    let url = FileThemeStore.defaultLocation(environment: ["XDG_CONFIG_HOME": "/xdg"])
    let processName = ProcessInfo.processInfo.processName
    #expect(url.path == "/xdg/\(processName)/theme.json")
  }

  @Test(
    "R14: the application name becomes one safe folder name",
    arguments: [
      ("a/b", "a_b"),
      ("..", "theming"),
      (".", "theming"),
      ("", "theming"),
      ("  ", "theming"),
      ("  My App\n", "My App"),
      ("tab\there", "tab_here"),
      ("nul\u{0}byte", "nul_byte"),
      ("C:\\Apps\\notes", "C__Apps_notes"),
      ("what?*<>|\"", "what______"),
      (".hidden", ".hidden"),
      ("café", "café"),
    ])
  func r14ApplicationNameIsOneSafeFolder(application: String, folder: String) {
    let url = FileThemeStore.defaultLocation(
      forApplication: application,
      environment: ["XDG_CONFIG_HOME": "/xdg"]
    )
    #expect(url.path == "/xdg/\(folder)/theme.json")
    #expect(url.deletingLastPathComponent().deletingLastPathComponent().path == "/xdg")
  }

  @Test("R14: a long application name is cut to 255 bytes")
  func r14ALongApplicationNameIsCutTo255Bytes() {
    let url = FileThemeStore.defaultLocation(
      forApplication: String(repeating: "é", count: 200),
      environment: ["XDG_CONFIG_HOME": "/xdg"]
    )
    let folder = url.deletingLastPathComponent().lastPathComponent
    #expect(folder == String(repeating: "é", count: 127))
  }

  @Test("R14: userConfiguration is a store at the default location")
  func r14UserConfigurationIsTheDefaultFile() {
    let environment = ["HOME": "/home/ada"]
    let store = FileThemeStore.userConfiguration(forApplication: "notes", environment: environment)
    #expect(store.url.path == "/home/ada/.config/notes/theme.json")
  }

  @Test("R14/R16: the default store is the platform's durable store")
  func r14r16DefaultStoreIsDurable() throws {
    let store = ThemeManager.makeDefaultStore()
    #if canImport(Darwin)
      #expect(store is UserDefaultsThemeStore)
    #else
      let fileStore = try #require(store as? FileThemeStore)
      #expect(fileStore.url == FileThemeStore.defaultLocation())
    #endif
  }
}
