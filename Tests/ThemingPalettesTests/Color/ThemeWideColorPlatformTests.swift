import Testing
import Theming
import ThemingPalettes

/// S7: wide colors stay wide where the platform can show them. `UIColor(_:)` and `NSColor(_:)`
/// pass on ``ThemeWideColor/platformComponents`` unchanged, so the decision is tested here, on
/// every platform.
@Suite struct ThemeWideColorPlatformTests {
  typealias Components = ThemeWideColor.PlatformComponents

  @Test("S7: a Display P3 color reaches the platform with its components unchanged")
  func s7DisplayP3KeepsItsComponents() {
    let brand = ThemeWideColor(.displayP3, 1, 0.25, 0.1, alpha: 0.8)
    #expect(
      brand.platformComponents
        == Components(space: .displayP3, red: 1, green: 0.25, blue: 0.1, alpha: 0.8))
    #expect(
      ThemeWideColor(.displayP3, 0, nil, 0.123_456_789).platformComponents
        == Components(space: .displayP3, red: 0, green: 0, blue: 0.123_456_789, alpha: 1))
  }

  @Test("S7: an sRGB color reaches the platform as sRGB, extended values kept")
  func s7SRGBKeepsExtendedValues() {
    #expect(
      ThemeWideColor(.srgb, 0.2, 0.4, 0.6).platformComponents
        == Components(space: .srgb, red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(
      ThemeWideColor(.srgb, 1.2, -0.1, 0.5, alpha: 0.5).platformComponents
        == Components(space: .srgb, red: 1.2, green: -0.1, blue: 0.5, alpha: 0.5))
    let hex = ThemeWideColor(ThemeColor(red: 255, green: 128, blue: 0))
    #expect(hex.platformComponents.space == .srgb)
    #expect(hex.platformComponents.green == 128.0 / 255)
  }

  @Test("S7: other spaces reach the platform as Display P3, gamut-mapped into it")
  func s7OtherSpacesBecomeDisplayP3() {
    let colors = [
      ThemeWideColor(.oklch, 0.7, 0.4, 145),
      ThemeWideColor(.lab, 60, 90, -20),
      ThemeWideColor(.rec2020, 0, 1, 0),
      ThemeWideColor(.hsl, 200, 80, 40),
      ThemeWideColor(.srgbLinear, 0.5, 0.2, 0.1),
      ThemeWideColor(.xyzD50, 0.3, 0.4, 0.5, alpha: 0.25),
      ThemeWideColor(.displayP3, 1.3, -0.2, 0.5),
    ]
    for color in colors {
      let components = color.platformComponents
      let mapped = color.mapped(into: .displayP3).components.map { $0 ?? 0 }
      #expect(components.space == .displayP3, "\(color)")
      #expect(
        componentsAgree(
          [components.red, components.green, components.blue], mapped, tolerance: 0),
        "\(color)")
      #expect(
        [components.red, components.green, components.blue].allSatisfy { (0...1).contains($0) })
      #expect(components.alpha == color.alpha)
    }
    // A color inside Display P3 keeps its hue and chroma: Rec. 2020 green is mapped, but an
    // sRGB-gamut HSL color converts exactly.
    let hsl = ThemeWideColor(.hsl, 200, 80, 40)
    let p3 = hsl.converted(to: .displayP3).components.map { $0 ?? 0 }
    let components = hsl.platformComponents
    #expect(componentsAgree([components.red, components.green, components.blue], p3, tolerance: 0))
  }

  @Test("S7: the opacity reaches the platform clamped to 0–1")
  func s7OpacityIsClamped() {
    #expect(ThemeWideColor(.srgb, 0, 0, 0, alpha: 1.5).platformComponents.alpha == 1)
    #expect(ThemeWideColor(.oklch, 0.5, 0.1, 10, alpha: -1).platformComponents.alpha == 0)
    #expect(ThemeWideColor(.displayP3, 0, 0, 0, alpha: .nan).platformComponents.alpha == 0)
  }
}
