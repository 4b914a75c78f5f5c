import Testing
import Theming
import ThemingPalettes

/// S7: colors in the design-token color spaces convert between one another as CSS Color 4
/// converts them, checked against values published by the Web Platform Tests, the CSS Color 4
/// editors' own tests, and the standards that define each space.
@Suite struct ThemeWideColorConversionTests {
  typealias Space = ThemeWideColor.Space

  struct Reference: Sendable, CustomTestStringConvertible {
    let space: Space
    let components: [Double?]
    let tolerance: Double
    let source: String
    var testDescription: String { space.rawValue }
  }

  /// sRGB red (`#FF0000`) in every space.
  static let sRGBRed: [Reference] = [
    // CSS Color 4 section 10.3: srgb-linear is sRGB without its transfer function.
    Reference(space: .srgbLinear, components: [1, 0, 0], tolerance: 1e-12, source: "CSS 4 §10.3"),
    // CSS Color 4 sections 7 and 8: red is hsl(0 100% 50%) and hwb(0 0% 0%).
    Reference(space: .hsl, components: [0, 100, 50], tolerance: 1e-9, source: "CSS 4 §7"),
    Reference(space: .hwb, components: [0, 0, 0], tolerance: 1e-9, source: "CSS 4 §8"),
    // color.js (colorjs.io, by the CSS Color 4 editors): lab(54.2905 80.8049 69.891) and
    // lch(54.2905 106.8372 40.8577), relative to D50.
    Reference(
      space: .lab, components: [54.2905, 80.8049, 69.8910], tolerance: 1e-3, source: "color.js"),
    Reference(
      space: .lch, components: [54.2905, 106.8372, 40.8577], tolerance: 1e-3, source: "color.js"),
    // coloraide's test suite (facelessuser/coloraide tests/test_oklab.py, test_oklch.py):
    // oklab(0.62796 0.22486 0.12585), oklch(0.62796 0.25768 29.234).
    Reference(
      space: .oklab, components: [0.62796, 0.22486, 0.12585], tolerance: 1e-5,
      source: "coloraide test_oklab.py"),
    Reference(
      space: .oklch, components: [0.62796, 0.25768, 29.2339], tolerance: 1e-4,
      source: "coloraide test_oklch.py"),
    // coloraide's test suite, one file per space.
    Reference(
      space: .displayP3, components: [0.91749, 0.20029, 0.13856], tolerance: 1e-5,
      source: "coloraide test_display_p3.py"),
    Reference(
      space: .a98RGB, components: [0.85859, 0, 0], tolerance: 1e-5,
      source: "coloraide test_a98_rgb.py"),
    Reference(
      space: .prophotoRGB, components: [0.70225, 0.27572, 0.10355], tolerance: 1e-5,
      source: "coloraide test_prophoto_rgb.py"),
    Reference(
      space: .rec2020, components: [0.79198, 0.23098, 0.07376], tolerance: 1e-5,
      source: "coloraide test_rec2020.py"),
    // IEC 61966-2-1: the sRGB red primary is XYZ 0.4124 0.2126 0.0193 (D65).
    Reference(
      space: .xyzD65, components: [0.4124, 0.2126, 0.0193], tolerance: 1e-4,
      source: "IEC 61966-2-1"),
    // color.js: color(xyz-d50 0.43607 0.22249 0.01392).
    Reference(
      space: .xyzD50, components: [0.43607, 0.22249, 0.01392], tolerance: 1e-5,
      source: "color.js"),
  ]

  @Test("S7: sRGB red converts to each space's published values", arguments: sRGBRed)
  func s7SRGBRedConvertsToPublishedValues(reference: Reference) {
    let red = ThemeWideColor(.srgb, 1, 0, 0)
    expectColor(
      red.converted(to: reference.space), reference.space, reference.components,
      tolerance: reference.tolerance, "\(reference.source)")
    // And back: the published value is sRGB red.
    let back = ThemeWideColor(
      reference.space, reference.components[0], reference.components[1],
      reference.components[2]
    ).converted(to: .srgb)
    // Published values are rounded, so the way back is checked to what the rounding allows.
    let backTolerance = max(1e-3, reference.tolerance * 20)
    expectColor(back, .srgb, [1, 0, 0], tolerance: backTolerance, "\(reference.source), back")
  }

