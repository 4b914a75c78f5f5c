/// A distance from design tokens: a number and its unit, such as `16px` or `1.5rem`.
///
/// ```swift
/// let padding = palette.dimension("spacing.md")(.light)  // 16px
/// let points = padding.points(remSize: 16)               // 16
/// ```
public struct ThemeDimension: Hashable, Sendable, CustomStringConvertible {
  /// The units the design-token format allows for distances.
  public enum Unit: String, Hashable, Sendable, CaseIterable {
    /// An idealised pixel: a point on Apple platforms, a `dp` on Android.
    case px
    /// A multiple of the platform's default font size.
    case rem
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

  /// The distance in points, taking `rem` as `remSize` points.
  ///
  /// - Parameter remSize: The points of one `rem`: the default font size, usually 16.
  /// - Returns: The distance in points.
  public func points(remSize: Double = 16) -> Double {
    unit == .px ? value : value * remSize
  }

  /// The distance as CSS writes it: `16px`, `1.5rem`.
  public var description: String { "\(TokenNumber.text(value))\(unit.rawValue)" }
}
