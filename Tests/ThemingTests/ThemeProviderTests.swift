import Testing
import Theming

@MainActor
@Suite struct ThemeProviderTests {
  @Test func closureProviderGivesAValuePerStyle() {
    let provider = ThemeProvider<Int> { style in style == .dark ? 1 : 2 }
    #expect(provider(.dark) == 1)
    #expect(provider(.light) == 2)
    #expect(provider.provider("pink") == 2)
  }

  @Test func valuePerStyleFallsBackToTheDefault() {
    let provider = ThemeProvider([.light: "sun", .dark: "moon"], default: "cloud")
    #expect(provider(.light) == "sun")
    #expect(provider(.dark) == "moon")
    #expect(provider("festival") == "cloud")
  }

  @Test func lightDarkGivesLightToEveryOtherStyle() {
    let provider = ThemeProvider(light: TestColor.black, dark: .white)
    #expect(provider(.light) == .black)
    #expect(provider(.dark) == .white)
    #expect(provider(.unspecified) == .black)
  }

  @Test func mapTransformsEachValue() {
    let provider = ThemeProvider(light: 1, dark: 2).map { "#\($0)" }
    #expect(provider(.light) == "#1")
    #expect(provider(.dark) == "#2")
  }

  @Test func constantIgnoresTheStyle() {
    let provider = ThemeProvider.constant(TestColor.red)
    #expect(provider(.light) == .red)
    #expect(provider(.dark) == .red)
  }

  @Test func refreshOnAProviderBuiltByHandDoesNothing() {
    let counter = CallCounter()
    let provider = counter.provider()
    provider.refresh()
    #expect(counter.count == 0)
  }
}
