import Foundation
import Testing
import Theming
import ThemingPalettes

/// S7 and S8: palette contents written as one design-token resolver document read back equal.
@Suite struct DesignTokenWriterTests {
  private func roundTrip(_ contents: ThemePaletteContents) throws -> ThemePaletteContents {
    try ThemePaletteContents(
      tokenResolver: contents.designTokensData(), source: "written", documents: [:])
  }

  @Test("S7: read, write, read gives equal contents for the multi-file export")
  func s7ExportRoundTrips() throws {
    let contents = try TokenFixtures.exportContents()
    let read = try roundTrip(contents)
    #expect(read.styles == contents.styles)
    for key in contents.entries.keys.sorted() {
      #expect(read.entries[key] == contents.entries[key], "\(key)")
      #expect(read.tokenInfo[key] == contents.tokenInfo[key], "\(key)")
    }
    #expect(read == contents)
  }

  @Test("S7: every token type, metadata and a $root key survive the round trip")
  func s7EveryTypeRoundTrips() throws {
    let red = ThemeWideColor(.oklch, 0.63, nil, 259.5, alpha: 0.8)
    let dimension = ThemeDimension(4, .rem)
    let tokens: [String: ThemePaletteValue] = [
      "a.dimension": .token(.dimension(dimension)),
      "a.duration": .token(.duration(ThemeDuration(0.25, .s))),
      "a.family": .token(.fontFamily(["SF Pro", "system-ui"])),
      "a.weight": .token(.fontWeight(650)),
      "a.curve": .token(.cubicBezier(ThemeCubicBezier(0.1, -2, 0.9, 3))),
      "a.stroke": .token(.strokeStyle(.dashes([dimension], lineCap: .square))),
      "a.line": .token(.strokeStyle(.line(.groove))),
      "a.type": .token(
        .typography(
          ThemeTypography(fontFamily: ["A"], fontSize: dimension, fontWeight: 300, lineHeight: 1.2))
      ),
      "a.shadow": .token(
        .shadow([
          ThemeShadow(
            color: red, offsetX: dimension, offsetY: dimension, blur: dimension, spread: dimension,
            inset: true),
          ThemeShadow(
            color: red, offsetX: dimension, offsetY: dimension, blur: dimension, spread: dimension),
        ])),
      "a.border": .token(.border(ThemeBorder(color: red, width: dimension, style: .line(.double)))),
      "a.gradient": .token(
        .gradient([
          ThemeGradientStop(color: red, position: 0), ThemeGradientStop(color: red, position: 1),
        ])),
      "a.transition": .token(
        .transition(
          ThemeTokenTransition(
            duration: ThemeDuration(1, .s), delay: ThemeDuration(5, .ms),
            timingFunction: ThemeCubicBezier(0, 0, 1, 1)))),
      "a.other": .token(
        .other(type: "spring", value: .object(["k": .array([.null, .bool(false)])]))),
      "a": .color(red),
      "n": .number(-0.125),
      "text": .string("Quote \" and \\ and \n"),
    ]
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    for (key, value) in tokens { entries[key] = [.dark: value] }
    entries["n"]?["zebra"] = .number(1e-7)
    let contents = try ThemePaletteContents(
      styles: [.dark, "zebra", .light],
      entries: entries,
      tokenInfo: [
        "a": ThemeTokenInfo(type: "color", description: "Root", deprecationReason: "old"),
        "n": ThemeTokenInfo(
          type: "number", isDeprecated: true, extensions: .object(["x.y": .string("z")])),
      ]
    )
    let read = try roundTrip(contents)
    #expect(read.styles == contents.styles)
    #expect(read.entries == contents.entries)
    #expect(read.tokenInfo["a"] == contents.tokenInfo["a"])
    #expect(read.tokenInfo["n"] == contents.tokenInfo["n"])
    #expect(read.tokenInfo["a.dimension"]?.type == "dimension")
  }

