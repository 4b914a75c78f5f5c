import Theming
import ThemingPalettes

/// A 24-bit color, the kind a terminal with true-color support can draw.
///
/// The demo defines its own color type on purpose: the library themes values of any type, so an
/// app brings whatever color type its UI toolkit uses.
struct RGBColor: Hashable, Sendable {
  var r: UInt8
  var g: UInt8
  var b: UInt8

  init(r: UInt8, g: UInt8, b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// The demo's color for a palette's color (the terminal draws no transparency).
  init(_ color: ThemeColor) {
    self.init(r: color.red, g: color.green, b: color.blue)
  }

  /// Creates a color from a number written the way designers write colors: `0x1E1E1E`.
  ///
  /// Only the low 24 bits count, so any `Int` gives a color and nothing can trap.
  init(hex: Int) {
    self.init(
      r: UInt8(truncatingIfNeeded: hex >> 16),
      g: UInt8(truncatingIfNeeded: hex >> 8),
      b: UInt8(truncatingIfNeeded: hex)
    )
  }

  /// This color moved `amount` of the way toward `other` (0 keeps it, 1 gives `other`).
  func mixed(with other: RGBColor, amount: Double) -> RGBColor {
    func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
      let value = Double(from) + (Double(to) - Double(from)) * amount
      // Clamping, so an amount outside 0...1 gives an extreme color instead of a trap.
      return UInt8(clamping: Int(value.rounded()))
    }
    return RGBColor(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b))
  }

  /// The color as `#RRGGBB`, which is how plain output names it.
  var hexString: String {
    "#" + [r, g, b].map(Self.twoHexDigits).joined()
  }

  private static func twoHexDigits(_ component: UInt8) -> String {
    let digits = String(component, radix: 16, uppercase: true)
    return component < 16 ? "0" + digits : digits
  }
}
