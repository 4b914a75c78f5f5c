import Foundation
import Theming

extension ThemeWideColor {
  /// The white points of CSS Color 4 (section 10), as four-figure CIE xy chromaticities.
  enum WhitePoint {
    /// D65, the white of sRGB, Display P3, Adobe RGB, Rec. 2020 and Oklab.
    static let d65 = SIMD2(0.3127, 0.3290)
    /// D50, the white of ProPhoto RGB and CIE Lab.
    static let d50 = SIMD2(0.3457, 0.3585)
  }

  /// The Bradford adaptations between the two whites.
  enum Adaptation {
    static let d65ToD50 = Matrix3.bradford(from: WhitePoint.d65, to: WhitePoint.d50)
    static let d50ToD65 = Matrix3.bradford(from: WhitePoint.d50, to: WhitePoint.d65)
  }

  /// An RGB color space: a transfer function between its encoded components and linear light,
  /// and matrices between linear light and XYZ relative to D65 (a D50 space's matrices include
  /// the Bradford adaptation).
  struct RGBSpace: Sendable {
    let transfer: Transfer
    let linearToXYZD65: Matrix3
    let xyzD65ToLinear: Matrix3

    init(transfer: Transfer, linearToXYZD65: Matrix3) {
      self.transfer = transfer
      self.linearToXYZD65 = linearToXYZD65
      self.xyzD65ToLinear = linearToXYZD65.inverse
    }

    /// Encoded components to XYZ relative to D65.
    func xyzD65(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
      linearToXYZD65(transfer.linear(encoded))
    }

    /// XYZ relative to D65 to encoded components.
    func encoded(_ xyzD65: SIMD3<Double>) -> SIMD3<Double> {
      transfer.encoded(xyzD65ToLinear(xyzD65))
    }

    // The primaries are the chromaticities that CSS Color 4 gives in section 10 and that the
    // standards define: IEC 61966-2-1 (sRGB), SMPTE EG 432-1 (Display P3), Adobe RGB (1998),
    // ROMM RGB / ISO 22028-2 (ProPhoto) and ITU-R BT.2020.

    static let sRGB = RGBSpace(transfer: .sRGB, linearToXYZD65: sRGBPrimaries)
    static let sRGBLinear = RGBSpace(transfer: .linear, linearToXYZD65: sRGBPrimaries)
    static let displayP3 = RGBSpace(
      transfer: .sRGB,
      linearToXYZD65: .rgbToXYZ(
        red: SIMD2(0.680, 0.320), green: SIMD2(0.265, 0.690), blue: SIMD2(0.150, 0.060),
        white: WhitePoint.d65))
    static let a98RGB = RGBSpace(
      transfer: .a98RGB,
      linearToXYZD65: .rgbToXYZ(
        red: SIMD2(0.64, 0.33), green: SIMD2(0.21, 0.71), blue: SIMD2(0.15, 0.06),
        white: WhitePoint.d65))
    static let prophotoRGB = RGBSpace(
      transfer: .prophotoRGB,
      linearToXYZD65: Adaptation.d50ToD65
        * .rgbToXYZ(
          red: SIMD2(0.734699, 0.265301), green: SIMD2(0.159597, 0.840403),
          blue: SIMD2(0.036598, 0.000105), white: WhitePoint.d50))
    static let rec2020 = RGBSpace(
      transfer: .rec2020,
      linearToXYZD65: .rgbToXYZ(
        red: SIMD2(0.708, 0.292), green: SIMD2(0.170, 0.797), blue: SIMD2(0.131, 0.046),
        white: WhitePoint.d65))

    private static let sRGBPrimaries = Matrix3.rgbToXYZ(
      red: SIMD2(0.64, 0.33), green: SIMD2(0.30, 0.60), blue: SIMD2(0.15, 0.06),
      white: WhitePoint.d65)
  }

  /// The transfer functions of the RGB spaces, extended to all reals as CSS Color 4 extends
  /// them: a negative component mirrors the positive curve, and a component above 1 follows it.
  enum Transfer: Sendable {
    case linear
    case sRGB
    case a98RGB
    case prophotoRGB
    case rec2020

    /// Rec. 2020's constants (ITU-R BT.2020-2, table 4), to the precision CSS Color 4 uses.
    private static let rec2020Alpha = 1.099_296_826_809_44
    private static let rec2020Beta = 0.018_053_968_510_807

    func linear(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
      if case .linear = self { return encoded }
      return SIMD3(linear(encoded.x), linear(encoded.y), linear(encoded.z))
    }

    func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
      if case .linear = self { return linear }
      return SIMD3(encoded(linear.x), encoded(linear.y), encoded(linear.z))
    }

    private func linear(_ value: Double) -> Double {
      let magnitude = abs(value)
      switch self {
      case .linear:
        return value
      case .sRGB:
        if magnitude <= 0.040_45 { return value / 12.92 }
        return signed(pow((magnitude + 0.055) / 1.055, 2.4), like: value)
      case .a98RGB:
        return signed(pow(magnitude, 563 / 256), like: value)
      case .prophotoRGB:
        if magnitude <= 16 / 512 { return value / 16 }
        return signed(pow(magnitude, 1.8), like: value)
      case .rec2020:
        let alpha = Self.rec2020Alpha
        if magnitude < Self.rec2020Beta * 4.5 { return value / 4.5 }
        return signed(pow((magnitude + alpha - 1) / alpha, 1 / 0.45), like: value)
      }
    }

    private func encoded(_ value: Double) -> Double {
      let magnitude = abs(value)
      switch self {
      case .linear:
        return value
      case .sRGB:
        if magnitude <= 0.003_130_8 { return value * 12.92 }
        return signed(1.055 * pow(magnitude, 1 / 2.4) - 0.055, like: value)
      case .a98RGB:
        return signed(pow(magnitude, 256 / 563), like: value)
      case .prophotoRGB:
        if magnitude < 1 / 512 { return value * 16 }
        return signed(pow(magnitude, 1 / 1.8), like: value)
      case .rec2020:
        let alpha = Self.rec2020Alpha
        if magnitude <= Self.rec2020Beta { return value * 4.5 }
        return signed(alpha * pow(magnitude, 0.45) - (alpha - 1), like: value)
      }
    }

    private func signed(_ magnitude: Double, like value: Double) -> Double {
      value < 0 ? -magnitude : magnitude
    }
  }
}