  @Test("S7: the written document is a resolver document with one context per style")
  func s7WrittenShape() throws {
    let data = try TokenFixtures.exportContents().designTokensData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["version"] as? String == "2025.10")
    let modifiers = try #require(object["modifiers"] as? [String: Any])
    let theme = try #require(modifiers["theme"] as? [String: Any])
    let contexts = try #require(theme["contexts"] as? [String: Any])
    #expect(Set(contexts.keys) == ["light", "dark", "festival"])
    #expect(theme["default"] as? String == "light")
  }

  @Test("S7: a JSON palette converts with hex strings as colors when asked")
  func s7HexStringsAsColors() throws {
    let palette = try ThemePaletteContents(
      json: Data(##"{"light": {"BG": "#FF0000", "title": "Helvetica,17"}}"##.utf8))
    let asText = try roundTrip(palette)
    #expect(asText.entries == palette.entries)
    #expect(asText.tokenInfo["BG"]?.type == "string")
    let converted = try ThemePaletteContents(
      tokenResolver: palette.designTokensData(hexStringsAsColors: true), documents: [:])
    #expect(
      converted.value(for: "BG", style: .light)
        == .color(
          ThemeWideColor(.srgb, 1, 0, 0, hexFallback: ThemeColor(red: 255, green: 0, blue: 0))))
    #expect(converted.value(for: "title", style: .light) == .string("Helvetica,17"))
  }

  @Test("S6: keys that cannot be token paths and numbers JSON cannot hold are errors")
  func s6UnwritableContents() throws {
    for key in ["a..b", "$x", "a{b}", ""] {
      let contents = try ThemePaletteContents(
        styles: [.light], entries: [key: [.light: .number(1)]])
      #expect(throws: ThemeSourceError.self, "\(key)") { try contents.designTokensData() }
    }
    let infinite = try ThemePaletteContents(
      styles: [.light], entries: ["x": [.light: .number(.infinity)]])
    do {
      _ = try infinite.designTokensData()
      Issue.record("expected an error")
    } catch {
      #expect(error.place == "key \"x\"")
    }
  }

  @Test("S7: what the token writer cannot write so that it reads back is an error naming the key")
  func s7WriterRefusesWhatWouldNotReadBack() throws {
    let reference = try ThemePaletteContents(
      styles: [.light], entries: ["label": [.light: .string("{brand.name}")]])
    let text = try #require(throws: ThemeSourceError.self) { try reference.designTokensData() }
    #expect(text.place == "key \"label\"")
    let deep = (0..<34).map { "k\($0)" }.joined(separator: ".")
    let tooDeep = try ThemePaletteContents(styles: [.light], entries: [deep: [.light: .number(1)]])
    let error = try #require(throws: ThemeSourceError.self) { try tooDeep.designTokensData() }
    #expect(error.found == "34 names")
    let deepest = (0..<33).map { "k\($0)" }.joined(separator: ".")
    let fits = try ThemePaletteContents(styles: [.light], entries: [deepest: [.light: .number(1)]])
    let back = try ThemePaletteContents(
      tokenResolver: try fits.designTokensData(), source: "t", documents: [:])
    #expect(back.entries == fits.entries)
  }

  @Test("S7: an extended-range color is written in a space whose range holds it, and reads back")
  func s7ExtendedRangeColorRoundTrips() throws {
    let color = ThemeWideColor(.srgb, 1.2, -0.1, 0.5)
    let contents = try ThemePaletteContents(
      styles: [.light], entries: ["c": [.light: .color(color)]])
    let back = try ThemePaletteContents(
      tokenResolver: try contents.designTokensData(), source: "t", documents: [:])
    guard case .color(let read)? = back.value(for: "c", style: .light) else {
      Issue.record("not a color")
      return
    }
    #expect(read.space == .xyzD65)
    let original = color.converted(to: .xyzD65).components
    #expect(
      zip(original, read.components).allSatisfy { abs(($0 ?? 0) - ($1 ?? 0)) < 1e-12 })
  }
}
