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

  /// Creates a border.
  ///
  /// - Parameters:
  ///   - color: The border's color.
  ///   - width: Its width.
  ///   - style: How it is drawn.
  public init(color: ThemeWideColor, width: ThemeDimension, style: ThemeStrokeStyle) {
    self.color = color
    self.width = width
    self.style = style
  }
}
