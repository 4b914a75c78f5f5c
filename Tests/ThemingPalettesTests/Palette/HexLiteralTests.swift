import Foundation
import Testing
import Theming
import ThemingPalettes

/// S1, S6: colors written `0x…`, as configurations write them. Text that is `0x` and hex digits
/// can only be a color, so a count of digits no color has (`0x1FF32`) is reported where it is
/// written, with its key and place, while the rest of the file loads.
@MainActor
@Suite struct HexLiteralTests {
  private static let json = ##"""
    {"light": {
      "ok": "0xEEEEEE", "short": "0XABC", "alpha": "0x11223380",
      "five": "0x1FF32", "seven": " 0x1234567 ",
      "text": "0xZZ", "hash": "#12345", "bare": "0x", "words": "build 0x12"
    }}
    """##

  @Test("S1: 0x colors of 3, 4, 6 or 8 digits read as colors")
  func s1HexLiteralsRead() throws {
    let palette = try ThemePalette(jsonString: Self.json)
    #expect(palette.color("ok")(.light).hexString == "#EEEEEE")
    #expect(palette.color("short")(.light).hexString == "#AABBCC")
    #expect(palette.color("alpha")(.light).hexString == "#11223380")
    #expect(throws: ThemeSourceError.self) { try ThemeColor(hex: "0x1FF32") }
  }

  @Test(
    "S6: a 0x color of another length is an invalid value, named by key and place; the rest loads")
  func s6InvalidLengthNamed() throws {
    let contents = try ThemePaletteContents(json: Data(Self.json.utf8), source: "skin.json")
    #expect(contents.entries.count == 9)
    let invalid = contents.loadNotes.filter { $0.kind == .invalid }
    #expect(invalid.map(\.key) == ["five", "seven"])
    #expect(
      invalid.map(\.issue.place) == [
        "light.five (line 3, column 11)", "light.seven (line 3, column 31)",
      ])
    #expect(
      invalid.map(\.issue.found) == [#""0x1FF32", 5 hex digits"#, #"" 0x1234567 ", 7 hex digits"#])
    #expect(
      invalid.allSatisfy {
        $0.issue.source == "skin.json" && $0.description.contains("skin.json: at light.")
      })
    // Kept as written, so that what was written is what the audit and a writer see.
    #expect(contents.value(for: "five", style: .light) == .string("0x1FF32"))
    // Text that is no hex number, or not 0x, is no color literal: a lookup judges it.
    #expect(contents.loadNotes.count == 2)
    let audit = contents.audit(source: "skin.json")
    #expect(audit.findings.filter { $0.severity == .error }.map(\.keys) == [["five"], ["seven"]])
  }

  @Test("S6: in a property list, the invalid value is named by its key path")
  func s6PropertyListInvalidLength() throws {
    let plist = """
      <plist version="1.0"><dict><key>dark</key><dict>
      <key>page</key><dict><key>ink</key><string>0x1FF32</string></dict>
      </dict></dict></plist>
      """
    let contents = try ThemePaletteContents(propertyList: Data(plist.utf8), source: "skin.plist")
    let note = try #require(contents.loadNotes.first)
    #expect(note.kind == .invalid)
    #expect(note.key == "page.ink")
    #expect(note.issue.place == "dark.page.ink")
  }

  @Test("S6: a thousand invalid values are named, the rest counted, and every key still loads")
  func s6InvalidValuesBounded() throws {
    let members = (0..<1_200).map { ##""k\##($0)": "0x12345""## }.joined(separator: ", ")
    let contents = try ThemePaletteContents(json: Data(##"{"light": {\##(members)}}"##.utf8))
    #expect(contents.entries.count == 1_200)
    let invalid = contents.loadNotes.filter { $0.kind == .invalid }
    #expect(invalid.count == 1_001)
    #expect(invalid.last?.issue.found == "200 more")
  }
}
