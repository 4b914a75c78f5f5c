import Testing
import Theming
import ThemingPalettes

/// S7: a conversion loses nothing: a color taken to any space and back is where it started,
/// and `none` counts as zero.
@Suite struct ThemeWideColorRoundTripTests {
  typealias Space = ThemeWideColor.Space

  /// Colors inside sRGB, a wide one inside Display P3 only, and one outside every RGB gamut
  /// but Rec. 2020's neighbourhood: their conversions cover every branch of the hue sectors,
  /// the transfer functions' linear and curved parts, and negative components.
  static let samples: [ThemeWideColor] = [
    ThemeWideColor(.srgb, 0.4, 0.2, 0.6),
    ThemeWideColor(.srgb, 0.9, 0.7, 0.1),
    ThemeWideColor(.srgb, 0.1, 0.8, 0.45),
    ThemeWideColor(.srgb, 0.02, 0.03, 0.9),
    ThemeWideColor(.srgb, 0.003, 0.0015, 0.002),
    ThemeWideColor(.srgb, 1, 0, 0.5),
    ThemeWideColor(.displayP3, 0.1, 0.95, 0.2),
    ThemeWideColor(.oklch, 0.7, 0.35, 320),
  ]

  @Test(
    "S7: every color survives a round trip between every pair of spaces", arguments: Space.allCases)
  func s7EveryColorSurvivesARoundTrip(from source: Space) {
    for sample in Self.samples {
      let start = sample.converted(to: source)
      for target in Space.allCases {
        let back = start.converted(to: target).converted(to: source)
        // 1e-4 of each component's own scale: 0–1, or 0–100 and degrees.
        let scale = [Space.hsl, .hwb, .lab, .lch].contains(source) ? 100.0 : 1.0
        #expect(
          componentsAgree(
            back.components, start.components, tolerance: 1e-4 * scale,
            hueIndex: source.hueComponent),
          "\(start) → \(target) → \(back)")
        #expect(back.alpha == start.alpha)
      }
    }
  }

  @Test("S7: sRGB and linear sRGB round-trip through the transfer function exactly")
  func s7SRGBLinearRoundTrips() {
    for value in stride(from: -0.5, through: 1.5, by: 0.0625) {
      let color = ThemeWideColor(.srgb, value, value / 2, 1 - value)
      let back = color.converted(to: .srgbLinear).converted(to: .srgb)
      #expect(componentsAgree(back.components, color.components, tolerance: 1e-12))
    }
    // IEC 61966-2-1: the transfer function's linear segment below 0.04045 is v / 12.92.
    let dark = ThemeWideColor(.srgb, 0.04, 0.02, 0).converted(to: .srgbLinear)
    #expect(componentsAgree(dark.components, [0.04 / 12.92, 0.02 / 12.92, 0], tolerance: 1e-15))
    // And mid gray is 0.21404 in linear light, by the same standard's curve above it.
    let gray = ThemeWideColor(.srgb, 0.5, 0.5, 0.5).converted(to: .srgbLinear)
    #expect(componentsAgree(gray.components, [0.21404, 0.21404, 0.21404], tolerance: 1e-5))
  }

  @Test("S7: none counts as zero in a conversion, and stays none without one")
  func s7NoneCountsAsZero() {
    let withNone = ThemeWideColor(.oklch, 0.5, nil, nil, alpha: 0.4)
    let withZero = ThemeWideColor(.oklch, 0.5, 0, 0, alpha: 0.4)
    #expect(withNone.converted(to: .srgb) == withZero.converted(to: .srgb))
    #expect(withNone.sRGB == withZero.sRGB)
    #expect(withNone.converted(to: .oklch).components == [0.5, nil, nil])
    // A missing hue with chroma is hue 0.
    #expect(
      ThemeWideColor(.lch, 60, 40, nil).converted(to: .srgb)
        == ThemeWideColor(.lch, 60, 40, 0).converted(to: .srgb))
    expectColor(
      ThemeWideColor(.hsl, nil, 0, 50).converted(to: .srgb), .srgb, [0.5, 0.5, 0.5],
      tolerance: 1e-12, "CSS 4 §4.4")
    let allNone = ThemeWideColor(.srgb, nil, nil, nil)
    #expect(allNone.sRGB == ThemeColor(red: 0, green: 0, blue: 0))
    // Rectangular spaces never come out with none.
    #expect(allNone.converted(to: .lab).components.allSatisfy { $0 != nil })
  }

  @Test("S7: a component that is not a finite number counts as zero, never a crash")
  func s7NonFiniteComponentsCountAsZero() {
    let odd = ThemeWideColor(.displayP3, .nan, .infinity, 0.5, alpha: 0.5)
    let plain = ThemeWideColor(.displayP3, 0, 0, 0.5, alpha: 0.5)
    #expect(odd.converted(to: .srgb) == plain.converted(to: .srgb))
    #expect(odd.sRGB == plain.sRGB)
    #expect(ThemeWideColor(.srgb, 1, 1, 1, alpha: .nan).sRGB.alpha == 0)
    let huge = ThemeWideColor(.oklch, 0.5, 1e300, 30)
    #expect(huge.isInGamut(.srgb) == false)
    let mapped = huge.mapped(into: .srgb).components.compactMap { $0 }
    #expect(mapped.count == 3 && mapped.allSatisfy { (0...1).contains($0) })
    _ = ThemeWideColor(.lab, -1e308, 1e308, -1e308).sRGB
    _ = ThemeWideColor(.xyzD50, 1e308, 1e308, 1e308).platformComponents
  }
}
