public import Theming

/// Something a loader did not take exactly as it was written, and said so rather than fail or
/// keep quiet: a value it left out (it gives nothing to show, or what it means is ambiguous),
/// a value it read by a lenient rule that real files need (a 3-digit `hex` fallback, a unit
/// the format does not list, a member the format does not define, a trailing comma), or a value
/// it kept as written although its own form says it is wrong (`"0x1FF32"`, a hex color of five
/// digits). Each note is worded as an error is (source, place, what was expected, what was
/// found), and the palette's audit reports every one: a value left out or read leniently as a
/// warning (``ThemePaletteFinding/Kind/leftOut``, ``ThemePaletteFinding/Kind/readLeniently``),
/// an invalid one as an error (``ThemePaletteFinding/Kind/invalidValue``).
///
/// ```swift
/// let contents = try ThemePaletteContents(assetCatalogAt: catalog)
/// for note in contents.loadNotes { print(note) }  // …/AccentColor.colorset/Contents.json: …
/// ```
///
/// A caller that wants the letter of a format, as `theme-lint --strict` does, treats every note
/// as an error.
public struct ThemeLoadNote: Hashable, Sendable, CustomStringConvertible {
  /// What the loader did with the value.
  public enum Kind: String, Hashable, Sendable {
    /// The value is not in the contents: it gives nothing to show, or what it means is
    /// ambiguous.
    case leftOut
    /// The value is in the contents, read by a lenient rule that the note names. A note on
    /// the text rather than a value (a trailing comma) is about the group it is in, or, with
    /// an empty key, the document.
    case readLeniently
    /// The value is in the contents as it was written, but its form says what it must be and
    /// it is not that: text written as a hex color, `0x` and hex digits, with a count of digits
    /// no color has. The rest of the file loads; a lookup of the key falls back, with a
    /// diagnostic, as for any unreadable value, and the audit reports the note as an error.
    case invalid
  }

  /// The key the note is about, as the palette would have named it; a group's key for a note
  /// on the group's text, and empty for the document as a whole.
  public let key: String
  /// What the loader did with the value.
  public let kind: Kind
  /// Where it was, and what was expected and found there.
  public let issue: ThemeSourceError

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - key: The key the note is about.
  ///   - kind: What the loader did with the value; left out unless given.
  ///   - issue: Where it was, and what was expected and found there.
  public init(key: String, kind: Kind = .leftOut, issue: ThemeSourceError) {
    self.key = key
    self.kind = kind
    self.issue = issue
  }

  /// The issue's sentence.
  public var description: String { issue.description }
}
