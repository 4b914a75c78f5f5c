public import Theming

/// A font by name and size, as palettes write it: `"PingFang-SC-Regular,14"`.
///
/// Turn it into the platform's font where it is used
/// (`UIFont(name: descriptor.name, size: descriptor.size)`).
public struct ThemeFontDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The font's name.
  public var name: String
  /// The point size.
  public var size: Double

  /// Creates a descriptor.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The point size.
  public init(name: String, size: Double) {
    self.name = name
    self.size = size
  }

  /// Parses `"Name,size"`: a non-empty name, a comma, and a positive size.
  ///
  /// - Parameters:
  ///   - text: The text to parse.
  ///   - source: Where the text came from, for the error.
  /// - Throws: `ThemeSourceError` when the text is not of that form.
  public init(parsing text: String, source: String = "font") throws(ThemeSourceError) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      case let name = String(parts[0]).trimmingWhitespace(), !name.isEmpty,
      let size = Double(String(parts[1]).trimmingWhitespace()), size > 0, size.isFinite
    else {
      throw ThemeSourceError(
        source: source,
        place: ThemeColor.describe(text),
        expected: "a font as \"Name,size\" with a positive size",
        found: ThemeColor.describe(text)
      )
    }
    self.init(name: name, size: size)
  }

  /// The descriptor as `"Name,size"`.
  public var description: String {
    // `Int(exactly:)`, not `Int(_:)`: a whole size too large for `Int` (`"X,1e300"` parses)
    // or an infinite one must print, not trap.
    let size = Int(exactly: self.size).map(String.init) ?? String(self.size)
    return "\(name),\(size)"
  }
}