  /// Green, `#008000` (0 0.50196 0 in sRGB).
  static let sRGBGreen: [Reference] = [
    // WPT css/css-color/oklch-011.html: oklch(51.975% 44.215% 142.495), C 100% = 0.4.
    Reference(
      space: .oklch, components: [0.51975, 0.17686, 142.495], tolerance: 5e-4,
      source: "WPT oklch-011"),
    // WPT css/css-color/oklab-009.html: oklab(51.975% -35.075% 26.92%), a, b 100% = 0.4.
    Reference(
      space: .oklab, components: [0.51975, -0.14030, 0.10768], tolerance: 1e-4,
      source: "WPT oklab-009"),
    // coloraide's test suite ('green').
    Reference(
      space: .a98RGB, components: [0.28137, 0.49802, 0.11675], tolerance: 1e-5,
      source: "coloraide test_a98_rgb.py"),
    Reference(
      space: .prophotoRGB, components: [0.23052, 0.39578, 0.12995], tolerance: 1e-5,
      source: "coloraide test_prophoto_rgb.py"),
    Reference(
      space: .rec2020, components: [0.23521, 0.43171, 0.08543], tolerance: 1e-5,
      source: "coloraide test_rec2020.py"),
  ]

  @Test("S7: #008000 converts to each space's published values", arguments: sRGBGreen)
  func s7GreenConvertsToPublishedValues(reference: Reference) throws {
    let green = ThemeWideColor(try ThemeColor(hex: "#008000"))
    expectColor(
      green.converted(to: reference.space), reference.space, reference.components,
      tolerance: reference.tolerance, "\(reference.source)")
    let back = ThemeWideColor(
      reference.space, reference.components[0], reference.components[1],
      reference.components[2])
    #expect(back.sRGB == ThemeColor(red: 0, green: 0x80, blue: 0), "\(reference.source)")
  }

  @Test("S7: conversions match the Web Platform Tests' converted values")
  func s7ConversionsMatchTheWebPlatformTests() {
    // WPT css/css-color/oklch-004.html and oklch-006.html: the reference sRGB of an oklch().
    expectColor(
      ThemeWideColor(.oklch, 0.5, 0.2, 0).converted(to: .srgb), .srgb,
      [0.70492, 0.02351, 0.37073], tolerance: 1e-5, "WPT oklch-004")
    expectColor(
      ThemeWideColor(.oklch, 0.8, 0.15, 160).converted(to: .srgb), .srgb,
      [0.32022, 0.85805, 0.61147], tolerance: 1e-5, "WPT oklch-006")
    // WPT css/css-color/display-p3-006.html: lch(54% 35 118) in sRGB and in Display P3.
    let lch = ThemeWideColor(.lch, 54, 35, 118)
    expectColor(
      lch.converted(to: .srgb), .srgb, [0.448436, 0.53537, 0.288112], tolerance: 1e-5,
      "WPT display-p3-006")
    expectColor(
      lch.converted(to: .displayP3), .displayP3, [0.465377, 0.532768, 0.317713],
      tolerance: 1e-5, "WPT display-p3-006")
    // WPT css/css-color/oklch-008.html: color(display-p3 0 1 0) is oklch(84.883% 0.36853
    // 145.645).
    expectColor(
      ThemeWideColor(.displayP3, 0, 1, 0).converted(to: .oklch), .oklch,
      [0.84883, 0.36853, 145.645], tolerance: 1e-4, "WPT oklch-008")
    // WPT css/css-color/parsing/color-computed-relative-color.html: lab(0.7 45 30) in LCH.
    expectColor(
      ThemeWideColor(.lab, 0.7, 45, 30).converted(to: .lch), .lch,
      [0.7, 54.08326913, 33.69006753], tolerance: 1e-7, "WPT relative color")
  }

  /// WPT css/css-color/parsing/relative-color-out-of-gamut.html: colors outside sRGB, converted
  /// to sRGB without gamut mapping.
  static let outOfGamut: [(ThemeWideColor, [Double])] = [
    (ThemeWideColor(.displayP3, 0, 1, 0), [-0.5116, 1.01827, -0.31067]),
    (ThemeWideColor(.lab, 100, 104.3, -50.9), [1.5935, 0.58776, 1.40555]),
    (ThemeWideColor(.lab, 0, 104.3, -50.9), [0.35137, -0.21392, 0.29945]),
    (ThemeWideColor(.lch, 100, 116, 334), [1.59336, 0.58802, 1.40517]),
    (ThemeWideColor(.lch, 0, 116, 334), [0.3513, -0.21385, 0.29918]),
    (ThemeWideColor(.oklab, 1, 0.365, -0.16), [1.59297, 0.3602, 1.38555]),
    (ThemeWideColor(.oklab, 0, 0.365, -0.16), [0.07636, -0.04559, 0.09322]),
    (ThemeWideColor(.oklch, 1, 0.399, 336.3), [1.59331, 0.35856, 1.38647]),
    (ThemeWideColor(.oklch, 0, 0.399, 336.3), [0.07651, -0.04579, 0.0937]),
  ]

