import Foundation
import Theming

/// A Tokens Studio export read as palette contents: its token sets, its themes (each the list of
/// sets it turns on, and those it uses only as a source for references), and the order in which
/// sets are laid over one another.
///
/// Sets come from one JSON file (each top-level member but `$themes` and `$metadata` a set) or
/// a folder (each `.json` file a set, named by its path without `.json`; `$themes.json` and
/// `$metadata.json` beside them). Tokens may be in Tokens Studio's own form (`value`, `type`,
/// `description`) or the format's (`$value`, `$type`); both are read, by Tokens Studio's rules
/// (``TokensStudioType``).
struct TokensStudioExport {
  struct Theme {
    let name: String
    let group: String?
    /// The sets the theme turns on, with `true` for those used only as a source.
    let sets: [String: Bool]
  }

  /// Each set's tokens in the format's form, and the file it came from.
  var sets: [String: (tree: [String: ThemeTokenJSON], source: String)] = [:]
  var themes: [Theme] = []
  /// `$metadata`'s `tokenSetOrder`, if given.
  var order: [String] = []
  /// What the files' text bent (a trailing comma), kept with every style's tree.
  var notes: [ThemeLoadNote] = []
  let source: String

  // MARK: - Reading

  private init(source: String) {
    self.source = source
  }

  /// An export in one JSON document.
  init(data: Data, source: String) throws(ThemeSourceError) {
    self.init(source: source)
    // A comma in a set is about the token or group it is in, named without the set, as the
    // palette names it; one in `$themes` or `$metadata` is about the document.
    let top = try TokenJSONReader.object(
      data, source: source, expected: "an object of token sets", notes: &notes
    ) { comma in
      let set = comma.container.first ?? ""
      return JSONDocumentKind.tokensStudioMembers.contains(set) ? "" : comma.tokenKeyInSet
    }
    for (name, member) in top {
      switch name {
      case "$themes": try readThemes(member, source: source)
      case "$metadata": try readMetadata(member, source: source)
      default:
        guard case .object(let tree) = member else {
          throw ThemeSourceError(
            source: source, place: name, expected: "a token set (an object)", found: member.kind)
        }
        sets[name] = (Self.formatTree(tree), "\(source)#\(name)")
      }
    }
  }

