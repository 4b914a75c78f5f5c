public import Theming

/// Something a loader did not take exactly as it was written, and said so rather than fail or
/// keep quiet: a value it left out (it gives nothing to show, or what it means is ambiguous),
/// or a value it read by a lenient rule that real files need (a 3-digit `hex` fallback, a unit
/// the format does not list, a member the format does not define). Each note is worded as an
/// error is (source, place, what was expected, what was found), and the palette's audit reports
/// every one as a warning (``ThemePaletteFinding/Kind/leftOut`` or
/// ``ThemePaletteFinding/Kind/readLeniently``).
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
    /// The value is in the contents, read by a lenient rule that the note names.
    case readLeniently
  }

  /// The key the note is about, as the palette would have named it.
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
