import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingSkins
import ThemingTestSupport

/// A skin pack installed from a folder, switched to, resolved, updated and removed.
@MainActor
@Suite struct SkinStoreTests {
  final class Label: ThemeCompatible {
    var color = ""
    var image: ThemeSkinImage?
    var fontName = ""
    var themeParent: (any ThemeNode)? { nil }
  }

  static let appPalette = """
    {"light": {"navigation": {"color": "#FFFFFF"}, "text": "#000000"},
     "dark": {"navigation": {"color": "#000000"}, "text": "#FFFFFF"}}
    """

  func makeStore(_ fixture: PackFixture, manager: ThemeManager) throws -> ThemeSkinStore {
    let contents = try ThemePaletteContents(json: Data(Self.appPalette.utf8))
    let defaults = fixture.root.appendingPathComponent("app", isDirectory: true)
    try FileManager.default.createDirectory(
      at: defaults.appendingPathComponent("images"), withIntermediateDirectories: true)
    try Data.image("app bg").write(to: defaults.appendingPathComponent("images/bg.png"))
    return try ThemeSkinStore(
      folder: fixture.storeFolder,
      defaults: ThemeSkinDefaults(contents: contents, folder: defaults), manager: manager)
  }

  @Test("a pack installs, switches, resolves its keys, updates and is removed without a trace")
  func wholeLifeOfASkin() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try makeStore(fixture, manager: manager)
    var diagnostics: [ThemeSkinDiagnostic] = []
    store.diagnosticHandler = { diagnostics.append($0) }
    store.imageScale = 2
    let before = fixture.tree(fixture.root.appendingPathComponent("store"))

    let pack = try fixture.pack(
      "festival", appearance: .dark,
      palette: ##"{"navigation": {"color": "0xC8102E"}, "title": "Festive-Regular,18"}"##,
      files: [
        "images/navigationBg.png": .image("bg 1x"),
        "images/navigationBg@2x.png": .image("bg 2x"),
        "images/navigationBg@3x.png": .image("bg 3x"),
        "fonts/Festive-Regular.ttf": Data("not really a font".utf8),
        "files/confetti.json": Data(##"{"frames": 3}"##.utf8),
      ])
    let skin = try await store.install(fromFolder: pack)
    #expect(skin.id == "festival")
    #expect(store.skins.map(\.id) == ["festival"])
    #expect(manager.systemAppearances[skin.style] == .dark)

    let label = Label()
    label.theme(in: manager).color = store.color("navigation.color").map { $0.hexString }
    label.theme(in: manager).image = store.image("navigationBg")
    label.theme(in: manager).fontName = store.font("title").map { $0.descriptor.name }
    #expect(label.color == "#FFFFFF", "the app's light style before the switch")
    #expect(label.image?.skinID == nil, "the default image")

    manager.changeTheme(to: skin.style)
    #expect(label.color == "#C8102E")
    #expect(label.fontName == "Festive-Regular")
    let image = try #require(label.image)
    #expect(image.skinID == "festival" && image.scale == 2)
    #expect(try image.data() == .image("bg 2x"))
    let font = store.resolveFont("title", style: skin.style)
    #expect(font.fileURL?.lastPathComponent == "Festive-Regular.ttf")
    let file = try #require(store.resolveFile("confetti", style: skin.style))
    #expect(try Data(contentsOf: file) == Data(##"{"frames": 3}"##.utf8))
    #expect(!store.folder(of: skin).path.isEmpty)
    #expect(!skin.relativeFolder.hasPrefix("/"), "only relative paths are kept")

    // A key the skin lacks falls back to the app's style of its appearance, not to any
    // value shown before.
    let text = store.color("text")
    #expect(text(skin.style).hexString == "#FFFFFF")

    // An update: a new version replaces the old at once, with a new image.
    let update = try fixture.pack(
      "festival", version: "1.1", appearance: .dark,
      palette: ##"{"navigation": {"color": "#00FF00"}}"##,
      files: ["images/navigationBg@2x.png": .image("bg 2x, 1.1")])
    let updated = try await store.install(fromFolder: update)
    #expect(updated.version == ThemeSkinVersion("1.1"))
    #expect(label.color == "#00FF00", "providers were re-applied")
    #expect(try label.image?.data() == .image("bg 2x, 1.1"))
    #expect(label.fontName == "", "the new version has no title font")
    let versions = try FileManager.default.contentsOfDirectory(
      atPath: fixture.storeFolder.appendingPathComponent("skins/festival").path)
    #expect(versions.sorted() == ["1.1", "current"], "the old version is gone")

    // Removing the skin showing switches to the default first, and leaves no file.
    try store.remove("festival")
    #expect(manager.currentThemeStyle == .light)
    #expect(label.color == "#FFFFFF")
    #expect(store.skins.isEmpty)
    #expect(fixture.tree(fixture.root.appendingPathComponent("store")) == before)
    withExtendedLifetime(label) {}
  }

