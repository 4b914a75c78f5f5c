import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S2, S9: SwiftTheme's theme files, one JSON or property-list file per style, load as they
/// are published (`Fixtures/RealWorld/SwiftTheme`, from SwiftTheme's demos).
@MainActor
@Suite struct ThemeFileTests {
  private func realWorld(_ name: String) throws -> URL {
    try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "RealWorld/SwiftTheme")
    )
  }

  @Test("S9: SwiftTheme's Night.json and Night.plist load as two styles, values as published")
  func s9SwiftThemeFilesLoad() throws {
    let palette = try ThemePalette(themeFiles: [
      "json": try realWorld("Night.json"), "plist": try realWorld("Night.plist"),
    ])
    #expect(palette.styles == ["json", "plist"])
    for style: ThemeStyle in ["json", "plist"] {
      #expect(palette.color("Global.backgroundColor")(style).hexString == "#292B38")
      // A 3-digit hex color, as SwiftTheme writes them.
      #expect(
        palette.color("ChangeThemeCell.buttonTitleColorHighlighted")(style).hexString == "#AAAAAA")
      #expect(palette.color("Global.barTextColor")(style).hexString == "#FFFFFF")
      #expect(palette.string("UIStatusBarStyle")(style) == "LightContent")
      #expect(palette.imageName("SwitchNightCell.iconImage")(style) == "icon_night_light")
    }
    #expect(
      palette.font("Global.textFont")("json")
        == ThemeFontDescriptor(name: "PingFangSC-Regular", size: 30))
    try palette.validate(colors: ["Global.textColor", "ListViewController.separatorColor"])
  }

  @Test("S2: a folder of theme files is one style per file, light first when there is one")
  func s2ThemeFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemeFileTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(##"{"Global": {"textColor": "#000"}}"##.utf8).write(
      to: folder.appendingPathComponent("light.json"))
    try Data(contentsOf: try realWorld("Night.plist")).write(
      to: folder.appendingPathComponent("Night.plist"))
    try Data("not a theme".utf8).write(to: folder.appendingPathComponent("README.md"))
    let palette = try ThemePalette(themeFolderAt: folder)
    #expect(palette.styles == [.light, "Night"])
    #expect(palette.color("Global.textColor")("Night").hexString == "#ECF0F1")
    // Light comes first, so it is the default, and it keeps its own value.
    #expect(palette.color("Global.textColor")(.light).hexString == "#000000")
  }

  @Test("S6: a theme file's problems name the file and the key path")
  func s6ThemeFileErrors() throws {
    func error(_ documents: [(style: ThemeStyle, data: Data, source: String)]) -> ThemeSourceError?
    {
      do {
        _ = try ThemePaletteContents(themeFileData: documents)
        return nil
      } catch {
        return error
      }
    }
    let flag = try #require(
      error([("day", Data(#"{"Global": {"tint": true}}"#.utf8), "Day.json")]))
    #expect(flag.source == "Day.json" && flag.place == "Global.tint (line 1, column 21)")
    let tokens = try #require(
      error([("day", Data(##"{"ink": {"$type": "color", "$value": "#000000"}}"##.utf8), "Day.json")]
      ))
    #expect(tokens.found.contains("design tokens"))
    let twice = try #require(
      error([("day", Data("{}".utf8), "Day.json"), ("day", Data("{}".utf8), "Other.json")]))
    #expect(twice.source == "Other.json")
    #expect(error([]) != nil)
  }
}
