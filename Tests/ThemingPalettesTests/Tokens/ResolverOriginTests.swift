import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// S6 with S7: where a resolver document's references may lead. On disk, anywhere within the
/// folder the user opened (the document's own by default, or a root they name), never by an
/// absolute path, a URL or a symbolic link out of it; on a server, any path on the resolver
/// document's scheme, host and port, never another server, and never above the server's root.
@Suite struct ResolverOriginTests {
  /// A repository laid out as real ones are: the core tokens at the top, the resolver in
  /// `themes/`, and a secret beside the repository that no reference may reach.
  final class Repository {
    let outside: URL
    let url: URL
    var themes: URL { url.appendingPathComponent("themes") }
    var resolver: URL { themes.appendingPathComponent("theme.resolver.json") }

    init() throws {
      outside = FileManager.default.temporaryDirectory
        .appendingPathComponent("ResolverOrigin-\(UUID().uuidString)")
      url = outside.appendingPathComponent("repository")
      let manager = FileManager.default
      try manager.createDirectory(
        at: url.appendingPathComponent("themes"), withIntermediateDirectories: true)
      try manager.createDirectory(
        at: url.appendingPathComponent("tokens"), withIntermediateDirectories: true)
      for (reference, data) in TokenFixtures.resolverDocuments {
        try data.write(to: url.appendingPathComponent(reference))
      }
      try Data(#"{"secret": {"$type": "number", "$value": 42}}"#.utf8)
        .write(to: outside.appendingPathComponent("secret.tokens.json"))
    }

    deinit { try? FileManager.default.removeItem(at: outside) }

    /// Writes the resolver fixture with its references to `tokens/` written as `prefix`.
    func writeResolver(prefix: String) throws {
      try Data(ResolverOriginTests.resolver(prefix: prefix).utf8).write(to: resolver)
    }
  }

  /// The resolver fixture with every `tokens/` reference written `prefix` instead.
  static func resolver(prefix: String) -> String {
    TokenFixtures.resolver.replacingOccurrences(of: "\"tokens/", with: "\"\(prefix)")
  }

  /// The resolver fixture with only the core document's reference written as `reference`,
  /// `"` and `\` escaped for JSON.
  static func resolver(core reference: String) -> String {
    let json = reference.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return TokenFixtures.resolver.replacingOccurrences(
      of: "\"tokens/core.tokens.json\"", with: "\"\(json)\"")
  }

  static func fromMemory() throws -> ThemePaletteContents {
    try ThemePaletteContents(
      tokenResolver: Data(TokenFixtures.resolver.utf8), source: "theme.resolver.json",
      documents: TokenFixtures.resolverDocuments)
  }

  // MARK: - On disk

  @MainActor
  @Test("S6/S7: ../ from themes/ loads within the root the user names, and not without it")
  func diskParentWithinRoot() throws {
    let repository = try Repository()
    try repository.writeResolver(prefix: "../tokens/")
    let expected = try Self.fromMemory()

    let contents = try ThemePaletteContents(
      tokenResolverAt: repository.resolver, root: repository.url)
    #expect(contents.styles == [.light, .dark, "festival"])
    #expect(contents.entries == expected.entries)
    let palette = try ThemePalette(tokenResolverAt: repository.resolver, root: repository.url)
    #expect(palette.contents.entries == expected.entries)
    // A root given as a path of its own, with `..` and a trailing slash, is the same folder.
    let roundabout = URL(fileURLWithPath: repository.themes.path + "/../", isDirectory: true)
    #expect(
      try ThemePaletteContents(tokenResolverAt: repository.resolver, root: roundabout).entries
        == expected.entries)

