import Foundation
import Testing
import Theming
import ThemingPalettes

/// S6, S9: a comma after the last member or element, which people write and JSON does not
/// allow, is read as if it were not there by every JSON reader, with a `readLeniently` note
/// naming its place: the same on every platform, since Foundation's parser, which takes it on
/// Linux and refuses it on Apple platforms, never decides.
@MainActor
@Suite struct TrailingCommaTests {
  private func lenient(_ contents: ThemePaletteContents) -> [ThemeLoadNote] {
    contents.loadNotes.filter { $0.kind == .readLeniently }
  }

  @Test("S6: a JSON palette loads, each trailing comma noted with its group and place")
  func s6StyleTreeTrailingCommas() throws {
    let json =
      ##"{"light": {"bg": "#FFF", "stops": [1, 2,],},"## + "\n" + ##""dark": {"bg": "#000"},}"##
    let contents = try ThemePaletteContents(json: Data(json.utf8), source: "theme.json")
    #expect(contents.value(for: "stops.1", style: .light) == .number(2))
    #expect(contents.value(for: "bg", style: .dark) == .string("#000"))
    let notes = lenient(contents)
    #expect(notes.map(\.key) == ["", "stops", ""])
    #expect(
      notes.map(\.issue.place) == [
        "light (line 1, column 42)", "light.stops (line 1, column 40)",
        "the top level (line 2, column 23)",
      ])
    #expect(notes.allSatisfy { $0.issue.source == "theme.json" })
    #expect(notes[1].issue.expected.contains(#"JSON allows no comma before "]""#))
    // A trailing comma names no key of the contents: no key was read leniently.
    #expect(contents.loadCounts.readLeniently == 0)
    // The audit reports each as a warning, naming the group or the document.
    let findings = contents.audit(source: "theme.json").findings.filter {
      $0.kind == .readLeniently
    }
    #expect(findings.map(\.severity) == [.warning, .warning, .warning])
    #expect(findings.contains { $0.message.contains(#"group "stops" was read leniently"#) })
    #expect(findings.contains { $0.message.contains("the document was read leniently") })
  }

  @Test("S6: a theme file's trailing commas are noted too")
  func s6ThemeFileTrailingCommas() throws {
    let contents = try ThemePaletteContents(themeFileData: [
      ("day", Data(##"{"tabs": [{"id": 1, "tint": "#111",},],}"##.utf8), "Day.json")
    ])
    #expect(contents.value(for: "tabs.1.tint", style: "day") == .string("#111"))
    #expect(
      lenient(contents).map(\.issue.place) == [
        "the top level (line 1, column 39)", "tabs (line 1, column 37)",
        "tabs.1 (line 1, column 35)",
      ])
  }

  @Test(
    "S6: commas JSON does not allow elsewhere are still errors",
    arguments: [
      #"{"light": {,}}"#, #"{"light": {"a": 1,,}}"#, #"{"light": {"a": [1,,2]}}"#,
      #"{"light": {"a": [,]}}"#, #"{"light": {"a": 1},"#,
    ])
  func s6OtherCommasAreErrors(_ json: String) {
    #expect(throws: ThemeSourceError.self) { try ThemePaletteContents(json: Data(json.utf8)) }
  }

  @Test("S6: design tokens note a trailing comma about the token or group it is in")
  func s6DesignTokenTrailingCommas() throws {
    let document = ##"""
      {"color": {"$type": "color",
        "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0,]}},
      },}
      """##
    let contents = try ThemePaletteContents(
      designTokens: Data(document.utf8), style: .light, source: "ink.tokens.json")
    #expect(contents.value(for: "color.ink", style: .light) != nil)
    let notes = lenient(contents)
    #expect(notes.map(\.key).sorted() == ["", "color", "color.ink"])
    let ink = try #require(notes.first { $0.key == "color.ink" })
    #expect(ink.issue.place == "color.ink.$value.components (line 2, column 66)")
    #expect(ink.issue.source == "ink.tokens.json")
    // The token itself was read leniently, and is counted.
    #expect(contents.loadCounts.readLeniently == 1)
  }

  @Test("S6: a resolver document's and a Tokens Studio export's own commas are noted")
  func s6ResolverAndTokensStudioTrailingCommas() throws {
    let resolver = try ThemePaletteContents(
      tokenResolver: Data(
        ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.json"},]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
          .utf8),
      source: "r.resolver.json",
      documents: ["a.json": Data(##"{"gap": {"$type": "number", "$value": 4,}}"##.utf8)])
    #expect(resolver.value(for: "gap", style: .light) == .number(4))
    #expect(
      lenient(resolver).map { "\($0.key)|\($0.issue.source)" }.sorted() == [
        "gap|a.json", "|r.resolver.json",
      ])
    let studio = try ThemePaletteContents(
      tokensStudio: Data(
        ##"{"base": {"ink": {"value": "#101010", "type": "color",},}, "$metadata": {"tokenSetOrder": ["base",]}}"##
          .utf8),
      source: "tokens.json")
    #expect(studio.value(for: "ink", style: .light) != nil)
    #expect(lenient(studio).map(\.key).sorted() == ["", "", "ink"])
  }

  @Test("S6: a thousand trailing commas are listed with their places, the rest counted")
  func s6TrailingCommasBounded() throws {
    let groups = (0..<1_500).map { ##""g\##($0)": {"a": 1,}"## }.joined(separator: ", ")
    let contents = try ThemePaletteContents(json: Data(##"{"light": {\##(groups)}}"##.utf8))
    #expect(contents.entries.count == 1_500)
    let notes = lenient(contents)
    #expect(notes.count == 1_001)
    #expect(notes.last?.issue.place == "the rest of the document")
    #expect(notes.last?.issue.found.hasPrefix("500 more") == true)
  }

  @Test("S8: a contrast pairs file with a trailing comma is read as palettes are")
  func s8PairsTrailingComma() throws {
    let pairs = try ThemeContrastPair.list(
      fromJSON: Data(#"{"pairs": [{"foreground": "a", "background": "b",},]}"#.utf8),
      source: "pairs.json")
    #expect(pairs == [ThemeContrastPair(foreground: "a", background: "b")])
  }
}