  /// An export in a folder, or in one file.
  init(contentsOf url: URL) throws(ThemeSourceError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw ThemeSourceError(
        source: url.path, place: "the path", expected: "a Tokens Studio file or folder",
        found: "nothing")
    }
    guard isFolder.boolValue else {
      try self.init(data: try PaletteParser.read(url), source: url.path)
      return
    }
    self.init(source: url.path)
    for file in try Self.jsonFiles(in: url) {
      let data = try PaletteParser.read(url.appendingPathComponent(file))
      let path = url.appendingPathComponent(file).path
      switch file {
      case "$themes.json":
        try readThemes(try documentValue(data, source: path), source: path)
      case "$metadata.json":
        try readMetadata(try documentValue(data, source: path), source: path)
      default:
        let tree = try TokenJSONReader.object(
          data, source: path, expected: "a token set", notes: &notes)
        sets[String(file.dropLast(".json".count))] = (Self.formatTree(tree), path)
      }
    }
  }

  /// The value of `$themes.json` or `$metadata.json`, with a note on each trailing comma, about
  /// the document.
  private mutating func documentValue(_ data: Data, source: String) throws(ThemeSourceError)
    -> ThemeTokenJSON
  {
    var commas = JSONTrailingComma.List()
    let value = try TokenJSONParser.parse(data, source: source, trailingCommas: &commas)
    notes += commas.notes(source: source) { _ in "" }
    return value
  }

  /// The paths of the `.json` files under `folder`, relative to it, in order of name; at most
  /// ``maximumFiles``, and hidden folders skipped.
  private static func jsonFiles(in folder: URL) throws(ThemeSourceError) -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else {
      throw ThemeSourceError(
        source: folder.path, place: "the folder", expected: "a folder that can be listed",
        found: "one that cannot")
    }
    var files: [String] = []
    let base = folder.standardizedFileURL.path
    while let next = walker.nextObject() as? URL {
      let path = next.standardizedFileURL.path
      guard path.lowercased().hasSuffix(".json"), path.hasPrefix(base + "/") else { continue }
      files.append(String(path.dropFirst(base.count + 1)))
      guard files.count <= maximumFiles else {
        throw ThemeSourceError(
          source: folder.path, place: "the folder",
          expected: "at most \(maximumFiles) token set files", found: "more")
      }
    }
    return files.sorted()
  }

  static let maximumFiles = 1_000

  private mutating func readThemes(_ json: ThemeTokenJSON, source: String)
    throws(ThemeSourceError)
  {
    guard case .array(let entries) = json else {
      throw ThemeSourceError(
        source: source, place: "$themes", expected: "an array of themes", found: json.kind)
    }
    for (index, entry) in entries.enumerated() {
      let place = "$themes/\(index)"
      guard case .object(let members) = entry, case .string(let name)? = members["name"] else {
        throw ThemeSourceError(
          source: source, place: place, expected: "a theme with a \"name\"", found: entry.kind)
      }
      var sets: [String: Bool] = [:]
      if case .object(let selected)? = members["selectedTokenSets"] {
        for (set, state) in selected {
          switch state {
          case .string("enabled"): sets[set] = false
          case .string("source"): sets[set] = true
          case .string("disabled"): continue
          default:
            throw ThemeSourceError(
              source: source, place: "\(place)/selectedTokenSets/\(set)",
              expected: "\"enabled\", \"source\" or \"disabled\"", found: state.kind)
          }
        }
      }
      var group: String?
      if case .string(let name)? = members["group"] { group = name }
      themes.append(Theme(name: name, group: group, sets: sets))
    }
  }

  private mutating func readMetadata(_ json: ThemeTokenJSON, source: String)
    throws(ThemeSourceError)
  {
    guard case .object(let members) = json else {
      throw ThemeSourceError(
        source: source, place: "$metadata", expected: "an object", found: json.kind)
    }
    guard case .array(let names)? = members["tokenSetOrder"] else { return }
    order = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
  }

  /// A set's tokens in the format's form: a Tokens Studio token (`value` beside a string
  /// `type`, or beside only `description` and `$extensions`) gets `$value`, `$type` and
  /// `$description`.
  static func formatTree(_ tree: [String: ThemeTokenJSON]) -> [String: ThemeTokenJSON] {
    if isStudioToken(tree) {
      var token: [String: ThemeTokenJSON] = [:]
      for (name, member) in tree {
        switch name {
        case "value": token["$value"] = member
        case "type": token["$type"] = member
        case "description": token["$description"] = member
        default: token[name] = member
        }
      }
      return token
    }
    return tree.mapValues { member in
      if case .object(let nested) = member { return .object(formatTree(nested)) }
      return member
    }
  }

  private static func isStudioToken(_ object: [String: ThemeTokenJSON]) -> Bool {
    guard object["value"] != nil, object["$value"] == nil else { return false }
    if case .string? = object["type"] { return true }
    return object.keys.allSatisfy { ["value", "description", "$extensions"].contains($0) }
  }

  // MARK: - Styles

  /// The styles: each theme of `styleGroup` (else of the group named `mode`, `theme` or
  /// `color`, else of the first group), the themes of other groups taking `inputs`' choice or
  /// their first theme. Without themes, each set whose last name is `light` or `dark` is a
  /// style over every other set, or, with no such set, every set makes the one style `light`.
  func contents(styleGroup: String?, inputs: [String: String]) throws(ThemeSourceError)
    -> ThemePaletteContents
  {
    var styles: [(style: ThemeStyle, sets: [String: Bool])] = []
    if themes.isEmpty {
      let styleSets = sets.keys.filter { Self.isStyleSet($0) }.sorted { a, b in
        (Self.lastName(a) == "light" ? 0 : 1, a) < (Self.lastName(b) == "light" ? 0 : 1, b)
      }
      let shared = sets.keys.filter { !Self.isStyleSet($0) }
      let base = Dictionary(uniqueKeysWithValues: shared.map { ($0, false) })
      if styleSets.isEmpty {
        styles = [(ThemeStyle.light, base)]
      } else {
        for set in styleSets {
          styles.append(
            (ThemeStyle(rawValue: Self.lastName(set)), base.merging([(set, false)]) { $1 }))
        }
      }
    } else {
      styles = try themeStyles(styleGroup: styleGroup, inputs: inputs)
    }
    var trees: [(style: ThemeStyle, tree: TokenTree)] = []
    var hidden: [ThemeStyle: Set<String>] = [:]
    for (style, selected) in styles {
      var tree = TokenTree(name: source)
      tree.keep(notes)
      for name in ordered(selected.keys) {
        guard let set = sets[name] else {
          throw ThemeSourceError(
            source: source, place: "the theme \"\(style)\"",
            expected: "token sets the export holds", found: "\"\(name)\", which it does not")
        }
        tree.merge(set.tree, source: set.source)
        // A source set's tokens serve references only; one that a later set defines again
        // comes from that set, and is shown.
        if selected[name] == true { hidden[style, default: []].insert(set.source) }
      }
      trees.append((style, tree))
    }
    return try DesignTokenReader.contents(
      trees, source: source, followsTokensStudio: true, hiddenSources: hidden)
  }

  private func themeStyles(styleGroup: String?, inputs: [String: String])
    throws(ThemeSourceError) -> [(style: ThemeStyle, sets: [String: Bool])]
  {
    var groups: [String?] = []
    for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
    let chosen: String?
    if let styleGroup {
      guard groups.contains(styleGroup) else {
        throw ThemeSourceError(
          source: source, place: "$themes", expected: "a theme group \"\(styleGroup)\"",
          found: "the groups \(groups.compactMap { $0 })")
      }
      chosen = styleGroup
    } else {
      chosen =
        groups.first { ["mode", "theme", "color", "colors"].contains($0?.lowercased() ?? "") }
        ?? groups.first ?? nil
    }
    var shared: [String: Bool] = [:]
    for group in groups where group != chosen {
      let candidates = themes.filter { $0.group == group }
      let name = group.flatMap { inputs[$0] }
      guard let theme = name.map({ n in candidates.first { $0.name == n } }) ?? candidates.first
      else {
        throw ThemeSourceError(
          source: source, place: "$themes", expected: "a theme \"\(name ?? "")\" in \(group ?? "")",
          found: "the themes \(candidates.map(\.name))")
      }
      shared.merge(theme.sets) { $1 }
    }
    return themes.filter { $0.group == chosen }.map { theme in
      (ThemeStyle(rawValue: theme.name), shared.merging(theme.sets) { $1 })
    }
  }

  /// `names` in the order sets are laid: `$metadata`'s order, then the rest by name.
  private func ordered(_ names: Dictionary<String, Bool>.Keys) -> [String] {
    let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    return names.sorted { a, b in
      (position[a] ?? Int.max, a) < (position[b] ?? Int.max, b)
    }
  }

  private static func lastName(_ set: String) -> String {
    String(set.split(separator: "/").last ?? Substring(set)).lowercased()
  }

  private static func isStyleSet(_ set: String) -> Bool {
    ["light", "dark"].contains(lastName(set))
  }
}
