/// One stop of a gradient from design tokens: a color at a position along the gradient's axis.
///
/// ```swift
/// let stops = palette.gradient("hero.background")(.light)
/// let locations = stops.map(\.position)
/// ```
public struct ThemeGradientStop: Hashable, Sendable {
  /// The color at this stop.
  public let color: ThemeWideColor
  /// Where the stop is, 0 (the start of the axis) to 1 (its end); the reader clamps positions
  /// outside that range into it, as the format says.
  public let position: Double

  /// Creates a stop.
  ///
  /// - Parameters:
  ///   - color: The color at this stop.
  ///   - position: Where it is, 0–1.
  public init(color: ThemeWideColor, position: Double) {
    self.color = color
    self.position = position
  }
}
