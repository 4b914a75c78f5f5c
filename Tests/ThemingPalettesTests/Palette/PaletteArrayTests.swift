import Foundation
import Testing
import Theming
import ThemingPalettes

/// S2, S6: arrays in JSON palettes, theme files and property lists, as configurations write
/// them: one key segment per element, its `id` when every element has one, else its index; an
/// array whose ids cannot key it is an error naming the element, never a silent fallback.
@MainActor
@Suite struct PaletteArrayTests {
  private func themeFile(_ json: String) throws(ThemeSourceError) -> ThemePaletteContents {
    try ThemePaletteContents(themeFileData: [("day", Data(json.utf8), "Day.json")])
  }

  private func themeFileError(_ json: String) -> ThemeSourceError? {
    do {
      _ = try themeFile(json)
      return nil
    } catch {
      return error
    }
  }

  @Test("S2: elements with ids are keyed by id, and the id member is no key")
  func s2KeyedByID() throws {
    let contents = try themeFile(
      ##"{"tabbar": [{"id": 7, "title": "Home"}, {"id": "me", "title": "Me", "badge": 2}]}"##)
    #expect(Set(contents.entries.keys) == ["tabbar.7.title", "tabbar.me.title", "tabbar.me.badge"])
    #expect(contents.value(for: "tabbar.me.badge", style: "day") == .number(2))
    // A whole number written with a fraction is the same id.
    let whole = try themeFile(##"{"tabs": [{"id": 1.0, "x": "a"}]}"##)
    #expect(Array(whole.entries.keys) == ["tabs.1.x"])
  }

  @Test("S2: elements without ids are keyed by index from 0, scalars and groups alike")
  func s2KeyedByIndex() throws {
    let contents = try themeFile(
      ##"{"stops": ["#FFFFFF", "#000000"], "items": [{"title": "A"}, {"title": "B"}], "grid": [[1, 2], [3]]}"##
    )
    #expect(
      Set(contents.entries.keys) == [
        "stops.0", "stops.1", "items.0.title", "items.1.title", "grid.0.0", "grid.0.1", "grid.1.0",
      ])
    let palette = ThemePalette(contents: contents)
    #expect(palette.color("stops.1")("day").hexString == "#000000")
    #expect(palette.number("grid.1.0")("day") == 3)
    // An empty array holds no value, and is no error.
    #expect(try themeFile(##"{"none": [], "a": 1}"##).entries.keys.sorted() == ["a"])
  }

  @Test("S6: an id given twice is an error naming both elements and the line")
  func s6DuplicateIDs() throws {
    let error = try #require(
      themeFileError(##"{"tabbar": [{"id": 1, "t": "a"},"## + "\n" + ##" {"id": 1, "t": "b"}]}"##))
    #expect(error.source == "Day.json")
    #expect(error.place == "tabbar[1] (line 2, column 2)")
    #expect(error.expected == "each id once in the array")
    #expect(error.found == #""1" again, first on element 0"#)
    // `1` and `"1"` make the same key, so they are the same id.
    #expect(
      themeFileError(##"{"t": [{"id": 1}, {"id": "1"}]}"##)?.expected == "each id once in the array"
    )
  }

  @Test("S6: elements with and without ids are an error, not a fallback to indexes")
  func s6MixedIDs() throws {
    let error = try #require(themeFileError(##"{"tabbar": [{"id": 1, "t": "a"}, {"t": "b"}]}"##))
    #expect(error.place == "tabbar[1] (line 1, column 34)")
    #expect(error.expected.hasPrefix(#"an "id" member, as element 0 has"#))
    #expect(error.found == "a group without one")
    let scalar = try #require(themeFileError(##"{"t": [{"id": 1}, "#FFF"]}"##))
    #expect(scalar.found == "a string")
  }

  @Test(
    "S6: an id that cannot be a key segment is an error",
    arguments: [
      (#""a.b""#, #""a.b""#), (#""""#, "empty text"), ("1.5", "1.5"), ("true", "a boolean"),
      ("{}", "an object"), ("null", "null"),
    ])
  func s6UnusableID(_ id: String, found: String) throws {
    let error = try #require(themeFileError(##"{"t": [{"id": "## + id + ##", "x": 1}]}"##))
    #expect(error.expected == "an id that is a whole number or a string without dots")
    #expect(error.found == found)
    #expect(error.place.hasPrefix("t[0] (line 1, column "))
  }

  @Test("S6: every problem in a file is reported at once")
  func s6EveryProblem() throws {
    let error = try #require(
      themeFileError(##"{"a": [{"id": 1}, {"id": 1}], "b": true, "c": [null]}"##))
    #expect(
      error.findings.map(\.place) == [
        "a[1] (line 1, column 19)", "b (line 1, column 36)", "c.0 (line 1, column 48)",
      ])
  }

  @Test("S6: a thousand errors are named, the rest counted in one last finding")
  func s6ErrorsBounded() throws {
    let flags = Array(repeating: "true", count: 1_300).joined(separator: ", ")
    let error = try #require(themeFileError(##"{"flags": [\##(flags)]}"##))
    #expect(error.findings.count == 1_001)
    #expect(error.findings.last?.found == "300 more errors")
  }

  @Test("S6: an element's key that a dotted name already holds is an error")
  func s6ElementKeyCollision() throws {
    let error = try #require(themeFileError(##"{"t.0": "#FFF", "t": ["#000"]}"##))
    #expect(error.expected == "each key once")
  }

  @Test("S2: a style tree's groups hold arrays too")
  func s2StyleTreeArrays() throws {
    let palette = try ThemePalette(
      jsonString: ##"""
        {"light": {"tabs": [{"id": "home", "tint": "#111111"}]},
         "dark": {"tabs": [{"id": "home", "tint": "#EEEEEE"}]}}
        """##)
    #expect(palette.color("tabs.home.tint")(.dark).hexString == "#EEEEEE")
    #expect(palette.color("tabs.home.tint")(.light).hexString == "#111111")
  }

  @Test("S2: property lists hold arrays, keyed by id or index as in JSON")
  func s2PropertyListArrays() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>light</key><dict>
        <key>tabbar</key><array>
          <dict><key>id</key><integer>1</integer><key>frame</key><string>{16,44,13,33}</string></dict>
          <dict><key>id</key><integer>2</integer><key>frame</key><string>{0,0,10,10}</string></dict>
        </array>
        <key>stops</key><array><string>#FFF</string><real>0.5</real></array>
      </dict></dict></plist>
      """
    let palette = try ThemePalette(propertyList: Data(plist.utf8), source: "skin.plist")
    #expect(
      Set(palette.contents.entries.keys) == [
        "tabbar.1.frame", "tabbar.2.frame", "stops.0", "stops.1",
      ])
    #expect(palette.rect("tabbar.2.frame")(.light) == ThemeRect(x: 0, y: 0, width: 10, height: 10))
    #expect(palette.number("stops.1")(.light) == 0.5)
    // Without text to count lines in, a property list's places are key paths.
    let duplicate = plist.replacingOccurrences(
      of: "<integer>2</integer>", with: "<integer>1</integer>")
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyList: Data(duplicate.utf8), source: "skin.plist")
    }
    #expect(error?.place == "light.tabbar[1]")
  }

  @Test("S2: contents with element keys are written back and read as the same keys")
  func s2ElementKeysRoundTrip() throws {
    let contents = try ThemePaletteContents(
      json: Data(##"{"light": {"tabs": [{"id": 1, "tint": "#111111"}], "stops": [1, 2]}}"##.utf8))
    for written in [try contents.jsonData(), try contents.propertyListData()] {
      let back =
        written.first == UInt8(ascii: "{")
        ? try ThemePaletteContents(json: written) : try ThemePaletteContents(propertyList: written)
      #expect(back == contents)
    }
  }
}
