import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S4 (themes delivered at run time) and S5 (hot reload).
@MainActor
@Suite struct PaletteReloadTests {
  private static let base =
    ##"{"light": {"BG": "#FFFFFF", "T": "day"}, "dark": {"BG": "#000000", "T": "night"}}"##
  nonisolated static let festival = ##"{"festival": {"BG": "#FF0000", "T": "party"}}"##

  @Test("S5: replacing contents re-applies every node that uses the palette")
  func s5ReplacingContentsReappliesUsers() throws {
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

  @Test("S5: a reload reaches nodes pinned to another style")
  func s5ReloadReachesPinnedNodes() throws {
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

  @Test("S5: a binding a provider replaces or removes during a reload is not applied afterwards")
  func s5BindingReplacedDuringReloadNotApplied() throws {
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

  @Test("S5: a reload applies each binding with the style its node has when its turn comes")
  func s5ReloadUsesEachNodesCurrentStyle() throws {
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

  @Test("R11: observers hear of a switch once a palette changed during its pass is applied")
  func r11ObserversWaitForMidPassReloads() throws {
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

  @Test("R12: a setter that reloads the palette in every pass is stopped with a diagnostic")
  func r12ReloadingSetterIsStopped() throws {
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

  @Test("R12: a reload asked for once is applied while an override keeps changing in every pass")
  func r12OneReloadSurvivesAnOverrideLoop() throws {
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

  @Test("S4: a payload adds a style the app can switch to at once")
  func s4PayloadAddsASwitchableStyle() throws {
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

  @Test("S5: a reload re-applies a palette provider transformed with map")
  func s5ReloadReappliesMappedProviders() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(jsonString: #"{"light": {"T": "day"}}"#)
    let view = TestView()
    view.theme(in: manager).text = palette.string("T").map { $0.uppercased() }
    #expect(view.text == "DAY")
    palette.replaceContents(
      with: try ThemePaletteContents(json: Data(#"{"light": {"T": "sun"}}"#.utf8)))
    #expect(view.text == "SUN")
  }

  @Test("S5: a provider combined from two palettes is re-applied when either is reloaded")
  func s5ReloadReappliesCombinedProviders() throws {
    let (manager, _) = makeManager()
    let words = try ThemePalette(jsonString: #"{"light": {"T": "day", "U": "sky"}}"#)
    let marks = try ThemePalette(jsonString: #"{"light": {"M": "!"}}"#)
    let view = TestView()
    let combined = ThemeProvider(
      combining: words.string("T"), words.string("U"), marks.string("M")
    ) { first, second, mark in "\(first) \(second)\(mark)" }
    view.theme(in: manager).text = combined
    #expect(view.text == "day sky!")
    words.replaceContents(
      with: try ThemePaletteContents(json: Data(#"{"light": {"T": "sun", "U": "sea"}}"#.utf8)))
    #expect(view.text == "sun sea!")
    marks.replaceContents(
      with: try ThemePaletteContents(json: Data(#"{"light": {"M": "?"}}"#.utf8)))
    #expect(view.text == "sun sea?")
    manager.changeTheme(to: .dark)
    #expect(view.text == "sun sea?")
  }
}
