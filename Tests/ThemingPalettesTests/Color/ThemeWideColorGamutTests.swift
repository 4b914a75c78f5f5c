import Testing
import Theming
import ThemingPalettes

/// S7: where only sRGB will do, a wide color is brought into the sRGB gamut by the CSS Color 4
/// gamut mapping (binary search on Oklch chroma with deltaEOK and a JND of 0.02, then clip),
/// not by clipping each component.
@Suite struct ThemeWideColorGamutTests {
  /// color.js's test of the CSS algorithm (color-js/color.js test/gamut.js, "P3 primaries to
  /// sRGB, CSS algorithm" and "P3 to sRGB whites/blacks CSS algorithm"), as percentages.
  static let p3ToSRGB: [([Double], [Double])] = [
    ([1, 0, 0], [100, 4.457, 4.5932]),
    ([0, 1, 0], [0, 98.576, 15.974]),
    ([0, 0, 1], [0, 0, 100]),
    ([1, 1, 0], [99.623, 99.901, 0]),
    ([0, 1, 1], [0, 99.645, 98.471]),
    ([1, 0, 1], [100, 16.736, 98.264]),
    ([1, 1, 1], [100, 100, 100]),
    ([2, 0, 1], [100, 100, 100]),
    ([0, 0, 0], [0, 0, 0]),
    ([-1, 0, 0], [0, 0, 0]),
  ]

  @Test("S7: Display P3 primaries map into sRGB as the CSS algorithm maps them")
  func s7DisplayP3PrimariesMapIntoSRGB() {
    for (p3, percent) in Self.p3ToSRGB {
      let color = ThemeWideColor(.displayP3, p3[0], p3[1], p3[2], alpha: 0.5)
      let mapped = color.mapped(into: .srgb)
      expectColor(
        mapped, .srgb, percent.map { $0 / 100 }, tolerance: 2e-5, "color.js test/gamut.js")
      #expect(mapped.alpha == 0.5, "color.js test/gamut.js: maintains alpha")
    }
    // In 8 bits: 100% 4.457% 4.5932% is #FF0B0C, not the clipped #FF0000.
    #expect(ThemeWideColor(.displayP3, 1, 0, 0).sRGB == ThemeColor(red: 255, green: 11, blue: 12))
  }

  /// WPT css/css-color/canvas-srgb-gamut-mapping.html: the results of the CSS algorithm
  /// ("MINDE") for very saturated Oklch colors, in 0–255.
  static let saturatedOklch: [([Double], [Double])] = [
    ([0.9, 0.35, 0], [255.00, 200.23, 219.68]),
    ([0.8, 0.35, 30], [255.00, 153.55, 135.55]),
    ([0.8, 0.35, 0], [255.00, 145.71, 185.67]),
    ([0.8, 0.35, 300], [204.30, 167.06, 255.00]),
    ([0.9, 0.3, 240], [175.12, 229.75, 255.00]),
    ([0.4, 0.35, 210], [0.00, 83.62, 97.90]),
    ([0.6, 0.35, 60], [195.29, 98.41, 0.00]),
    ([0.4, 0.35, 90], [92.60, 67.69, 0.00]),
    ([0.5, 0.35, 210], [0.00, 114.49, 132.39]),
    ([0.5, 0.3, 60], [153.88, 74.54, 0.00]),
    ([0.9, 0.3, 300], [229.95, 210.38, 255.00]),
    ([0.9, 0.2, 240], [175.12, 229.75, 255.00]),
  ]

