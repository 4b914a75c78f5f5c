import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S2/S8: palette contents written as a JSON style tree, an XML property list and a color
/// table, and read back by the library's own readers.
@Suite struct ThemePaletteWritingTests {
  /// Contents with a default style that is not `light`, nested and unicode keys, numbers, and
  /// keys that some styles lack.
  static func sample() throws -> ThemePaletteContents {
    try ThemePaletteContents(
      styles: ["night", "day", "festival"],
      entries: [
        "BG": [
          "night": .string("#000000"), "day": .string("#FFFFFF"), "festival": .string("#B3001B"),
        ],
        "navigation.title": [
          "night": .string("PingFang-SC-Medium,17"), "day": .string("Avenir,17"),
        ],
        "navigation.bar.height": ["night": .number(44), "festival": .number(52.5)],
        "Überschrift.größe": ["night": .number(0.1), "day": .number(-3)],
        "色.主要": ["night": .string("#FF0000 😀 \"quoted\" & <tagged>")],
      ]
    )
  }

  @Test("S2: JSON written and read again gives the same contents")
  func jsonRoundTrip() throws {
    let contents = try Self.sample()
    let again = try ThemePaletteContents(json: contents.jsonData(), defaultStyle: "night")
    // JSON keeps no order of styles: the reader puts the default first, the rest by name.
    #expect(again.styles == ["night", "day", "festival"])
    #expect(again == contents)
    #expect(
      again.value(for: "navigation.title", style: "festival") == .string("PingFang-SC-Medium,17"))
  }

  @Test("S2: JSON has one member per style, nested groups and sorted keys")
  func jsonShape() throws {
    let contents = try Self.sample()
    let data = try contents.jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["night", "day", "festival"])
    let night = try #require(object["night"] as? [String: Any])
    let navigation = try #require(night["navigation"] as? [String: Any])
    let bar = try #require(navigation["bar"] as? [String: Any])
    #expect((bar["height"] as? NSNumber)?.doubleValue == 44)
    #expect(navigation["title"] as? String == "PingFang-SC-Medium,17")
    // A style keeps only its own values: festival's title falls back when read, so is absent.
    let festival = try #require(object["festival"] as? [String: Any])
    #expect((festival["navigation"] as? [String: Any])?["title"] == nil)
    let text = String(decoding: data, as: UTF8.self)
    let order = ["\"day\"", "\"festival\"", "\"night\""].compactMap {
      text.range(of: $0)?.lowerBound
    }
    #expect(order.count == 3 && order == order.sorted())
    #expect(text.contains("\n"))
  }

  @Test("S2: the JSON reader's own default rule applies unless the default is passed")
  func jsonDefaultStyle() throws {
    let contents = try Self.sample()
    let guessed = try ThemePaletteContents(json: contents.jsonData())
    #expect(guessed.defaultStyle == "day")
    #expect(guessed != contents)
  }

  @Test("S2: a property list written and read again gives the same contents")
  func propertyListRoundTrip() throws {
    let contents = try Self.sample()
    let data = try contents.propertyListData()
    let again = try ThemePaletteContents(propertyList: data, defaultStyle: "night")
    #expect(again == contents)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    #expect(text.contains("<key>navigation</key>"))
    #expect(text.contains("<real>52.5</real>"))
    #expect(text.contains("&amp; &lt;tagged&gt;"))
  }

  @Test("S2: a property list keeps a carriage return and rejects what XML cannot carry")
  func propertyListCharacters() throws {
    let returns = try ThemePaletteContents(
      styles: [.light],
      entries: ["note": [.light: .string("one\r\ntwo\rthree\tfour")]]
    )
    let again = try ThemePaletteContents(propertyList: returns.propertyListData())
    #expect(again == returns)

    let control = try ThemePaletteContents(
      styles: [.light],
      entries: ["group.bell": [.light: .string("ding\u{7}")]]
    )
    let error = #expect(throws: ThemeSourceError.self) {
      try control.propertyListData(source: "bell.plist")
    }
    #expect(error?.source == "bell.plist")
    #expect(error?.place == "light.group.bell")
    #expect(error?.found == "U+7")
  }

  @Test("S2: a key and a longer key that extends it are both kept")
  func clashingKeysAreKept() throws {
    let contents = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: [
        "a": [.light: .string("#111111")],
        "a.b": [.light: .string("#222222"), .dark: .string("#333333")],
        "a.b.c": [.dark: .number(3)],
        "x.y": [.light: .string("nested")],
        ".leading": [.light: .string("dot first")],
        "trailing.": [.light: .string("dot last")],
        "double..dot": [.light: .string("empty part")],
        "": [.light: .string("empty key")],
        Array(repeating: "deep", count: 40).joined(separator: "."): [.dark: .number(40)],
        Array(repeating: "limit", count: 32).joined(separator: "."): [.dark: .number(32)],
      ]
    )
    let json = try contents.jsonData()
    #expect(try ThemePaletteContents(json: json, defaultStyle: .light) == contents)
    #expect(try ThemePaletteContents(propertyList: contents.propertyListData()) == contents)
    // Nested where it can be: `x.y` is a group; `a.b` cannot be, as `a` has a value.
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let light = try #require(object["light"] as? [String: Any])
    #expect((light["x"] as? [String: Any])?["y"] as? String == "nested")
    #expect(light["a"] as? String == "#111111")
    #expect(light["a.b"] as? String == "#222222")
    // 32 parts is as deep as the readers go, so that key is nested; 40 parts is written whole.
    var group = try #require(object["dark"] as? [String: Any])
    for _ in 1..<32 { group = try #require(group["limit"] as? [String: Any]) }
    #expect((group["limit"] as? NSNumber)?.doubleValue == 32)
    let dark = try #require(object["dark"] as? [String: Any])
    #expect(dark[Array(repeating: "deep", count: 40).joined(separator: ".")] != nil)
  }

  @Test("S2: a color hex gives back exactly is written as hex, any other in its own space")
  func colorsKeepTheirSpace() throws {
    let accent = ThemeWideColor(.srgb, 1, 0.5, 0)
    let veil = ThemeWideColor(.srgb, 0, 0, 0, alpha: 0.5)
    let contents = try ThemePaletteContents(
      styles: [.light],
      entries: [
        "accent": [.light: .color(accent)],
        "veil": [.light: .color(veil)],
        "ink": [.light: .color(ThemeWideColor(.srgb, 0.2, 0.4, 1, alpha: 0.2))],
      ]
    )
    let json = try ThemePaletteContents(json: contents.jsonData())
    #expect(json.value(for: "accent", style: .light) == .color(accent))
    #expect(json.value(for: "veil", style: .light) == .color(veil))
    #expect(json.value(for: "ink", style: .light) == .string("#3366FF33"))
    let plist = try ThemePaletteContents(propertyList: contents.propertyListData())
    #expect(plist == json)
    // A table holds 8-bit sRGB only.
    #expect(
      try contents.colorTableText()
        == "light\n#FF8000    accent\n#3366FF33  ink\n#00000080  veil\n")
  }

  @Test("S2/S6: a number JSON or a property list cannot hold is an error naming its key")
  func nonFiniteNumbers() throws {
    let contents = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: ["size": [.light: .number(1), .dark: .number(.infinity)]]
    )
    let json = #expect(throws: ThemeSourceError.self) { try contents.jsonData() }
    #expect(json?.place == "key \"size\", style \"dark\"")
    #expect(json?.found == "inf")
    let plist = #expect(throws: ThemeSourceError.self) { try contents.propertyListData() }
    #expect(plist?.place == "key \"size\", style \"dark\"")
  }

  static let table = """
    NORMAL   NIGHT    RED
    #ffffff  #343434  #fafafa BG
    #aaaaaa  #313131  #aaaaaa SEP

    #00f  #ffffff  #fa000080 TINT
    """

  @Test("S2: a color table written and read again gives the same contents, in column order")
  func colorTableRoundTrip() throws {
    let contents = try ThemePaletteContents(colorTable: Self.table)
    let text = try contents.colorTableText()
    #expect(
      text == """
        NORMAL   NIGHT    RED
        #FFFFFF  #343434  #FAFAFA    BG
        #AAAAAA  #313131  #AAAAAA    SEP
        #0000FF  #FFFFFF  #FA000080  TINT

        """
    )
    #expect(try ThemePaletteContents(colorTable: text) == contents)
    // Through JSON and a property list too, given the default; the other styles come back
    // by name, which here is their order.
    let json = try ThemePaletteContents(json: contents.jsonData(), defaultStyle: "NORMAL")
    #expect(json == contents)
    let plist = try ThemePaletteContents(
      propertyList: contents.propertyListData(), defaultStyle: "NORMAL")
    #expect(plist == contents)
  }

  @Test("S2: a color table fills a style's missing color with the default style's")
  func colorTableFillsFallbacks() throws {
    let contents = try ThemePaletteContents(
      styles: [.dark, .light],
      entries: [
        "BG": [.dark: .string("#000"), .light: .string("#fff")], "SEP": [.dark: .string("#222")],
      ]
    )
    let read = try ThemePaletteContents(colorTable: contents.colorTableText())
    #expect(read.styles == [.dark, .light])
    #expect(read.entries["SEP"] == [.dark: .string("#222222"), .light: .string("#222222")])
  }

  @Test("S6: a value a color table cannot hold is an error naming the first such key")
  func colorTableRejectsNonColors() throws {
    let contents = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: [
        "a.color": [.light: .string("#fff")],
        "b.font": [.light: .string("#fff"), .dark: .string("Avenir,17")],
        "c.size": [.light: .number(14)],
      ]
    )
    let error = #expect(throws: ThemeSourceError.self) {
      try contents.colorTableText(source: "sizes.json")
    }
    #expect(error?.source == "sizes.json")
    #expect(error?.place == "key \"b.font\", style \"dark\"")
    #expect(error?.expected == "a color")
    #expect(error?.found == "the string \"Avenir,17\"")

    let number = try ThemePaletteContents(
      styles: [.light], entries: ["size": [.light: .number(14)]])
    let numberError = #expect(throws: ThemeSourceError.self) { try number.colorTableText() }
    #expect(numberError?.found == "the number 14.0")
  }

  @Test("S6: names a color table cannot hold are errors naming them")
  func colorTableRejectsNames() throws {
    let spaced = try ThemePaletteContents(
      styles: [.light], entries: ["two words": [.light: .string("#fff")]])
    let key = #expect(throws: ThemeSourceError.self) { try spaced.colorTableText() }
    #expect(key?.place == "key \"two words\"")

    let colorNamed = try ThemePaletteContents(
      styles: ["#fff"], entries: ["BG": ["#fff": .string("#fff")]])
    let style = #expect(throws: ThemeSourceError.self) { try colorNamed.colorTableText() }
    #expect(style?.place == "style \"#fff\"")
  }

  @Test("S2: random contents survive JSON and property lists unchanged")
  func randomContentsRoundTrip() throws {
    var random = SeededRandom(seed: 0x5EED)
    // `$value`, `value` and `type` are the names that mark tokens.
    let parts = [
      "a", "b", "", "é", "色", "x y", "&", "<k>", "0", "light", "$value", "value", "type",
    ]
    var written = 0
    for _ in 0..<300 {
      let styles = (0..<random.next(upTo: 3) + 1).map { ThemeStyle(rawValue: "s\($0)") }
      var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
      for _ in 0..<random.next(upTo: 8) {
        let key = (0...random.next(upTo: 3)).map { _ in parts[random.next(upTo: parts.count)] }
          .joined(separator: ".")
        for style in styles where random.next(upTo: 3) > 0 {
          entries[key, default: [:]][style] =
            random.next(upTo: 2) == 0
            ? .number(Double(random.next(upTo: 2000)) / 8 - 100)
            : .string(parts[random.next(upTo: parts.count)])
        }
      }
      let contents = try ThemePaletteContents(styles: styles, entries: entries)
      let data: Data
      do {
        data = try contents.jsonData()
      } catch {
        // Only top-level keys can make a style tree read as tokens: a dotted key never does.
        let topLevelTokenName = entries["$value"] != nil || entries["type"] != nil
        #expect(error.place == "the whole palette" && topLevelTokenName, "\(entries)")
        #expect(throws: ThemeSourceError.self) { try contents.propertyListData() }
        continue
      }
      let json = try ThemePaletteContents(json: data, defaultStyle: "s0")
      let plist = try ThemePaletteContents(
        propertyList: contents.propertyListData(), defaultStyle: "s0")
      #expect(json == contents, "\(entries)")
      #expect(plist == contents, "\(entries)")
      written += 1
    }
    #expect(written > 250)
  }
}

/// A small deterministic generator (SplitMix64), so that a failure can be replayed.
private struct SeededRandom {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next(upTo bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Int(value % UInt64(bound))
  }
}
