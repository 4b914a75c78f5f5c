import Theming

/// A color as a color set's `"color"` member holds it: one of the catalog's color spaces and
/// the components as Xcode writes them, decimal strings with three places (`"0.039"`).
///
/// Three places keep every 8-bit component: one 8-bit step is 1/255, about 0.0039, and
/// rounding to 0.001 moves a component by at most 0.0005, so reading it back and rounding to 8
/// bits gives the same byte. Linear-light components get four places, since near black one
/// linear step of 0.001 is more than three 8-bit steps once gamma-encoded.
struct AssetColor: Hashable {
  /// What a palette value is to an asset catalog.
  enum Reading {
    /// A color, and the space it was converted from when the catalog has not its own.
    case color(AssetColor, convertedFrom: ThemeWideColor.Space?)
    /// Not a color: what it is (`a number`, `a "dimension" token`).
    case notAColor(String)
    /// A color no catalog can hold: what a color needs, and what this one has.
    case invalid(expected: String, found: String)
  }

  let space: AssetColorSpace
  /// Red, green, blue and alpha, as written.
  let components: [String]

  /// The `"color"` member.
  var json: XcodeJSON {
    .object([
      "color-space": .string(space.rawValue),
      "components": .object([
        "red": .string(components[0]),
        "green": .string(components[1]),
        "blue": .string(components[2]),
        "alpha": .string(components[3]),
      ]),
    ])
  }

  /// Reads a palette value as palettes' color lookups do: a ``ThemePaletteValue/color(_:)``,
  /// or text that ``ThemeColor/init(hex:source:)`` reads (`"#0A84FF"`) as an 8-bit sRGB
  /// color. Numbers, other text and other tokens are not colors, shadows, borders and
  /// gradients included: their colors are parts of something a color set cannot hold.
  static func reading(_ value: ThemePaletteValue) -> Reading {
    switch value {
    case .color(let color):
      return reading(color)
    case .string(let text):
      guard let color = try? ThemeColor(hex: text) else {
        return .notAColor("text that is not a hex color")
      }
      return reading(ThemeWideColor(color))
    case .number:
      return .notAColor("a number")
    case .token(let token):
      return .notAColor("a \"\(token.typeName)\" token")
    }
  }

  /// The color in the smallest of the catalog's spaces that holds it without change:
  ///
  /// - sRGB stays `srgb`, or `extended-srgb` with the same components when some lie outside
  ///   0–1;
  /// - Display P3 stays `display-p3`; outside 0–1 it becomes `extended-srgb`;
  /// - linear sRGB is `extended-linear-srgb`, the catalog's only linear space;
  /// - any other space is converted: to `srgb` when the color is inside sRGB, else to
  ///   `display-p3` when inside Display P3, else to `extended-srgb`, which holds every color.
  ///
  /// A `none` component counts as 0, as conversions count it.
  static func reading(_ color: ThemeWideColor) -> Reading {
    guard color.alpha.isFinite, (0...1).contains(color.alpha) else {
      return .invalid(expected: "an opacity from 0 to 1", found: "\(color.alpha)")
    }
    guard color.components.allSatisfy({ $0?.isFinite ?? true }) else {
      return .invalid(expected: "finite color components", found: color.description)
    }
    let values = color.resolvedComponents
    switch color.space {
    case .srgb:
      return make(values, in: .srgb, alpha: color.alpha, from: nil)
    case .displayP3 where ThemeWideColor.isInUnitCube(values):
      return make(values, in: .displayP3, alpha: color.alpha, from: nil)
    case .srgbLinear:
      return make(values, in: .extendedLinearSRGB, alpha: color.alpha, from: nil)
    default:
      let sRGB = ThemeWideColor.convert(values, from: color.space, to: .srgb)
      let displayP3 = ThemeWideColor.convert(values, from: color.space, to: .displayP3)
      if !ThemeWideColor.isInUnitCube(sRGB), ThemeWideColor.isInUnitCube(displayP3) {
        return make(displayP3, in: .displayP3, alpha: color.alpha, from: color.space)
      }
      return make(sRGB, in: .srgb, alpha: color.alpha, from: color.space)
    }
  }

  /// Components in `space`; sRGB components outside 0–1 in `extended-srgb`, and components
  /// within the gamut tolerance of 0–1 clamped to it. Display P3 components come here only
  /// when inside 0–1. `original` is the space the color was converted from, if it was.
  private static func make(
    _ values: SIMD3<Double>, in space: AssetColorSpace, alpha: Double,
    from original: ThemeWideColor.Space?
  ) -> Reading {
    guard values.x.isFinite, values.y.isFinite, values.z.isFinite else {
      return .invalid(
        expected: "a color the catalog's color spaces can hold",
        found: "components \(values.x), \(values.y), \(values.z) once converted")
    }
    var written = space
    var components = values
    if !space.isExtended {
      if ThemeWideColor.isInUnitCube(values) {
        components = ThemeWideColor.unitClamped(values)
      } else {
        written = .extendedSRGB
      }
    }
    let places = written == .extendedLinearSRGB ? 4 : 3
    let color = AssetColor(
      space: written,
      components: [components.x, components.y, components.z, alpha].map {
        decimal($0, places: places)
      })
    return .color(color, convertedFrom: original)
  }

  /// `value` with `places` decimal places (1 to 4), as Xcode writes components: `"0.500"`,
  /// `"-0.052"`; never `"-0.000"`. Written digit by digit, so that no locale can change the
  /// decimal point.
  static func decimal(_ value: Double, places: Int) -> String {
    let digits = min(max(places, 1), 4)
    let scale = [10, 100, 1_000, 10_000][digits - 1]
    let scaled = (value * Double(scale)).rounded()
    // Far beyond any color a display shows; Swift's shortest form reads back exactly.
    guard abs(scaled) < 1e15 else { return "\(value)" }
    let units = Int64(abs(scaled))
    let fraction = String(units % Int64(scale))
    let padding = String(repeating: "0", count: max(digits - fraction.count, 0))
    let sign = units > 0 && scaled < 0 ? "-" : ""
    return "\(sign)\(units / Int64(scale)).\(padding)\(fraction)"
  }
}
