/// What a design token says about itself besides its value: its resolved type, description,
/// deprecation and the extension data of other tools, kept per key in
/// ``ThemePaletteContents/tokenInfo``.
///
/// ```swift
/// if let info = palette.contents.tokenInfo["color.brand"], info.isDeprecated {
///   print("color.brand is deprecated: \(info.deprecationReason ?? "no reason given")")
/// }
/// ```
public struct ThemeTokenInfo: Hashable, Sendable {
  /// The token's `$type` once aliases and groups are resolved, such as `"color"` or
  /// `"dimension"`; for a type the library does not interpret, the name the file gave.
  public let type: String
  /// The token's `$description`, if any.
  public let description: String?
  /// Whether the token, or a group enclosing it, is `$deprecated`.
  public let isDeprecated: Bool
  /// The explanation a `$deprecated` string gave, if any.
  public let deprecationReason: String?
  /// The token's `$extensions`, kept as written for the tools that own them; `nil` if none.
  public let extensions: ThemeTokenJSON?

  /// Creates token metadata.
  ///
  /// - Parameters:
  ///   - type: The resolved type name.
  ///   - description: The description, if any.
  ///   - isDeprecated: Whether the token is deprecated.
  ///   - deprecationReason: Why, if said.
  ///   - extensions: Other tools' data, if any.
  public init(
    type: String,
    description: String? = nil,
    isDeprecated: Bool = false,
    deprecationReason: String? = nil,
    extensions: ThemeTokenJSON? = nil
  ) {
    self.type = type
    self.description = description
    self.isDeprecated = isDeprecated || deprecationReason != nil
    self.deprecationReason = deprecationReason
    self.extensions = extensions
  }
}
