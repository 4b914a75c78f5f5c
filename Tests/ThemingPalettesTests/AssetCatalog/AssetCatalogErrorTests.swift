import Foundation
import Testing
import Theming
import ThemingPalettes

/// S6 and S7: a bad asset catalog is an error naming the color set's file, the JSON place and
/// what was expected; never a crash.
@Suite struct AssetCatalogErrorTests {
  private static let srgbWhite = colorEntry(
    "srgb", #""red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000""#)

  /// The error of a catalog holding one color set, `Bad.colorset`, with this `Contents.json`.
  private func error(colorSet json: String) throws -> ThemeSourceError {
    let catalog = try TemporaryCatalog()
    try catalog.write("Bad.colorset/Contents.json", json)
    return try #require(loadError(catalog))
  }

  private func error(colors: String...) throws -> ThemeSourceError {
    try error(colorSet: #"{"colors": [\#(colors.joined(separator: ", "))]}"#)
  }

  private func loadError(_ catalog: TemporaryCatalog) -> ThemeSourceError? {
    do {
      _ = try ThemePaletteContents(assetCatalogAt: catalog.url)
      return nil
    } catch {
      return error
    }
  }

  private func components(_ text: String, space: String = "srgb") -> String {
    colorEntry(space, text)
  }

  @Test(
    "S6: bad components name their place",
    arguments: [
      (#""red": "1.500", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"1.500\""),
      (#""red": "256", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"256\""),
      (#""red": "0x100", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"0x100\""),
      (#""red": "0x", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"0x\""),
      (#""red": "-1", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"-1\""),
      (#""red": "abc", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"abc\""),
      (#""red": "nan", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"nan\""),
      (#""red": "1e400", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"1e400\""),
      (#""red": "", "green": "0", "blue": "0", "alpha": "1""#, "red", "\"\""),
      (#""red": true, "green": "0", "blue": "0", "alpha": "1""#, "red", "a boolean"),
      (#""red": [1], "green": "0", "blue": "0", "alpha": "1""#, "red", "an array"),
      (#""red": 2, "green": "0", "blue": "0", "alpha": "1""#, "red", "the number 2.0"),
      (#""red": "0", "green": "0", "blue": "0", "alpha": "1.2""#, "alpha", "\"1.2\""),
      (#""red": "0", "blue": "0", "alpha": "1""#, "green", "nothing"),
      (#""red": "0", "green": "0", "blue": "0", "white": "1""#, "white", "\"white\""),
    ])
  func s6BadComponentsNameTheirPlace(text: String, component: String, found: String) throws {
    let error = try error(colors: Self.srgbWhite, components(text))
    #expect(error.source.hasSuffix("Colors.xcassets/Bad.colorset/Contents.json"))
    #expect(error.place == "colors[1].color.components.\(component)")
    #expect(error.found == found)
    #expect(!error.expected.isEmpty)
  }

  @Test("S6: extended spaces allow components outside 0–1, but not alpha")
  func s6ExtendedSpacesAllowWideComponents() throws {
    let alpha = try error(
      colors: components(
        #""red": "1.5", "green": "0", "blue": "0", "alpha": "2.0""#,
        space: "extended-srgb"))
    #expect(alpha.place == "colors[0].color.components.alpha")
    let gray = try error(
      colors: components(#""white": "2.0", "alpha": "1""#, space: "gray-gamma-22"))
    #expect(gray.place == "colors[0].color.components.white")
    #expect(gray.expected.contains("gray-gamma-22"))
    let grayInRGB = try error(colors: components(#""white": "0.5", "alpha": "1""#))
    #expect(grayInRGB.place == "colors[0].color.components.white")
  }

  @Test(
    "S6: bad variants name their place",
    arguments: [
      (#"{"color": {"color-space": "cmyk", "components": {}}}"#, "colors[0].color.color-space"),
      (#"{"color": {"color-space": 3, "components": {}}}"#, "colors[0].color.color-space"),
      (#"{"color": {"color-space": "srgb"}}"#, "colors[0].color.components"),
      (#"{"color": {"color-space": "srgb", "components": []}}"#, "colors[0].color.components"),
      (##"{"color": "#FFFFFF"}"##, "colors[0].color"),
      // A set that gives a color in one entry and none in another (an empty set, which gives
      // none at all, is left out instead: AssetCatalogTests).
      (
        #"{"color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1"}}, "idiom": "universal"}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]}"#,
        "colors[1].color"
      ),
      (#"{"color": {"reference": ""}}"#, "colors[0].color.reference"),
      (#"{"color": {"reference": 7}}"#, "colors[0].color.reference"),
      (#"{"color": {"reference": "labelColor", "platform": 1}}"#, "colors[0].color.platform"),
      ("3", "colors[0]"),
    ])
  func s6BadVariantsNameTheirPlace(entry: String, place: String) throws {
    let error = try error(colors: entry)
    #expect(error.place == place)
  }

  @Test("S6: bad appearances, idioms and gamuts name their place")
  func s6BadAppearancesNameTheirPlace() throws {
    let white =
      #""color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1"}}"#
    let cases: [(String, String)] = [
      (
        #"{\#(white), "appearances": [{"appearance": "luminosity", "value": "dim"}]}"#,
        "colors[0].appearances[0].value"
      ),
      (
        #"{\#(white), "appearances": [{"appearance": "contrast", "value": "low"}]}"#,
        "colors[0].appearances[0].value"
      ),
      (
        #"{\#(white), "appearances": [{"appearance": "vibrancy", "value": "high"}]}"#,
        "colors[0].appearances[0].appearance"
      ),
      (#"{\#(white), "appearances": {"appearance": "luminosity"}}"#, "colors[0].appearances"),
      (#"{\#(white), "appearances": ["dark"]}"#, "colors[0].appearances[0]"),
      (#"{\#(white), "idiom": 4}"#, "colors[0].idiom"),
      (#"{\#(white), "display-gamut": "P3"}"#, "colors[0].display-gamut"),
    ]
    for (entry, place) in cases {
      #expect(try error(colors: entry).place == place)
    }
  }

  @Test("S6: two colors for one appearance name the second and the first")
  func s6DuplicateAppearance() throws {
    let error = try error(
      colors: Self.srgbWhite,
      colorEntry("srgb", #""red": "0", "green": "0", "blue": "0""#, appearances: darkAppearance),
      colorEntry("srgb", #""red": "1", "green": "0", "blue": "0""#, appearances: darkAppearance)
    )
    #expect(error.place == "colors[2]")
    #expect(error.found.contains("colors[1]"))
  }

  @Test("S6: a malformed Contents.json names its file and line")
  func s6MalformedContents() throws {
    let syntax = try error(colorSet: "{\n  \"colors\": [\n    {\"color\": }\n  ]\n}")
    #expect(syntax.place.hasPrefix("line 3"))
    #expect(syntax.expected == "a color set's JSON object")
    #expect(try error(colorSet: "[]").place == "the top level")
    #expect(try error(colorSet: "{}").place == "colors")
    #expect(try error(colorSet: #"{"colors": []}"#).found == "an empty array")
    #expect(try error(colorSet: #"{"colors": [], "colors": []}"#).found.contains("again"))
    let empty = try error(colorSet: "")
    #expect(empty.source.hasSuffix("Bad.colorset/Contents.json"))
  }

  @Test("S6: a color set without Contents.json names the file")
  func s6MissingContents() throws {
    let catalog = try TemporaryCatalog()
    try FileManager.default.createDirectory(
      at: catalog.url.appendingPathComponent("Empty.colorset"), withIntermediateDirectories: true)
    let error = try #require(loadError(catalog))
    #expect(error.source.hasSuffix("Empty.colorset/Contents.json"))
    #expect(error.expected == "a readable file")
  }

  @Test("S6: two color sets with one key are an error naming both")
  func s6DuplicateKeys() throws {
    let catalog = try TemporaryCatalog()
    try catalog.colorSet("A/BG", Self.srgbWhite)
    try catalog.colorSet("B/BG", Self.srgbWhite)
    let error = try #require(loadError(catalog))
    #expect(error.source.hasSuffix("B/BG.colorset/Contents.json"))
    #expect(error.found.contains("A/BG.colorset"))
    // A namespace tells them apart.
    try catalog.namespace("B")
    let contents = try ThemePaletteContents(assetCatalogAt: catalog.url)
    #expect(Set(contents.entries.keys) == ["BG", "B.BG"])
  }

  @Test("S6: a bad namespace flag, a file or nothing where the catalog should be")
  func s6BadFolders() throws {
    let catalog = try TemporaryCatalog()
    try catalog.write("Group/Contents.json", #"{"properties": {"provides-namespace": "yes"}}"#)
    let flag = try #require(loadError(catalog))
    #expect(flag.source.hasSuffix("Group/Contents.json"))
    #expect(flag.place == "properties.provides-namespace")
    try catalog.write("Group/Contents.json", #"{"properties": []}"#)
    #expect(loadError(catalog)?.place == "properties")
    try catalog.write("Group/Contents.json", "[")
    #expect(loadError(catalog)?.source.hasSuffix("Group/Contents.json") == true)

    let file = catalog.url.appendingPathComponent("Contents.json")
    for url in [file, catalog.url.appendingPathComponent("Missing.xcassets")] {
      do {
        _ = try ThemePaletteContents(assetCatalogAt: url)
        Issue.record("\(url.path) loaded")
      } catch {
        #expect(error.source == url.path)
        #expect(error.expected.contains(".xcassets"))
      }
    }
  }

  @Test("S6: a folder that links back to itself ends in an error, not a hang")
  func s6FolderLoop() throws {
    let catalog = try TemporaryCatalog()
    try catalog.colorSet("Group/BG", Self.srgbWhite)
    // In a namespace, each round of the loop gives new keys: only the depth stops it.
    try catalog.namespace("Group")
    try FileManager.default.createSymbolicLink(
      at: catalog.url.appendingPathComponent("Group/Loop"),
      withDestinationURL: catalog.url.appendingPathComponent("Group"))
    let error = try #require(loadError(catalog))
    #expect(error.source.contains("Group/Loop/Loop"))
    #expect(error.expected == "folders nested at most 32 deep")
  }

  @Test("S7: an empty catalog is an empty palette with light and dark")
  func s7EmptyCatalog() throws {
    let catalog = try TemporaryCatalog()
    let contents = try ThemePaletteContents(assetCatalogAt: catalog.url)
    #expect(contents.styles == [.light, .dark])
    #expect(contents.entries.isEmpty)
  }
}
