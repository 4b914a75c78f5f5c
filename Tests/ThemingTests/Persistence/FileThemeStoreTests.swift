import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R14: the JSON file is shared by every user of the application, and perhaps by other
/// programs, so an entry the store cannot use costs only itself.
@MainActor
@Suite struct FileThemeStoreForeignEntryTests {
  private let aliceKey = "Theming.currentThemeStyle.alice"
  private let defaultKey = "Theming.currentThemeStyle.default"

  /// A file in a folder of its own, holding `contents`.
  private func file(holding contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingTests-\(UUID().uuidString)")
      .appendingPathComponent("theme.json")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(contents.utf8).write(to: url)
    return url
  }

  private func removeFolder(of url: URL) {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }

  /// A manager over the file at `url` for the user `identifier`, keeping its diagnostics.
  private func makeManager(url: URL, identifier: String) -> (ThemeManager, DiagnosticLog) {
    let log = DiagnosticLog()
    let manager = ThemeManager(
      store: FileThemeStore(url: url),
      storeConfigsIdentifierKey: identifier,
      notificationCenter: NotificationCenter(),
      diagnosticHandler: { log.entries.append($0) }
    )
    return (manager, log)
  }

  /// The file's text without its whitespace, to compare what it holds whatever the layout.
  private func compactText(of url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self).filter { !$0.isWhitespace }
  }

  /// Whether the file's text has the member `"name":value` exactly, spelled as `value` is.
  private func file(at url: URL, hasMember name: String, spelled value: String) throws -> Bool {
    let text = try compactText(of: url)
    let member = "\"\(name)\":\(value)"
    return text.contains(member + ",") || text.contains(member + "}")
  }

  /// JSON text with its keys in one order, whatever order `JSONSerialization` sorts them in.
  private func canonical(_ data: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: data)
    let sorted = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: sorted, as: UTF8.self)
  }

  @Test("R14: a foreign entry beside a user's choice costs nothing")
  func r14ForeignEntryCostsNothing() throws {
    let url = try file(
      holding: """
        {"schemaVersion": 2, "Theming.currentThemeStyle.alice": "dark", \
        "nested": {"a": [1, true, null]}}
        """
    )
    defer { removeFolder(of: url) }

    let (alice, aliceLog) = makeManager(url: url, identifier: "alice")
    #expect(alice.storeKey == aliceKey)
    #expect(alice.currentThemeStyle == .dark)
    #expect(aliceLog.entries.isEmpty)

    // Signing alice in on a running manager reads the same file.
    let (signingIn, signingInLog) = makeManager(url: url, identifier: "default")
    signingIn.storeConfigsIdentifierKey = "alice"
    #expect(signingIn.currentThemeStyle == .dark)
    #expect(signingInLog.entries.isEmpty)

    // Bob's choice keeps every other entry as it was: 2 stays an integer, true a boolean.
    let (bob, bobLog) = makeManager(url: url, identifier: "bob")
    bob.changeTheme(to: .light)
    #expect(bobLog.entries.isEmpty)
    let text = try compactText(of: url)
    #expect(try file(at: url, hasMember: "schemaVersion", spelled: "2"), "\(text)")
    #expect(try file(at: url, hasMember: "nested", spelled: #"{"a":[1,true,null]}"#), "\(text)")
    #expect(try file(at: url, hasMember: aliceKey, spelled: #""dark""#), "\(text)")
    #expect(
      try file(at: url, hasMember: "Theming.currentThemeStyle.bob", spelled: #""light""#),
      "\(text)"
    )
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    )
    #expect(
      object.keys.sorted() == [
        "Theming.currentThemeStyle.alice", "Theming.currentThemeStyle.bob", "nested",
        "schemaVersion",
      ])

    let (relaunched, relaunchedLog) = makeManager(url: url, identifier: "alice")
    #expect(relaunched.currentThemeStyle == .dark)
    #expect(relaunchedLog.entries.isEmpty)
  }

  @Test(
    "R14: a key whose own value is not a string costs only itself",
    arguments: ["3", "2.5", "true", "null", #"{"a":[1,false]}"#, "[1]"])
  func r14NonStringValueCostsOnlyItself(value: String) throws {
    let url = try file(
      holding: """
        {"\(defaultKey)": \(value), "\(aliceKey)": "dark", "schemaVersion": 2}
        """
    )
    defer { removeFolder(of: url) }
    let store = FileThemeStore(url: url)

    let error = #expect(throws: ThemeSourceError.self) { try store.string(forKey: defaultKey) }
    #expect(error?.source == url.path)
    #expect(error?.place == "key \"\(defaultKey)\"")
    #expect(error?.expected == "a string")
    #expect(error?.found == value)
    #expect(try store.string(forKey: aliceKey) == "dark")

    // The manager of the user whose entry it is falls back and says why; alice's does not.
    let (user, userLog) = makeManager(url: url, identifier: "default")
    #expect(user.currentThemeStyle == .light)
    guard case .storeReadFailed(let reported, let fallback) = userLog.entries.first else {
      Issue.record("expected a read failure, got \(userLog.entries)")
      return
    }
    #expect(reported == error)
    #expect(fallback == .light)
    let (alice, aliceLog) = makeManager(url: url, identifier: "alice")
    #expect(alice.currentThemeStyle == .dark)
    #expect(aliceLog.entries.isEmpty)

    // Writing the key replaces that entry and no other.
    user.changeTheme(to: .dark)
    #expect(userLog.entries.count == 1)
    #expect(try store.string(forKey: defaultKey) == "dark")
    let expected = #"{"\#(aliceKey)":"dark","\#(defaultKey)":"dark","schemaVersion":2}"#
    #expect(try canonical(Data(contentsOf: url)) == canonical(Data(expected.utf8)))
    #expect(try file(at: url, hasMember: "schemaVersion", spelled: "2"))
  }

  @Test("R14: removing a key whose value is not a string keeps the others")
  func r14RemovingNonStringKeyKeepsOthers() throws {
    let url = try file(holding: #"{"\#(defaultKey)": [1, 2], "\#(aliceKey)": "dark", "on": true}"#)
    defer { removeFolder(of: url) }
    try FileThemeStore(url: url).setString(nil, forKey: defaultKey)
    let expected = #"{"\#(aliceKey)":"dark","on":true}"#
    #expect(try canonical(Data(contentsOf: url)) == canonical(Data(expected.utf8)))
    #expect(try file(at: url, hasMember: "on", spelled: "true"))
  }

  @Test("R14: a long value is cut in the error")
  func r14ALongValueIsCutInTheError() throws {
    let long = "[" + Array(repeating: "1234567890", count: 20).joined(separator: ",") + "]"
    let url = try file(holding: #"{"k": \#(long)}"#)
    defer { removeFolder(of: url) }
    let error = #expect(throws: ThemeSourceError.self) {
      try FileThemeStore(url: url).string(forKey: "k")
    }
    let found = try #require(error?.found)
    #expect(found.count <= 81)
    #expect(found.hasPrefix("[1234567890,1234567890,"))
    #expect(found.hasSuffix("…"))
  }

  // The last holds a number JSONSerialization cannot represent, as the documentation says.
  @Test(
    "R14: a file that is not a JSON object is reported and replaced",
    arguments: [
      "[1,2]", "garbage", "2", #""dark""#, #"{"a": 1} and more"#, #"{"a": 1e400, "b": "dark"}"#,
    ])
  func r14NonObjectFileIsReplaced(contents: String) throws {
    let url = try file(holding: contents)
    defer { removeFolder(of: url) }
    let store = FileThemeStore(url: url)
    let error = #expect(throws: ThemeSourceError.self) { try store.string(forKey: aliceKey) }
    #expect(error?.source == url.path)
    #expect(error?.place == "key \"\(aliceKey)\"")
    #expect(error?.expected == "a JSON object")

    let (alice, aliceLog) = makeManager(url: url, identifier: "alice")
    #expect(alice.currentThemeStyle == .light)
    // One for the style, one for the follow-system setting: both are read from the file.
    #expect(aliceLog.entries.count == 2)
    for entry in aliceLog.entries {
      guard case .storeReadFailed(let reported, fallback: .light) = entry else {
        Issue.record("expected a read failure falling back to light, got \(entry)")
        continue
      }
      #expect(reported.source == url.path)
      #expect(reported.expected == "a JSON object")
    }
    alice.changeTheme(to: .dark)
    #expect(aliceLog.entries.count == 2)
    let text = try compactText(of: url)
    #expect(text == #"{"Theming.currentThemeStyle.alice":"dark"}"#)
  }
}
