import Foundation
import Testing
import Theming
import ThemingPalettes

/// S9: DKNightVersion color tables, SwiftTheme theme files and Xcode asset catalogs from real
/// apps load as they are published, and their values are those the files give.
@Suite struct RealWorldPaletteTests {
  private typealias Fixtures = RealWorldFixtures

  private func table(_ name: String) throws -> ThemePaletteContents {
    let url = try Fixtures.url("colortable/\(name).DKColorTable.txt")
    return try ThemePaletteContents(colorTable: String(contentsOf: url, encoding: .utf8))
  }

  @Test(
    "S9: DKNightVersion's tables from five apps load, a color per style",
    arguments: [
      (
        "draveness-DKNightVersion", "BG",
        ["NORMAL": "#FFFFFF", "NIGHT": "#343434", "RED": "#FAFAFA"]
      ),
      (
        "ACLemonade-JustReader2.0", "BG",
        ["NORMAL": "#F2F2F2", "NIGHT": "#111111", "YELLOW": "#F5EFDD", "GREEN": "#CDE5D4"]
      ),
      (
        "gottenguo-MyZhihuDaily", "BG", ["NORMAL": "#D1D1D1", "NIGHT": "#303030", "RED": "#FAFAFA"]
      ),
      ("tmtbb-wp", "stopBusiness", ["NORMAL": "#333333", "NIGHT": "#2795D9", "RED": "#2795D9"]),
    ])
  func s9ColorTables(name: String, key: String, colors: [String: String]) throws {
    let contents = try table(name)
    #expect(Set(contents.styles.map(\.rawValue)) == Set(colors.keys))
    for (style, hex) in colors {
      #expect(Fixtures.hex(key, ThemeStyle(rawValue: style), in: contents) == hex, "\(style)")
    }
  }

  @Test("S9: a table of style names and no rows loads as styles with no keys")
  func s9HeaderOnlyTable() throws {
    let contents = try table("misaka14-v2ex-OC-Pro")
    #expect(contents.styles == ["NORMAL", "NIGHT", "RED"])
    #expect(contents.entries.isEmpty)
  }

  @Test("S9: SwiftTheme's published Night.json and Night.plist load as one style each")
  func s9SwiftThemeFiles() throws {
    let contents = try ThemePaletteContents(themeFiles: [
      "night": Fixtures.url("json/wxxsw-SwiftTheme.Night.json"),
      "nightPlist": Fixtures.url("plist/wxxsw-SwiftTheme.Night.plist"),
    ])
    #expect(contents.styles == ["night", "nightPlist"])
    for style: ThemeStyle in ["night", "nightPlist"] {
      #expect(contents.value(for: "UIStatusBarStyle", style: style) == .string("LightContent"))
      #expect(Fixtures.hex("Global.backgroundColor", style, in: contents) == "#292B38")
      #expect(
        Fixtures.hex("ChangeThemeCell.buttonTitleColorHighlighted", style, in: contents)
          == "#AAAAAA")
      #expect(
        contents.value(for: "Global.textFont", style: style) == .string("PingFangSC-Regular,30"))
    }
  }

  @Test("S9: home-assistant's catalog loads its display-p3 sets in light and dark")
  func s9HomeAssistantCatalog() throws {
    let catalog = try ThemePaletteContents(
      assetCatalogAt: Fixtures.url(
        "xcassets/home-assistant-iOS/Sources/Shared/Assets/Colors.xcassets"))
    let key = try #require(catalog.entries.keys.first { $0.hasSuffix("primaryBackground") })
    guard case .color(let light)? = catalog.value(for: key, style: .light),
      case .color(let dark)? = catalog.value(for: key, style: .dark)
    else {
      Issue.record("\(key) has no light and dark colors: \(catalog.entries[key] ?? [:])")
      return
    }
    // display-p3 0xFA 0xFA 0xFA, and 0x11 0x10 0x10 in dark: greys, the same in sRGB.
    #expect(light.space == .displayP3)
    #expect(light.sRGB.hexString == "#FAFAFA")
    #expect(dark.sRGB.hexString == "#111010")
    #expect(catalog.loadNotes.isEmpty)
  }

  @Test("S9: Mastodon's catalog, whose only color set is Xcode's empty AccentColor, loads")
  func s9MastodonCatalog() throws {
    let catalog = try ThemePaletteContents(
      assetCatalogAt: Fixtures.url("xcassets/mastodon-ios/Mastodon/Resources/Assets.xcassets"))
    #expect(catalog.entries.isEmpty)
    #expect(catalog.loadNotes.map(\.key) == ["AccentColor"])
    #expect(catalog.loadCounts == ThemeLoadCounts(read: 0, leftOut: 1, readLeniently: 0))
  }

  @Test("S9: SwiftGen's catalog loads components written as fractions and as 0–255 integers")
  func s9SwiftGenCatalog() throws {
    let catalog = try ThemePaletteContents(
      assetCatalogAt: Fixtures.url(
        "xcassets/SwiftGen/Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets"))
    let key = try #require(
      catalog.entries.keys.first { $0.hasPrefix("Vengo") && $0.hasSuffix("Primary") })
    // Light: red 0.918, green 0.902, blue 0.871; dark: red 66, green 60, blue 77.
    #expect(Fixtures.hex(key, .light, in: catalog) == "#EAE6DE")
    #expect(Fixtures.hex(key, .dark, in: catalog) == "#423C4D")
  }
}
