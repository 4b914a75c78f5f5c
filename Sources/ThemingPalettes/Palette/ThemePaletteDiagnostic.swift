public import Theming

/// A palette lookup that fell back: the key is missing, or its value is not of the kind asked
/// for.
public struct ThemePaletteDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The palette, the key and style, what was expected and what was found.
  public let error: ThemeSourceError

  /// The error's description.
  public var description: String { error.description }
}