  @Test("S7: colors outside sRGB convert unclamped, as the WPT out-of-gamut tests expect")
  func s7ColorsOutsideSRGBConvertUnclamped() {
    for (color, expected) in Self.outOfGamut {
      expectColor(
        color.converted(to: .srgb), .srgb, expected, tolerance: 1e-5, "WPT out of gamut")
    }
  }

  @Test("S7: HSL and HWB convert as the CSS Color 4 tests give them")
  func s7HSLAndHWBConvertAsTheTestsGiveThem() {
    // WPT css/css-color/parsing/color-computed-relative-color.html, whose origin is
    // rebeccapurple (#663399, hsl(270 50% 40%), hwb(270 20% 40%)).
    let cases: [(ThemeWideColor, [Double])] = [
      (ThemeWideColor(.hsl, 270, 50, 40), [0.4, 0.2, 0.6]),
      (ThemeWideColor(.hsl, 25, 50, 40), [0.6, 0.36666667, 0.2]),
      (ThemeWideColor(.hsl, 270, 40, 50), [0.5, 0.3, 0.7]),
      (ThemeWideColor(.hsl, 21, 31, 41), [0.5371, 0.37187, 0.2829]),
      (ThemeWideColor(.hwb, 270, 20, 40), [0.4, 0.2, 0.6]),
      (ThemeWideColor(.hwb, 25, 20, 40), [0.6, 0.36666667, 0.2]),
      (ThemeWideColor(.hwb, 270, 20, 0), [0.6, 0.2, 1]),
      (ThemeWideColor(.hwb, 21, 31, 41), [0.59, 0.408, 0.31]),
      // CSS Color 4 section 8: whiteness and blackness adding up to 100% or more give the
      // gray of their ratio.
      (ThemeWideColor(.hwb, 120, 60, 60), [0.5, 0.5, 0.5]),
      (ThemeWideColor(.hwb, 120, 20, 80), [0.2, 0.2, 0.2]),
    ]
    for (color, expected) in cases {
      expectColor(color.converted(to: .srgb), .srgb, expected, tolerance: 1e-5, "WPT")
    }
    let rebeccapurple = ThemeWideColor(.srgb, 0.4, 0.2, 0.6)
    expectColor(rebeccapurple.converted(to: .hsl), .hsl, [270, 50, 40], tolerance: 1e-9, "WPT")
    expectColor(rebeccapurple.converted(to: .hwb), .hwb, [270, 20, 40], tolerance: 1e-9, "WPT")
  }

  @Test("S7: white and black are the ends of every lightness scale")
  func s7WhiteAndBlackAreTheEnds() {
    let white = ThemeWideColor(.srgb, 1, 1, 1)
    let black = ThemeWideColor(.srgb, 0, 0, 0)
    // CSS Color 4 section 9: white is lab(100 0 0), black lab(0 0 0); Oklab likewise with 1.
    expectColor(white.converted(to: .lab), .lab, [100, 0, 0], tolerance: 1e-9, "CSS 4 §9")
    expectColor(white.converted(to: .oklab), .oklab, [1, 0, 0], tolerance: 1e-9, "CSS 4 §9")
    expectColor(black.converted(to: .lab), .lab, [0, 0, 0], tolerance: 1e-12, "CSS 4 §9")
    expectColor(
      ThemeWideColor(.lab, 100, 0, 0).converted(to: .srgb), .srgb, [1, 1, 1],
      tolerance: 1e-9, "CSS 4 §9")
    // Gray has no hue: powerless, `none` (CSS Color 4 section 4.4.1).
    expectColor(white.converted(to: .lch), .lch, [100, 0, nil], tolerance: 1e-6, "CSS 4 §4.4")
    expectColor(white.converted(to: .oklch), .oklch, [1, 0, nil], tolerance: 1e-6, "CSS 4 §4.4")
    expectColor(white.converted(to: .hsl), .hsl, [nil, 0, 100], tolerance: 1e-9, "CSS 4 §4.4")
    expectColor(white.converted(to: .hwb), .hwb, [nil, 100, 0], tolerance: 1e-9, "CSS 4 §4.4")
    // WPT color-computed-relative-color.html: color(display-p3 0 0 0) is lch(0 0 none) and
    // oklch(0 0 none).
    let p3Black = ThemeWideColor(.displayP3, 0, 0, 0)
    expectColor(p3Black.converted(to: .lch), .lch, [0, 0, nil], tolerance: 1e-9, "WPT")
    expectColor(p3Black.converted(to: .oklch), .oklch, [0, 0, nil], tolerance: 1e-9, "WPT")
    // A mid gray from Lab is achromatic in HSL too.
    let gray = ThemeWideColor(.lab, 50, 0, 0).converted(to: .hsl)
    #expect(gray.components[0] == nil)
    #expect(gray.components[1].map { abs($0) < 1e-6 } == true)
  }

