import Foundation
import Theming

extension ThemeWideColor {
  /// The cylindrical forms: LCH over Lab, Oklch over Oklab (CSS Color 4 sections 9.3 and 9.4),
  /// and HSL and HWB over sRGB (sections 7 and 8).
  ///
  /// A hue with no meaning, such as a gray's, is *powerless*; these functions return it as NaN,
  /// which ``ThemeWideColor/converted(to:)`` turns into `nil` (`none`).
  enum Polar {
    /// The chroma at or under which an LCH hue is powerless, as CSS Color 4's sample code has it.
    static let lchAchromatic = 0.0015
    /// The chroma at or under which an Oklch hue is powerless, likewise.
    static let oklchAchromatic = 0.000_004
    /// The spread of sRGB components (0–1) at or under which an HSL or HWB hue is powerless:
    /// zero for exact arithmetic, a little more so that rounding in a conversion does not
    /// invent a hue for a gray.
    static let rgbAchromatic = 1e-9

    // MARK: LCH and Oklch

    /// Lightness, chroma and hue (degrees, 0 up to 360; NaN when powerless) from rectangular
    /// lightness, a and b.
    static func polar(fromRectangular lab: SIMD3<Double>, achromatic: Double) -> SIMD3<Double> {
      let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
      guard chroma > achromatic else { return SIMD3(lab.x, chroma, .nan) }
      return SIMD3(lab.x, chroma, normalizedHue(atan2(lab.z, lab.y) * 180 / .pi))
    }

    /// Rectangular lightness, a and b from lightness, chroma and hue (degrees).
    static func rectangular(fromPolar lch: SIMD3<Double>) -> SIMD3<Double> {
      let radians = lch.z * .pi / 180
      return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    // MARK: HSL and HWB

    /// HSL (hue in degrees, saturation and lightness 0–100) from gamma-encoded sRGB (0–1).
    /// Out of gamut, saturation can come out negative; it is then made positive by turning the
    /// hue half round, which describes the same color.
    static func hsl(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
      let high = rgb.max()
      let low = rgb.min()
      let lightness = (high + low) / 2
      let spread = high - low
      guard spread > rgbAchromatic else { return SIMD3(.nan, 0, lightness * 100) }
      let denominator = min(lightness, 1 - lightness)
      var saturation = denominator == 0 ? 0 : (high - lightness) / denominator
      var angle = hue(ofSRGB: rgb, high: high, spread: spread)
      if saturation < 0 {
        angle += 180
        saturation = -saturation
      }
      if saturation <= rgbAchromatic { angle = .nan }
      return SIMD3(normalizedHue(angle), saturation * 100, lightness * 100)
    }

    /// Gamma-encoded sRGB from HSL (hue in degrees, saturation and lightness 0–100).
    static func sRGB(fromHSL hsl: SIMD3<Double>) -> SIMD3<Double> {
      let hue = normalizedHue(hsl.x)
      let saturation = hsl.y / 100
      let lightness = hsl.z / 100
      let amplitude = saturation * min(lightness, 1 - lightness)
      func channel(_ offset: Double) -> Double {
        let k = (offset + hue / 30).truncatingRemainder(dividingBy: 12)
        return lightness - amplitude * max(-1, min(k - 3, 9 - k, 1))
      }
      return SIMD3(channel(0), channel(8), channel(4))
    }

    /// HWB (hue in degrees, whiteness and blackness 0–100) from gamma-encoded sRGB (0–1).
    static func hwb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
      let high = rgb.max()
      let low = rgb.min()
      let spread = high - low
      let angle = spread > rgbAchromatic ? hue(ofSRGB: rgb, high: high, spread: spread) : .nan
      return SIMD3(normalizedHue(angle), low * 100, (1 - high) * 100)
    }

    /// Gamma-encoded sRGB from HWB (hue in degrees, whiteness and blackness 0–100). Whiteness
    /// and blackness that add up to 100 or more give the gray of their ratio.
    static func sRGB(fromHWB hwb: SIMD3<Double>) -> SIMD3<Double> {
      let whiteness = hwb.y / 100
      let blackness = hwb.z / 100
      if whiteness + blackness >= 1 {
        let gray = whiteness / (whiteness + blackness)
        return SIMD3(repeating: gray)
      }
      let pure = sRGB(fromHSL: SIMD3(hwb.x, 100, 50))
      return pure * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }

    /// The hue angle of a chromatic sRGB color, in degrees, from its largest component.
    private static func hue(ofSRGB rgb: SIMD3<Double>, high: Double, spread: Double) -> Double {
      let sector: Double
      if high == rgb.x {
        sector = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
      } else if high == rgb.y {
        sector = (rgb.z - rgb.x) / spread + 2
      } else {
        sector = (rgb.x - rgb.y) / spread + 4
      }
      return sector * 60
    }

    /// A hue in degrees brought into 0 up to 360; NaN stays NaN.
    static func normalizedHue(_ degrees: Double) -> Double {
      let turned = degrees.truncatingRemainder(dividingBy: 360)
      let positive = turned < 0 ? turned + 360 : turned
      return positive >= 360 ? 0 : positive
    }
  }
}
