/// Something the store handled without failing: a key no skin in the chain and no default has,
/// an image or font that would not load, or what loading a skin's palette noted.
public struct ThemeSkinDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The key looked up, when the diagnostic is about one.
  public let key: String?
  /// The skin (or style) it concerns.
  public let skin: String
  /// What happened.
  public let message: String

  /// One line: `skin festival: …`.
  public var description: String {
    "skin \(skin): \(message)"
  }
}
