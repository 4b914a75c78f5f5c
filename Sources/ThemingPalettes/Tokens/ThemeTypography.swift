/// A text style from design tokens: font family, size, weight, and optionally letter spacing
/// and line height.
///
/// ```swift
/// let body = palette.typography("text.body")(.light)
/// let font = UIFont(name: body.fontFamily.first ?? "", size: body.fontSize.points())
/// ```
///
/// The format asks for all five properties; the reader also accepts a style without
/// `letterSpacing` or `lineHeight`, which design tools often leave out, and keeps them `nil`.
public struct ThemeTypography: Hashable, Sendable {
  /// Font names, most preferred first.
  public let fontFamily: [String]
  /// The font size.
  public let fontSize: ThemeDimension
  /// The weight, 1–1000 (400 regular, 700 bold).
  public let fontWeight: Double
  /// The space added between characters, if given.
  public let letterSpacing: ThemeDimension?
  /// The line height as a multiple of the font size, if given.
  public let lineHeight: Double?

  /// Creates a text style.
  ///
  /// - Parameters:
  ///   - fontFamily: Font names, most preferred first.
  ///   - fontSize: The font size.
  ///   - fontWeight: The weight, 1–1000.
  ///   - letterSpacing: The space between characters, if any.
  ///   - lineHeight: The line height as a multiple of the font size, if any.
  public init(
    fontFamily: [String],
    fontSize: ThemeDimension,
    fontWeight: Double,
    letterSpacing: ThemeDimension? = nil,
    lineHeight: Double? = nil
  ) {
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.letterSpacing = letterSpacing
    self.lineHeight = lineHeight
  }
}
