import Foundation
import Testing
import Theming

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// S4 (themes delivered at run time) and S5 (hot reload).
@MainActor
@Suite struct PaletteReloadTests {
  private static let base =
    ##"{"light": {"BG": "#FFFFFF", "T": "day"}, "dark": {"BG": "#000000", "T": "night"}}"##
  nonisolated static let festival = ##"{"festival": {"BG": "#FF0000", "T": "party"}}"##

  @Test func s5ReplacingContentsReappliesEveryNodeThatUsesThePalette() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let views = (0..<5).map { _ in TestView() }
    let bystander = TestView()
    let counter = CallCounter()
    bystander.theme(in: manager).textColor = counter.provider()
    for view in views { view.theme(in: manager).text = palette.string("T") }
    manager.changeTheme(to: .dark)
    #expect(views.allSatisfy { $0.text == "night" })
    palette.replaceContents(with: try Self.sunAndMoon())
    #expect(views.allSatisfy { $0.text == "moon" })
    #expect(counter.count == 2)
  }

  @Test func s5AReloadReachesNodesPinnedToAnotherStyle() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    card.theme(in: manager).overrideThemeStyle = .dark
    label.theme(in: manager).text = palette.string("T")
    #expect(label.text == "night")
    palette.replaceContents(with: try Self.sunAndMoon())
    #expect(label.text == "moon")
  }

  @Test func s5ABindingAProviderReplacesOrRemovesDuringAReloadIsNotAppliedAfterwards() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let first = TextSettingView()
    let replaced = TestView("replaced")
    let removed = TestView("removed")
    for view in [first, replaced, removed] { view.theme(in: manager).text = palette.string("T") }
    first.onTextSet = {
      replaced.theme(in: manager).text = ThemeProvider { _ in "its own" }
      removed.theme(in: manager).text = nil
    }
    palette.replaceContents(with: try Self.sunAndMoon())
    #expect(first.text == "sun")
    #expect(replaced.text == "its own")
    #expect(removed.text == "day")
  }

  @Test func s5AReloadAppliesEachBindingWithTheStyleItsNodeHasWhenItsTurnComes() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let first = TextSettingView()
    let card = TestView("card")
    let label = TestView("label")
    card.theme(in: manager).overrideThemeStyle = .dark
    first.theme(in: manager).text = palette.string("T")
    label.theme(in: manager).text = palette.string("T")
    #expect(label.text == "day")
    first.onTextSet = {
      card.addChild(label)
      label.theme(in: manager).refresh()
    }
    palette.replaceContents(with: try Self.sunAndMoon())
    #expect(first.text == "sun")
    #expect(label.text == "moon")
  }

  @Test func r11ObserversHearOfASwitchOnceAPaletteChangedDuringItsPassIsApplied() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let sunAndMoon = try Self.sunAndMoon()
    let label = TestView("label")
    let trigger = TestView("trigger")
    // The label is tracked first, so the pass applies it before the trigger reloads the palette.
    label.theme(in: manager).text = palette.string("T")
    trigger.theme(in: manager).text = ThemeProvider { style in
      if style == .dark { palette.replaceContents(with: sunAndMoon) }
      return style.rawValue
    }
    var seenByObserver: [String] = []
    let token = manager.addObserver { _ in seenByObserver.append(label.text) }
    manager.changeTheme(to: .dark)
    #expect(seenByObserver == ["moon"])
    token.cancel()
  }

  @Test func r12ASetterThatReloadsThePaletteInEveryPassIsStoppedWithADiagnostic() throws {
    let (manager, log) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let view = TextSettingView()
    view.theme(in: manager).text = palette.string("T")
    var reloads = 0
    // Each reload sets the text, whose setter reloads again: without a limit, this never ends.
    view.reloadsOnEverySet = {
      reloads += 1
      palette.replaceContents(with: palette.contents)
    }
    palette.replaceContents(with: try Self.sunAndMoon())
    guard case .passLoop(let limit) = log.entries.first, log.entries.count == 1 else {
      Issue.record("expected one pass-loop diagnostic, got \(log.entries)")
      return
    }
    #expect(reloads == limit)
    #expect(view.text == "sun")
  }

  @Test func r12AReloadAskedForOnceIsAppliedWhileAnOverrideKeepsChangingInEveryPass() throws {
    let (manager, log) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let sunAndMoon = try Self.sunAndMoon()
    let reader = TestView("reader")
    reader.theme(in: manager).text = palette.string("T")
    let card = TestView("card")
    let label = TestView("label")
    card.addChild(label)
    var reloaded = false
    // The first application reloads the palette once; every application flips the card's
    // override, so a pass follows every pass until the limit.
    label.theme(in: manager).text = ThemeProvider { style in
      if !reloaded {
        reloaded = true
        palette.replaceContents(with: sunAndMoon)
      }
      card.theme(in: manager).overrideThemeStyle = style == .dark ? .light : .dark
      return style.rawValue
    }
    #expect(log.entries.count == 1)
    #expect(reader.text == "sun")
  }

  private static func sunAndMoon() throws -> ThemePaletteContents {
    try ThemePalette(json: Data(##"{"light": {"T": "sun"}, "dark": {"T": "moon"}}"##.utf8))
      .contents
  }

  @Test func s4APayloadAddsAStyleTheAppCanSwitchToAtOnce() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(json: Data(Self.base.utf8))
    let view = TestView()
    view.theme(in: manager).text = palette.string("T")
    let payload = try ThemePalette(json: Data(Self.festival.utf8), defaultStyle: "festival")
    let added = palette.merge(payload.contents)
    #expect(added == ["festival"])
    #expect(palette.styles == [.light, .dark, "festival"])
    for style in added { manager.register(style) }
    manager.changeTheme(to: "festival")
    #expect(view.text == "party")
    #expect(palette.color("BG")("festival") == ThemeColor(red: 255, green: 0, blue: 0))
    #expect(palette.color("BG")(.dark) == ThemeColor(red: 0, green: 0, blue: 0))
  }

  @Test func s5AReloadReappliesAPaletteProviderTransformedWithMap() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(jsonString: #"{"light": {"T": "day"}}"#)
    let view = TestView()
    view.theme(in: manager).text = palette.string("T").map { $0.uppercased() }
    #expect(view.text == "DAY")
    palette.replaceContents(
      with: try ThemePaletteContents(json: Data(#"{"light": {"T": "sun"}}"#.utf8)))
    #expect(view.text == "SUN")
  }
}

/// A view that runs `onTextSet` once, the next time its text is set, and `reloadsOnEverySet`
/// every time: the app's code running in the middle of a reload.
@MainActor
final class TextSettingView: TestView {
  var onTextSet: (() -> Void)?
  var reloadsOnEverySet: (() -> Void)?

  override var text: String {
    didSet {
      if let action = onTextSet {
        onTextSet = nil
        action()
      }
      reloadsOnEverySet?()
    }
  }
}

/// S4 over a real network connection. Not on the main actor: nothing here touches nodes, and
/// the download must not wait on the main thread.
@Suite struct PaletteDownloadTests {
  @Test func s4APaletteIsDownloadedFromARealServerOnLoopback() async throws {
    let server = try await LoopbackServer.start()
    defer { server.stop() }
    try Data(PaletteReloadTests.festival.utf8).write(
      to: server.root.appendingPathComponent("festival.json"))
    let contents = try await ThemePalette.contents(
      ofJSONAt: try #require(URL(string: "http://127.0.0.1:\(server.port)/festival.json")),
      defaultStyle: "festival"
    )
    #expect(contents.styles == ["festival"])
    let absent = try #require(URL(string: "http://127.0.0.1:\(server.port)/absent.json"))
    do {
      _ = try await ThemePalette.contents(ofJSONAt: absent)
      Issue.record("a missing file downloaded")
    } catch {
      #expect(error.found == "HTTP 404")
      #expect(error.source.hasSuffix("/absent.json"))
    }
  }
}

/// `python3 -m http.server` on 127.0.0.1, serving a temporary folder, for the life of a test.
final class LoopbackServer: Sendable {
  let root: URL
  let port: Int
  private let process: Process

  private init(root: URL, port: Int, process: Process) {
    self.root = root
    self.port = port
    self.process = process
  }

  /// Starts a server and waits, boundedly, until it answers.
  static func start() async throws -> LoopbackServer {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingServer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("ready"))
    let port = Int.random(in: 20_000..<60_000)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-m", "http.server", "\(port)", "--bind", "127.0.0.1"]
    process.currentDirectoryURL = root
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let server = LoopbackServer(root: root, port: port, process: process)
    guard let ready = URL(string: "http://127.0.0.1:\(port)/ready") else {
      server.stop()
      throw CocoaError(.fileReadInvalidFileName)
    }
    for _ in 0..<100 {
      if (try? await URLSession.shared.data(from: ready)) != nil { return server }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    server.stop()
    throw CocoaError(.fileReadUnknown)
  }

  func stop() {
    // SIGKILL, not `terminate()`: a child started from a test's worker thread inherits its
    // blocked signals, SIGTERM among them.
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: root)
  }
}
