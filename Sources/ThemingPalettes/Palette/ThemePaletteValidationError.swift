public import Theming

/// Everything ``ThemePalette/validate(colors:numbers:strings:fonts:)`` found wrong, at once.
public struct ThemePaletteValidationError: Error, Equatable, CustomStringConvertible {
  /// One error per missing key or unreadable value.
  public let problems: [ThemeSourceError]

  /// One line per problem.
  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}
