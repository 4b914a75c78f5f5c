public import Theming

/// Something a loader did not take as it was written, and said so rather than fail or keep
/// quiet: a value it left out because it gives nothing to show. Each note is worded as an
/// error is (source, place, what was expected, what was found), and the palette's audit
/// reports every one as a warning (``ThemePaletteFinding/Kind/leftOut``).
///
/// ```swift
/// let contents = try ThemePaletteContents(assetCatalogAt: catalog)
/// for note in contents.loadNotes { print(note) }  // …/AccentColor.colorset/Contents.json: …
/// ```
public struct ThemeLoadNote: Equatable, Sendable, CustomStringConvertible {
  /// The key the note is about, as the palette would have named it.
  public let key: String
  /// Where it was, and what was expected and found there.
  public let issue: ThemeSourceError

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - key: The key the note is about.
  ///   - issue: Where it was, and what was expected and found there.
  public init(key: String, issue: ThemeSourceError) {
    self.key = key
    self.issue = issue
  }

  /// The issue's sentence.
  public var description: String { issue.description }
}
