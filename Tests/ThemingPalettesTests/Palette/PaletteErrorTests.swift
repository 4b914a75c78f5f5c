import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S6: every malformed input is an error naming the source, the place and the expectation.
@MainActor
@Suite struct PaletteErrorTests {
  private func tableError(_ text: String) -> ThemeSourceError? {
    do {
      _ = try ThemePalette(colorTable: text, source: "DKColorTable.txt")
      return nil
    } catch {
      return error
    }
  }

  private func jsonError(_ text: String, defaultStyle: ThemeStyle? = nil) -> ThemeSourceError? {
    do {
      _ = try ThemePalette(json: Data(text.utf8), defaultStyle: defaultStyle, source: "theme.json")
      return nil
    } catch {
      return error
    }
  }

  @Test("S6/S9: a token or resolver document read as a JSON palette is refused, named")
  func s6TokenDocumentsAreNotStyleTrees() throws {
    let tokens = try #require(
      jsonError(##"{"color": {"black": {"$type": "color", "$value": "#000000"}}}"##))
    #expect(tokens.source == "theme.json" && tokens.place == "the document")
    #expect(tokens.found.contains("design tokens"))
    let legacy = try #require(
      jsonError(
        ##"{"global": {"space": {"value": "4", "type": "spacing"}, "ink": {"value": "#111", "type": "color"}}}"##
      ))
    #expect(legacy.found.contains("Tokens Studio"))
    let resolver = try #require(jsonError(#"{"version": "2025.10", "resolutionOrder": []}"#))
    #expect(resolver.found.contains("resolver"))
    // A palette that only has keys named like Tokens Studio's beside others stays a palette.
    #expect(
      jsonError(##"{"light": {"badge": {"value": "#FFFFFF", "type": "bold"}, "BG": "#000000"}}"##)
        == nil)
  }

  @Test("S6: an empty table names the missing header")
  func s6EmptyTableNamesTheMissingHeader() throws {
    let error = try #require(tableError(""))
    #expect(error.source == "DKColorTable.txt")
    #expect(error.expected == "a first row of style names")
    #expect(try #require(tableError("  \n\n \t\n")).place == "line 1")
  }

  @Test("S6: ragged rows name their line")
  func s6RaggedRowsNameTheirLine() throws {
    let error = try #require(tableError("A B\n#fff #000 BG\n#fff SEP\n"))
    #expect(error.place == "line 3")
    #expect(error.expected == "2 colors and a key")
    #expect(error.found == "2 cells")
    #expect(tableError("A B\n#fff #000 #111 BG\n")?.found == "4 cells")
  }

  @Test("S6: bad hex names its line and column")
  func s6BadHexNamesLineAndColumn() throws {
    let error = try #require(tableError("A B\n#fff  #0g0 BG\n"))
    #expect(error.place == "line 2, column 7")
    #expect(error.expected.contains("#RRGGBB"))
  }

  @Test("S6: duplicate keys and styles are errors")
  func s6DuplicateKeysAndStylesAreErrors() throws {
    let key = try #require(tableError("A B\n#fff #000 BG\n#111 #222 BG\n"))
    #expect(key.place == "line 3, column 11")
    #expect(key.found.contains("line 2"))
    let style = try #require(tableError("A A\n#fff #000 BG\n"))
    #expect(style.place == "line 1, column 3")
    #expect(try #require(tableError("#fff #000\n")).expected == "a first row of style names")
  }

  @Test("S6: truncated and malformed JSON name the place")
  func s6TruncatedAndMalformedJSONNameThePlace() throws {
    let truncated = try #require(jsonError(##"{"light": {"BG": "#FFF""##))
    #expect(truncated.source == "theme.json")
    #expect(truncated.expected == "a JSON object of styles")
    #expect(try #require(jsonError("")).source == "theme.json")
    #expect(try #require(jsonError("[1, 2]")).found == "an array")
  }

