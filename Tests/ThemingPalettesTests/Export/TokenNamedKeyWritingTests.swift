import Foundation
import Testing
import Theming
import ThemingPalettes

/// S2/S6: keys named as tokens' members (`$value`, `value` with `type`) written as a style
/// tree: nested only where the readers still take the document for a palette, and an error
/// naming the whole palette where no writing would be read back.
@Suite struct TokenNamedKeyWritingTests {
  /// Writes `contents` as JSON and as a property list and requires both to read back equal.
  /// - Returns: The JSON's members for `style`.
  private func requireRoundTrip(_ contents: ThemePaletteContents, style: ThemeStyle = .light)
    throws -> [String: Any]
  {
    let json = try contents.jsonData()
    let defaultStyle = contents.defaultStyle
    #expect(try ThemePaletteContents(json: json, defaultStyle: defaultStyle) == contents)
    let plist = try contents.propertyListData()
    #expect(try ThemePaletteContents(propertyList: plist, defaultStyle: defaultStyle) == contents)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    return try #require(object[style.rawValue] as? [String: Any])
  }

  @Test("S2: a key with a part named $value is written whole, so it reads back as a palette")
  func dollarValuePartIsNotNested() throws {
    // Found by the fuzzer: nested, `$value.k38.k39` made the palette read as design tokens.
    let document = #"""
      {"light": {"k0.k1.k2y": "{font.ffont.weight.bing", "$value.k38.k39": "#fff", "a.b": 1}}
      """#
    let contents = try ThemePaletteContents(json: Data(document.utf8))
    let light = try requireRoundTrip(contents)
    #expect(light["$value.k38.k39"] as? String == "#fff")
    #expect((light["a"] as? [String: Any])?["b"] as? NSNumber == 1)
    // Anywhere in the key, not only first.
    let inner = try ThemePaletteContents(
      styles: [.light], entries: ["group.$value": [.light: .string("#000")]])
    #expect(try requireRoundTrip(inner)["group.$value"] as? String == "#000")
  }

  @Test("S2: a type beside a value in one group is written whole, so it reads as a palette")
  func valueAndTypeAreNotNestedTogether() throws {
    // Nested, `{"a": {"value": …, "type": "color"}}` is a legacy Tokens Studio token.
    let contents = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: [
        "a.value": [.light: .string("#111111"), .dark: .string("#eeeeee")],
        "a.type": [.light: .string("color"), .dark: .string("color")],
        "b.value.c": [.light: .number(2)],
        "b.type": [.light: .string("spacing")],
        "c.type": [.light: .string("plain")],
      ]
    )
    let light = try requireRoundTrip(contents)
    #expect((light["a"] as? [String: Any])?["value"] as? String == "#111111")
    #expect(light["a.type"] as? String == "color")
    #expect(light["b.type"] as? String == "spacing")
    // A `type` with no `value` beside it is nested as usual.
    #expect((light["c"] as? [String: Any])?["type"] as? String == "plain")
    // With no other value to show it is a palette, nesting both would lose the document.
    let alone = try ThemePaletteContents(
      styles: [.light],
      entries: ["a.value": [.light: .string("#111111")], "a.type": [.light: .string("color")]])
    #expect(try requireRoundTrip(alone)["a.type"] as? String == "color")
  }

  @Test("S6: names that would make any style tree read as another kind are an error")
  func unwritableNamesAreErrors() throws {
    let cases: [(String, ThemePaletteContents)] = [
      (
        "a design tokens document",
        try ThemePaletteContents(styles: [.light], entries: ["$value": [.light: .number(1)]])
      ),
      (
        "a design-token resolver document",
        try ThemePaletteContents(
          styles: ["resolutionOrder"], entries: ["k": ["resolutionOrder": .number(1)]])
      ),
      (
        "a Tokens Studio export",
        try ThemePaletteContents(styles: ["$themes"], entries: ["k": ["$themes": .number(1)]])
      ),
      (
        "a Tokens Studio export",
        try ThemePaletteContents(
          styles: [.light],
          entries: ["value": [.light: .string("#fff")], "type": [.light: .string("color")]])
      ),
    ]
    for (kind, contents) in cases {
      let json = #expect(throws: ThemeSourceError.self) { try contents.jsonData(source: "out") }
      #expect(json?.source == "out")
      #expect(json?.place == "the whole palette")
      #expect(json?.found.contains(kind) == true, "\(json?.found ?? "")")
      let plist = #expect(throws: ThemeSourceError.self) { try contents.propertyListData() }
      #expect(plist?.place == "the whole palette")
    }
  }
}