  @Test("keys fall back through the parent skin to the defaults, and misses are told once")
  func fallbackChain() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try makeStore(fixture, manager: manager)
    var diagnostics: [ThemeSkinDiagnostic] = []
    store.diagnosticHandler = { diagnostics.append($0) }
    try await store.install(
      fromFolder: fixture.pack(
        "base", palette: ##"{"navigation": {"color": "#111111"}, "text": "#222222"}"##,
        files: ["images/logo.png": .image("base logo")]))
    let child = try await store.install(
      fromFolder: fixture.pack(
        "child", parent: "base", palette: ##"{"text": "#333333"}"##,
        files: ["images/icon.png": .image("child icon")]))
    let color = store.color("navigation.color")
    #expect(color(child.style).hexString == "#111111", "from the parent")
    #expect(store.color("text")(child.style).hexString == "#333333", "its own")
    #expect(store.resolveImage("logo", style: child.style)?.skinID == "base")
    #expect(store.resolveImage("bg", style: child.style)?.skinID == nil, "the app's default")
    #expect(store.resolveImage("icon", style: ThemeStyle(rawValue: "base")) == nil)
    #expect(store.resolveImage("icon", style: ThemeStyle(rawValue: "base")) == nil)
    #expect(store.resolveFile("nothing", style: child.style) == nil)
    let misses = diagnostics.filter { $0.key != nil }
    #expect(misses.count == 2, "each missing key once: \(misses)")
    #expect(misses.contains { $0.key == "icon" && $0.skin == "base" })
  }

  @Test("a store opened again finds its skins by relative paths, from a moved folder")
  func reopenFromMovedFolder() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try makeStore(fixture, manager: manager)
    try await store.install(
      fromFolder: fixture.pack("festival", palette: ##"{"text": "#123456"}"##))
    let moved = fixture.root.appendingPathComponent("moved", isDirectory: true)
    try FileManager.default.moveItem(at: fixture.storeFolder, to: moved)
    let reopened = try ThemeSkinStore(folder: moved, manager: manager)
    let skin = try #require(reopened.skin("festival"))
    #expect(reopened.color("text")(skin.style).hexString == "#123456")
    #expect(reopened.folder(of: skin).path.hasPrefix(moved.path))
  }

  @Test("an older or equal version, or an id that is one of the app's styles, is refused")
  func refusedVersionsAndIDs() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try makeStore(fixture, manager: manager)
    try await store.install(fromFolder: fixture.pack("festival", version: "2.0"))
    let installed = fixture.tree(fixture.storeFolder)
    for version in ["2.0", "1.9", "2"] {
      await #expect(throws: ThemeSkinError.self) {
        try await store.install(
          fromFolder: fixture.pack("festival", version: version, named: "again-\(version)"))
      }
    }
    let darkPack = try fixture.pack("dark")
    do {
      try await store.install(fromFolder: darkPack)
      Issue.record("a skin took the app's own style")
    } catch {
      #expect(error.reason == .manifest && error.skin == "dark")
    }
    #expect(fixture.tree(fixture.storeFolder) == installed)
    #expect(throws: ThemeSkinError.self) { try store.remove("nothing") }
  }
}

extension SkinStoreTests {
  @Test("a skin this version cannot read is kept on disk, listed apart, and can be removed")
  func unreadableSkinIsKept() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    var store = try makeStore(fixture, manager: manager)
    let skin = try await store.install(fromFolder: fixture.pack("future"))
    try await store.install(fromFolder: fixture.pack("kept"))
    // As a newer version of the library would write it.
    let manifest = store.folder(of: skin).appendingPathComponent("skin.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")
    try Data(text.utf8).write(to: manifest)
    let before = fixture.tree(fixture.storeFolder)
    store = try makeStore(fixture, manager: manager)
    #expect(store.skins.map(\.id) == ["kept"])
    #expect(store.unreadableSkins.map(\.skin) == ["future"])
    #expect(store.unreadableSkins.first?.file == "skin.json, formatVersion")
    #expect(fixture.tree(fixture.storeFolder) == before, "nothing was removed")
    try store.remove("future")
    #expect(store.unreadableSkins.isEmpty)
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.storeFolder.appendingPathComponent("skins/future").path))
  }
}

extension SkinStoreTests {
  @Test("a file URL of a manifest installs its folder, links refused as from a folder")
  func fileManifestURL() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try makeStore(fixture, manager: manager)
    let pack = try fixture.pack("local", palette: ##"{"text": "#ABCDEF"}"##)
    let skin = try await store.install(fromManifestAt: pack.appendingPathComponent("skin.json"))
    #expect(store.color("text")(skin.style).hexString == "#ABCDEF")
  }
}
