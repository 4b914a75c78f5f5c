public import Theming

extension AssetCatalogWriteReport {
  /// A key whose value an asset catalog cannot hold, as it is not a color: a number, text that
  /// is not a hex color, or a design token of another type (a dimension, a typography, a
  /// shadow, a border, a gradient: the colors inside the last three are parts of them, and are
  /// not written alone).
  ///
  /// ```swift
  /// for value in report.leftOut { print(value) }  // spacing.small: a "dimension" token
  /// ```
  public struct LeftOutValue: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: String
    /// `nil` when the key has no color set for its appearances (a value that is not a color
    /// in one appearance leaves the whole set out, as a set cannot hold part of a key); else
    /// the style that is no appearance whose own set for the key is left out.
    public let style: ThemeStyle?
    /// What the value is: `a number`, `text that is not a hex color`, `a "shadow" token`.
    public let found: String

    /// The key, the style when there is one, and what was found.
    public var description: String {
      let style = self.style.map { " (\($0))" } ?? ""
      return "\(key)\(style): \(found)"
    }
  }
}
