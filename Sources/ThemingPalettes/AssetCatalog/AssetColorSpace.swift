import Foundation
import Theming

/// The color spaces Xcode writes in a color set's `"color-space"`, and how each becomes a
/// ``ThemeWideColor``.
///
/// Xcode's spaces are Core Graphics' (`CGColorSpace`): `srgb` and `display-p3` hold
/// gamma-encoded components from 0 to 1; the `extended-` spaces have the same colorimetry and
/// also allow components below 0 and above 1, with the transfer function mirrored for negative
/// values, as CSS Color 4 extends `srgb` and `srgb-linear`; the gray spaces hold one `white`
/// component encoded with a pure 2.2 power (Generic Gray Gamma 2.2).
enum AssetColorSpace: String, CaseIterable {
  case srgb
  case displayP3 = "display-p3"
  case extendedSRGB = "extended-srgb"
  case extendedLinearSRGB = "extended-linear-srgb"
  case grayGamma22 = "gray-gamma-22"
  case extendedGray = "extended-gray"

  /// Whether components may lie outside 0–1.
  var isExtended: Bool {
    switch self {
    case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
    case .srgb, .displayP3, .grayGamma22: false
    }
  }

  /// The components the space's `"components"` object holds, alpha last.
  var componentNames: [String] {
    switch self {
    case .grayGamma22, .extendedGray: ["white", "alpha"]
    default: ["red", "green", "blue", "alpha"]
    }
  }

  /// The color of `components`, given in the order of ``componentNames``.
  ///
  /// A gray's luminance relative to white is its `white` component to the power 2.2 (mirrored
  /// for negative values), which is exactly `srgb-linear` with three equal components.
  func color(_ components: [Double]) -> ThemeWideColor {
    switch self {
    case .grayGamma22, .extendedGray:
      let white = components[0]
      let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
      return ThemeWideColor(.srgbLinear, linear, linear, linear, alpha: components[1])
    case .srgb, .extendedSRGB:
      return ThemeWideColor(
        .srgb, components[0], components[1], components[2], alpha: components[3])
    case .displayP3:
      return ThemeWideColor(
        .displayP3, components[0], components[1], components[2], alpha: components[3])
    case .extendedLinearSRGB:
      return ThemeWideColor(
        .srgbLinear, components[0], components[1], components[2], alpha: components[3])
    }
  }
}
