import Foundation
import Testing
import Theming
import ThemingPalettes

/// S2, S6, S9: the example skin configuration of the article "iOS换肤方案", byte for byte
/// (`Fixtures/RealWorld/seed-skin-config.json`): one skin's keys with an array of tab bar items
/// that have ids, `0x` colors, frames written `{x,y,w,h}`, two trailing commas, and three colors
/// of five hex digits. It loads as one style's theme file, every key read, and what is wrong in
/// it is named with its line and column.
@MainActor
@Suite struct SeedConfigurationTests {
  private static let style: ThemeStyle = "skin"

  private func palette() throws -> ThemePalette {
    try ThemePalette(themeFiles: [Self.style: RealWorldFixtures.url("seed-skin-config.json")])
  }

  @Test("S9: the seed's configuration loads as a theme file, every key read")
  func s9EveryKeyRead() throws {
    let contents = try palette().contents
    #expect(contents.styles == [Self.style])
    let keys: Set<String> = [
      "navigation.color",
      "tabbar.1.image", "tabbar.1.frame", "tabbar.1.textColor",
      "tabbar.2.image", "tabbar.2.frame", "tabbar.2.textColor",
      "normalPage.bg_grey_1", "normalPage.bg_grey_2", "normalPage.bg_grey_3",
      "normalPage.bg_grey_4", "normalPage.bg_grey_5",
      "normalPage.text_white_1", "normalPage.text_white_2", "normalPage.text_white_3",
      "normalPage.text_white_4", "normalPage.text_white_5", "normalPage.text_white_6",
    ]
    #expect(Set(contents.entries.keys) == keys)
    #expect(contents.loadCounts == ThemeLoadCounts(read: 18, leftOut: 0, readLeniently: 0))
    // The ids name the elements; they are no keys of their own.
    #expect(contents.value(for: "tabbar.1.id", style: Self.style) == nil)
    #expect(contents.value(for: "tabbar.2.image", style: Self.style) == .string("图片名2"))
  }

  @Test("S1: its 0x colors read as colors, a tab's text color among them")
  func s1HexColorsRead() throws {
    let palette = try palette()
    #expect(palette.color("tabbar.1.textColor")(Self.style).hexString == "#EEEEEE")
    #expect(palette.color("navigation.color")(Self.style).hexString == "#EEEEEE")
    #expect(palette.color("normalPage.bg_grey_3")(Self.style).hexString == "#C1C1C1")
    #expect(palette.color("normalPage.text_white_3")(Self.style).hexString == "#FF3F1F")
    try palette.validate(colors: ["tabbar.2.textColor", "normalPage.text_white_2"])
  }

  @Test("S2: a tab's frame reads as a rect and as insets, as the lookup asks")
  func s2FrameReadsAsRectAndInsets() throws {
    let palette = try palette()
    #expect(
      palette.rect("tabbar.2.frame")(Self.style)
        == ThemeRect(x: 16, y: 44, width: 13, height: 33))
    #expect(
      palette.insets("tabbar.2.frame")(Self.style)
        == ThemeInsets(top: 16, left: 44, bottom: 13, right: 33))
    try palette.validateGeometry(rects: ["tabbar.1.frame"], insets: ["tabbar.2.frame"])
  }

  @Test("S6: each color of five hex digits is an invalid value named by key, line and column")
  func s6FiveDigitColorsNamed() throws {
    let palette = try palette()
    let invalid = palette.contents.loadNotes.filter { $0.kind == .invalid }
    #expect(
      invalid.map(\.key)
        == ["normalPage.text_white_4", "normalPage.text_white_5", "normalPage.text_white_6"])
    let first = try #require(invalid.first)
    #expect(first.issue.source.hasSuffix("seed-skin-config.json"))
    #expect(first.issue.place == "normalPage.text_white_4 (line 25, column 21)")
    #expect(first.issue.found == #""0x1FF32", 5 hex digits"#)
    #expect(invalid.map(\.issue.place).last == "normalPage.text_white_6 (line 27, column 21)")
    // Kept as written: a lookup falls back, with a diagnostic, and validation names it.
    #expect(
      palette.contents.value(for: "normalPage.text_white_4", style: Self.style)
        == .string("0x1FF32"))
    var diagnostics: [ThemePaletteDiagnostic] = []
    palette.diagnosticHandler = { diagnostics.append($0) }
    #expect(palette.color("normalPage.text_white_4")(Self.style) == ThemePalette.missingColor)
    #expect(diagnostics.count == 1)
    #expect(throws: ThemePaletteValidationError.self) {
      try palette.validate(colors: ["normalPage.text_white_4"])
    }
    // The audit makes each an error.
    let audit = palette.audit()
    #expect(audit.hasErrors)
    let errors = audit.findings.filter { $0.severity == .error }
    #expect(errors.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
    #expect(errors.first?.keys == ["normalPage.text_white_4"])
    #expect(errors.first?.message.contains("line 25, column 21") == true)
  }

  @Test("S6: its two trailing commas are read as if absent, each noted with its place")
  func s6TrailingCommasNoted() throws {
    let notes = try palette().contents.loadNotes.filter { $0.kind == .readLeniently }
    #expect(notes.map(\.key) == ["", "normalPage"])
    #expect(
      notes.map(\.issue.place)
        == ["the top level (line 29, column 6)", "normalPage (line 27, column 30)"])
    #expect(notes.allSatisfy { $0.issue.found.hasSuffix("read as if the comma were not there") })
  }
}
