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
      #expect(error.place == "the reference \"https://example.com/core.tokens.json\"")
      #expect(error.expected == "a path relative to the resolver document")
    }
  }
}