    // Without a root, the document's folder is the root, as before.
    for error in [
      try #require(throws: ThemeSourceError.self) {
        try ThemePaletteContents(tokenResolverAt: repository.resolver)
      },
      try #require(throws: ThemeSourceError.self) {
        try ThemePaletteContents(tokenResolverAt: repository.resolver, root: nil)
      },
    ] {
      #expect(error.source == repository.resolver.path)
      #expect(error.place == "sets.core.sources.0")
      #expect(error.expected.hasPrefix("a path within /"))
      #expect(error.expected.hasSuffix("/themes, relative to the resolver document"))
      #expect(error.found.hasPrefix("\"../tokens/core.tokens.json\", which climbs out of /"))
    }
  }

  @Test(
    "S6: on disk, no reference leaves the root: not by .., an absolute path, a URL or a link",
    arguments: [
      ("../../secret.tokens.json", "which climbs out of "),
      ("%2e%2e/%2E%2E/secret.tokens.json", "which climbs out of "),
      // Out and back in: what it passes through is outside.
      ("../../repository/tokens/core.tokens.json", "which climbs out of "),
      ("OUTSIDE/secret.tokens.json", "an absolute path"),
      ("ROOT/tokens/core.tokens.json", "an absolute path"),
      ("file://ROOT/tokens/core.tokens.json", "which names a scheme"),
      ("file:../tokens/core.tokens.json", "which names a scheme"),
      ("//localhost/ROOT/tokens/core.tokens.json", "a network-path reference to another server"),
      (#"..\..\secret.tokens.json"#, "which holds a backslash"),
      ("..", "which names a folder"),
    ])
  func diskRefusals(reference: String, why: String) throws {
    let repository = try Repository()
    let written = reference.replacingOccurrences(of: "OUTSIDE", with: repository.outside.path)
      .replacingOccurrences(of: "ROOT", with: repository.url.path)
    try Data(Self.resolver(core: written).utf8).write(to: repository.resolver)
    let error = try #require(throws: ThemeSourceError.self) {
      try ThemePaletteContents(tokenResolverAt: repository.resolver, root: repository.url)
    }
    #expect(error.source == repository.resolver.path)
    #expect(error.place == "sets.core.sources.0")
    #expect(error.expected.hasSuffix("/repository, relative to the resolver document"))
    #expect(error.found.hasPrefix("\"\(written)\", \(why)"), "\(error)")
  }

  @Test("S6: percent-encoded dots count as dots, within the root as out of it")
  func diskPercentEncodedParent() throws {
    let repository = try Repository()
    try repository.writeResolver(prefix: "%2e%2E/tokens/")
    let contents = try ThemePaletteContents(
      tokenResolverAt: repository.resolver, root: repository.url)
    #expect(contents.entries == (try Self.fromMemory()).entries)
  }

  @Test("S6: a symbolic link that leads out of the root is refused, a file or a folder")
  func diskLinkOutOfRoot() throws {
    let repository = try Repository()
    let manager = FileManager.default
    // A file link, and a folder link whose files are all outside.
    try manager.createSymbolicLink(
      at: repository.url.appendingPathComponent("tokens/link.tokens.json"),
      withDestinationURL: repository.outside.appendingPathComponent("secret.tokens.json"))
    try manager.createSymbolicLink(
      at: repository.url.appendingPathComponent("shared"), withDestinationURL: repository.outside)
    // A link within the root is followed.
    try manager.createSymbolicLink(
      at: repository.url.appendingPathComponent("primitives"),
      withDestinationURL: repository.url.appendingPathComponent("tokens"))
    for reference in ["../tokens/link.tokens.json", "../shared/secret.tokens.json"] {
      try Data(Self.resolver(core: reference).utf8).write(to: repository.resolver)
      let error = try #require(throws: ThemeSourceError.self) {
        try ThemePaletteContents(tokenResolverAt: repository.resolver, root: repository.url)
      }
      #expect(error.found.hasPrefix("\"\(reference)\", a link to /"), "\(error)")
      #expect(error.found.hasSuffix("/secret.tokens.json, outside \(repository.url.path)"))
    }
    try repository.writeResolver(prefix: "../primitives/")
    let contents = try ThemePaletteContents(
      tokenResolverAt: repository.resolver, root: repository.url)
    #expect(contents.entries == (try Self.fromMemory()).entries)
  }

  @Test("S6: the resolver document must be within the root; the root must be a file URL")
  func diskDocumentOutsideRoot() async throws {
    let repository = try Repository()
    try repository.writeResolver(prefix: "../tokens/")
    let tokens = repository.url.appendingPathComponent("tokens")
    let outside = try #require(throws: ThemeSourceError.self) {
      try ThemePaletteContents(tokenResolverAt: repository.resolver, root: tokens)
    }
    #expect(outside.source == repository.resolver.path)
    #expect(outside.place == "its folder")
    #expect(outside.expected.hasPrefix("a resolver document within /"))
    #expect(outside.expected.hasSuffix("/repository/tokens"))
    #expect(outside.found.hasSuffix("/repository/themes, outside it"))
    // A sibling whose name starts with the root's is not within it.
    let sibling = URL(fileURLWithPath: repository.url.path + "-other")
    #expect(throws: ThemeSourceError.self) {
      try ThemePaletteContents(tokenResolverAt: repository.resolver, root: sibling)
    }
    let remote = try #require(URL(string: "https://example.com/"))
    let notAFolder = try #require(throws: ThemeSourceError.self) {
      try ThemePaletteContents(tokenResolverAt: repository.resolver, root: remote)
    }
    #expect(notAFolder.place == "the root")
    #expect(notAFolder.expected == "a file URL of a folder")
    // The remote entry reads a file URL as the file entry does, root included.
    let viaRemoteEntry = try await #require(throws: ThemeSourceError.self) {
      try await ThemePalette.contents(ofTokenResolverAt: repository.resolver, root: tokens)
    }
    #expect(viaRemoteEntry == outside)
  }

  @Test("S6/S7: the remote entry reads a file URL within the root it is given")
  func diskThroughRemoteEntry() async throws {
    let repository = try Repository()
    try repository.writeResolver(prefix: "../tokens/")
    let contents = try await ThemePalette.contents(
      ofTokenResolverAt: repository.resolver, root: repository.url)
    #expect(contents.entries == (try Self.fromMemory()).entries)
  }

  // MARK: - On a server

  /// A loopback server holding the fixture's documents in `tokens/` and `abs/tokens/`, and
  /// the URL of `themes/theme.resolver.json` on it, written to refer as `prefix`.
  private static func serve(prefix: String) async throws -> (LoopbackServer, URL) {
    let server = try await LoopbackServer.start()
    do {
      let manager = FileManager.default
      for folder in ["tokens", "abs/tokens", "themes"] {
        try manager.createDirectory(
          at: server.root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      for (reference, data) in TokenFixtures.resolverDocuments {
        try data.write(to: server.root.appendingPathComponent(reference))
        try data.write(to: server.root.appendingPathComponent("abs/" + reference))
      }
      try Data(resolver(prefix: prefix).utf8)
        .write(to: server.root.appendingPathComponent("themes/theme.resolver.json"))
      let url = try #require(
        URL(string: "http://127.0.0.1:\(server.port)/themes/theme.resolver.json"))
      return (server, url)
    } catch {
      server.stop()
      throw error
    }
  }

  @Test("S4/S6: on a server, ../, absolute and percent-encoded paths on the same origin load")
  func serverSameOriginLoads() async throws {
    let (server, url) = try await Self.serve(prefix: "../tokens/")
    defer { server.stop() }
    let expected = try Self.fromMemory().entries
    let resolverFile = server.root.appendingPathComponent("themes/theme.resolver.json")
    for prefix in ["../tokens/", "/abs/tokens/", "%2e%2e/tokens/", "./../abs/../tokens/"] {
      try Data(Self.resolver(prefix: prefix).utf8).write(to: resolverFile)
      let contents = try await ThemePalette.contents(ofTokenResolverAt: url)
      #expect(contents.entries == expected, "\(prefix)")
    }
    // A document the server does not have is named by its URL on the same server.
    try Data(Self.resolver(core: "/abs/missing.tokens.json").utf8).write(to: resolverFile)
    let missing = try await #require(throws: ThemeSourceError.self) {
      try await ThemePalette.contents(ofTokenResolverAt: url)
    }
    #expect(missing.source == "http://127.0.0.1:\(server.port)/abs/missing.tokens.json")
    #expect(missing.found == "HTTP 404")
  }

  @Test("S6: on a server, another scheme, host or port is refused, even one naming the same")
  func serverOtherOriginRefused() async throws {
    let (server, url) = try await Self.serve(prefix: "../tokens/")
    defer { server.stop() }
    let resolverFile = server.root.appendingPathComponent("themes/theme.resolver.json")
    let port = server.port
    let other = port == 65_535 ? port - 1 : port + 1
    let network = "a network-path reference to another server"
    for (reference, why) in [
      ("http://127.0.0.1:\(other)/tokens/core.tokens.json", "which names a scheme"),
      ("https://127.0.0.1:\(port)/tokens/core.tokens.json", "which names a scheme"),
      // The same server, written as a URL: a document names paths, not servers.
      ("http://127.0.0.1:\(port)/tokens/core.tokens.json", "which names a scheme"),
      ("file:///etc/passwd", "which names a scheme"),
      ("//localhost:\(port)/tokens/core.tokens.json", network),
      ("//127.0.0.1:\(other)/tokens/core.tokens.json", network),
      ("//user@127.0.0.1:\(port)/tokens/core.tokens.json", network),
      ("%2F/localhost/tokens/core.tokens.json", network),
      (#"\\localhost\tokens\core.tokens.json"#, "which holds a backslash"),
      ("/%2e%2e/tokens/core.tokens.json", "which climbs above the server's root"),
      ("%2e%2e/%2e%2e/tokens/core.tokens.json", "which climbs above the server's root"),
      ("/", "which names a folder"),
    ] {
      try Data(Self.resolver(core: reference).utf8).write(to: resolverFile)
      let error = try await #require(throws: ThemeSourceError.self) {
        try await ThemePalette.contents(ofTokenResolverAt: url)
      }
      #expect(error.source == url.absoluteString)
      #expect(error.place == "sets.core.sources.0")
      #expect(
        error.expected
          == "a path on the same server (scheme, host and port) as the resolver document")
      #expect(error.found == "\"\(reference)\", \(why)", "\(error)")
    }
  }

  @Test("S6: on a server, a root keeps references within a folder of the server")
  func serverRoot() async throws {
    let (server, url) = try await Self.serve(prefix: "../tokens/")
    defer { server.stop() }
    let base = "http://127.0.0.1:\(server.port)"
    let resolverFile = server.root.appendingPathComponent("themes/theme.resolver.json")
    let expected = try Self.fromMemory().entries
    // The server's root, named, is no narrower than none.
    let top = try #require(URL(string: "\(base)/"))
    let underTop = try await ThemePalette.contents(ofTokenResolverAt: url, root: top)
    #expect(underTop.entries == expected)

    let abs = try #require(URL(string: "\(base)/abs/"))
    let themes = try #require(URL(string: "\(base)/themes"))
    let outside = try await #require(throws: ThemeSourceError.self) {
      try await ThemePalette.contents(ofTokenResolverAt: url, root: abs)
    }
    #expect(outside.place == "its URL")
    #expect(outside.expected == "a resolver document within \(base)/abs/")
    for (reference, why) in [
      ("../tokens/core.tokens.json", "which climbs above \(base)/themes"),
      ("/tokens/core.tokens.json", "which leads outside \(base)/themes"),
      ("/themes/../tokens/core.tokens.json", "which leads outside \(base)/themes"),
    ] {
      try Data(Self.resolver(core: reference).utf8).write(to: resolverFile)
      let error = try await #require(throws: ThemeSourceError.self) {
        try await ThemePalette.contents(ofTokenResolverAt: url, root: themes)
      }
      #expect(error.place == "sets.core.sources.0")
      #expect(
        error.expected
          == "a path on the same server (scheme, host and port) as the resolver document, "
          + "within \(base)/themes")
      #expect(error.found == "\"\(reference)\", \(why)", "\(error)")
    }
    // A root on another port, host or scheme is refused before anything is downloaded.
    for root in [
      "http://127.0.0.1:\(server.port == 65_535 ? 1 : server.port + 1)/",
      "http://localhost:\(server.port)/", "https://127.0.0.1:\(server.port)/", "file:///",
    ] {
      let rootURL = try #require(URL(string: root))
      let error = try await #require(throws: ThemeSourceError.self) {
        try await ThemePalette.contents(ofTokenResolverAt: url, root: rootURL)
      }
      #expect(error.place == "the root")
      #expect(error.found == root)
    }
  }

  // MARK: - theme-lint

  private func lint(_ arguments: [String]) throws -> Probe.Run {
    try Probe.locate("theme-lint").run(arguments, environment: ProcessInfo.processInfo.environment)
  }

  @Test("S8: theme-lint takes --root once, with a folder, and says so in --help")
  func lintRootOption() throws {
    let repository = try Repository()
    try repository.writeResolver(prefix: "../tokens/")
    let help = try lint(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--root DIR"))
    for (arguments, message) in [
      ([repository.resolver.path, "--root", "a", "--root", "b"], "--root given twice"),
      ([repository.resolver.path, "--root="], "--root takes a folder, not \"\""),
      ([repository.resolver.path, "--root"], "--root needs a value"),
    ] {
      let run = try lint(arguments)
      #expect(run.status == 2, "\(run)")
      #expect(run.errorOutput.hasPrefix("theme-lint: \(message)"), "\(run)")
    }
    // Without --root, the resolver's folder is the root.
    let refused = try lint([repository.resolver.path])
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.output.contains("which climbs out of "), "\(refused)")
  }

  @Test("S8: theme-lint --root DIR reads a resolver's references within DIR")
  func lintRoot() throws {
    let repository = try Repository()
    try repository.writeResolver(prefix: "../tokens/")
    let run = try lint([repository.resolver.path, "--root", repository.url.path])
    #expect(run.status == 0, "\(run)")
    let converted = try lint([
      "convert", repository.resolver.path, "--root", repository.url.path, "--to", "resolver", "-",
    ])
    #expect(converted.status == 0, "\(converted)")
    let outside = try lint([
      repository.resolver.path, "--root", repository.url.appendingPathComponent("tokens").path,
    ])
    #expect(outside.status == 1, "\(outside)")
    #expect(outside.output.contains("expected a resolver document within "), "\(outside)")
  }
}
