import Foundation
import Testing
import Theming
import ThemingPalettes

/// S7: Xcode asset-catalog color sets load into palettes on any platform.
@MainActor
@Suite struct AssetCatalogTests {
  private func rgb(_ red: String, _ green: String, _ blue: String, _ alpha: String = "1.000")
    -> String
  {
    #""red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)", "alpha": "\#(alpha)""#
  }

  /// A catalog like an app's: light, dark and high-contrast colors, each component form and
  /// color space, a namespace folder, a plain folder, a gray set, a system color, idioms and
  /// gamuts, and an image set to pass over.
  private func realisticCatalog() throws -> TemporaryCatalog {
    let catalog = try TemporaryCatalog()
    try catalog.colorSet(
      "Background",
      colorEntry("srgb", rgb("1.000", "1.000", "1.000")),
      colorEntry("srgb", rgb("28", "28", "30"), appearances: darkAppearance),
      colorEntry("srgb", rgb("0.900", "0.900", "0.900"), appearances: highContrast),
      colorEntry(
        "srgb", rgb("0x00", "0x00", "0x00"), appearances: darkAppearance + "," + highContrast)
    )
    try catalog.colorSet(
      "Text",
      colorEntry("srgb", #""red": 0, "green": 0, "blue": 0.25, "alpha": 1"#)
    )
    try catalog.namespace("Brand")
    try catalog.colorSet(
      "Brand/Accent",
      colorEntry("display-p3", rgb("1.000", "0.250", "0.100")),
      colorEntry(
        "extended-srgb", rgb("1.100", "-0.050", "0x80", "0.5"), appearances: darkAppearance)
    )
    try catalog.colorSet(
      "Brand/Glow", colorEntry("extended-linear-srgb", rgb("2.000", "0.5", "255")))
    try catalog.write("Plain/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    try catalog.colorSet(
      "Plain/Separator",
      colorEntry("gray-gamma-22", #""white": "0.500", "alpha": "0.300""#),
      colorEntry("extended-gray", #""white": "-0.5", "alpha": "255""#, appearances: darkAppearance)
    )
    try catalog.write(
      "Tint.colorset/Contents.json",
      #"{"colors": [{"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}]}"#
    )
    try catalog.colorSet(
      "Devices",
      colorEntry("srgb", rgb("0x11", "0x11", "0x11"), idiom: "iphone"),
      colorEntry("srgb", rgb("0x22", "0x22", "0x22"), idiom: "ipad")
    )
    try catalog.colorSet(
      "Mixed",
      colorEntry("srgb", rgb("0x11", "0x11", "0x11"), idiom: "iphone"),
      colorEntry("srgb", rgb("0x33", "0x33", "0x33"))
    )
    try catalog.colorSet(
      "Gamut",
      colorEntry("srgb", rgb("1.000", "0.000", "0.000"), gamut: "sRGB"),
      colorEntry("display-p3", rgb("1.000", "0.000", "0.000"), gamut: "display-P3")
    )
    try catalog.colorSet(
      "Layered",
      colorEntry("srgb", rgb("0x01", "0x01", "0x01")),
      colorEntry("srgb", rgb("0x02", "0x02", "0x02"), appearances: lightAppearance),
      colorEntry("srgb", rgb("0x03", "0x03", "0x03"), appearances: darkAppearance)
    )
    try catalog.colorSet(
      "AnyAndLight",
      colorEntry(
        "srgb", rgb("0x01", "0x01", "0x01"),
        appearances: #"{"appearance": "luminosity", "value": "any"}"#),
      colorEntry("srgb", rgb("0x02", "0x02", "0x02"), appearances: lightAppearance)
    )
    try catalog.write(
      "Photo.imageset/Contents.json",
      #"{"images": [{"idiom": "universal", "filename": "photo.png"}]}"#)
    return catalog
  }

  private func wide(
    _ space: ThemeWideColor.Space, _ first: Double, _ second: Double, _ third: Double,
    alpha: Double = 1, fallback: ThemeColor? = nil
  ) -> ThemePaletteValue {
    .color(ThemeWideColor(space, first, second, third, alpha: alpha, hexFallback: fallback))
  }

  private func byte(_ value: Double) -> Double { value / 255 }

  @Test("S9: Xcode's empty color set is left out with a note; the rest of the catalog loads")
  func s9EmptyColorSetIsLeftOut() throws {
    let catalog = try TemporaryCatalog()
    // What Xcode writes for a new project's AccentColor: one entry, no color.
    try catalog.colorSet("AccentColor", #"{"idiom": "universal"}"#)
    try catalog.colorSet("Text", colorEntry("srgb", rgb("0.000", "0.000", "0.000")))
    let contents = try ThemePaletteContents(assetCatalogAt: catalog.url)
    #expect(contents.entries.keys.sorted() == ["Text"])
    let note = try #require(contents.loadNotes.first)
    #expect(contents.loadNotes.count == 1)
    #expect(note.key == "AccentColor")
    #expect(note.issue.source.hasSuffix("AccentColor.colorset/Contents.json"))
    #expect(note.issue.place == "colors")
    // Nothing is dropped silently: the audit names it, as a warning.
    let findings = contents.audit(source: "Colors.xcassets").findings
    #expect(findings.map(\.kind) == [.leftOut])
    #expect(findings.first?.severity == .warning && findings.first?.keys == ["AccentColor"])
    // Notes are not part of what the contents hold: the same values without them are equal.
    let sameValues = try ThemePaletteContents(styles: contents.styles, entries: contents.entries)
    #expect(sameValues.loadNotes.isEmpty && sameValues == contents)
  }

  @Test("S7: every color set loads under its key, in every style")
  func s7EveryColorSetLoads() throws {
    let catalog = try realisticCatalog()
    let contents = try ThemePaletteContents(assetCatalogAt: catalog.url)
    #expect(contents.styles == [.light, .dark, .lightHighContrast, .darkHighContrast])
    #expect(ThemeStyle.lightHighContrast.rawValue == "light-high-contrast")
    #expect(ThemeStyle.darkHighContrast.rawValue == "dark-high-contrast")
    #expect(
      Set(contents.entries.keys) == [
        "Background", "Text", "Brand.Accent", "Brand.Glow", "Separator", "Tint", "Devices",
        "Mixed", "Gamut", "Layered", "AnyAndLight",
      ])
    // Floating strings, whole numbers and hex bytes.
    #expect(
      contents.entries["Background"] == [
        .light: wide(.srgb, 1, 1, 1),
        .dark: wide(.srgb, byte(28), byte(28), byte(30)),
        .lightHighContrast: wide(.srgb, 0.9, 0.9, 0.9),
        .darkHighContrast: wide(.srgb, 0, 0, 0),
      ])
    // JSON numbers; an Any color serves every style.
    let text = wide(.srgb, 0, 0, 0.25)
    #expect(
      contents.entries["Text"] == [
        .light: text, .dark: text, .lightHighContrast: text, .darkHighContrast: text,
      ])
    // Display P3 stays P3; extended sRGB keeps components outside 0–1.
    let accentDark = wide(.srgb, 1.1, -0.05, byte(128), alpha: 0.5)
    #expect(
      contents.entries["Brand.Accent"] == [
        .light: wide(.displayP3, 1, 0.25, 0.1),
        .dark: accentDark,
        .lightHighContrast: wide(.displayP3, 1, 0.25, 0.1),
        .darkHighContrast: accentDark,
      ])
    #expect(contents.value(for: "Brand.Glow", style: .dark) == wide(.srgbLinear, 2, 0.5, 1))
  }

  @Test("S7: gray gamma 2.2 becomes srgb-linear with equal components, white ^ 2.2")
  func s7GrayBecomesLinear() throws {
    let catalog = try realisticCatalog()
    let contents = try ThemePaletteContents(assetCatalogAt: catalog.url)
    let light = pow(0.5, 2.2)
    #expect(
      contents.value(for: "Separator", style: .light)
        == wide(.srgbLinear, light, light, light, alpha: 0.3))
    #expect(
      contents.value(for: "Separator", style: .dark)
        == wide(.srgbLinear, -light, -light, -light, alpha: 1))
    #expect(abs(light - 0.217_637_640_824_031_1) < 1e-12)
  }

