import Foundation
import Testing
import Theming
import ThemingPalettes

/// S1: colors from `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, with `#`, `0x` or no prefix; anything
/// else is an error naming the value.
@Suite struct ThemeColorTests {
  @Test(
    "S1: every accepted form parses",
    arguments: [
      ("#FFF", ThemeColor(red: 255, green: 255, blue: 255)),
      ("#f80", ThemeColor(red: 0xFF, green: 0x88, blue: 0x00)),
      ("#F808", ThemeColor(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0x88)),
      ("#0A84FF", ThemeColor(red: 0x0A, green: 0x84, blue: 0xFF)),
      ("#0a84ff80", ThemeColor(red: 0x0A, green: 0x84, blue: 0xFF, alpha: 0x80)),
      ("0x0A84FF", ThemeColor(red: 0x0A, green: 0x84, blue: 0xFF)),
      ("0X0A84FF80", ThemeColor(red: 0x0A, green: 0x84, blue: 0xFF, alpha: 0x80)),
      ("0A84FF", ThemeColor(red: 0x0A, green: 0x84, blue: 0xFF)),
      ("abc", ThemeColor(red: 0xAA, green: 0xBB, blue: 0xCC)),
      ("  #000000\n", ThemeColor(red: 0, green: 0, blue: 0)),
    ])
  func s1EveryAcceptedFormParses(text: String, expected: ThemeColor) throws {
    #expect(try ThemeColor(hex: text) == expected)
  }

  @Test(
    "S1: anything else is an error naming the value",
    arguments: [
      "", "#", "0x", "#12", "#12345", "#1234567", "#123456789", "#GGG", "# FFF", "#FF FF FF",
      "##FFF", "0x#FFF", "#FFFFFF00FF", "rgb(1,2,3)", "#ＦＦＦ", "\u{0}", "#FFF\u{0}",
      "0xx123", "-FFF", "+FFF",
    ])
  func s1AnythingElseIsAnErrorNamingTheValue(text: String) {
    do {
      let color = try ThemeColor(hex: text, source: "Colors.json")
      Issue.record("\(text.debugDescription) parsed as \(color)")
    } catch {
      #expect(error.source == "Colors.json")
      #expect(error.expected.contains("#RRGGBB"))
      #expect(error.place == text.debugDescription)
      #expect(error.found.contains("hex digit"))
      #expect(!error.description.isEmpty)
    }
  }

  @Test("S1: a hex string round-trips")
  func s1HexStringRoundTrips() throws {
    #expect(ThemeColor(red: 1, green: 2, blue: 3).hexString == "#010203")
    #expect(ThemeColor(red: 1, green: 2, blue: 3, alpha: 4).hexString == "#01020304")
    for text in ["#0A84FF", "#0A84FF80", "#000000", "#FFFFFF"] {
      #expect(try ThemeColor(hex: text).hexString == text)
    }
  }

  @Test("S1: colors code as hex strings")
  func s1ColorsCodeAsHexStrings() throws {
    let data = try JSONEncoder().encode([ThemeColor(red: 255, green: 0, blue: 0)])
    #expect(String(decoding: data, as: UTF8.self) == ##"["#FF0000"]"##)
    #expect(
      try JSONDecoder().decode([ThemeColor].self, from: data) == [
        ThemeColor(red: 255, green: 0, blue: 0)
      ])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ThemeColor].self, from: Data(##"["#XYZ"]"##.utf8))
    }
  }

  @Test("S1: a huge value is an error with a short message")
  func s1AHugeValueIsAnErrorWithAShortMessage() {
    let huge = String(repeating: "F", count: 100_000)
    do {
      _ = try ThemeColor(hex: huge)
      Issue.record("a 100,000-digit value parsed")
    } catch {
      #expect(error.description.count < 300)
    }
  }
}
