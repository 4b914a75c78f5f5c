import Foundation
import Testing
import Theming
import ThemingPalettes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// S4 with S7: design tokens delivered by a server, over a real connection on loopback.
@Suite struct TokenDownloadTests {
  @Test("S4/S7: a resolver document and the documents it refers to are downloaded")
  func s4ResolverAndItsDocumentsDownload() async throws {
    let server = try await LoopbackServer.start()
    defer { server.stop() }
    let tokens = server.root.appendingPathComponent("tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    for (reference, data) in TokenFixtures.resolverDocuments {
      try data.write(to: server.root.appendingPathComponent(reference))
    }
    try Data(TokenFixtures.resolver.utf8).write(
      to: server.root.appendingPathComponent("theme.resolver.json"))
    let base = "http://127.0.0.1:\(server.port)"

    let downloaded = try await ThemePalette.contents(
      ofTokenResolverAt: try #require(URL(string: "\(base)/theme.resolver.json")))
    let fromMemory = try ThemePaletteContents(
      tokenResolver: Data(TokenFixtures.resolver.utf8),
      source: "theme.resolver.json",
      documents: TokenFixtures.resolverDocuments
    )
    #expect(downloaded.styles == [.light, .dark, "festival"])
    #expect(downloaded.entries == fromMemory.entries)

    let light = try await ThemePalette.contents(
      ofDesignTokensAt: try #require(URL(string: "\(base)/tokens/core.tokens.json")),
      style: .light
    )
    #expect(light.styles == [.light])
    #expect(!light.entries.isEmpty)

    // A referenced document the server does not have is named by its own URL.
    try FileManager.default.removeItem(at: tokens.appendingPathComponent("dark.tokens.json"))
    do {
      _ = try await ThemePalette.contents(
        ofTokenResolverAt: try #require(URL(string: "\(base)/theme.resolver.json")))
      Issue.record("a resolver with a missing document downloaded")
    } catch let error as ThemeSourceError {
      #expect(error.found == "HTTP 404")
      #expect(error.source == "\(base)/tokens/dark.tokens.json")
    }
  }

  @Test("S4/S7: a reference to another server is refused, naming it")
  func s4AbsoluteReferenceRefused() async throws {
    let server = try await LoopbackServer.start()
    defer { server.stop() }
    let resolver = TokenFixtures.resolver.replacingOccurrences(
      of: "tokens/core.tokens.json", with: "https://example.com/core.tokens.json")
    try Data(resolver.utf8).write(to: server.root.appendingPathComponent("theme.resolver.json"))
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/theme.resolver.json"))
    do {
      _ = try await ThemePalette.contents(ofTokenResolverAt: url)
      Issue.record("a resolver referring to another server downloaded")
    } catch {
      #expect(error.source == url.absoluteString)
      // Named where it is written, before anything is downloaded for it.
      #expect(error.place == "sets.core.sources.0")
      #expect(
        error.expected
          == "a path on the same server (scheme, host and port) as the resolver document")
      #expect(error.found == "\"https://example.com/core.tokens.json\", which names a scheme")
    }
  }

  /// The resolver fixture with its core document's reference replaced by `reference`.
  private func resolver(referring reference: String) -> String {
    TokenFixtures.resolver.replacingOccurrences(of: "tokens/core.tokens.json", with: reference)
  }

  @Test(
    "S6/S4: a remote resolver cannot make the client read a local file or reach another server",
    arguments: [
      ("file:SECRET", "which names a scheme"),
      ("file://SECRET", "which names a scheme"),
      ("http://127.0.0.1:1/core.tokens.json", "which names a scheme"),
      ("//127.0.0.1:1/core.tokens.json", "a network-path reference to another server"),
      ("//user@127.0.0.1/core.tokens.json", "a network-path reference to another server"),
      ("%2F%2F127.0.0.1:1/core.tokens.json", "a network-path reference to another server"),
      ("../../core.tokens.json", "which climbs above the server's root"),
      ("tokens/../../../core.tokens.json", "which climbs above the server's root"),
      ("%2e%2e/%2E%2E/core.tokens.json", "which climbs above the server's root"),
      ("/../core.tokens.json", "which climbs above the server's root"),
      ("tokens/core.tokens.json?x=1", "which holds a query"),
    ])
  func s6RemoteReferencesConfined(reference: String, why: String) async throws {
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("secret-\(UUID().uuidString).tokens.json")
    try Data(#"{"secret": {"$type": "number", "$value": 42}}"#.utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let written = reference.replacingOccurrences(of: "SECRET", with: secret.path)
    let server = try await LoopbackServer.start()
    defer { server.stop() }
    let folder = server.root.appendingPathComponent("themes")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(resolver(referring: written).utf8).write(
      to: folder.appendingPathComponent("theme.resolver.json"))
    let url = try #require(
      URL(string: "http://127.0.0.1:\(server.port)/themes/theme.resolver.json"))
    let error = try await #require(throws: ThemeSourceError.self) {
      try await ThemePalette.contents(ofTokenResolverAt: url)
    }
    #expect(error.place == "sets.core.sources.0")
    #expect(error.found == "\"\(written)\", \(why)", "\(error)")
  }

