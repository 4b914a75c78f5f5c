import Foundation
import Testing
import Theming
import ThemingPalettes

/// S1, S2, S6: inputs at the edges of the formats, each read as the format means it, or
/// rejected with an error that names its place; none is dropped without a word.
@MainActor
@Suite struct PaletteInputEdgeTests {
  // MARK: - Line endings

  @Test("S2: a color table loads with any line ending", arguments: ["\r\n", "\r"])
  func s2AColorTableLoadsWithAnyLineEnding(_ lineEnd: String) throws {
    let text = ["NORMAL NIGHT", "#ffffff #343434 BG", "#aaaaaa #313131 SEP", ""]
      .joined(separator: lineEnd)
    let palette = try ThemePalette(colorTable: text, source: "DKColorTable.txt")
    #expect(palette.styles == ["NORMAL", "NIGHT"])
    #expect(palette.color("SEP")("NIGHT") == ThemeColor(red: 0x31, green: 0x31, blue: 0x31))
  }

  @Test("S6: an error in a table with Windows line endings names its line")
  func s6WindowsLineEndingsErrorNamesLine() {
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(colorTable: "A B\r\n#fff #000 BG\r\n#fff #0g0 SEP\r\n", source: "t.txt")
    }
    #expect(error?.place == "line 3, column 6")
  }

  // MARK: - Keys given twice

  @Test(
    "S6: a key given twice in one JSON object is an error",
    arguments: [
      (##"{"light": {"BG": "#FFFFFF", "BG": "#000000"}}"##, "line 1, column 29"),
      (
        ##"{"light": {"BG": "#FFF"},"## + "\n" + ##" "light": {"TX": "#000"}}"##, "line 2, column 2"
      ),
      (#"{"light": {"a": {"BG": 1, "B\u0047": 2}}}"#, "line 1, column 27"),
      ("{\"light\": {\"\u{E9}\": 1, \"e\u{301}\": 2}}", "line 1, column 20"),
    ])
  func s6AKeyGivenTwiceInOneJSONObjectIsAnError(_ json: String, place: String) {
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(jsonString: json, source: "theme.json")
    }
    #expect(error?.source == "theme.json")
    #expect(error?.place == place)
    #expect(error?.expected == "each key once in an object")
  }

  @Test("S2: the same key in different objects is not a duplicate")
  func s2SameKeyInOtherObjectsIsNoDuplicate() throws {
    let json = ##"""
      {"light": {"BG": "#FFF", "list": {"BG": "#EEE"}, "a\"b": 1, "a\\b": 2},
       "dark": {"BG": "#000", "list": {"BG": "#111"}}}
      """##
    let palette = try ThemePalette(jsonString: json)
    #expect(palette.color("list.BG")(.dark) == ThemeColor(red: 0x11, green: 0x11, blue: 0x11))
  }

  @Test("S6: a key given twice in one property-list dictionary is an error")
  func s6DuplicatePropertyListKeyIsAnError() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- <key>BG</key> in a comment is not a key -->
      <plist version="1.0"><dict><key>light</key><dict>
      <key>BG</key><string>#FFFFFF</string>
      <key>B&#71;</key><string>#000000</string>
      </dict></dict></plist>
      """
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyListString: plist, source: "Colors.plist")
    }
    #expect(error?.source == "Colors.plist")
    #expect(error?.place == "line 5, column 1")
    #expect(error?.found == "\"BG\" again, first on line 4")
  }

  @Test("S2: a property list with the same key in nested dictionaries loads")
  func s2SameKeyInNestedDictionariesLoads() throws {
    let plist = """
      <plist version="1.0"><dict>
      <key>light</key><dict><key>BG</key><string>#FFF</string>
        <key>page</key><dict><key>BG</key><string>#EEE</string></dict><key>empty</key><dict/>
      </dict>
      <key>dark</key><dict><key>BG</key><string>#000</string>
        <key>page</key><dict><key><![CDATA[BG]]></key><string>#111</string></dict>
      </dict></dict></plist>
      """
    let palette = try ThemePalette(propertyListString: plist)
    #expect(palette.color("page.BG")(.dark) == ThemeColor(red: 0x11, green: 0x11, blue: 0x11))
  }

  @Test(
    "S2: a JSON palette in UTF-16 or UTF-32 is read like UTF-8",
    arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16, .utf32])
  func s2JSONInUTF16OrUTF32IsRead(_ encoding: String.Encoding) throws {
    let json = ##"{"light": {"say \"hi\"": "#FFFFFF", "say \"bye\"": "#000000"}}"##
    let data = try #require(json.data(using: encoding))
    let palette = try ThemePalette(json: data, source: "theme.json")
    #expect(palette.color("say \"bye\"")(.light) == ThemeColor(red: 0, green: 0, blue: 0))
    // U+022C is "," as one of its UTF-16 bytes; the duplicate is on line 2.
    let twice = try #require(
      "{\"light\": {\"BG\": \"#FFF\", \"\u{22C}\": 1,\n \"BG\": 2}}".data(using: encoding))
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(json: twice, source: "theme.json")
    }
    #expect(error?.place == "line 2, column 2")
  }

  @Test(
    "S6: a duplicate key is placed after a byte order mark or any line ending",
    arguments: ["\u{FEFF}", "\r", "\r\n"])
  func s6DuplicateKeyPlacedAfterBOMOrEnding(_ variant: String) {
    let json =
      variant == "\u{FEFF}"
      ? "\u{FEFF}{\"light\": {\"BG\": 1, \"BG\": 2}}"
      : "{\"light\": {\"BG\": 1,\(variant) \"BG\": 2}}"
    let error = #expect(throws: ThemeSourceError.self) { try ThemePalette(jsonString: json) }
    #expect(error?.place == (variant == "\u{FEFF}" ? "line 1, column 21" : "line 2, column 2"))
  }

  @Test("S6: empty keys and keys after a CDATA section are checked for duplicates")
  func s6EmptyAndCDATAKeysAreChecked() {
    let empty =
      "<plist><dict><key>light</key><dict><key/><string>a</string>"
      + "<key></key><string>b</string></dict></dict></plist>"
    #expect(throws: ThemeSourceError.self) { try ThemePalette(propertyListString: empty) }
    let afterCDATA =
      "<plist><dict><key>light</key><dict>"
      + "<key><![CDATA[a</key>b]]></key><string>a</string>"
      + "<key>x</key><string>b</string><key>x</key><string>c</string></dict></dict></plist>"
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyListString: afterCDATA)
    }
    #expect(error?.found == "\"x\" again, first on line 1")
  }

  // MARK: - Where a JSON syntax error is

  @Test("S6: an unescaped control character in JSON names its line")
  func s6ControlCharacterInJSONNamesLine() {
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(jsonString: "{\"light\": {\n \"BG\": \"#FFF\t\"}}", source: "theme.json")
    }
    #expect(error?.place.hasPrefix("line 2, column ") == true, "place: \(error?.place ?? "-")")
  }

  @Test("S6: a JSON error's column counts characters, not bytes")
  func s6JSONErrorColumnCountsCharacters() {
    // The bad escape is the 11th character of line 2; each "é" is two bytes.
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(jsonString: "{\"light\":\n {\"é\": \"éé\\q\"}}", source: "theme.json")
    }
    #expect(error?.place == "line 2, column 11")
  }

  // MARK: - Whitespace that carries a mark

  @Test(
    "S1: a mark on the space around a color is an error",
    arguments: ["#FFF \u{301}", " \u{301}#FFF", "#FFFFFF \u{20DD}"])
  func s1AMarkOnTheSpaceAroundAColorIsAnError(_ text: String) {
    #expect(throws: ThemeSourceError.self) { try ThemeColor(hex: text) }
  }

  @Test("S6: a mark on the space between table cells is an error")
  func s6MarkBetweenTableCellsIsAnError() {
    #expect(throws: ThemeSourceError.self) {
      try ThemePalette(colorTable: "A B\n#fff \u{301}#000 BG\n")
    }
  }

  // MARK: - A table without its header

  @Test("S6: a headerless table of 0x colors says the header is missing")
  func s6HeaderlessTableOf0xColors() {
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(colorTable: "0xffffff 0x343434 BG\n0xaaaaaa 0x313131 SEP\n")
    }
    #expect(error?.place == "line 1, column 1")
    #expect(error?.expected == "a first row of style names")
  }
}
