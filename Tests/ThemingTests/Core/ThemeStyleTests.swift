import Foundation
import Testing
import Theming

@Suite struct ThemeStyleTests {
  @Test("Built-in styles are distinct names")
  func builtInStylesAreDistinctNames() {
    #expect(ThemeStyle.light.rawValue == "light")
    #expect(ThemeStyle.dark.rawValue == "dark")
    #expect(ThemeStyle.unspecified.rawValue == "unspecified")
    #expect(Set([ThemeStyle.light, .dark, .unspecified]).count == 3)
  }

  @Test("Custom styles come from literals or raw values")
  func customStylesComeFromLiteralsOrRawValues() {
    let pink: ThemeStyle = "pink"
    #expect(pink == ThemeStyle(rawValue: "pink"))
    #expect(pink != .light)
    #expect(pink.description == "pink")
  }

  @Test("A style encodes as a bare string")
  func encodesAsABareString() throws {
    let data = try JSONEncoder().encode([ThemeStyle.dark, "festival"])
    #expect(String(decoding: data, as: UTF8.self) == #"["dark","festival"]"#)
    let decoded = try JSONDecoder().decode([ThemeStyle].self, from: data)
    #expect(decoded == [.dark, "festival"])
  }

  @Test("Decoding a non-string fails")
  func decodingANonStringFails() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ThemeStyle].self, from: Data("[42]".utf8))
    }
  }
}

@Suite struct ThemeStyleOrderTests {
  @Test("Styles sort by name")
  func stylesSortByName() {
    #expect([ThemeStyle.light, .dark, "festival"].sorted() == [.dark, "festival", .light])
  }
}