  /// The chromaticities of each RGB space's primaries and white, as CSS Color 4 section 10
  /// lists them from the standards: IEC 61966-2-1 (sRGB), SMPTE EG 432-1 (Display P3), Adobe
  /// RGB (1998), ROMM RGB (ProPhoto, D50) and ITU-R BT.2020.
  static let primaries: [(Space, [(Double, Double)])] = [
    (.srgb, [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06), (0.3127, 0.3290)]),
    (.srgbLinear, [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06), (0.3127, 0.3290)]),
    (.displayP3, [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060), (0.3127, 0.3290)]),
    (.a98RGB, [(0.64, 0.33), (0.21, 0.71), (0.15, 0.06), (0.3127, 0.3290)]),
    (
      .prophotoRGB,
      [(0.734699, 0.265301), (0.159597, 0.840403), (0.036598, 0.000105), (0.3457, 0.3585)]
    ),
    (.rec2020, [(0.708, 0.292), (0.170, 0.797), (0.131, 0.046), (0.3127, 0.3290)]),
  ]

  @Test("S7: each RGB space's primaries and white have the standard's chromaticities")
  func s7PrimariesHaveTheStandardsChromaticities() {
    for (space, chromaticities) in Self.primaries {
      let white: Space = space == .prophotoRGB ? .xyzD50 : .xyzD65
      let colors = [
        ThemeWideColor(space, 1, 0, 0), ThemeWideColor(space, 0, 1, 0),
        ThemeWideColor(space, 0, 0, 1), ThemeWideColor(space, 1, 1, 1),
      ]
      for (color, expected) in zip(colors, chromaticities) {
        let xyz = color.converted(to: white).components.map { $0 ?? .nan }
        let sum = xyz[0] + xyz[1] + xyz[2]
        #expect(
          abs(xyz[0] / sum - expected.0) < 1e-9 && abs(xyz[1] / sum - expected.1) < 1e-9,
          "\(color) has chromaticity \(xyz[0] / sum), \(xyz[1] / sum), not \(expected)")
      }
      // Each space's white has luminance 1.
      let whiteY = ThemeWideColor(space, 1, 1, 1).converted(to: white).components[1]
      #expect(whiteY.map { abs($0 - 1) < 1e-12 } == true, "\(space)")
    }
  }

  @Test("S7: D65 and D50 are related by CSS Color 4's Bradford matrix")
  func s7D65AndD50AreRelatedByBradford() {
    // CSS Color 4 section 11 sample code, D65_to_D50: the matrix's first column and the white.
    expectColor(
      ThemeWideColor(.xyzD65, 1, 0, 0).converted(to: .xyzD50), .xyzD50,
      [1.0479297925449969, 0.02962780877005599, -0.009243040646204504], tolerance: 1e-12,
      "CSS 4 §11 D65_to_D50")
    let d65 = ThemeWideColor(.xyzD65, 0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
    expectColor(
      d65.converted(to: .xyzD50), .xyzD50,
      [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585], tolerance: 1e-12, "CSS 4 §11")
    // Lab is relative to D50, so ProPhoto's white is lab(100 0 0) without any adaptation
    // error, and so is sRGB's after adaptation.
    expectColor(
      ThemeWideColor(.prophotoRGB, 1, 1, 1).converted(to: .lab), .lab, [100, 0, 0],
      tolerance: 1e-9, "CSS 4 §9")
  }

  @Test("S7: the opacity carries through every conversion")
  func s7OpacityCarriesThrough() {
    let translucent = ThemeWideColor(.displayP3, 0.2, 0.4, 0.6, alpha: 0.25)
    for space in Space.allCases {
      #expect(translucent.converted(to: space).alpha == 0.25, "\(space)")
    }
    #expect(ThemeWideColor(.oklch, 0.5, 0.1, 200, alpha: 0.5).sRGB.alpha == 128)
  }

  @Test("S7: converting drops the hex fallback, and converting to the own space changes nothing")
  func s7ConvertingToTheOwnSpaceChangesNothing() {
    let fallback = ThemeColor(red: 1, green: 2, blue: 3)
    let color = ThemeWideColor(.oklch, 0.5, nil, 120, alpha: 0.5, hexFallback: fallback)
    #expect(color.converted(to: .oklch) == color)
    #expect(color.converted(to: .oklab).hexFallback == nil)
  }
}
