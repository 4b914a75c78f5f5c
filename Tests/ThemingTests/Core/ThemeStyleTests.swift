import Foundation
import Testing
import Theming

@Suite struct ThemeStyleTests {
  @Test func builtInStylesAreDistinctNames() {
    #expect(ThemeStyle.light.rawValue == "light")
    #expect(ThemeStyle.dark.rawValue == "dark")
    #expect(ThemeStyle.unspecified.rawValue == "unspecified")
    #expect(Set([ThemeStyle.light, .dark, .unspecified]).count == 3)
  }

  @Test func customStylesComeFromLiteralsOrRawValues() {
    let pink: ThemeStyle = "pink"
    #expect(pink == ThemeStyle(rawValue: "pink"))
    #expect(pink != .light)
    #expect(pink.description == "pink")
  }

  @Test func encodesAsABareString() throws {
    let data = try JSONEncoder().encode([ThemeStyle.dark, "festival"])
    #expect(String(decoding: data, as: UTF8.self) == #"["dark","festival"]"#)
    let decoded = try JSONDecoder().decode([ThemeStyle].self, from: data)
    #expect(decoded == [.dark, "festival"])
  }

  @Test func decodingANonStringFails() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ThemeStyle].self, from: Data("[42]".utf8))
    }
  }
}

@Suite struct ThemeStyleOrderTests {
  @Test func stylesSortByName() {
    #expect([ThemeStyle.light, .dark, "festival"].sorted() == [.dark, "festival", .light])
  }
}
