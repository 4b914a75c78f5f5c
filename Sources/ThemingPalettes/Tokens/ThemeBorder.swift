/// A border from design tokens: a color, a width and a stroke style.
///
/// ```swift
/// let border = palette.border("card.border")(.dark)
/// view.layer.borderWidth = border.width.points()
/// ```
public struct ThemeBorder: Hashable, Sendable {
  /// The border's color.
  public let color: ThemeWideColor
  /// Its width.
  public let width: ThemeDimension
  /// How it is drawn.
  public let style: ThemeStrokeStyle
  /// The members of the border object beyond those the format defines, kept as written,
  /// references not followed, so that a token read and written again keeps them; empty unless
  /// the source had some.
  public let additionalMembers: [String: ThemeTokenJSON]

  /// Creates a border.
  ///
  /// - Parameters:
  ///   - color: The border's color.
  ///   - width: Its width.
  ///   - style: How it is drawn.
  ///   - additionalMembers: Members beyond those the format defines, kept as written; none
  ///     unless given.
  public init(
    color: ThemeWideColor,
    width: ThemeDimension,
    style: ThemeStrokeStyle,
    additionalMembers: [String: ThemeTokenJSON] = [:]
  ) {
    self.color = color
    self.width = width
    self.style = style
    self.additionalMembers = additionalMembers
  }
}
