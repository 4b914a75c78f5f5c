public import Theming

/// One thing ``ThemePaletteContents/audit(pairs:source:)`` found: a value a style lacks, a key a
/// contrast pair names that the palette lacks, a value that is not a color, a pair whose
/// contrast is too low, a design token of a type the library does not interpret, or a value
/// the loader left out, read leniently or found invalid.
///
/// ```swift
/// for finding in palette.audit(pairs: pairs).findings {
///   print(finding)  // theme.json: style "dark": "caption" #777777 on "BG" #FFFFFF: …
/// }
/// ```
public struct ThemePaletteFinding: Hashable, Sendable, CustomStringConvertible {
  /// What was found.
  public enum Kind: String, Sendable {
    /// A style has no value for a key that another style has.
    case missingValue
    /// A contrast pair names a key that no style has.
    case missingKey
    /// A contrast pair's value is not a color: a number, text that is not a hex color, or a
    /// named system color, whose value only the platform knows.
    case unreadableColor
    /// A contrast pair's colors are below its minimum ratio.
    case lowContrast
    /// A design token of a type the library keeps but does not interpret, which only
    /// ``ThemePalette/token(_:)`` hands out.
    case unsupportedType
    /// The loader left a value out, and said why (``ThemePaletteContents/loadNotes``).
    case leftOut
    /// The loader read a value by a lenient rule that real files need, and said which
    /// (``ThemePaletteContents/loadNotes``).
    case readLeniently
    /// The loader kept a value as written whose own form says it is wrong, such as a hex color
    /// of five digits (`"0x1FF32"`), and said where (``ThemePaletteContents/loadNotes``): an
    /// error, since every lookup of it falls back.
    case invalidValue
  }

  /// How much a finding matters.
  public enum Severity: String, Sendable {
    /// The palette would show something wrong or unreadable.
    case error
    /// The palette works through a documented fallback that may not be what was meant.
    case warning
  }

  /// What was found.
  public let kind: Kind
  /// How much it matters.
  public let severity: Severity
  /// The palette's source, as given to the audit.
  public let source: String
  /// The style it was found in; the default style for a key that no style has.
  public let style: ThemeStyle
  /// The keys concerned: one, or a pair's foreground and background; none for a load note
  /// about the document as a whole (a trailing comma at its top level).
  public let keys: [String]
  /// The colors concerned: a pair's foreground and background as seen for a low contrast, the
  /// value fallen back to for a missing value that is a color, else none.
  public let colors: [ThemeColor]
  /// The contrast ratio found, for a low contrast.
  public let ratio: Double?
  /// The minimum ratio required, for a low contrast.
  public let required: Double?
  /// One line naming the source, the style, the keys, the colors and the ratio.
  public let message: String

  init(
    _ kind: Kind,
    _ severity: Severity,
    source: String,
    style: ThemeStyle,
    keys: [String],
    colors: [ThemeColor] = [],
    ratio: Double? = nil,
    required: Double? = nil,
    detail: String
  ) {
    self.kind = kind
    self.severity = severity
    self.source = source
    self.style = style
    self.keys = keys
    self.colors = colors
    self.ratio = ratio
    self.required = required
    self.message = "\(source): \(severity) in style \"\(style)\": \(detail)"
  }

  /// The ``message``.
  public var description: String { message }

  /// A ratio as a message shows it: at most two decimals, trailing zeros dropped, and rounded
  /// down, so that a ratio just short of its minimum never prints as the minimum.
  static func format(ratio: Double) -> String {
    let hundredths = (ratio * 100).rounded(.down)
    let whole = Int(hundredths / 100)
    let fraction = Int(hundredths) % 100
    switch fraction {
    case 0: return "\(whole)"
    case let tenths where tenths % 10 == 0: return "\(whole).\(tenths / 10)"
    default: return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
  }
}
