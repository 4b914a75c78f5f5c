/// A color as a design tool writes it: a color space, three components in that space and an
/// opacity. Design tokens and asset catalogs load into palettes as `ThemeWideColor`, so that a
/// Display P3 color stays Display P3 on a screen that can show it.
///
/// ```swift
/// let brand = ThemeWideColor(.displayP3, 1, 0.25, 0.1)
/// let accent = ThemeWideColor(.oklch, 0.63, 0.19, 259.5, alpha: 0.8)
/// ```
///
/// A component may be `nil`, the design-token format's `none` keyword: a component that has no
/// meaning for this color, such as the hue of a gray, which counts as zero where a value is
/// needed. Where only an 8-bit sRGB color will do, ask for ``sRGB``: colors outside the sRGB
/// gamut are brought into it by the CSS Color 4 gamut mapping.
public struct ThemeWideColor: Hashable, Sendable {
  /// The color spaces of the design-token format's color module, named as it names them.
  ///
  /// Each case gives its components' order and range; ``ThemeWideColor/converted(to:)``
  /// converts between any two, and ``ThemeWideColor/mapped(into:)`` brings a color into the
  /// gamut of an RGB space.
  public enum Space: String, CaseIterable, Hashable, Sendable {
    /// sRGB: red, green and blue, 0–1, gamma-encoded.
    case srgb
    /// sRGB primaries with linear light: red, green and blue, 0–1.
    case srgbLinear = "srgb-linear"
    /// Hue (degrees), saturation (0–100) and lightness (0–100) over sRGB.
    case hsl
    /// Hue (degrees), whiteness (0–100) and blackness (0–100) over sRGB.
    case hwb
    /// CIE Lab, D50: lightness (0–100), a and b (about −125 to 125).
    case lab
    /// CIE LCh, D50: lightness (0–100), chroma (0 to about 150) and hue (degrees).
    case lch
    /// Oklab: lightness (0–1), a and b (about −0.4 to 0.4).
    case oklab
    /// Oklch: lightness (0–1), chroma (0 to about 0.4) and hue (degrees).
    case oklch
    /// Display P3: red, green and blue, 0–1, with the sRGB transfer function.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998) compatible: red, green and blue, 0–1, with a gamma of 563/256.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB, D50: red, green and blue, 0–1, with a gamma of 1.8.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020: red, green and blue, 0–1, with its own transfer function.
    case rec2020
    /// CIE XYZ with a D65 white point: X, Y and Z, with Y 0–1 from black to white.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ with a D50 white point: X, Y and Z, with Y 0–1 from black to white.
    case xyzD50 = "xyz-d50"
  }

  /// The space the components are in.
  public let space: Space
  /// The three components, in the order the space names them; `nil` for `none`.
  public let components: [Double?]
  /// The opacity, 0 (transparent) to 1 (opaque).
  public let alpha: Double
  /// The 8-bit sRGB color the source gave for tools that cannot read the space, if any. It is
  /// kept so that writing the color back gives what was read; conversions ignore it.
  public let hexFallback: ThemeColor?

  /// Creates a color from its space and components.
  ///
  /// - Parameters:
  ///   - space: The color space.
  ///   - first: The first component (red, hue, or lightness), or `nil` for `none`.
  ///   - second: The second component, or `nil` for `none`.
  ///   - third: The third component, or `nil` for `none`.
  ///   - alpha: The opacity, 0–1; opaque unless given.
  ///   - hexFallback: An 8-bit sRGB stand-in the source gave, if any.
  public init(
    _ space: Space,
    _ first: Double?,
    _ second: Double?,
    _ third: Double?,
    alpha: Double = 1,
    hexFallback: ThemeColor? = nil
  ) {
    self.space = space
    self.components = [first, second, third]
    self.alpha = alpha
    self.hexFallback = hexFallback
  }

  /// Creates a color from an 8-bit sRGB ``ThemeColor``, exactly.
  ///
  /// - Parameter color: The color.
  public init(_ color: ThemeColor) {
    self.init(
      .srgb,
      Double(color.red) / 255,
      Double(color.green) / 255,
      Double(color.blue) / 255,
      alpha: Double(color.alpha) / 255
    )
  }
}

extension ThemeWideColor: CustomStringConvertible {
  /// The color in CSS notation: `color(display-p3 1 0.25 0.1)`, `oklch(0.63 0.19 259.5 / 0.8)`,
  /// with `none` for a missing component.
  public var description: String {
    let parts = components.map { $0.map { "\($0)" } ?? "none" }.joined(separator: " ")
    let opacity = alpha == 1 ? "" : " / \(alpha)"
    switch space {
    case .hsl, .hwb, .lab, .lch, .oklab, .oklch:
      return "\(space.rawValue)(\(parts)\(opacity))"
    default:
      return "color(\(space.rawValue) \(parts)\(opacity))"
    }
  }
}
