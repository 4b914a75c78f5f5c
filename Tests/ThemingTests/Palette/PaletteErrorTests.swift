import Foundation
import Testing
import Theming

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

  @Test func s6EmptyTableNamesTheMissingHeader() throws {
    let error = try #require(tableError(""))
    #expect(error.source == "DKColorTable.txt")
    #expect(error.expected == "a first row of style names")
    #expect(try #require(tableError("  \n\n \t\n")).place == "line 1")
  }

  @Test func s6RaggedRowsNameTheirLine() throws {
    let error = try #require(tableError("A B\n#fff #000 BG\n#fff SEP\n"))
    #expect(error.place == "line 3")
    #expect(error.expected == "2 colors and a key")
    #expect(error.found == "2 cells")
    #expect(tableError("A B\n#fff #000 #111 BG\n")?.found == "4 cells")
  }

  @Test func s6BadHexNamesLineAndColumn() throws {
    let error = try #require(tableError("A B\n#fff  #0g0 BG\n"))
    #expect(error.place == "line 2, column 7")
    #expect(error.expected.contains("#RRGGBB"))
  }

  @Test func s6DuplicateKeysAndStylesAreErrors() throws {
    let key = try #require(tableError("A B\n#fff #000 BG\n#111 #222 BG\n"))
    #expect(key.place == "line 3, column 11")
    #expect(key.found.contains("line 2"))
    let style = try #require(tableError("A A\n#fff #000 BG\n"))
    #expect(style.place == "line 1, column 3")
    #expect(try #require(tableError("#fff #000\n")).expected == "a first row of style names")
  }

  @Test func s6TruncatedAndMalformedJSONNameThePlace() throws {
    let truncated = try #require(jsonError(##"{"light": {"BG": "#FFF""##))
    #expect(truncated.source == "theme.json")
    #expect(truncated.expected == "a JSON object of styles")
    #expect(try #require(jsonError("")).source == "theme.json")
    #expect(try #require(jsonError("[1, 2]")).found == "an array")
  }

  @Test func s6WrongTypesNameTheKeyPath() throws {
    let array = try #require(jsonError(##"{"light": {"nav": {"BG": ["#FFF"]}}}"##))
    #expect(array.place == "light.nav.BG")
    #expect(array.found == "an array")
    let boolean = try #require(jsonError(##"{"light": {"flag": true}}"##))
    #expect(boolean.found == "a boolean")
    let notGroup = try #require(jsonError(##"{"light": "#FFF"}"##))
    #expect(notGroup.place == "light")
  }

  @Test func s6DuplicateDottedKeysAreErrors() throws {
    let error = try #require(jsonError(##"{"light": {"a.b": "#FFF", "a": {"b": "#000"}}}"##))
    #expect(error.expected == "each key once")
  }

  @Test func s6AnUnknownDefaultStyleIsAnError() throws {
    let error = try #require(jsonError(##"{"light": {"BG": "#FFF"}}"##, defaultStyle: "festival"))
    #expect(error.expected.contains("festival"))
    #expect(try #require(jsonError("{}")).expected == "at least one style")
  }

  @Test func s6NonUTF8AndHugeInputsAreErrorsNotCrashes() throws {
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
  @Test func s6AJSONSyntaxErrorNamesItsLineAndColumn() {
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

  @Test func s6ATruncatedPropertyListIsAnErrorNamingTheSource() {
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

  @Test func s6ANonUTF8ColorTableFileIsAnError() throws {
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

  @Test func s2EveryFormatLoadsFromDataAStringOrAFile() throws {
    let table = "A B\n#fff #000 BG\n"
    #expect(try ThemePalette(colorTable: Data(table.utf8)).styles == ["A", "B"])
    let json = ##"{"light": {"BG": "#FFF"}}"##
    #expect(try ThemePalette(jsonString: json).styles == [.light])
    let plist =
      "<plist><dict><key>light</key><dict><key>BG</key><string>#FFF</string></dict></dict></plist>"
    #expect(try ThemePalette(propertyListString: plist).styles == [.light])
  }
}
