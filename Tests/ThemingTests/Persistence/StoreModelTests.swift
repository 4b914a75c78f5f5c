import Foundation
import Testing
import Theming
import ThemingTestSupport

/// R14, model-based: users of one application and other programs share a store file. Random
/// choices, sign-ins, relaunches and foreign entries (values of every JSON type, written by
/// another program beside the users' choices) are checked against a model after each step: every
/// user always restores their own last choice, with no diagnostic, and every foreign entry
/// survives the users' writes.
@MainActor
@Suite struct StoreModelTests {
  private static let users = ["alice", "bob", "carol"]
  private static let styles: [ThemeStyle] = [.light, .dark, "sepia"]
  /// Foreign values, as JSON text, of every kind.
  private static let foreignValues = ["2", "2.5", "true", "null", #"{"a":[1,false]}"#, "[]"]

  @Test("R14: random choices, relaunches and foreign entries keep every user's choice")
  func r14RandomOperationsOnASharedFile() throws {
    for seed in UInt64(1)...30 {
      try run(seed: seed, operations: 60)
    }
  }

  private func run(seed: UInt64, operations: Int) throws {
    var random = SplitMix64(seed: seed)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingStoreModel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("theme.json")
    var chosen: [String: ThemeStyle] = [:]
    var foreign: [String: String] = [:]
    let log = DiagnosticLog()
    func launch(_ user: String) -> ThemeManager {
      ThemeManager(
        styles: Set(Self.styles), store: FileThemeStore(url: url),
        storeConfigsIdentifierKey: user, notificationCenter: NotificationCenter(),
        diagnosticHandler: { log.entries.append($0) })
    }
    var user = Self.users[0]
    var manager = launch(user)
    var trace: [String] = []
    for _ in 0..<operations {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let style = Self.styles.randomElement(using: &random) ?? .light
        trace.append("\(user) chooses \(style)")
        manager.changeTheme(to: style)
        chosen[user] = style
      case 1:
        user = Self.users.randomElement(using: &random) ?? user
        trace.append("sign in \(user)")
        manager.storeConfigsIdentifierKey = user
      case 2:
        user = Self.users.randomElement(using: &random) ?? user
        trace.append("relaunch as \(user)")
        manager = launch(user)
      default:
        let key = "other.program.\(Int.random(in: 0..<3, using: &random))"
        let value = Self.foreignValues.randomElement(using: &random) ?? "2"
        trace.append("another program writes \(key) = \(value)")
        try writeForeign(value, forKey: key, in: url)
        foreign[key] = value
      }
      let expected = chosen[user] ?? .light
      #expect(
        manager.currentThemeStyle == expected,
        "seed \(seed): \(user) shows \(manager.currentThemeStyle), chose \(expected); \(trace)")
      #expect(log.entries.isEmpty, "seed \(seed): \(log.entries); \(trace)")
      let file = try contents(of: url)
      for (key, value) in foreign {
        let stored = try file[key].map { try canonical($0) }
        #expect(stored == (try canonical(value)), "seed \(seed): \(key) lost; \(trace)")
      }
      if log.entries.isEmpty == false || manager.currentThemeStyle != expected { return }
    }
  }

  /// Another program's write: the whole file read and written back with `key` set.
  private func writeForeign(_ json: String, forKey key: String, in url: URL) throws {
    var object = try contents(of: url)
    object[key] = try JSONSerialization.jsonObject(
      with: Data(json.utf8), options: [.fragmentsAllowed])
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  private func contents(of url: URL) throws -> [String: Any] {
    guard let data = try? Data(contentsOf: url) else { return [:] }
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }

  /// A JSON value as text, sorted, so that two values compare by content.
  private func canonical(_ value: Any) throws -> String {
    let data = try JSONSerialization.data(
      withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: data, as: UTF8.self)
  }

  private func canonical(_ json: String) throws -> String {
    try canonical(
      JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]))
  }
}
