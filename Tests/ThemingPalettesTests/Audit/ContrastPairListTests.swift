import Foundation
import Testing
import Theming
import ThemingPalettes

/// S8 and S6: contrast pairs read from JSON, with errors naming the place.
@Suite struct ContrastPairListTests {
  private func pairs(_ json: String) throws(ThemeSourceError) -> [ThemeContrastPair] {
    try ThemeContrastPair.list(fromJSON: Data(json.utf8), source: "pairs.json")
  }

  private func loadError(_ json: String) -> ThemeSourceError? {
    do {
      _ = try pairs(json)
      return nil
    } catch {
      return error
    }
  }

  @Test("S8: WCAG 2.2's minimums")
  func s8Minimums() {
    #expect(ThemeContrastPair.text == 4.5)
    #expect(ThemeContrastPair.largeText == 3)
    #expect(ThemeContrastPair.userInterface == 3)
    #expect(ThemeContrastPair(foreground: "a", background: "b").minimumRatio == 4.5)
  }

  @Test("S8: pairs read with a minimum, a role or neither")
  func s8PairsRead() throws {
    let list = try pairs(
      """
      {"version": 1, "pairs": [
        {"foreground": "title", "background": "BG", "minimum": 7},
        {"foreground": "caption", "background": "BG", "role": "large-text"},
        {"foreground": "icon", "background": "bar", "role": "ui"},
        {"foreground": "body", "background": "BG", "role": "text"},
        {"foreground": "note", "background": "card"}
      ]}
      """)
    #expect(
      list == [
        ThemeContrastPair(foreground: "title", background: "BG", minimumRatio: 7),
        ThemeContrastPair(foreground: "caption", background: "BG", minimumRatio: 3),
        ThemeContrastPair(foreground: "icon", background: "bar", minimumRatio: 3),
        ThemeContrastPair(foreground: "body", background: "BG", minimumRatio: 4.5),
        ThemeContrastPair(foreground: "note", background: "card", minimumRatio: 4.5),
      ])
    #expect(try pairs(#"{"pairs": []}"#).isEmpty)
  }

  @Test("S8: a backdrop is read from the pair, else from the top level")
  func s8BackdropsRead() throws {
    let list = try pairs(
      #"""
      {"backdrop": "window", "pairs": [
        {"foreground": "label", "background": "glass"},
        {"foreground": "label", "background": "sheet", "backdrop": "card"}
      ]}
      """#)
    #expect(list.map(\.backdrop) == ["window", "card"])
    #expect(try pairs(#"{"pairs": [{"foreground": "a", "background": "b"}]}"#)[0].backdrop == nil)
    #expect(loadError(#"{"backdrop": 3, "pairs": []}"#)?.place == "backdrop")
    #expect(
      loadError(#"{"pairs": [{"foreground": "a", "background": "b", "backdrop": ""}]}"#)?.place
        == "pairs[0].backdrop")
  }

  @Test(
    "S6: bad pair lists name the place",
    arguments: [
      (#"["a"]"#, "the top level", "an array"),
      (#"{}"#, "pairs", "nothing"),
      (#"{"pairs": {}}"#, "pairs", "an object"),
      (#"{"pairs": [3]}"#, "pairs[0]", "a number"),
      (#"{"pairs": [{"background": "BG"}]}"#, "pairs[0].foreground", "nothing"),
      (#"{"pairs": [{"foreground": "a", "background": ""}]}"#, "pairs[0].background", "a string"),
      (
        #"{"pairs": [{"foreground": "a", "background": "b"}, {"foreground": "a", "background": "b", "minimum": 30}]}"#,
        "pairs[1].minimum", "the number 30.0"
      ),
      (
        #"{"pairs": [{"foreground": "a", "background": "b", "minimum": "4.5"}]}"#,
        "pairs[0].minimum", "\"4.5\""
      ),
      (
        #"{"pairs": [{"foreground": "a", "background": "b", "minimum": true}]}"#,
        "pairs[0].minimum", "a boolean"
      ),
      (
        #"{"pairs": [{"foreground": "a", "background": "b", "role": "huge"}]}"#,
        "pairs[0].role", "\"huge\""
      ),
      (
        #"{"pairs": [{"foreground": "a", "background": "b", "role": "ui", "minimum": 3}]}"#,
        "pairs[0]", "both"
      ),
      (
        #"{"pairs": [{"foreground": "a", "background": "b", "minimun": 3}]}"#,
        "pairs[0].minimun", "\"minimun\""
      ),
    ])
  func s6BadPairListsNameThePlace(json: String, place: String, found: String) throws {
    let error = try #require(loadError(json))
    #expect(error.source == "pairs.json")
    #expect(error.place == place)
    #expect(error.found == found)
    #expect(!error.expected.isEmpty)
  }

  @Test("S6: malformed JSON names its line")
  func s6MalformedJSONNamesItsLine() throws {
    let error = try #require(loadError("{\"pairs\": [\n  {\"foreground\": }\n]}"))
    #expect(error.place.hasPrefix("line 2"))
    #expect(error.expected == #"a JSON object with a "pairs" array"#)
    let duplicate = try #require(loadError(#"{"pairs": [], "pairs": []}"#))
    #expect(duplicate.found.contains("again"))
  }
}
