import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingSkins
import ThemingTestSupport

/// Packs installed from a server on loopback: the manifest first, then each file beside it.
@MainActor
@Suite(.serialized) struct RemoteInstallTests {
  @Test("a pack installs from a server, updates from it, and a cut-short file refuses the update")
  func installAndUpdateFromAServer() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let served = fixture.root.appendingPathComponent("served", isDirectory: true)
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    let first = try fixture.pack(
      "festival", palette: ##"{"text": "#0000AA"}"##,
      files: ["images/lantern@2x.png": .image("lantern"), "files/song.mp3": Data(count: 4096)])
    try FileManager.default.moveItem(at: first, to: served.appendingPathComponent("v1"))
    let second = try fixture.pack(
      "festival", version: "2.0", palette: ##"{"text": "#0000BB"}"##,
      files: ["images/lantern@2x.png": .image("lantern 2"), "files/song.mp3": Data(count: 8192)])
    try FileManager.default.moveItem(at: second, to: served.appendingPathComponent("v2"))
    let server = try await PackServer.start(
      root: served, behaviours: ["v2/files/song.mp3": .truncate])
    defer { server.stop() }

    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    store.diagnosticHandler = { _ in }
    store.imageScale = 2
    let skin = try await store.install(fromManifestAt: server.url("v1/skin.json"))
    #expect(skin.version == ThemeSkinVersion("1.0.0"))
    #expect(try store.resolveImage("lantern", style: skin.style)?.data() == .image("lantern"))
    let installed = fixture.tree(fixture.storeFolder)

    do {
      try await store.install(fromManifestAt: server.url("v2/skin.json"))
      Issue.record("a cut-short download was installed")
    } catch {
      #expect(error.skin == "festival" && error.file == "files/song.mp3", "\(error)")
      #expect(error.reason == .download || error.reason == .sizeMismatch, "\(error)")
    }
    #expect(fixture.tree(fixture.storeFolder) == installed, "the installed version is untouched")
    #expect(store.color("text")(skin.style).hexString == "#0000AA")
  }

  @Test("a remote manifest's paths stay beside it, and a wrong digest refuses the pack")
  func remotePathsAndDigests() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let served = fixture.root.appendingPathComponent("served", isDirectory: true)
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    let pack = try fixture.pack("tampered", files: ["images/a.png": .image("aaaa")])
    try Data.image("bbbb").write(to: pack.appendingPathComponent("images/a.png"))
    try FileManager.default.moveItem(at: pack, to: served.appendingPathComponent("pack"))
    let server = try await PackServer.start(root: served)
    defer { server.stop() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    do {
      try await store.install(fromManifestAt: server.url("pack/skin.json"))
      Issue.record("a tampered file was installed")
    } catch {
      #expect(error.reason == .hashMismatch && error.file == "images/a.png")
    }
    #expect(
      !FileManager.default.fileExists(atPath: fixture.storeFolder.path)
        || fixture.tree(fixture.storeFolder).isEmpty, "nothing was kept")
  }
}

extension RemoteInstallTests {
  @Test("cancelling the task that awaits an install cancels it and keeps nothing of it")
  func cancelledInstall() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let served = fixture.root.appendingPathComponent("served", isDirectory: true)
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    let pack = try fixture.pack(
      "slow", files: ["files/a.bin": Data(count: 100), "files/z.bin": Data(count: 100)])
    try FileManager.default.moveItem(at: pack, to: served.appendingPathComponent("pack"))
    let server = try await PackServer.start(root: served, behaviours: ["pack/files/z.bin": .stall])
    defer { server.stop() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    let url = server.url("pack/skin.json")
    let install = Task { try await store.install(fromManifestAt: url) }
    let staging = fixture.storeFolder.appendingPathComponent("staging")
    var staged = false
    for _ in 0..<200 where !staged {
      let folders = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
      staged = folders.contains { folder in
        FileManager.default.fileExists(
          atPath: staging.appendingPathComponent("\(folder)/files/a.bin").path)
      }
      if !staged { try await Task.sleep(nanoseconds: 25_000_000) }
    }
    #expect(staged, "cancelled with part of the pack staged")
    let started = Date()
    install.cancel()
    do {
      _ = try await install.value
      Issue.record("a cancelled install finished")
    } catch let error as ThemeSkinError {
      #expect(error.reason == .cancelled && error.skin == "slow", "\(error)")
    }
    #expect(Date().timeIntervalSince(started) < 20, "it stopped without waiting for the server")
    #expect(store.skins.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: staging.path), "the staged files are gone")
  }
}

extension RemoteInstallTests {
  @Test("from a server: install, switch, resolve an image, a font and a file, update, remove")
  func wholeLifeFromAServer() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let served = fixture.root.appendingPathComponent("served", isDirectory: true)
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    for (version, color) in [("1.0", "#AA0000"), ("1.1", "#BB0000")] {
      let pack = try fixture.pack(
        "lantern", version: version, appearance: .dark,
        palette: #"{"tint": "\#(color)", "title": "Lantern-Bold,20"}"#,
        files: [
          "images/lantern@3x.png": .image("lantern \(version)"),
          "fonts/Lantern-Bold.otf": Data("font \(version)".utf8),
          "files/chime.caf": Data("chime \(version)".utf8),
        ])
      try FileManager.default.moveItem(at: pack, to: served.appendingPathComponent(version))
    }
    let server = try await PackServer.start(root: served)
    defer { server.stop() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    store.diagnosticHandler = { _ in }
    store.imageScale = 3
    let before = fixture.tree(fixture.storeFolder)

    let skin = try await store.install(fromManifestAt: server.url("1.0/skin.json"))
    manager.changeTheme(to: skin.style)
    #expect(store.color("tint")(manager.currentThemeStyle).hexString == "#AA0000")
    let image = try #require(store.resolveImage("lantern", style: skin.style))
    #expect(try image.data() == .image("lantern 1.0") && image.scale == 3)
    let font = store.resolveFont("title", style: skin.style)
    #expect(font.descriptor.name == "Lantern-Bold" && font.descriptor.size == 20)
    #expect(try font.fileURL.map { try Data(contentsOf: $0) } == Data("font 1.0".utf8))
    let chime = try #require(store.resolveFile("chime", style: skin.style))
    #expect(try Data(contentsOf: chime) == Data("chime 1.0".utf8))

    let updated = try await store.install(fromManifestAt: server.url("1.1/skin.json"))
    #expect(updated.version == ThemeSkinVersion("1.1"))
    #expect(store.color("tint")(manager.currentThemeStyle).hexString == "#BB0000")
    #expect(try store.resolveImage("lantern", style: skin.style)?.data() == .image("lantern 1.1"))

    try store.remove(skin.id)
    #expect(manager.currentThemeStyle == .light)
    #expect(fixture.tree(fixture.storeFolder) == before, "the folder is as it was")
  }
}
