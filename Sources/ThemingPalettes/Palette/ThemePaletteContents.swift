public import Theming

/// What a palette holds: its styles, the first of which is the default, and for each key one
/// value per style.
///
/// A key need not have a value for every style: a style without one gets the default style's.
public struct ThemePaletteContents: Equatable, Sendable {
  /// The palette's styles; the first is the default.
  public let styles: [ThemeStyle]
  /// The values, by key and style.
  public let entries: [String: [ThemeStyle: ThemePaletteValue]]
  /// What design tokens said about their keys besides the values: type, description,
  /// deprecation, other tools' extensions. Empty for palettes from other formats; a key's
  /// metadata is the first style's that defines the key.
  public let tokenInfo: [String: ThemeTokenInfo]
  /// What the loader that made the contents left out, each with its place; empty for
  /// contents made from values. Not part of equality: two contents are equal when they hold
  /// the same styles, values and token metadata, however they were read.
  public internal(set) var loadNotes: [ThemeLoadNote] = []

  /// Creates contents from styles and entries.
  ///
  /// - Parameters:
  ///   - styles: The styles, default first; there must be at least one.
  ///   - entries: The values by key and style.
  ///   - tokenInfo: Design-token metadata by key; none unless given.
  ///   - source: Where the contents came from, for errors.
  /// - Throws: `ThemeSourceError` when `styles` is empty or a value names a style not in it.
  public init(
    styles: [ThemeStyle],
    entries: [String: [ThemeStyle: ThemePaletteValue]],
    tokenInfo: [String: ThemeTokenInfo] = [:],
    source: String = "palette"
  ) throws(ThemeSourceError) {
    guard !styles.isEmpty else {
      throw ThemeSourceError(
        source: source,
        place: "its styles",
        expected: "at least one style",
        found: "none"
      )
    }
    let known = Set(styles)
    // The first stray by key, then by style, so that the error does not depend on hashing;
    // found without sorting every key of a large palette that has none.
    let strays = entries.compactMap { key, values in
      values.keys.filter { !known.contains($0) }.min().map { (key: key, style: $0) }
    }
    if let stray = strays.min(by: { $0.key < $1.key }) {
      throw ThemeSourceError(
        source: source,
        place: "key \"\(stray.key)\"",
        expected: "values for the styles \(styles.map(\.rawValue))",
        found: "a value for \"\(stray.style)\""
      )
    }
    self.init(checkedStyles: styles, entries: entries, tokenInfo: tokenInfo)
  }

  /// Contents whose every style is known to be in `styles`, which must not be empty: for
  /// combining contents that were each checked when they were made.
  init(
    checkedStyles styles: [ThemeStyle],
    entries: [String: [ThemeStyle: ThemePaletteValue]],
    tokenInfo: [String: ThemeTokenInfo] = [:]
  ) {
    self.styles = styles
    self.entries = entries
    self.tokenInfo = tokenInfo
  }

  /// Whether two contents hold the same styles, values and token metadata; what their loaders
  /// noted (``loadNotes``) is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.styles == rhs.styles && lhs.entries == rhs.entries && lhs.tokenInfo == rhs.tokenInfo
  }

  /// The default style: the first one.
  public var defaultStyle: ThemeStyle { styles[0] }

  /// The value of `key` for `style`, else for the default style; `nil` when the key is absent.
  ///
  /// - Parameters:
  ///   - key: The entry's key.
  ///   - style: The style to look up.
  /// - Returns: The value, or `nil` when the palette has no such key.
  public func value(for key: String, style: ThemeStyle) -> ThemePaletteValue? {
    guard let values = entries[key] else { return nil }
    return values[style] ?? values[defaultStyle]
  }
}
