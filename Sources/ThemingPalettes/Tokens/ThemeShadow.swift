/// One shadow from design tokens; a ``ThemeTokenValue/shadow(_:)`` token holds a list of them,
/// drawn first to last.
///
/// ```swift
/// for layer in palette.shadow("elevation.card")(.light) {
///   view.layer.shadowOffset = CGSize(width: layer.offsetX.value, height: layer.offsetY.value)
/// }
/// ```
public struct ThemeShadow: Hashable, Sendable {
  /// The shadow's color.
  public let color: ThemeWideColor
  /// The horizontal offset.
  public let offsetX: ThemeDimension
  /// The vertical offset.
  public let offsetY: ThemeDimension
  /// The blur radius.
  public let blur: ThemeDimension
  /// How far the shadow grows (or, negative, shrinks) before blurring.
  public let spread: ThemeDimension
  /// Whether the shadow falls inside the shape rather than behind it.
  public let inset: Bool
  /// The members of the shadow object beyond those the format defines, kept as written,
  /// references not followed, so that a token read and written again keeps them; empty unless
  /// the source had some.
  public let additionalMembers: [String: ThemeTokenJSON]

  /// Creates a shadow.
  ///
  /// - Parameters:
  ///   - color: The shadow's color.
  ///   - offsetX: The horizontal offset.
  ///   - offsetY: The vertical offset.
  ///   - blur: The blur radius.
  ///   - spread: The spread.
  ///   - inset: Whether it is an inner shadow; `false` unless given.
  ///   - additionalMembers: Members beyond those the format defines, kept as written; none
  ///     unless given.
  public init(
    color: ThemeWideColor,
    offsetX: ThemeDimension,
    offsetY: ThemeDimension,
    blur: ThemeDimension,
    spread: ThemeDimension,
    inset: Bool = false,
    additionalMembers: [String: ThemeTokenJSON] = [:]
  ) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
    self.spread = spread
    self.inset = inset
    self.additionalMembers = additionalMembers
  }
}