  @Test("S6: wrong types name the key path, and in JSON the line and column")
  func s6WrongTypesNameTheKeyPath() throws {
    let boolean = try #require(jsonError(##"{"light": {"nav": {"BG": true}}}"##))
    #expect(boolean.place == "light.nav.BG (line 1, column 26)")
    #expect(boolean.found == "a boolean")
    #expect(boolean.expected == "a string, a number, a group or an array")
    // Every wrong value is named, not only the first.
    let both = try #require(jsonError(##"{"light": {"a": null, "b": {"c": false}}}"##))
    #expect(
      both.findings.map(\.place) == [
        "light.a (line 1, column 17)", "light.b.c (line 1, column 34)",
      ])
    // A value at the top level is what a SwiftTheme theme file has, and the error says so.
    let notGroup = try #require(jsonError(##"{"light": "#FFF"}"##))
    #expect(notGroup.found.hasPrefix("a theme file of one style's keys"))
  }

  @Test("S6: duplicate dotted keys are errors")
  func s6DuplicateDottedKeysAreErrors() throws {
    let error = try #require(jsonError(##"{"light": {"a.b": "#FFF", "a": {"b": "#000"}}}"##))
    #expect(error.expected == "each key once")
  }

  @Test("S6: an unknown default style is an error")
  func s6AnUnknownDefaultStyleIsAnError() throws {
    let error = try #require(jsonError(##"{"light": {"BG": "#FFF"}}"##, defaultStyle: "festival"))
    #expect(error.expected.contains("festival"))
    #expect(try #require(jsonError("{}")).expected == "at least one style")
  }

  @Test("S6: non-UTF-8 and huge inputs are errors, not crashes")
  func s6NonUTF8AndHugeInputsAreErrors() throws {
    let bytes = Data([0xFF, 0xFE, 0x00, 0x7B, 0xC3, 0x28])
    #expect(throws: ThemeSourceError.self) { try ThemePalette(json: bytes) }
    #expect(throws: ThemeSourceError.self) { try ThemePalette(propertyList: bytes) }
    let deep =
      String(repeating: ##"{"a":"##, count: 200) + ##""#FFF""## + String(repeating: "}", count: 200)
    let deepJSON = Data((##"{"light":"## + deep + "}").utf8)
    #expect(throws: ThemeSourceError.self) { try ThemePalette(json: deepJSON) }
    let wide =
      "A\n" + String(repeating: "#fff K\n", count: 1)
      + (0..<20_000).map { "#000 K\($0)" }.joined(separator: "\n")
    #expect(try ThemePalette(colorTable: wide).contents.entries.count == 20_001)
    let longCell = "A B\n" + String(repeating: "f", count: 200_000) + " #000 BG\n"
    let error = try #require(tableError(longCell))
    #expect(error.description.count < 400)
  }
}

/// S6 for the places JSON and property-list errors name, and for files.
@MainActor
@Suite struct PaletteErrorPlaceTests {
  @Test("S6: a JSON syntax error names its line and column")
  func s6AJSONSyntaxErrorNamesItsLineAndColumn() {
    do {
      _ = try ThemePalette(json: Data("{\n  \"light\": x}".utf8), source: "theme.json")
      Issue.record("bad JSON loaded")
    } catch {
      #expect(error.place == "line 2, column 12")
    }
    do {
      _ = try ThemePalette(json: Data("{\n \"light\": {\"BG\": \"#FFF\"".utf8))
      Issue.record("truncated JSON loaded")
    } catch {
      #expect(error.place.hasPrefix("the end of the text, line 2"))
    }
  }

  @Test("S6: a truncated property list is an error naming the source")
  func s6TruncatedPropertyListNamesSource() {
    do {
      _ = try ThemePalette(
        propertyList: Data("<plist><dict><key>light</key>".utf8),
        source: "Surfaces.plist"
      )
      Issue.record("a truncated property list loaded")
    } catch {
      #expect(error.source == "Surfaces.plist")
      #expect(error.place.hasPrefix("line"))
    }
  }

  @Test("S6: a non-UTF-8 color table file is an error")
  func s6ANonUTF8ColorTableFileIsAnError() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingTests-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data([0x4C, 0x49, 0xFF, 0xFE, 0x0A]).write(to: url)
    do {
      _ = try ThemePalette(colorTableAt: url)
      Issue.record("non-UTF-8 bytes loaded")
    } catch {
      #expect(error.source == url.path)
      #expect(error.expected == "UTF-8 text")
    }
  }

  @Test("S2: every format loads from data, a string or a file")
  func s2EveryFormatLoadsFromDataAStringOrAFile() throws {
    let table = "A B\n#fff #000 BG\n"
    #expect(try ThemePalette(colorTable: Data(table.utf8)).styles == ["A", "B"])
    let json = ##"{"light": {"BG": "#FFF"}}"##
    #expect(try ThemePalette(jsonString: json).styles == [.light])
    let plist =
      "<plist><dict><key>light</key><dict><key>BG</key><string>#FFF</string></dict></dict></plist>"
    #expect(try ThemePalette(propertyListString: plist).styles == [.light])
  }
}

/// S6 over many generated inputs: whatever a loader is fed, it ends in contents or in an error
/// that names the source it was given, a place and what was expected. (`Scripts/fuzz.sh` hunts
/// crashes; these check what the errors say, on every run, with a fixed seed.)
@MainActor
@Suite struct GeneratedInputErrorTests {
  /// The errors seen, and those that fail to name their source, place or expectation.
  struct Findings {
    var errors = 0
    var unnamed: [String] = []

    mutating func check(_ error: ThemeSourceError, source: String, input: String) {
      errors += 1
      if error.source != source || error.place.isEmpty || error.expected.isEmpty {
        unnamed.append("\(error) for \(input.debugDescription)")
      }
    }
  }

  static let seeds = [
    "NORMAL NIGHT\n#ffffff #343434 BG\n#aaaa #3131 SEP\n",
    ##"{"light": {"BG": "#FFF", "nav": {"title": "A,17"}, "corner": 8}, "dark": {"BG": "#000"}}"##,
    "<plist><dict><key>light</key><dict><key>page</key><dict><key>bg</key>"
      + "<string>#F2F2F7</string></dict></dict></dict></plist>",
  ]

  /// Bytes that matter to the formats, so that edits often make near-misses.
  static let alphabet = Array(#"{}[]<>/",:.# \n\t0fFgx"#.utf8) + [0x00, 0xC3, 0xFF]

  /// One of the seeds with up to four bytes deleted, replaced or inserted, or cut short.
  func mangledText(_ random: inout SplitMix64) -> [UInt8] {
    var bytes = Array(random.pick(Self.seeds).utf8)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let index = Int.random(in: 0...bytes.count, using: &random)
      let byte = random.pick(Self.alphabet)
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where index < bytes.count: bytes.remove(at: index)
      case 1 where index < bytes.count: bytes[index] = byte
      case 2: bytes.removeSubrange(index...)
      default: bytes.insert(byte, at: index)
      }
    }
    return bytes
  }

  /// A well-formed tree of styles and groups with the wrong things in places: booleans,
  /// arrays, nulls in JSON, non-finite numbers in property lists, keys that clash once dotted,
  /// styles that are not groups.
  func tree(_ random: inout SplitMix64, depth: Int = 0, json: Bool) -> Any {
    if depth > 0 && (depth > 3 || Int.random(in: 0..<3, using: &random) == 0) {
      let wrong: Any = json ? NSNull() : Double.infinity
      return random.pick(["#FFF", "A,17", "", 8, 2.5, true, ["#FFF"], wrong])
    }
    let names = depth == 0 ? ["light", "dark", "sepia"] : ["BG", "a", "a.b", "b"]
    var group: [String: Any] = [:]
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      group[random.pick(names)] = tree(&random, depth: depth + 1, json: json)
    }
    return group
  }

  @Test("S6: every error from mangled text names its source, place and expectation")
  func s6MangledTextErrorsNameEverything() {
    var random = SplitMix64(seed: 0x5EED)
    var findings = Findings()
    for _ in 0..<3_000 {
      let input = mangledText(&random)
      let data = Data(input)
      let text = String(decoding: input, as: UTF8.self)
      do { _ = try ThemePalette(colorTable: data, source: "t.txt") } catch {
        findings.check(error, source: "t.txt", input: text)
      }
      do { _ = try ThemePalette(json: data, defaultStyle: "dark", source: "p.json") } catch {
        findings.check(error, source: "p.json", input: text)
      }
      do { _ = try ThemePalette(propertyList: data, source: "p.plist") } catch {
        findings.check(error, source: "p.plist", input: text)
      }
      do { _ = try ThemeColor(hex: String(text.prefix(12)), source: "hex") } catch {
        findings.check(error, source: "hex", input: text)
      }
    }
    // Most mangled inputs are errors; a loader that accepted everything would prove nothing.
    #expect(findings.errors > 6_000)
    let unnamed = findings.unnamed.count
    #expect(unnamed == 0, "such as \(findings.unnamed.prefix(3))")
  }

  @Test("S6: every error from a well-formed but wrong tree names its source, place and expectation")
  func s6WrongTreeErrorsNameEverything() throws {
    var random = SplitMix64(seed: 0x7EE5)
    var findings = Findings()
    for _ in 0..<1_000 {
      let json = try JSONSerialization.data(withJSONObject: tree(&random, json: true))
      let text = String(decoding: json, as: UTF8.self)
      do { _ = try ThemePalette(json: json, source: "p.json") } catch {
        findings.check(error, source: "p.json", input: text)
      }
      let plist = try PropertyListSerialization.data(
        fromPropertyList: tree(&random, json: false),
        format: .xml,
        options: 0
      )
      do { _ = try ThemePalette(propertyList: plist, source: "p.plist") } catch {
        findings.check(error, source: "p.plist", input: String(decoding: plist, as: UTF8.self))
      }
    }
    #expect(findings.errors > 1_000)
    let unnamed = findings.unnamed.count
    #expect(unnamed == 0, "such as \(findings.unnamed.prefix(3))")
  }
}
