/// A token as its document declared it, before its references are resolved: where it is, its
/// `$value` as written, its type (its own `$type`, else the nearest enclosing group's) and its
/// metadata.
struct RawToken {
  /// The names from the top level to the token; a group's root token ends in `$root`.
  let path: [String]
  /// The `$value` as written.
  let value: ThemeTokenJSON
  /// The type its value is read as: the token's own `$type`, else the nearest enclosing
  /// group's, if any, with a Tokens Studio type (`spacing`) read as the format's
  /// (`dimension`).
  let type: String?
  /// Whether its value follows Tokens Studio's rules (``TokensStudioType``): its type is one of
  /// Tokens Studio's own, or its document is a Tokens Studio export.
  let followsTokensStudio: Bool
  let description: String?
  let isDeprecated: Bool
  let deprecationReason: String?
  let extensions: ThemeTokenJSON?
  /// The document that declared it.
  let source: String

  /// The palette key: the dotted path, without the `$root` of a group's root token, so that
  /// `color.accent.$root` is read as `color.accent`.
  var key: String { TokenPlace.key(of: path) }

  func info(type: String) -> ThemeTokenInfo {
    ThemeTokenInfo(
      type: type,
      description: description,
      isDeprecated: isDeprecated,
      deprecationReason: deprecationReason,
      extensions: extensions
    )
  }
}
