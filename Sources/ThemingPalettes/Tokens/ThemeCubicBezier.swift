/// A timing curve from design tokens: the two control points of a cubic Bézier curve from
/// (0, 0) to (1, 1), as CSS's `cubic-bezier(x1, y1, x2, y2)`.
///
/// ```swift
/// let easeOut = ThemeCubicBezier(0, 0, 0.58, 1)
/// ```
public struct ThemeCubicBezier: Hashable, Sendable, CustomStringConvertible {
  /// The first control point's x, 0–1.
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, 0–1.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// Creates a curve from its control points.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, 0–1.
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, 0–1.
  ///   - y2: The second control point's y.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The straight line, constant speed: what a missing timing curve gives.
  public static let linear = ThemeCubicBezier(0, 0, 1, 1)

  /// The curve as CSS writes it: `cubic-bezier(0, 0, 0.58, 1)`.
  public var description: String {
    "cubic-bezier(\([x1, y1, x2, y2].map(TokenNumber.text).joined(separator: ", ")))"
  }
}
