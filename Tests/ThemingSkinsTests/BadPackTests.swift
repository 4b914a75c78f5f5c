import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingSkins
import ThemingTestSupport

/// Every kind of bad pack gets a typed error naming the pack and the file, and leaves the
/// installed skins as they were.
@MainActor
@Suite struct BadPackTests {
  /// A store with one skin installed, and the tree of its folder.
  func storeWithOneSkin(_ fixture: PackFixture) async throws -> (ThemeSkinStore, [String: Data]) {
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    store.diagnosticHandler = { _ in }
    try await store.install(
      fromFolder: fixture.pack("installed", palette: ##"{"text": "#010203"}"##))
    return (store, fixture.tree(fixture.storeFolder))
  }

  /// Installs `pack` and returns the error it must throw.
  func refusal(_ store: ThemeSkinStore, _ pack: URL) async -> ThemeSkinError? {
    do {
      try await store.install(fromFolder: pack)
      return nil
    } catch {
      return error
    }
  }

  /// A manifest whose only file is `path`, with the given size and digest.
  func handWrittenManifest(path: String, size: Int = 1, sha256: String? = nil) -> String {
    let digest = sha256 ?? String(repeating: "a", count: 64)
    return """
      {"formatVersion": 1, "id": "bad", "version": "1.0", "displayName": "Bad",
       "appearance": "light", "palettes": [],
       "files": [{"path": "\(path.replacingOccurrences(of: "\\", with: "\\\\"))", "size": \(size), "sha256": "\(digest)"}]}
      """
  }

  @Test(
    "paths that leave the pack are refused before a byte is copied",
    arguments: ["../outside.png", "/etc/passwd", "images/../../x", "images\\x.png", "a//b", "~/x"])
  func unsafePaths(path: String) async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let (store, before) = try await storeWithOneSkin(fixture)
    let pack = fixture.root.appendingPathComponent("bad", isDirectory: true)
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    try Data(handWrittenManifest(path: path).utf8).write(
      to: pack.appendingPathComponent("skin.json"))
    let error = try #require(await refusal(store, pack))
    #expect(error.reason == .unsafePath, "\(error)")
    #expect(error.skin == "bad" && error.file == path)
    #expect(fixture.tree(fixture.storeFolder) == before)
    #expect(store.skins.map(\.id) == ["installed"])
  }

  @Test("a symbolic link in the pack, to a file or a folder, is refused")
  func symbolicLinks() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let (store, before) = try await storeWithOneSkin(fixture)
    let secret = fixture.root.appendingPathComponent("secret.txt")
    try Data("secret".utf8).write(to: secret)
    let pack = try fixture.pack("linked", files: ["files/readme.txt": Data("hi".utf8)])
    // The manifest lists a real file; then the file is swapped for a link to another.
    try FileManager.default.removeItem(at: pack.appendingPathComponent("files/readme.txt"))
    try FileManager.default.createSymbolicLink(
      at: pack.appendingPathComponent("files/readme.txt"), withDestinationURL: secret)
    let error = try #require(await refusal(store, pack))
    #expect(error.reason == .symbolicLink && error.skin == "linked")
    #expect(error.file == "files/readme.txt")

    let folderLink = try fixture.pack(
      "folderlink", files: ["images/a.png": .image("a")], named: "folderlink")
    try FileManager.default.removeItem(at: folderLink.appendingPathComponent("images"))
    try FileManager.default.createSymbolicLink(
      at: folderLink.appendingPathComponent("images"), withDestinationURL: fixture.root)
    let folderError = try #require(await refusal(store, folderLink))
    #expect(folderError.reason == .symbolicLink && folderError.file == "images/a.png")
    #expect(fixture.tree(fixture.storeFolder) == before)
  }

  @Test("two names that differ only in case, or in Unicode normalization, are refused")
  func caseCollisions() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let (store, before) = try await storeWithOneSkin(fixture)
    let digest = String(repeating: "b", count: 64)
    for (first, second) in [
      ("images/Bg.png", "images/bg.png"), ("files/caf\u{E9}", "files/cafe\u{301}"),
    ] {
      let pack = fixture.root.appendingPathComponent("case-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
      let manifest = """
        {"formatVersion": 1, "id": "cased", "version": "1.0", "displayName": "Cased",
         "appearance": "dark", "palettes": [], "files": [
          {"path": "\(first)", "size": 1, "sha256": "\(digest)"},
          {"path": "\(second)", "size": 1, "sha256": "\(digest)"}]}
        """
      try Data(manifest.utf8).write(to: pack.appendingPathComponent("skin.json"))
      let error = try #require(await refusal(store, pack))
      #expect(error.reason == .caseCollision && error.skin == "cased" && error.file == second)
    }
    #expect(fixture.tree(fixture.storeFolder) == before)
  }

