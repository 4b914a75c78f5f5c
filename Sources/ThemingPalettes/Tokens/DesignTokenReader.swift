import Foundation
import Theming

/// Turns token trees, one per style, into palette contents.
enum DesignTokenReader {
  /// One resolved token: its palette key, value and metadata.
  struct Entry {
    let key: String
    let value: ThemePaletteValue
    let info: ThemeTokenInfo
  }

  /// Every token of `tree`, resolved.
  static func entries(of tree: TokenTree) throws(ThemeSourceError) -> [Entry] {
    let document = TokenDocument(tree: tree)
    let tokens = try document.tokens()
    let resolver = TokenResolver(document: document, tokens: tokens)
    var entries: [Entry] = []
    entries.reserveCapacity(tokens.count)
    for token in tokens {
      let site = TokenResolver.Site(token: token.path, source: token.source, inValue: [])
      let value = try resolver.resolve(token.path, from: site, written: token.key)
      entries.append(
        Entry(key: token.key, value: value, info: token.info(type: TokenType.name(of: value))))
    }
    return entries
  }

  /// Contents whose styles are `styles`' in order, the first the default, each from its tree.
  /// A key's metadata is the first style's that has the key.
  static func contents(_ styles: [(style: ThemeStyle, tree: TokenTree)], source: String)
    throws(ThemeSourceError) -> ThemePaletteContents
  {
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    var info: [String: ThemeTokenInfo] = [:]
    var seen: Set<ThemeStyle> = []
    for (style, tree) in styles {
      guard seen.insert(style).inserted else {
        throw ThemeSourceError(
          source: source,
          place: "its styles",
          expected: "each style once",
          found: "\"\(style)\" again"
        )
      }
      for entry in try Self.entries(of: tree) {
        entries[entry.key, default: [:]][style] = entry.value
        if info[entry.key] == nil { info[entry.key] = entry.info }
      }
    }
    return try ThemePaletteContents(
      styles: styles.map(\.style),
      entries: entries,
      tokenInfo: info,
      source: source
    )
  }

  /// One token document's top level.
  static func document(_ data: Data, source: String) throws(ThemeSourceError)
    -> [String: ThemeTokenJSON]
  {
    try TokenJSONReader.object(data, source: source, expected: "an object of tokens and groups")
  }
}