  @Test("S7: very saturated Oklch colors map into sRGB as the WPT gives the CSS algorithm")
  func s7SaturatedOklchMapsIntoSRGB() {
    for (oklch, expected) in Self.saturatedOklch {
      let color = ThemeWideColor(.oklch, oklch[0], oklch[1], oklch[2])
      #expect(!color.isInGamut(.srgb))
      let mapped = color.mapped(into: .srgb)
      let scaled = mapped.components.map { $0.map { $0 * 255 } }
      #expect(
        componentsAgree(scaled, expected, tolerance: 0.006),
        "\(color) maps to \(scaled), not \(expected): WPT canvas-srgb-gamut-mapping")
      let bytes = expected.map { UInt8($0.rounded()) }
      #expect(color.sRGB == ThemeColor(red: bytes[0], green: bytes[1], blue: bytes[2]))
    }
  }

  @Test("S7: a color in gamut is only converted and rounded")
  func s7AColorInGamutIsOnlyConverted() throws {
    for hex in ["#000000", "#FFFFFF", "#663399", "#0A84FF", "#FF9500", "#34C75980"] {
      let color = try ThemeColor(hex: hex)
      for space in ThemeWideColor.Space.allCases {
        let wide = ThemeWideColor(color).converted(to: space)
        #expect(wide.isInGamut(.srgb), "\(hex) in \(space)")
        #expect(wide.sRGB == color, "\(hex) through \(space)")
      }
    }
    // Published values rounded to five digits are in gamut all the same (coloraide's sRGB red).
    #expect(ThemeWideColor(.oklch, 0.62796, 0.25768, 29.2339).isInGamut(.srgb))
    #expect(
      ThemeWideColor(.oklch, 0.62796, 0.25768, 29.2339).sRGB
        == ThemeColor(red: 255, green: 0, blue: 0))
  }

  @Test("S7: gamuts nest, and spaces without one contain everything")
  func s7GamutsNest() {
    let sRGBRed = ThemeWideColor(.srgb, 1, 0, 0)
    let p3Red = ThemeWideColor(.displayP3, 1, 0, 0)
    #expect(sRGBRed.isInGamut(.displayP3) && sRGBRed.isInGamut(.rec2020))
    #expect(sRGBRed.isInGamut(.a98RGB) && sRGBRed.isInGamut(.prophotoRGB))
    #expect(!p3Red.isInGamut(.srgb) && !p3Red.isInGamut(.hsl) && !p3Red.isInGamut(.hwb))
    #expect(!p3Red.isInGamut(.srgbLinear))
    #expect(p3Red.isInGamut(.displayP3) && !ThemeWideColor(.rec2020, 0, 1, 0).isInGamut(.displayP3))
    for space: ThemeWideColor.Space in [.lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50] {
      #expect(ThemeWideColor(.oklch, 0.9, 3, 10).isInGamut(space))
    }
  }

  @Test("S7: mapping into a space lands inside its gamut, in that space")
  func s7MappingLandsInsideTheGamut() {
    let wide = ThemeWideColor(.oklch, 0.7, 0.4, 145, alpha: 0.3)
    for space in ThemeWideColor.Space.allCases {
      let mapped = wide.mapped(into: space)
      #expect(mapped.space == space)
      #expect(mapped.alpha == 0.3)
      #expect(mapped.isInGamut(space), "\(mapped)")
    }
    // RGB results are within 0–1 exactly.
    for space: ThemeWideColor.Space in [.srgb, .srgbLinear, .displayP3, .a98RGB, .rec2020] {
      let components = wide.mapped(into: space).components.compactMap { $0 }
      #expect(components.count == 3 && components.allSatisfy { (0...1).contains($0) })
    }
    // HSL and HWB are mapped through sRGB.
    expectColor(
      wide.mapped(into: .hsl).converted(to: .srgb), .srgb,
      wide.mapped(into: .srgb).components, tolerance: 1e-9, "sRGB's gamut")
    // Without a gamut, mapping is converting.
    #expect(wide.mapped(into: .lab) == wide.converted(to: .lab))
    // In gamut in its own space, a color is returned as it is.
    let p3 = ThemeWideColor(
      .displayP3, 0.9, nil, 0.3, hexFallback: ThemeColor(red: 1, green: 2, blue: 3))
    #expect(p3.mapped(into: .displayP3) == p3)
  }

  @Test("S7: lightness beyond white or black maps to white or black")
  func s7LightnessBeyondWhiteOrBlack() {
    // CSS Color 4 section 13.2: Oklch lightness at or above 1 is white, at or below 0 black.
    #expect(
      ThemeWideColor(.oklch, 1.2, 0.2, 40).sRGB == ThemeColor(red: 255, green: 255, blue: 255))
    #expect(ThemeWideColor(.lab, -10, 40, 40).sRGB == ThemeColor(red: 0, green: 0, blue: 0))
    expectColor(
      ThemeWideColor(.oklch, 1.5, 0.1, 0).mapped(into: .displayP3), .displayP3, [1, 1, 1],
      tolerance: 1e-9, "CSS 4 §13.2")
  }

  @Test("S7: a palette's color(_:) hands out the gamut-mapped sRGB of a wide color")
  @MainActor
  func s7PaletteColorHandsOutTheMappedSRGB() throws {
    let contents = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: [
        "brand": [
          .light: .color(ThemeWideColor(.displayP3, 1, 0, 0)),
          .dark: .color(ThemeWideColor(.oklch, 0.9, 0.35, 0, alpha: 0.5)),
        ]
      ])
    let palette = ThemePalette(contents: contents)
    #expect(palette.color("brand")(.light) == ThemeColor(red: 255, green: 11, blue: 12))
    #expect(
      palette.color("brand")(.dark) == ThemeColor(red: 255, green: 200, blue: 220, alpha: 128))
    // The wide color itself stays wide.
    #expect(palette.wideColor("brand")(.light) == ThemeWideColor(.displayP3, 1, 0, 0))
  }
}
