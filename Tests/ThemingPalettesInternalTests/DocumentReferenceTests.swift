import Foundation
import Testing
import Theming

@testable import ThemingPalettes

/// S6, white-box: the URLs and files a resolver document's references become, where Linux
/// Foundation and Apple's might read a URL differently: each is built from the document's own
/// server and percent-encoded segments, and read back before it is used. (Where references may
/// lead is tested through the public API in `Tokens/ResolverOriginTests.swift`.)
@Suite struct DocumentReferenceTests {
  private func url(_ reference: String, beside document: String, root: String? = nil) throws
    -> URL?
  {
    let origin = try DocumentReference.Origin(
      document: try #require(URL(string: document)),
      root: try root.map { try #require(URL(string: $0)) }, source: "test")
    return try DocumentReference(reference, rule: .server(origin), source: "test", place: "here")
      .target
  }

  @Test(
    "S6: a reference's URL keeps the document's scheme, user, host and port",
    arguments: [
      ("http://127.0.0.1:8080/themes/r.json", "../core.json", "http://127.0.0.1:8080/core.json"),
      ("http://127.0.0.1:8080/themes/r.json", "/a/core.json", "http://127.0.0.1:8080/a/core.json"),
      ("https://user:pw@example.com/t/r.json", "c.json", "https://user:pw@example.com/t/c.json"),
      ("http://[::1]:8080/t/r.json", "../c.json", "http://[::1]:8080/c.json"),
      ("HTTPS://Example.COM/t/r.json?v=1#f", "c.json", "HTTPS://Example.COM/t/c.json"),
      ("http://example.com/t/", "c.json", "http://example.com/t/c.json"),
      ("http://example.com", "c.json", "http://example.com/c.json"),
    ])
  func s6SameServer(document: String, reference: String, expected: String) throws {
    // A scheme's and a host's case are not compared: URL readers may change either's.
    #expect(
      try url(reference, beside: document)?.absoluteString.lowercased() == expected.lowercased())
  }

  @Test("S6: each segment stays one segment: what a path gives a meaning is percent-encoded")
  func s6SegmentsEncoded() throws {
    let document = "http://example.com/t/r.json"
    // `%23`, `%3F` and `%25` stand for `#`, `?` (refused) and `%`; `%2F` is a separator.
    #expect(
      try url("a%23b/%25/x;y=1 é.json", beside: document)?.absoluteString
        == "http://example.com/t/a%23b/%25/x%3By=1%20%C3%A9.json")
    #expect(try url("a%2Fb.json", beside: document)?.path == "/t/a/b.json")
    #expect(try url("@example.org/x.json", beside: document)?.host == "example.com")
    #expect(
      try url("@example.org/x.json", beside: document)?.absoluteString
        == "http://example.com/t/@example.org/x.json")
    // A segment of the document's own path keeps its encoding.
    #expect(
      try url("c.json", beside: "http://example.com/a%2Fb/r.json")?.absoluteString
        == "http://example.com/a%2Fb/c.json")
    // A `..` in the document's URL is taken back before its folder is known.
    #expect(
      try url("c.json", beside: "http://example.com/a/../b/r.json")?.absoluteString
        == "http://example.com/b/c.json")
  }

  @Test("S6: a root on the same server is the same whatever the port's spelling")
  func s6RootPort() throws {
    #expect(
      try url("c.json", beside: "https://example.com/t/r.json", root: "https://example.com:443/")?
        .absoluteString == "https://example.com/t/c.json")
    #expect(
      try url("c.json", beside: "http://EXAMPLE.com/t/r.json", root: "HTTP://example.COM/t/")?
        .absoluteString == "http://EXAMPLE.com/t/c.json")
    #expect(throws: ThemeSourceError.self) {
      try url("c.json", beside: "https://example.com/t/r.json", root: "https://example.com:8443/")
    }
  }

  @Test("S6: a redirect is within the origin only on its scheme, host and port, below its root")
  func s6RedirectWithinOrigin() throws {
    func parse(_ text: String) throws -> URL { try #require(URL(string: text)) }
    let origin = try DocumentReference.Origin(
      document: try parse("http://127.0.0.1:8080/themes/r.json"),
      root: try parse("http://127.0.0.1:8080/themes/"), source: "test")
    for (target, within) in [
      ("http://127.0.0.1:8080/themes/core.json", true),
      ("HTTP://127.0.0.1:8080/themes/a/../core.json", true),
      ("http://127.0.0.1:8080/core.json", false),
      ("http://127.0.0.1:8080/themes/../core.json", false),
      ("http://127.0.0.1:8081/themes/core.json", false),
      ("https://127.0.0.1:8080/themes/core.json", false),
      ("http://localhost:8080/themes/core.json", false),
      ("http://127.0.0.1/themes/core.json", false),
      ("file:///themes/core.json", false),
    ] {
      #expect(origin.contains(try parse(target)) == within, "\(target)")
    }
    let defaultPort = try DocumentReference.Origin(
      document: try parse("https://example.com/r.json"), root: nil, source: "test")
    #expect(defaultPort.contains(try parse("https://example.com:443/x/c.json")))
    #expect(!defaultPort.contains(try parse("https://example.com:80/c.json")))
  }

  @Test("S6: every reference built of the pieces that trick paths stays on its server and root")
  func s6EveryCombination() throws {
    func parse(_ text: String) throws -> URL { try #require(URL(string: text)) }
    let origin = try DocumentReference.Origin(
      document: try parse("https://example.com/themes/a/r.json"),
      root: try parse("https://example.com/themes/"), source: "test")
    let pieces = ["..", ".", "%2e", "%2E%2e", "/", "%2F", "a", ":", "@", "%252e", "\\"]
    var references = [""]
    for _ in 0..<4 {
      references = references.flatMap { prefix in pieces.map { prefix + $0 } }
      for reference in references {
        if let accepted = try? DocumentReference(
          reference, rule: .server(origin), source: "test", place: "here")
        {
          let url = try #require(accepted.target)
          #expect(url.scheme == "https" && url.host == "example.com" && url.port == nil)
          #expect(url.query == nil && url.fragment == nil && url.user == nil)
          #expect(origin.contains(url), "\(reference) → \(url)")
          #expect(!accepted.segments.contains { $0 == ".." || $0 == "." || $0.isEmpty })
        }
        if let accepted = try? DocumentReference(
          reference, rule: .folder, source: "test", place: "here")
        {
          #expect(!accepted.segments.isEmpty)
          #expect(!accepted.segments.contains { $0 == ".." || $0 == "." || $0.isEmpty })
        }
      }
    }
  }

  @Test("S6: a document URL that is not http or https, or has no host, has no origin")
  func s6NoOrigin() throws {
    for document in ["ftp://example.com/r.json", "data:,x", "http:///r.json", "file:///r.json"] {
      let error = try #require(throws: ThemeSourceError.self) {
        try url("c.json", beside: document)
      }
      #expect(error.place == "its URL")
    }
  }

  @Test("S6: .. is taken back step by step, and never below the floor")
  func s6Resolve() {
    #expect(DocumentReference.resolve(["..", "a"], from: ["x"], floor: 0) == ["a"])
    #expect(DocumentReference.resolve(["..", "..", "x", "a"], from: ["x"], floor: 0) == nil)
    #expect(DocumentReference.resolve(["..", "a"], from: ["x"], floor: 1) == nil)
    #expect(DocumentReference.resolve(["", ".", "a", "", "b"], from: [], floor: 0) == ["a", "b"])
  }

  @Test("S6: on disk, the root is compared by bytes, and the filesystem root holds everything")
  func s6DiskRoot() throws {
    let top = try DocumentReference.Root(
      document: URL(fileURLWithPath: "/r.json"), root: URL(fileURLWithPath: "/"), source: "test")
    #expect(top.folder == [])
    #expect(top.contains(URL(fileURLWithPath: "/a/b.json")))
    #expect(top.contains(URL(fileURLWithPath: "/")))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Bytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = try DocumentReference.Root(
      document: folder.appendingPathComponent("themes/r.json"), root: folder, source: "test")
    #expect(root.folder == ["themes"])
    // U+0489 joins the slash before it into one character.
    #expect(root.contains(root.url.appendingPathComponent("\u{489}core.json")))
    #expect(!root.contains(URL(fileURLWithPath: root.url.path + "\u{489}")))
  }
}
