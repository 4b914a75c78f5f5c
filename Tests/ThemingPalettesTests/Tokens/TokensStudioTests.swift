import Foundation
import Testing
import Theming
import ThemingPalettes

/// S9: Tokens Studio's exports: its value/type form, themes and sets, source sets, theme groups,
/// arithmetic, CSS colors, font style names and its shadow shape.
@Suite struct TokensStudioTests {
  private func load(_ text: String, styleGroup: String? = nil, inputs: [String: String] = [:])
    throws -> ThemePaletteContents
  {
    try ThemePaletteContents(
      tokensStudio: Data(text.utf8), source: "tokens.json", styleGroup: styleGroup,
      inputs: inputs)
  }

  private static let export = ##"""
    {
      "core": {
        "space": {"base": {"value": "4", "type": "spacing"},
                  "lg": {"value": "{space.base} * 4", "type": "spacing"},
                  "half": {"value": "roundTo({space.base} / 3, 2)", "type": "sizing"}},
        "ink": {"value": "#101010", "type": "color"},
        "weight": {"value": "Semi Bold", "type": "fontWeights"},
        "fade": {"value": "40%", "type": "opacity"}
      },
      "light": {"bg": {"value": "#ffffff", "type": "color"},
                "scrim": {"value": "rgba({ink}, 0.5)", "type": "color"}},
      "dark": {"bg": {"value": "#000000", "type": "color"},
               "scrim": {"value": "rgba(255, 255, 255, 25%)", "type": "color"}},
      "$themes": [
        {"name": "light", "selectedTokenSets": {"core": "source", "light": "enabled"}},
        {"name": "dark", "selectedTokenSets": {"core": "source", "dark": "enabled", "light": "disabled"}}
      ],
      "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}
    }
    """##

  @Test("S9: each theme is a style; a source set serves references and gives no keys")
  func themesAndSourceSets() throws {
    let contents = try load(Self.export)
    #expect(contents.styles == [.light, .dark])
    #expect(Set(contents.entries.keys) == ["bg", "scrim"])
    guard case .color(let scrim)? = contents.value(for: "scrim", style: .light),
      case .color(let darkScrim)? = contents.value(for: "scrim", style: .dark)
    else {
      Issue.record("scrim is not a color")
      return
    }
    #expect(scrim.sRGB == ThemeColor(red: 0x10, green: 0x10, blue: 0x10, alpha: 128))
    #expect(darkScrim.alpha == 0.25)
    #expect(contents.loadNotes.isEmpty)
  }

  @Test("S9: Tokens Studio's types, numbers as text, arithmetic and font style names")
  func valuesByItsRules() throws {
    let contents = try load(
      Self.export.replacingOccurrences(of: #""core": "source""#, with: #""core": "enabled""#))
    #expect(
      contents.value(for: "space.base", style: .light) == .token(.dimension(ThemeDimension(4, .px)))
    )
    #expect(
      contents.value(for: "space.lg", style: .light) == .token(.dimension(ThemeDimension(16, .px))))
    #expect(
      contents.value(for: "space.half", style: .light)
        == .token(.dimension(ThemeDimension(1.33, .px))))
    #expect(contents.value(for: "weight", style: .light) == .token(.fontWeight(600)))
    #expect(contents.value(for: "fade", style: .light) == .number(0.4))
    #expect(contents.tokenInfo["space.lg"]?.type == "dimension")
    // Tokens Studio's own rules are its format's, not leniency: nothing is noted.
    #expect(contents.loadNotes.isEmpty)
  }

  @Test("S9: grouped themes: the mode group's themes are styles, other groups add their choice")
  func themeGroups() throws {
    let text = ##"""
      {
        "brand/a": {"accent": {"value": "#ff0000", "type": "color"}},
        "brand/b": {"accent": {"value": "#0000ff", "type": "color"}},
        "mode/light": {"bg": {"value": "#ffffff", "type": "color"}},
        "mode/dark": {"bg": {"value": "#000000", "type": "color"}},
        "$themes": [
          {"name": "a", "group": "brand", "selectedTokenSets": {"brand/a": "enabled"}},
          {"name": "b", "group": "brand", "selectedTokenSets": {"brand/b": "enabled"}},
          {"name": "light", "group": "mode", "selectedTokenSets": {"mode/light": "enabled"}},
          {"name": "dark", "group": "mode", "selectedTokenSets": {"mode/dark": "enabled"}}
        ]
      }
      """##
    let first = try load(text)
    #expect(first.styles == [.light, .dark])
    #expect(RealWorldFixtures.hex("accent", .dark, in: first) == "#FF0000")
    let chosen = try load(text, inputs: ["brand": "b"])
    #expect(RealWorldFixtures.hex("accent", .light, in: chosen) == "#0000FF")
    let byBrand = try load(text, styleGroup: "brand")
    #expect(byBrand.styles == ["a", "b"])
    #expect(RealWorldFixtures.hex("bg", "b", in: byBrand) == "#FFFFFF")
  }

  @Test("S6: bad arithmetic and units are errors naming the token, every one reported")
  func arithmeticErrors() throws {
    let text = ##"""
      {"core": {
        "a": {"value": "4px * 2rem", "type": "spacing"},
        "b": {"value": "(4 + 2", "type": "spacing"},
        "c": {"value": "{a} + 1", "type": "spacing"},
        "d": {"value": "max(1)/0", "type": "sizing"},
        "e": {"value": "pow(2, 3)", "type": "sizing"}
      }}
      """##
    let error = try #require(throws: ThemeSourceError.self) { try load(text) }
    let byPlace = Dictionary(
      error.findings.map { ($0.place, $0.found) }, uniquingKeysWith: { first, _ in first })
    #expect(byPlace["a ($value)"] == "* between \"px\" and \"rem\"")
    #expect(byPlace["b ($value)"] == "a \"(\" that is not closed")
    #expect(byPlace["c ($value)"] == "\"{a}\", which has an error of its own")
    #expect(byPlace["d ($value)"] == "a division by zero")
    #expect(byPlace["e ($value)"]?.hasPrefix("the function \"pow\"") == true)
    #expect(error.findings.count == 5)
  }

  @Test("S9: a shadow in Tokens Studio's shape, an inner one inset")
  func shadows() throws {
    let contents = try load(
      ##"""
      {"core": {"shadow": {"type": "boxShadow", "value": [
        {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000040", "type": "dropShadow"},
        {"x": 1, "y": 1, "blur": 0, "spread": 0, "color": "rgba(0, 0, 0, 0.1)", "type": "innerShadow"}
      ]}}}
      """##)
    guard case .token(.shadow(let layers))? = contents.value(for: "shadow", style: .light) else {
      Issue.record("not a shadow")
      return
    }
    #expect(layers.map(\.inset) == [false, true])
    #expect(layers[0].offsetY == ThemeDimension(2, .px))
    #expect(layers[1].offsetX == ThemeDimension(1, .px))
  }

  @Test("S6: a folder export names the set file of each error")
  func folderErrorsNameTheFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("TokensStudioTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sets"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"a": {"value": "4", "type": "spacing"}}"#.utf8)
      .write(to: folder.appendingPathComponent("sets/core.json"))
    try Data(#"{"b": {"value": "{a} * x", "type": "spacing"}}"#.utf8)
      .write(to: folder.appendingPathComponent("sets/light.json"))
    try Data(#"{"tokenSetOrder": ["sets/core", "sets/light"]}"#.utf8)
      .write(to: folder.appendingPathComponent("$metadata.json"))
    let error = try #require(throws: ThemeSourceError.self) {
      try ThemePaletteContents(tokensStudioAt: folder)
    }
    #expect(error.source.hasSuffix("sets/light.json"))
    #expect(error.place == "b ($value)")
  }

  @Test("S9: Tokens Studio's color modifiers: lighten, darken, alpha and mix, in their spaces")
  func colorModifiers() throws {
    func modified(_ modify: String, base: String = "{base}") -> String {
      #"{"value": "\#(base)", "type": "color", "$extensions": {"studio.tokens": {"modify": \#(modify)}}}"#
    }
    let text = ##"""
      {"core": {"base": {"value": "#808080", "type": "color"},
        "lighter": \##(modified(#"{"type": "lighten", "value": "0.5", "space": "srgb"}"#)),
        "darker": \##(modified(#"{"type": "darken", "value": 0.5, "space": "hsl"}"#)),
        "half": \##(modified(#"{"type": "alpha", "value": "{amount}"}"#)),
        "amount": {"value": "0.5", "type": "opacity"},
        "grey": \##(modified(##"{"type": "mix", "value": 0.5, "color": "#ffffff"}"##, base: "#000000"))}}
      """##
    let contents = try load(text)
    #expect(RealWorldFixtures.hex("lighter", .light, in: contents) == "#C0C0C0")
    #expect(RealWorldFixtures.hex("darker", .light, in: contents) == "#404040")
    #expect(RealWorldFixtures.hex("grey", .light, in: contents) == "#808080")
    guard case .color(let half)? = contents.value(for: "half", style: .light) else {
      Issue.record("half is not a color")
      return
    }
    #expect(half.alpha == 0.5)
    let wrong = try #require(throws: ThemeSourceError.self) {
      try load(
        ##"{"core": {"a": \##(modified(#"{"type": "saturate", "value": 1}"#, base: "#000"))}}"##)
    }
    #expect(wrong.place == "a ($extensions/studio.tokens/modify)")
  }
}
