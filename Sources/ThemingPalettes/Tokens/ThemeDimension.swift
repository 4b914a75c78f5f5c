/// A distance from design tokens: a number and its unit, such as `16px` or `1.5rem`.
///
/// ```swift
/// let padding = palette.dimension("spacing.md")(.light)  // 16px
/// let points = padding.points(remSize: 16)               // Optional(16.0)
/// ```
public struct ThemeDimension: Hashable, Sendable, CustomStringConvertible {
  /// A distance's unit: the two the design-token format allows, `px` and `rem`, and the others
  /// that real design systems write, which the token reader takes with a note
  /// (``ThemeLoadNote/Kind/readLeniently``).
  public enum Unit: String, Hashable, Sendable, CaseIterable {
    /// An idealised pixel: a point on Apple platforms, a `dp` on Android.
    case px
    /// A multiple of the platform's default font size.
    case rem
    /// A multiple of the font size where the distance is used; a token does not know that
    /// font, so it is taken as a `rem`.
    case em
    /// A typographic point: a point on Apple platforms.
    case pt
    /// Android's density-independent pixel: a point on Apple platforms.
    case dp
    /// Android's scale-independent pixel, for text: a point on Apple platforms.
    case sp
    /// A percentage of the enclosing box, written `%`; only the layout knows the box.
    case percent = "%"
    /// A percentage of the viewport's width; only the layout knows the viewport.
    case vw
    /// A percentage of the viewport's height; only the layout knows the viewport.
    case vh

    /// Whether the unit is one the format allows.
    public var isStandard: Bool { self == .px || self == .rem }
  }

  /// The number of units.
  public let value: Double
  /// The unit.
  public let unit: Unit

  /// Creates a distance.
  ///
  /// - Parameters:
  ///   - value: The number of units.
  ///   - unit: The unit.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The distance in points, taking `rem` and `em` as `remSize` points and `px`, `pt`, `dp`
  /// and `sp` as one point; `nil` for a unit relative to a box or the viewport (`%`, `vw`,
  /// `vh`), which only the layout can measure.
  ///
  /// - Parameter remSize: The points of one `rem`: the default font size, usually 16.
  /// - Returns: The distance in points, or `nil`.
  public func points(remSize: Double = 16) -> Double? {
    switch unit {
    case .px, .pt, .dp, .sp: value
    case .rem, .em: value * remSize
    case .percent, .vw, .vh: nil
    }
  }

  /// The distance as CSS writes it: `16px`, `1.5rem`, `50%`.
  public var description: String { "\(TokenNumber.text(value))\(unit.rawValue)" }
}
