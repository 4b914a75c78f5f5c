import Foundation
import Testing
import Theming
import ThemingPalettes

/// S6: a document a remote resolver document refers to may not leave the resolver document's
/// server through a redirect, as its reference may not; a redirect on the same server is
/// followed.
@Suite struct ResolverRedirectTests {
  /// A server on 127.0.0.1 that answers `/themes/theme.resolver.json` with `resolver`, the
  /// fixture's documents under `/tokens/` and `/themes/tokens/`, and any path under
  /// `/moved/` with a redirect: to the same path under `/tokens/` on this server, or, for
  /// `/moved/away/NAME`, to `away` + NAME.
  final class RedirectingServer: Sendable {
    let port: Int
    private let process: Process
    private let folder: URL

    private init(port: Int, process: Process, folder: URL) {
      self.port = port
      self.process = process
      self.folder = folder
    }

    static func start(resolver: String, away: String) async throws -> RedirectingServer {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("ThemingRedirect-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
      for (reference, data) in TokenFixtures.resolverDocuments {
        try data.write(to: folder.appendingPathComponent(reference))
      }
      try Data(resolver.utf8).write(to: folder.appendingPathComponent("theme.resolver.json"))
      let port = Int.random(in: 20_000..<60_000)
      let script = """
        import http.server, os, sys
        folder, away = sys.argv[2], sys.argv[3]
        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass
            def do_GET(self):
                if self.path.startswith("/moved/away/"):
                    self.send_response(302)
                    self.send_header("Location", away + self.path[len("/moved/away/"):])
                    self.end_headers()
                elif self.path.startswith("/moved/"):
                    self.send_response(302)
                    self.send_header("Location", "/tokens/" + self.path[len("/moved/"):])
                    self.end_headers()
                else:
                    name = self.path[len("/themes/"):] if self.path.startswith("/themes/") \\
                        else self.path.lstrip("/")
                    path = os.path.join(folder, name)
                    if ".." in name or not os.path.isfile(path):
                        self.send_response(404)
                        self.end_headers()
                        return
                    body = open(path, "rb").read()
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
        server = http.server.HTTPServer(("127.0.0.1", \(port)), Handler)
        open(sys.argv[1], "w").close()
        server.serve_forever()
        """
      let marker = folder.appendingPathComponent("listening")
      let process = try await startListeningPython(
        script, marker: marker, arguments: [folder.path, away])
      return RedirectingServer(port: port, process: process, folder: folder)
    }

    var resolverURL: URL? { URL(string: "http://127.0.0.1:\(port)/themes/theme.resolver.json") }

    func stop() {
      stopPython(process)
      try? FileManager.default.removeItem(at: folder)
    }
  }

  @Test("S6: a redirect on the resolver document's server is followed")
  func sameServerRedirectFollowed() async throws {
    let resolver = ResolverOriginTests.resolver(core: "/moved/core.tokens.json")
    let server = try await RedirectingServer.start(resolver: resolver, away: "http://unused/")
    defer { server.stop() }
    let contents = try await ThemePalette.contents(
      ofTokenResolverAt: #require(server.resolverURL))
    #expect(contents.entries == (try ResolverOriginTests.fromMemory()).entries)
  }

  @Test("S6: a redirect to another server or port is refused, naming where it led")
  func otherServerRedirectRefused() async throws {
    let other = try await LoopbackServer.start()
    defer { other.stop() }
    try FileManager.default.createDirectory(
      at: other.root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
    for (reference, data) in TokenFixtures.resolverDocuments {
      try data.write(to: other.root.appendingPathComponent(reference))
    }
    let away = "http://127.0.0.1:\(other.port)/tokens/"
    let resolver = ResolverOriginTests.resolver(core: "/moved/away/core.tokens.json")
    let server = try await RedirectingServer.start(resolver: resolver, away: away)
    defer { server.stop() }
    let error = try await #require(throws: ThemeSourceError.self) {
      try await ThemePalette.contents(ofTokenResolverAt: #require(server.resolverURL))
    }
    #expect(error.source == "http://127.0.0.1:\(server.port)/moved/away/core.tokens.json")
    #expect(error.found == "a redirect to \(away)core.tokens.json")
    #expect(error.expected.contains("same server"))
  }
}