  @Test("S6: a resolver file's references stay in its folder, symbolic links included, by default")
  func s6FileReferencesConfined() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("Confined-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("themes")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (reference, data) in TokenFixtures.resolverDocuments {
      try data.write(to: folder.appendingPathComponent(reference))
    }
    try Data(#"{"secret": {"$type": "number", "$value": 42}}"#.utf8)
      .write(to: root.appendingPathComponent("secret.tokens.json"))
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("tokens/link.tokens.json"),
      withDestinationURL: root.appendingPathComponent("secret.tokens.json"))
    let resolverURL = folder.appendingPathComponent("theme.resolver.json")
    for (reference, why) in [
      ("../secret.tokens.json", "which climbs out of "),
      (root.appendingPathComponent("secret.tokens.json").path, "an absolute path"),
      ("file:../secret.tokens.json", "which names a scheme"),
      ("tokens/link.tokens.json", "a link to "),
    ] {
      try Data(resolver(referring: reference).utf8).write(to: resolverURL)
      let error = try #require(throws: ThemeSourceError.self) {
        try ThemePaletteContents(tokenResolverAt: resolverURL)
      }
      #expect(error.found.hasPrefix("\"\(reference)\", \(why)"), "\(reference): \(error)")
      #expect(error.place == "sets.core.sources.0")
      #expect(error.expected.hasPrefix("a path within "))
      #expect(error.expected.hasSuffix("themes, relative to the resolver document"))
    }
    // In memory, the loader is never asked for such a reference.
    let asked = LockedList()
    let error = try #require(throws: ThemeSourceError.self) {
      try ThemePaletteContents(
        tokenResolver: Data(resolver(referring: "file:///etc/passwd").utf8),
        load: { reference in
          asked.append(reference)
          return TokenFixtures.resolverDocuments[reference]
        })
    }
    #expect(error.found.hasSuffix("which names a scheme"))
    #expect(!asked.items.contains("file:///etc/passwd"))
  }

  @Test("S6: a file in the folder whose name starts with a combining mark is inside it")
  func s6CombiningMarkNameInside() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Combining-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // U+0489 joins the slash before it into one character, so a comparison of characters
    // would find the file outside its folder.
    let name = "\u{489}core.tokens.json"
    for (reference, data) in TokenFixtures.resolverDocuments {
      let file = reference == "tokens/core.tokens.json" ? name : reference
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(file).deletingLastPathComponent(),
        withIntermediateDirectories: true)
      try data.write(to: folder.appendingPathComponent(file))
    }
    let resolverURL = folder.appendingPathComponent("theme.resolver.json")
    try Data(resolver(referring: name).utf8).write(to: resolverURL)
    let contents = try ThemePaletteContents(tokenResolverAt: resolverURL)
    #expect(contents.styles == [.light, .dark, "festival"])
  }

  @Test("S6: a server that drips its body, or never ends it, ends the load at the limits")
  func s6DownloadLimits() async throws {
    let drip = try await HostileServer.start(.drip)
    defer { drip.stop() }
    let started = Date()
    let slow = try await #require(throws: ThemeSourceError.self) {
      try await ThemePalette.contents(
        ofDesignTokensAt: try #require(URL(string: "http://127.0.0.1:\(drip.port)/a.json")),
        style: .light, limits: ThemeDownloadLimits(timeout: 1))
    }
    #expect(slow.expected == "a whole body within 1 seconds")
    #expect(Date().timeIntervalSince(started) < 10)
    let flood = try await HostileServer.start(.flood)
    defer { flood.stop() }
    let large = try await #require(throws: ThemeSourceError.self) {
      try await ThemePalette.contents(
        ofJSONAt: try #require(URL(string: "http://127.0.0.1:\(flood.port)/a.json")),
        limits: ThemeDownloadLimits(timeout: 20, maximumBytes: 1_000_000))
    }
    #expect(large.expected == "a body of at most 1000000 bytes")
    #expect(
      ThemeDownloadLimits.standard == ThemeDownloadLimits(timeout: 30, maximumBytes: 16_777_216))
  }
}

/// A list appended to from a closure the library may call on any thread.
final class LockedList: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func append(_ item: String) {
    lock.lock()
    list.append(item)
    lock.unlock()
  }

  var items: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}
