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
  /// The members of the stop object beyond those the format defines, kept as written,
  /// references not followed, so that a token read and written again keeps them; empty unless
  /// the source had some.
  public let additionalMembers: [String: ThemeTokenJSON]

  /// Creates a stop.
  ///
  /// - Parameters:
  ///   - color: The color at this stop.
  ///   - position: Where it is, 0–1.
  ///   - additionalMembers: Members beyond those the format defines, kept as written; none
  ///     unless given.
  public init(
    color: ThemeWideColor,
    position: Double,
    additionalMembers: [String: ThemeTokenJSON] = [:]
  ) {
    self.color = color
    self.position = position
    self.additionalMembers = additionalMembers
  }
}
