import Theming

/// One style of a palette as the style-tree formats (JSON, property lists) write it: dotted keys
/// nested back into groups wherever the readers give the same keys back.
///
/// A key is written as one member under its whole dotted name, rather than nested, when nesting
/// would lose it or change it: when a shorter key that it extends also has a value (`a` and
/// `a.b`: `a` cannot be both a value and a group), when its first part is empty (`.a` would come
/// back as `a`), or when it has more parts than the readers' nesting limit. The readers take a
/// dotted member name as that key, so every key comes back as it was.
///
/// It is also written whole when nesting would make the document read as another kind
/// (``JSONDocumentKind``) or a group as a token object: when a part is `$value`, which marks a
/// design token, or `$tokenType` or `$tokenValue`, which mark a token object
/// (``StyleTreeToken``), and when a part `type` would sit in a group that also holds a `value`
/// (`a.value` and `a.type`), which together mark a legacy Tokens Studio token.
indirect enum PaletteTree {
  case text(String)
  case number(Double)
  /// A value written as a token object (``StyleTreeToken``): its type and its value.
  case token(type: String, value: ThemeTokenJSON)
  case group([String: PaletteTree])

  /// `value` as the style-tree formats hold it: text and numbers as they are, a color as its
  /// hex string when that gives it back exactly, and any other color or design token as a
  /// token object of its type and design-token value.
  init(_ value: ThemePaletteValue) {
    switch value {
    case .string(let text): self = .text(text)
    case .number(let number): self = .number(number)
    case .color(let color):
      if let hex = StyleTreeToken.exactHex(color) {
        self = .text(hex.hexString)
      } else {
        self = .token(type: TokenType.color.rawValue, value: TokenValueEncoder.json(of: color))
      }
    case .token(let token):
      self = .token(type: token.typeName, value: TokenValueEncoder.json(of: value))
    }
  }

  /// The tree of `style`: its own values only, so a key the style lacks stays missing and falls
  /// back to the default style again when read.
  static func style(_ style: ThemeStyle, of contents: ThemePaletteContents) -> [String: PaletteTree]
  {
    let keys = Set(contents.entries.keys)
    let groupsWithValue = groupsHoldingValue(among: keys)
    var members: [String: PaletteTree] = [:]
    for (key, values) in contents.entries {
      guard let value = values[style].map(PaletteTree.init) else { continue }
      let path = nestedPath(of: key, among: keys, groupsWithValue: groupsWithValue) ?? [key]
      insert(value, at: path[...], into: &members)
    }
    return members
  }

  /// The parts of `key` to nest it by, or `nil` when it must be written under its whole name.
  ///
  /// - Parameters:
  ///   - key: The dotted key.
  ///   - keys: Every key of the contents.
  ///   - groupsWithValue: The groups that nesting gives a `value` member
  ///     (``groupsHoldingValue(among:)``).
  /// - Returns: The parts, or `nil` for a key that must be written whole.
  static func nestedPath(of key: String, among keys: Set<String>, groupsWithValue: Set<String>)
    -> [String]?
  {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return nil }
    guard !parts[0].isEmpty, parts.count <= PaletteParser.maximumDepth else { return nil }
    guard
      !parts.contains(where: {
        $0 == JSONDocumentKind.tokenValueMember || StyleTreeToken.isMarker($0)
      })
    else { return nil }
    var prefix = parts[0]
    for part in parts.dropFirst() {
      if keys.contains(prefix) { return nil }
      if part == JSONDocumentKind.legacyTypeMember, groupsWithValue.contains(prefix) {
        return nil
      }
      prefix += "." + part
    }
    return parts
  }

  /// The dotted names of the groups that nesting `keys` would give a member named `value`:
  /// `a` for `a.value` or `a.value.b`. A top-level `value` is the style's own member, which no
  /// nesting decides.
  static func groupsHoldingValue(among keys: Set<String>) -> Set<String> {
    var groups: Set<String> = []
    let value = JSONDocumentKind.legacyValueMember
    for key in keys where key.contains(".\(value)") {
      let parts = key.split(separator: ".", omittingEmptySubsequences: false)
      for index in parts.indices.dropFirst() where parts[index] == value {
        groups.insert(parts[..<index].joined(separator: "."))
      }
    }
    return groups
  }

  /// Puts `value` at `path`. Paths never meet a value on the way: a key whose shorter key has a
  /// value is not nested, and a whole dotted name never equals a single part.
  private static func insert(
    _ value: PaletteTree,
    at path: ArraySlice<String>,
    into members: inout [String: PaletteTree]
  ) {
    guard let name = path.first else { return }
    guard path.count > 1 else {
      members[name] = value
      return
    }
    var children: [String: PaletteTree] = [:]
    if case .group(let existing)? = members[name] { children = existing }
    insert(value, at: path.dropFirst(), into: &children)
    members[name] = .group(children)
  }
}
