/// Design-token documents laid over one another into one tree, as a set's sources and the
/// files of a multi-file export are: a group in a later document adds to the same group in an
/// earlier one, and a token (or any other value) in a later document replaces the earlier.
///
/// Each group and token remembers the document it came from, so that errors name the file.
struct TokenTree {
  /// The merged top-level group.
  private(set) var root: [String: ThemeTokenJSON] = [:]
  /// The source of each group and token, by path.
  private(set) var origins: [[String]: String] = [:]
  /// The source named for places no document claims, such as the top level.
  let name: String
  /// What the documents' text bent (a trailing comma), noted as they were parsed, for the
  /// contents' ``ThemePaletteContents/loadNotes``.
  private(set) var notes: [ThemeLoadNote] = []

  init(name: String) {
    self.name = name
  }

  /// The source that defined the group or token at `path`, or the nearest enclosing one.
  func source(of path: [String]) -> String {
    var path = path
    while !path.isEmpty {
      if let source = origins[path] { return source }
      path.removeLast()
    }
    return name
  }

  /// Lays `document` over the tree.
  mutating func merge(_ document: [String: ThemeTokenJSON], source: String) {
    Self.merge(document, into: &root, path: [], source: source, origins: &origins)
  }

  /// Lays a parsed document over the tree, and keeps its notes.
  mutating func merge(_ document: TokenJSONReader.Document) {
    merge(document.members, source: document.source)
    notes += document.notes
  }

  /// Keeps notes on a document that is not laid over the tree, such as the resolver document
  /// or the Tokens Studio themes that choose what is.
  mutating func keep(_ notes: [ThemeLoadNote]) {
    self.notes += notes
  }

  private static func merge(
    _ document: [String: ThemeTokenJSON],
    into target: inout [String: ThemeTokenJSON],
    path: [String],
    source: String,
    origins: inout [[String]: String]
  ) {
    for (name, value) in document {
      let memberPath = path + [name]
      if case .object(let incoming) = value, isGroup(incoming),
        case .object(var existing)? = target[name], isGroup(existing)
      {
        // Taken out first so that the nested dictionary is not shared while it changes.
        target[name] = .null
        merge(incoming, into: &existing, path: memberPath, source: source, origins: &origins)
        target[name] = .object(existing)
        origins[memberPath] = source
      } else {
        target[name] = value
        if case .object(let members) = value {
          claim(members, path: memberPath, source: source, origins: &origins)
        }
      }
    }
  }

  /// Records `source` for the group or token at `path` and the groups and tokens within it.
  private static func claim(
    _ members: [String: ThemeTokenJSON],
    path: [String],
    source: String,
    origins: inout [[String]: String]
  ) {
    origins[path] = source
    guard isGroup(members) else { return }
    for (name, member) in members where !name.hasPrefix("$") || name == "$root" {
      if case .object(let nested) = member {
        claim(nested, path: path + [name], source: source, origins: &origins)
      }
    }
  }

  /// Whether an object is a group: anything without a `$value`.
  static func isGroup(_ members: [String: ThemeTokenJSON]) -> Bool {
    members["$value"] == nil
  }
}
