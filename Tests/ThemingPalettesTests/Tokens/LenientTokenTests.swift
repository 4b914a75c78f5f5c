import Foundation
import Testing
import Theming
import ThemingPalettes

/// S6 and S9: a design-token load reports every finding at once, reads what real files bend in
/// an unambiguous way with a note, and leaves out, with a note, what is ambiguous.
@Suite struct LenientTokenTests {
  private func contents(_ text: String) throws -> ThemePaletteContents {
    try ThemePaletteContents(designTokens: Data(text.utf8), style: .light, source: "tokens.json")
  }

  private func note(_ key: String, in contents: ThemePaletteContents) throws -> ThemeLoadNote {
    try #require(contents.loadNotes.first { $0.key == key }, "no note on \(key)")
  }

  @Test("S6: one load reports every error, each with its own place")
  func s6EveryError() throws {
    let error = try #require(
      TokenFixtures.error(
        #"""
        {"a": {"$type": "number", "$value": "x"},
         "b": {"$type": "color", "$value": 3},
         "fine": {"$type": "number", "$value": 1},
         "group": {"bad.name": {"$type": "number", "$value": 1},
                   "c": {"$type": "dimension", "$value": {"value": 1, "unit": "ft"}}}}
        """#))
    #expect(error.findings.count == 4)
    #expect(
      Set(error.findings.map(\.place))
        == ["a ($value)", "b ($value)", "group.bad.name", "group.c ($value/unit)"])
    #expect(error.findings.allSatisfy { $0.source == "tokens.json" && $0.moreFindings.isEmpty })
    #expect(error.description.split(separator: "\n").count == 4)
  }

  @Test("S6: a token referring to one with an error is reported at its own place")
  func s6ReferrerOfError() throws {
    let error = try #require(
      TokenFixtures.error(
        #"{"a": {"$type": "number", "$value": "x"}, "b": {"$type": "number", "$value": "{a}"}}"#))
    let b = try #require(error.findings.first { $0.place == "b ($value)" })
    #expect(b.expected == "a reference to a token that can be read")
    #expect(b.found == "\"{a}\", which has an error of its own")
    #expect(error.findings.contains { $0.place == "a ($value)" })
  }

  @Test("S9: a 3-digit hex fallback loads, noted, as its 6-digit form")
  func s9ShortHexFallback() throws {
    let loaded = try contents(
      ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}}}"##
    )
    guard case .color(let color)? = loaded.value(for: "c", style: .light) else {
      Issue.record("not a color")
      return
    }
    #expect(color.hexFallback == ThemeColor(red: 0, green: 0, blue: 0))
    let note = try note("c", in: loaded)
    #expect(note.kind == .readLeniently)
    #expect(note.issue.place == "c ($value/hex)")
    #expect(note.issue.found.contains("read as \"#000000\""))
  }

  @Test("S9: units the format does not list, bare numbers and empty units load, noted")
  func s9LenientUnits() throws {
    let loaded = try contents(
      #"""
      {"size": {"$type": "dimension",
        "em": {"$value": {"value": -0.5, "unit": "em"}},
        "dp": {"$value": "8dp"},
        "vw": {"$value": {"value": 50, "unit": "vw"}},
        "bare": {"$value": 12},
        "empty": {"$value": {"value": 3, "unit": ""}},
        "px": {"$value": {"value": 4, "unit": "px"}}}}
      """#)
    func dimension(_ key: String) -> ThemeDimension? {
      if case .token(.dimension(let value))? = loaded.value(for: "size.\(key)", style: .light) {
        return value
      }
      return nil
    }
    #expect(dimension("em") == ThemeDimension(-0.5, .em))
    #expect(dimension("dp") == ThemeDimension(8, .dp))
    #expect(dimension("vw") == ThemeDimension(50, .vw))
    #expect(dimension("bare") == ThemeDimension(12, .px))
    #expect(dimension("empty") == ThemeDimension(3, .px))
    #expect(dimension("vw")?.points() == nil)
    #expect(dimension("em")?.points(remSize: 10) == -5)
    #expect(
      Set(loaded.loadNotes.map(\.key)) == [
        "size.em", "size.dp", "size.vw", "size.bare",
        "size.empty",
      ])
    #expect(loaded.loadNotes.allSatisfy { $0.kind == .readLeniently })
    #expect(try note("size.bare", in: loaded).issue.found == "a bare number; read as px")
    #expect(loaded.loadCounts == ThemeLoadCounts(read: 6, leftOut: 0, readLeniently: 5))
  }

  @Test("S9: a plain member beside $value is ignored, noted; an object there is an error")
  func s9ExtraMember() throws {
    let loaded = try contents(#"{"n": {"$type": "number", "$value": 2, "alpha": 0}}"#)
    #expect(loaded.value(for: "n", style: .light) == .number(2))
    let note = try note("n", in: loaded)
    #expect(note.kind == .readLeniently)
    #expect(note.issue.place == "n.alpha")
    #expect(note.issue.found == "\"alpha\"; ignored it")
    let error = try #require(
      TokenFixtures.error(#"{"n": {"$type": "number", "$value": 2, "alpha": {"$value": 1}}}"#))
    #expect(error.place == "n.alpha")
  }

  @Test("S9: an untyped hex color or number is read, noted; other untyped values are left out")
  func s9UntypedTokens() throws {
    let loaded = try contents(
      ##"""
      {"ink": {"$value": "#fff"}, "ratio": {"$value": 1.5}, "label": {"$value": "Hello"},
       "alias": {"$type": "string", "$value": "{label}"}, "size": {"$value": "4px"}}
      """##)
    #expect(loaded.value(for: "ratio", style: .light) == .number(1.5))
    guard case .color(let ink)? = loaded.value(for: "ink", style: .light) else {
      Issue.record("ink is not a color")
      return
    }
    #expect(ink.sRGB == ThemeColor(red: 255, green: 255, blue: 255))
    #expect(loaded.value(for: "label", style: .light) == nil)
    #expect(loaded.value(for: "alias", style: .light) == nil)
    #expect(loaded.value(for: "size", style: .light) == nil)
    #expect(try note("ink", in: loaded).kind == .readLeniently)
    #expect(try note("label", in: loaded).kind == .leftOut)
    let alias = try note("alias", in: loaded)
    #expect(alias.kind == .leftOut)
    #expect(alias.issue.found == "\"{label}\", which was left out")
    #expect(loaded.loadCounts == ThemeLoadCounts(read: 2, leftOut: 3, readLeniently: 2))
    let audit = loaded.audit(source: "tokens.json")
    #expect(audit.findings.filter { $0.kind == .leftOut }.count == 3)
    // "ink" takes two rules: no type, and a hex string for a color.
    #expect(audit.findings.filter { $0.kind == .readLeniently }.count == 3)
    #expect(!audit.hasErrors)
  }

  @Test("S9: a note on a base document's token is given once, not once per style")
  func s9NotesOncePerToken() throws {
    let base = TokenFixtures.file(#"{"gap": {"$type": "dimension", "$value": 8}}"#, "core.json")
    let loaded = try ThemePaletteContents(
      designTokenStyles: [
        (.light, TokenFixtures.file(#"{"a": {"$type": "number", "$value": 1}}"#, "light.json")),
        (.dark, TokenFixtures.file(#"{"a": {"$type": "number", "$value": 2}}"#, "dark.json")),
      ],
      base: [base])
    #expect(loaded.loadNotes.count == 1)
    #expect(loaded.loadNotes.first?.issue.source == "core.json")
  }
}
