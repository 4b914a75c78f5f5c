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

  /// Every token of `tree` that could be read, resolved; what could not is in `findings`.
  /// Tokens from `hiddenSources` are resolved for references only.
  static func entries(
    of tree: TokenTree, findings: TokenFindings, followsTokensStudio: Bool,
    hiddenSources: Set<String>
  ) -> [Entry] {
    let document = TokenDocument(
      tree: tree, findings: findings, followsTokensStudio: followsTokensStudio)
    let tokens = document.tokens()
    let resolver = TokenResolver(document: document, tokens: tokens)
    var entries: [Entry] = []
    entries.reserveCapacity(tokens.count)
    for token in tokens where !hiddenSources.contains(token.source) {
      let site = TokenResolver.Site(token: token.path, source: token.source, inValue: [])
      // A token that cannot be read was reported by the resolver; the rest are still read.
      guard let value = try? resolver.resolve(token.path, from: site, written: token.key) else {
        continue
      }
      entries.append(
        Entry(key: token.key, value: value, info: token.info(type: TokenType.name(of: value))))
    }
    return entries
  }

  /// Contents whose styles are `styles`' in order, the first the default, each from its tree.
  /// A key's metadata is the first style's that has the key.
  ///
  /// Every token of every style is read before the load is judged: when any could not be, the
  /// error thrown names every finding; otherwise the contents keep the notes on what was left
  /// out or read leniently. `followsTokensStudio` says the trees are a Tokens Studio export,
  /// read by its rules; `hiddenSources` names, for each style, the documents whose tokens serve
  /// references only.
  static func contents(
    _ styles: [(style: ThemeStyle, tree: TokenTree)], source: String,
    followsTokensStudio: Bool = false, hiddenSources: [ThemeStyle: Set<String>] = [:]
  ) throws(ThemeSourceError) -> ThemePaletteContents {
    let findings = TokenFindings()
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    var info: [String: ThemeTokenInfo] = [:]
    var seen: Set<ThemeStyle> = []
    for (_, tree) in styles {
      for note in tree.notes { findings.note(note) }
    }
    for (style, tree) in styles {
      guard seen.insert(style).inserted else {
        throw ThemeSourceError(
          source: source,
          place: "its styles",
          expected: "each style once",
          found: "\"\(style)\" again"
        )
      }
      let read = Self.entries(
        of: tree, findings: findings, followsTokensStudio: followsTokensStudio,
        hiddenSources: hiddenSources[style] ?? [])
      for entry in read {
        entries[entry.key, default: [:]][style] = entry.value
        if info[entry.key] == nil { info[entry.key] = entry.info }
      }
    }
    try findings.throwErrors(source: source)
    var contents = try ThemePaletteContents(
      styles: styles.map(\.style),
      entries: entries,
      tokenInfo: info,
      source: source
    )
    contents.loadNotes = findings.notes
    return contents
  }

  /// One token document's top level, with a note on each trailing comma.
  static func document(_ data: Data, source: String) throws(ThemeSourceError)
    -> TokenJSONReader.Document
  {
    var notes: [ThemeLoadNote] = []
    let members = try TokenJSONReader.object(
      data, source: source, expected: "an object of tokens and groups", notes: &notes)
    return TokenJSONReader.Document(members: members, source: source, notes: notes)
  }
}