  @Test("S7: system colors keep their name, idioms prefer universal, P3 wins with sRGB kept")
  func s7SystemColorsIdiomsAndGamuts() throws {
    let catalog = try realisticCatalog()
    let contents = try ThemePaletteContents(assetCatalogAt: catalog.url)
    #expect(contents.value(for: "Tint", style: .dark) == .string("systemBlueColor"))
    #expect(
      contents.value(for: "Devices", style: .light) == wide(.srgb, byte(17), byte(17), byte(17)))
    #expect(contents.value(for: "Mixed", style: .dark) == wide(.srgb, byte(51), byte(51), byte(51)))
    #expect(
      contents.value(for: "Gamut", style: .light)
        == wide(.displayP3, 1, 0, 0, fallback: ThemeColor(red: 255, green: 0, blue: 0)))
  }

  @Test("S7: a style takes the set's most specific color")
  func s7MostSpecificColorWins() throws {
    let catalog = try realisticCatalog()
    let contents = try ThemePaletteContents(assetCatalogAt: catalog.url)
    let two = wide(.srgb, byte(2), byte(2), byte(2))
    let three = wide(.srgb, byte(3), byte(3), byte(3))
    #expect(
      contents.entries["Layered"] == [
        .light: two, .dark: three, .lightHighContrast: two, .darkHighContrast: three,
      ])
    // Dark shows Any, which Light overrides for the light style only.
    #expect(contents.value(for: "AnyAndLight", style: .light) == two)
    #expect(
      contents.value(for: "AnyAndLight", style: .dark) == wide(.srgb, byte(1), byte(1), byte(1)))
  }

  @Test("S7: a catalog without high contrast has light and dark; palettes hand out providers")
  func s7PaletteFromCatalog() throws {
    let catalog = try TemporaryCatalog()
    try catalog.colorSet(
      "BG",
      colorEntry("srgb", #""red": "255", "green": "255", "blue": "255", "alpha": "1.000""#),
      colorEntry(
        "srgb", #""red": "0x12", "green": "0x34", "blue": "0x56", "alpha": "1.000""#,
        appearances: darkAppearance)
    )
    let palette = try ThemePalette(assetCatalogAt: catalog.url)
    #expect(palette.styles == [.light, .dark])
    #expect(palette.source == catalog.url.path)
    #expect(palette.color("BG")(.dark) == ThemeColor(red: 0x12, green: 0x34, blue: 0x56))
    #expect(palette.color("BG")(.light) == ThemeColor(red: 255, green: 255, blue: 255))
    #expect(palette.audit().findings.isEmpty)
  }

  @Test("S8: an asset catalog is audited per style, high contrast included")
  func s8CatalogAudit() throws {
    let catalog = try TemporaryCatalog()
    try catalog.colorSet(
      "BG",
      colorEntry("srgb", #""red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000""#),
      colorEntry(
        "srgb", #""red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000""#,
        appearances: darkAppearance)
    )
    try catalog.colorSet(
      "Caption",
      colorEntry("srgb", #""red": "0x77", "green": "0x77", "blue": "0x77", "alpha": "1.000""#),
      colorEntry(
        "srgb", #""red": "0", "green": "0", "blue": "0", "alpha": "1.000""#,
        appearances: highContrast),
      colorEntry(
        "srgb", #""red": "255", "green": "255", "blue": "255", "alpha": "1.000""#,
        appearances: darkAppearance)
    )
    let audit = try ThemePalette(assetCatalogAt: catalog.url).audit(
      pairs: [ThemeContrastPair(foreground: "Caption", background: "BG")])
    // Only light fails: light high contrast has black, the dark styles white on black.
    #expect(audit.findings.map(\.style) == [.light])
    #expect(audit.findings.first?.kind == .lowContrast)
    #expect(audit.findings.first?.message.contains("#777777 on \"BG\" #FFFFFF") == true)
  }
}
