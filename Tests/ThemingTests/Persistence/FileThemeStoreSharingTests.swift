import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R14: the store's file is shared by processes and users; nothing one writes is lost to
/// another, every string comes back as written, and a link to the file stays a link.
@Suite struct FileThemeStoreSharingTests {
  /// A file in a folder of its own, not yet made.
  private func newFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingSharing-\(UUID().uuidString)")
      .appendingPathComponent("theme.json")
  }

  @Test("R14: four processes writing their own keys over one file lose none of them")
  func r14ProcessesTakeTurns() throws {
    let probe = try Probe.locate("ThemeStoreProbe")
    for _ in 0..<3 {
      let url = newFile()
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      let users = ["alice", "bob", "carol", "dave"]
      let writes = 60
      let processes = try users.map { user -> Process in
        let process = Process()
        process.executableURL = probe.executable
        process.arguments = ["churn", url.path, user, "\(writes)"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
      }
      for process in processes { process.waitUntilExit() }
      #expect(processes.allSatisfy { $0.terminationStatus == 0 })
      let store = FileThemeStore(url: url)
      for user in users {
        #expect(try store.string(forKey: user) == "\(user)-\(writes - 1)", "\(user)")
      }
    }
  }

  @Test(
    "R14: every string round-trips through the file, a leading U+FEFF included",
    arguments: ["\u{FEFF}dark", "\u{FEFF}", "a\u{FEFF}b\u{FEFF}", "\u{FEFF}\u{FEFF}x", "ünï🎨"])
  func r14StringsRoundTrip(value: String) throws {
    let url = newFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = FileThemeStore(url: url)
    try store.setString(value, forKey: "\u{FEFF}user")
    try store.setString("light", forKey: "other")
    let again = FileThemeStore(url: url)
    #expect(try again.string(forKey: "\u{FEFF}user") == value)
    #expect(try again.string(forKey: "other") == "light")
    // Another program's file with the character written as it is reads back too.
    try Data("{\"k\": \"\u{FEFF}dark\"}".utf8).write(to: url)
    #expect(try again.string(forKey: "k") == "\u{FEFF}dark")
  }

  @MainActor
  @Test("R14: a style named with a leading U+FEFF is restored after a relaunch")
  func r14ByteOrderMarkStyleRestored() throws {
    let url = newFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let style = ThemeStyle(rawValue: "\u{FEFF}festival")
    let first = ThemeManager(
      styles: [style], store: FileThemeStore(url: url), notificationCenter: NotificationCenter())
    first.changeTheme(to: style)
    let second = ThemeManager(
      styles: [style], store: FileThemeStore(url: url), notificationCenter: NotificationCenter())
    #expect(second.currentThemeStyle == style)
  }

  @Test("R14: a write through a symbolic link replaces the file it leads to, not the link")
  func r14SymbolicLinkKept() throws {
    let url = newFile()
    let folder = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let real = folder.appendingPathComponent("shared-settings.json")
    try Data(#"{"other": 1}"#.utf8).write(to: real)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: real)
    try FileThemeStore(url: url).setString("dark", forKey: "user")
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try FileThemeStore(url: real).string(forKey: "user") == "dark")
    let text = String(decoding: try Data(contentsOf: real), as: UTF8.self)
    #expect(text.contains("\"other\""))
  }
}
