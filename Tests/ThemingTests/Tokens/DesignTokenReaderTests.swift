import Foundation
import Testing
import Theming

/// S7: reading W3C design tokens (format 2025.10): groups, types, aliases, composite values.
@Suite struct DesignTokenReaderTests {
  @Test("S7: a multi-file export loads every style with aliases into the shared base")
  func s7MultiFileExportLoads() throws {
    let contents = try TokenFixtures.exportContents()
    #expect(contents.styles == [.light, .dark, "festival"])
    let white = ThemeWideColor(.srgb, 1, 1, 1, hexFallback: ThemeColor(red: 255, green: 255, blue: 255))
    #expect(contents.value(for: "color.background", style: .light) == .color(white))
    #expect(
      contents.value(for: "color.background", style: "festival")
        == .color(ThemeWideColor(.displayP3, 1, 0.2, 0.1, alpha: 0.9)))
    // Festival has no text color: it falls back to the default style's.
    #expect(contents.value(for: "color.text", style: "festival") == contents.value(for: "color.text", style: .light))
    #expect(contents.value(for: "label", style: .dark) == .string("Night"))
    #expect(contents.value(for: "opacity.disabled", style: .dark) == .number(0.38))
    print(String(decoding: try contents.designTokensData(), as: UTF8.self))
  }
}
