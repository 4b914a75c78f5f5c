import Testing
import Theming
import ThemingTestSupport

@MainActor
@Suite struct ThemeProviderTests {
  @Test("A closure provider gives a value per style")
  func closureProviderGivesAValuePerStyle() {
    let provider = ThemeProvider<Int> { style in style == .dark ? 1 : 2 }
    #expect(provider(.dark) == 1)
    #expect(provider(.light) == 2)
    #expect(provider.provider("pink") == 2)
  }

  @Test("A provider of a value per style falls back to the default")
  func valuePerStyleFallsBackToTheDefault() {
    let provider = ThemeProvider([.light: "sun", .dark: "moon"], default: "cloud")
    #expect(provider(.light) == "sun")
    #expect(provider(.dark) == "moon")
    #expect(provider("festival") == "cloud")
  }

  @Test("A light/dark provider gives light to every other style")
  func lightDarkGivesLightToEveryOtherStyle() {
    let provider = ThemeProvider(light: TestColor.black, dark: .white)
    #expect(provider(.light) == .black)
    #expect(provider(.dark) == .white)
    #expect(provider(.unspecified) == .black)
  }

  @Test("map transforms each value")
  func mapTransformsEachValue() {
    let provider = ThemeProvider(light: 1, dark: 2).map { "#\($0)" }
    #expect(provider(.light) == "#1")
    #expect(provider(.dark) == "#2")
  }

  @Test("A constant provider ignores the style")
  func constantIgnoresTheStyle() {
    let provider = ThemeProvider.constant(TestColor.red)
    #expect(provider(.light) == .red)
    #expect(provider(.dark) == .red)
  }

  @Test("refresh() on a provider built by hand does nothing")
  func refreshOnAProviderBuiltByHandDoesNothing() {
    let counter = CallCounter()
    let provider = counter.provider()
    provider.refresh()
    #expect(counter.count == 0)
  }

  /// A toolkit's attribute type: a class that is not `Sendable`.
  final class TextAttributes {
    let name: String
    init(_ name: String) { self.name = name }
  }

  @Test("Conveniences take values that are not Sendable, on the main actor")
  func conveniencesTakeValuesThatAreNotSendable() {
    let plain = TextAttributes("plain")
    let bright = TextAttributes("bright")
    let lightDark = ThemeProvider(light: plain, dark: bright)
    #expect(lightDark(.dark) === bright && lightDark("festival") === plain)
    let perStyle = ThemeProvider([.dark: bright], default: plain)
    #expect(perStyle(.dark) === bright && perStyle(.light) === plain)
    let constant = ThemeProvider.constant(plain)
    #expect(constant(.dark) === plain)
  }

  @Test("Sendable values still make providers outside the main actor")
  nonisolated func sendableValuesMakeProvidersAnywhere() async {
    let lightDark = ThemeProvider(light: 1, dark: 2)
    let perStyle = ThemeProvider([.dark: "moon"], default: "sun")
    let constant = ThemeProvider.constant(TestColor.red)
    await MainActor.run {
      #expect(lightDark(.dark) == 2 && perStyle(.dark) == "moon" && constant(.light) == .red)
    }
  }

  @Test("combining gives each part the same style and builds the value from them")
  func combiningAsksEachPartForTheSameStyle() {
    let first = ThemeProvider(light: "a", dark: "b")
    let second = ThemeProvider<Int> { $0 == .dark ? 2 : 1 }
    let combined = ThemeProvider(combining: first, second) { text, number in "\(text)\(number)" }
    #expect(combined(.light) == "a1")
    #expect(combined(.dark) == "b2")
  }
}