  @Test("a file larger than the limits, or too many files, is refused from the manifest alone")
  func limits() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let (store, before) = try await storeWithOneSkin(fixture)
    store.limits = ThemeSkinLimits(maximumFileCount: 3, maximumFileBytes: 100)
    let big = try fixture.pack("big", files: ["files/big.bin": Data(count: 101)])
    let error = try #require(await refusal(store, big))
    #expect(error.reason == .tooLarge && error.skin == "big" && error.file == "files/big.bin")
    let many = try fixture.pack(
      "many", files: ["files/1": Data(), "files/2": Data(), "files/3": Data()])
    let manyError = try #require(await refusal(store, many))
    #expect(manyError.reason == .tooManyFiles && manyError.skin == "many")
    #expect(fixture.tree(fixture.storeFolder) == before)
  }

  @Test("a file whose bytes differ from the manifest's size or digest refuses the pack")
  func mismatches() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let (store, before) = try await storeWithOneSkin(fixture)
    let changed = try fixture.pack("changed", files: ["images/bg.png": .image("original")])
    try Data.image("tampered").write(to: changed.appendingPathComponent("images/bg.png"))
    let hashError = try #require(await refusal(store, changed))
    #expect(hashError.reason == .sizeMismatch || hashError.reason == .hashMismatch)
    let sameSize = try fixture.pack("samesize", files: ["images/bg.png": .image("aaaa")])
    try Data.image("bbbb").write(to: sameSize.appendingPathComponent("images/bg.png"))
    let digestError = try #require(await refusal(store, sameSize))
    #expect(digestError.reason == .hashMismatch && digestError.file == "images/bg.png")
    #expect(digestError.skin == "samesize")
    let missing = try fixture.pack("missing", files: ["images/bg.png": .image("x")])
    try FileManager.default.removeItem(at: missing.appendingPathComponent("images/bg.png"))
    let missingError = try #require(await refusal(store, missing))
    #expect(missingError.reason == .missingFile && missingError.file == "images/bg.png")
    #expect(fixture.tree(fixture.storeFolder) == before)
    #expect(store.color("text")(ThemeStyle(rawValue: "installed")).hexString == "#010203")
  }

  @Test("a manifest with several problems reports every one")
  func everyFindingReported() throws {
    let text = """
      {"formatVersion": 9, "id": "Bad Id", "version": "one", "appearance": "sepia",
       "palettes": ["missing.json"], "extra": true,
       "files": [{"path": "../x", "size": 1, "sha256": "00"},
                 {"path": "ok.png", "size": -1, "sha256": "00"}]}
      """
    do {
      _ = try ThemeSkinManifest(data: Data(text.utf8), source: "test pack")
      Issue.record("the manifest was read")
    } catch {
      let places = error.allFindings.compactMap(\.file)
      for expected in [
        "skin.json, id", "skin.json, formatVersion", "skin.json, version",
        "skin.json, displayName", "skin.json, appearance", "../x", "skin.json, ok.png",
        "skin.json, palettes", "skin.json, extra",
      ] {
        #expect(places.contains(expected), "\(expected) in \(places)")
      }
      #expect(error.allFindings.allSatisfy { $0.skin == "test pack" })
    }
  }

  @Test("a manifest of a newer format, or not JSON, is refused with its place")
  func unreadableManifests() throws {
    #expect(throws: ThemeSkinError.self) {
      try ThemeSkinManifest(data: Data("{\"id\": ".utf8), source: "cut")
    }
    do {
      _ = try ThemeSkinManifest(data: Data("[1, 2]".utf8), source: "array")
    } catch {
      #expect(error.reason == .manifest && error.file == "skin.json")
    }
  }
}

/// A verifier for tests: a signature is the manifest's bytes reversed.
struct ReversedBytesVerifier: ThemeSkinSignatureVerifier {
  func isValidSignature(_ signature: Data, of manifest: Data) -> Bool {
    Data(manifest.reversed()) == signature
  }
}

@MainActor
@Suite struct SignedPackTests {
  @Test("with a verifier set, a pack installs only with a signature of its manifest that verifies")
  func signatures() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    store.signatureVerifier = ReversedBytesVerifier()
    let pack = try fixture.pack("signed")
    let signature = pack.appendingPathComponent("skin.json.sig")
    do {
      try await store.install(fromFolder: pack)
      Issue.record("an unsigned pack was installed")
    } catch {
      #expect(error.reason == .missingFile && error.file == "skin.json.sig", "\(error)")
    }
    try Data("not a signature".utf8).write(to: signature)
    do {
      try await store.install(fromFolder: pack)
      Issue.record("a pack with a wrong signature was installed")
    } catch {
      #expect(error.reason == .signature && error.skin == "signed" && error.file == "skin.json.sig")
    }
    #expect(store.skins.isEmpty)
    let manifest = try Data(contentsOf: pack.appendingPathComponent("skin.json"))
    try Data(manifest.reversed()).write(to: signature)
    let skin = try await store.install(fromFolder: pack)
    #expect(skin.id == "signed")
    let kept = store.folder(of: skin).appendingPathComponent("skin.json.sig")
    #expect(try Data(contentsOf: kept) == Data(manifest.reversed()), "kept beside the manifest")
  }
}
