import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S2 (palettes from color tables, JSON and property lists), S3 (lookups and fallbacks).
@MainActor
@Suite struct ThemePaletteTests {
  static let table = """
    NORMAL   NIGHT    RED
    #ffffff  #343434  #fafafa BG
    #aaaaaa  #313131  #aaaaaa SEP

    #0000ff  #ffffff  #fa0000 TINT
    """

  @Test("S2: a color table gives one color per style, with the first style as default")
  func s2ColorTableGivesOneColorPerStyle() throws {
    let palette = try ThemePalette(colorTable: Self.table)
    #expect(palette.styles == ["NORMAL", "NIGHT", "RED"])
    #expect(palette.color("BG")("NIGHT") == ThemeColor(red: 0x34, green: 0x34, blue: 0x34))
    #expect(palette.color("TINT")("RED") == ThemeColor(red: 0xFA, green: 0, blue: 0))
    #expect(palette.contents.defaultStyle == "NORMAL")
  }

  @Test("S2: JSON nested groups become dotted keys")
  func s2JSONNestedGroupsBecomeDottedKeys() throws {
    let json = """
      {
        "light": { "BG": "#FFFFFF", "navigation": { "title": "PingFang-SC-Regular,17" },
                   "corner": 8 },
        "dark": { "BG": "#000000", "navigation": { "title": "PingFang-SC-Medium,17" } }
      }
      """
    let palette = try ThemePalette(json: Data(json.utf8))
    #expect(palette.styles == [.light, .dark])
    #expect(palette.color("BG")(.dark) == ThemeColor(red: 0, green: 0, blue: 0))
    #expect(
      palette.font("navigation.title")(.dark)
        == ThemeFontDescriptor(name: "PingFang-SC-Medium", size: 17)
    )
    #expect(palette.number("corner")(.light) == 8)
    // A style without a value gets the default style's.
    #expect(palette.number("corner")(.dark) == 8)
  }

  @Test("S2: property-list nested groups become dotted keys")
  func s2PlistNestedGroupsBecomeDottedKeys() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>light</key>
        <dict><key>normalPage</key><dict><key>bg_grey_1</key><string>#F2F2F7</string></dict></dict>
        <key>dark</key>
        <dict><key>normalPage</key><dict><key>bg_grey_1</key><string>#1C1C1E</string></dict></dict>
      </dict>
      </plist>
      """
    let palette = try ThemePalette(propertyList: Data(plist.utf8))
    #expect(
      palette.color("normalPage.bg_grey_1")(.light)
        == ThemeColor(red: 0xF2, green: 0xF2, blue: 0xF7))
    #expect(
      palette.color("normalPage.bg_grey_1")(.dark) == ThemeColor(red: 0x1C, green: 0x1C, blue: 0x1E)
    )
  }

  @Test("S2: loaders read files")
  func s2LoadersReadFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let tableURL = folder.appendingPathComponent("DKColorTable.txt")
    try Data(Self.table.utf8).write(to: tableURL)
    #expect(try ThemePalette(colorTableAt: tableURL).styles.count == 3)
    let jsonURL = folder.appendingPathComponent("palette.json")
    try Data(##"{"light": {"BG": "#FFF"}}"##.utf8).write(to: jsonURL)
    #expect(
      try ThemePalette(jsonAt: jsonURL).color("BG")(.dark)
        == ThemeColor(red: 255, green: 255, blue: 255))
    let missing = folder.appendingPathComponent("absent.json")
    #expect(throws: ThemeSourceError.self) { try ThemePalette(jsonAt: missing) }
  }

  @Test("S3: image names are looked up like text")
  func s3ImageNamesAreLookedUpLikeText() throws {
    let palette = try ThemePalette(
      jsonString: ##"{"light": {"icon": "sun"}, "dark": {"icon": "moon"}}"##)
    #expect(palette.imageName("icon")(.dark) == "moon")
    var diagnostics = 0
    palette.diagnosticHandler = { _ in diagnostics += 1 }
    #expect(palette.imageName("missing")(.light) == "")
    #expect(diagnostics == 1)
  }

  @Test("S3: a style the palette lacks falls back to its default")
  func s3MissingStyleFallsBackToDefault() throws {
    let palette = try ThemePalette(colorTable: Self.table)
    let normalBG = ThemeColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    #expect(palette.color("BG")("festival") == normalBG)
    #expect(palette.color("BG")(.dark) == normalBG)
  }

  @Test("S3: a missing key at run time falls back and reports once")
  func s3MissingKeyFallsBackAndReportsOnce() throws {
    let palette = try ThemePalette(colorTable: Self.table)
    var diagnostics: [ThemePaletteDiagnostic] = []
    palette.diagnosticHandler = { diagnostics.append($0) }
    let provider = palette.color("NOPE")
    #expect(provider("NORMAL") == ThemePalette.missingColor)
    #expect(provider("NORMAL") == ThemePalette.missingColor)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.error.place.contains("NOPE") == true)
    #expect(palette.string("NOPE")("NIGHT") == "")
    #expect(palette.number("BG")("NIGHT") == 0)
    #expect(diagnostics.count == 3)
  }

  @Test("S3: validation lists every problem at once")
  func s3ValidationListsEveryProblemAtOnce() throws {
    let palette = try ThemePalette(colorTable: Self.table)
    do {
      try palette.validate(colors: ["BG", "MISSING", "ALSO_MISSING"], numbers: ["SEP"])
      Issue.record("validation passed")
    } catch {
      #expect(error.problems.count == 2 + 3)
      #expect(error.description.contains("MISSING"))
      #expect(error.description.contains("ALSO_MISSING"))
    }
    try palette.validate(colors: ["BG", "SEP", "TINT"])
  }

  @Test("S3: palette providers theme nodes")
  func s3PaletteProvidersThemeNodes() throws {
    let (manager, _) = makeManager()
    let palette = try ThemePalette(
      json: Data(##"{"light": {"T": "light"}, "dark": {"T": "dark"}}"##.utf8))
    let view = TestView()
    view.theme(in: manager).text = palette.string("T")
    #expect(view.text == "light")
    manager.changeTheme(to: .dark)
    #expect(view.text == "dark")
  }
}
