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
  /// The members of the value beyond the five the format defines (`MozOsxFontSmoothing`,
  /// `textCase`), kept as written, references not followed, so that a token read and written
  /// again keeps them; empty unless the source had some.
  ///
  /// A line height that cannot be expressed as a multiple of the font size (a length in `rem`
  /// beside a font size in `px`) is kept here too, as written, under `lineHeight`, and
  /// ``lineHeight`` is `nil`.
  public let additionalMembers: [String: ThemeTokenJSON]

  /// Creates a text style.
  ///
  /// - Parameters:
  ///   - fontFamily: Font names, most preferred first.
  ///   - fontSize: The font size.
  ///   - fontWeight: The weight, 1–1000.
  ///   - letterSpacing: The space between characters, if any.
  ///   - lineHeight: The line height as a multiple of the font size, if any.
  ///   - additionalMembers: Members beyond those the format defines, kept as written; none
  ///     unless given.
  public init(
    fontFamily: [String],
    fontSize: ThemeDimension,
    fontWeight: Double,
    letterSpacing: ThemeDimension? = nil,
    lineHeight: Double? = nil,
    additionalMembers: [String: ThemeTokenJSON] = [:]
  ) {
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.letterSpacing = letterSpacing
    self.lineHeight = lineHeight
    self.additionalMembers = additionalMembers
  }
}
