import Foundation
import Testing
import Theming
import ThemingPalettes

/// Values at the edges of what the palette readers accept: each is read, rejected with an
/// error naming it, or reported, never trapped on or kept silently.
@MainActor
@Suite struct PaletteEdgeValueTests {
  @Test("S2: a font with a huge or infinite size prints instead of trapping")
  func s2HugeFontSizePrints() throws {
    let huge = try ThemeFontDescriptor(parsing: "X,1e300")
    #expect(huge.description == "X,1e+300")
    #expect(ThemeFontDescriptor(name: "Y", size: .infinity).description == "Y,inf")
    #expect(ThemeFontDescriptor(name: "Z", size: 17).description == "Z,17")
  }

  @Test(
    "S6: a non-finite number in a property list is an error at its key path",
    arguments: ["nan", "inf", "-inf"])
  func s6NonFiniteNumberIsAnError(_ value: String) {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>light</key><dict><key>g</key><dict>
      <key>a</key><real>\(value)</real>
      </dict></dict></dict></plist>
      """
    let error = #expect(throws: ThemeSourceError.self) {
      try ThemePalette(propertyList: Data(plist.utf8), source: "edge.plist")
    }
    #expect(error?.source == "edge.plist")
    #expect(error?.place.contains("light.g.a") == true)
    #expect(error?.expected == "a finite number")
  }

  @Test("S3: text that reads as a non-finite number falls back and is reported")
  func s3NonFiniteTextFallsBack() throws {
    let palette = try ThemePalette(json: Data(#"{"light": {"n": "nan", "m": "2.5"}}"#.utf8))
    var diagnostics: [ThemePaletteDiagnostic] = []
    palette.diagnosticHandler = { diagnostics.append($0) }
    #expect(palette.number("n")(.light) == 0)
    #expect(palette.number("m")(.light) == 2.5)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.error.found.contains("nan") == true)
    let validation = #expect(throws: ThemePaletteValidationError.self) {
      try palette.validate(numbers: ["n", "m"])
    }
    #expect(validation?.problems.map(\.place) == [#"key "n", style "light""#])
  }

  @Test("S3: lookups whose key and style join to the same text are reported apart")
  func s3AmbiguousLookupsReportedApart() throws {
    let palette = try ThemePalette(json: Data(##"{"light": {"x": "#fff"}}"##.utf8))
    var diagnostics: [ThemePaletteDiagnostic] = []
    palette.diagnosticHandler = { diagnostics.append($0) }
    _ = palette.color("a|b")("c")
    _ = palette.color("a")("b|c")
    #expect(diagnostics.count == 2)
  }

  @Test("S4: a file URL of bad JSON is named by its path")
  func s4AFileURLOfBadJSONIsNamedByItsPath() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("theming-edge-\(UUID().uuidString).json")
    try Data("{ not json".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try await ThemePalette.contents(ofJSONAt: url)
      Issue.record("bad JSON loaded")
    } catch {
      #expect(error.source == url.path)
    }
  }

  @Test("S6: a stray style is reported for the same key every time")
  func s6StrayStyleReportedEveryTime() {
    let entries: [String: [ThemeStyle: ThemePaletteValue]] = [
      "k": ["b": .string("#fff")],
      "j": ["c": .string("#fff"), "z": .string("#000")],
      "a": ["a": .string("#000")],
    ]
    for _ in 0..<20 {
      let error = #expect(throws: ThemeSourceError.self) {
        try ThemePaletteContents(styles: ["a"], entries: entries, source: "s")
      }
      #expect(error?.place == #"key "j""#)
      #expect(error?.found == #"a value for "c""#)
    }
  }

  @Test("S2/S6: a JSON palette keeps every number exactly, and writes it back unchanged")
  func s2JSONNumbersAreExact() throws {
    // Numbers whose last digit Foundation's JSON parser on Linux rounds: found by the fuzzer's
    // round trip through the writers.
    let numbers = [
      1.6443768186260567e+18, 0.8431372549019608, Double.leastNonzeroMagnitude,
      1.7976931348623157e308,
    ]
    let members = numbers.enumerated().map { "\"n\($0.offset)\": \($0.element)" }
    let json = Data("{\"light\": {\(members.joined(separator: ", "))}}".utf8)
    let contents = try ThemePaletteContents(json: json)
    for (index, number) in numbers.enumerated() {
      #expect(contents.entries["n\(index)"]?[.light] == .number(number))
    }
    let back = try ThemePaletteContents(json: contents.jsonData(), defaultStyle: .light)
    #expect(back == contents)
  }
}
