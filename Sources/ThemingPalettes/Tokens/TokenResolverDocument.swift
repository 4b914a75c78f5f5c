import Foundation
import Theming

/// Reads a resolver document (Design Tokens Resolver Module 2025.10) into palette contents: the
/// contexts of one modifier become the styles, every other modifier takes the context the
/// caller's inputs name or else its `default`, and for each style the sets and modifiers of
/// `resolutionOrder` are laid over one another, later over earlier, before aliases resolve.
struct TokenResolverDocument {
  /// Gives the bytes of a document a source refers to, and the name to give it in errors,
  /// for a reference already held to the document's rule.
  typealias Loader = (DocumentReference) throws(ThemeSourceError) -> ThemeTokenFile

  /// The name of the extension under which the writer records the order of the styles, since
  /// JSON objects, and so a modifier's contexts, have none.
  static let styleOrderExtension = "org.theming.styles"

  /// How deep sets may refer to sets.
  static let maximumSetDepth = 16

  /// How many sources one style may lay over one another: sets that each name another set
  /// twice would otherwise double the work at every level.
  static let maximumSources = 10_000

  private let root: [String: ThemeTokenJSON]
  /// The notes on the resolver document's own text and structure, kept with every style's
  /// tree.
  private var rootNotes: [ThemeLoadNote]
  private let source: String
  /// Where the document's references may lead.
  private let rule: DocumentReference.Rule
  private let load: Loader
  /// The sources laid over the current style's tree so far.
  private var sourceCount = 0
  /// Documents already loaded, by reference.
  private var loaded: [String: TokenJSONReader.Document] = [:]

  /// An item of `resolutionOrder`: a set's sources, or a modifier's contexts.
  private enum Item {
    case set(name: String, sources: [ThemeTokenJSON], place: String)
    case modifier(name: String, members: [String: ThemeTokenJSON], place: String)
  }

  private init(
    root: [String: ThemeTokenJSON], rootNotes: [ThemeLoadNote], source: String,
    rule: DocumentReference.Rule, load: @escaping Loader
  ) {
    self.root = root
    self.rootNotes = rootNotes
    self.source = source
    self.rule = rule
    self.load = load
  }

  /// Reads the resolver document `data`.
  ///
  /// - Parameters:
  ///   - data: The resolver document.
  ///   - source: Where it came from, for errors.
  ///   - styleModifier: The modifier whose contexts are the styles; `nil` for the one named
  ///     `theme`, else the only modifier.
  ///   - inputs: A context for each other modifier that should not take its default.
  ///   - rule: Where references to other documents may lead; a reference that leads
  ///     elsewhere is an error, and `load` is not asked for it.
  ///   - load: Gives the documents the sources refer to.
  /// - Returns: The contents, one style per context of the style modifier.
  /// - Throws: `ThemeSourceError` naming the document, the place and what was expected.
  static func contents(
    _ data: Data,
    source: String,
    styleModifier: String?,
    inputs: [String: String],
    rule: DocumentReference.Rule,
    load: @escaping Loader
  ) throws(ThemeSourceError) -> ThemePaletteContents {
    var notes: [ThemeLoadNote] = []
    let root = try TokenJSONReader.object(
      data, source: source, expected: "a resolver document object", notes: &notes
    ) { _ in "" }
    var reader = TokenResolverDocument(
      root: root, rootNotes: notes, source: source, rule: rule, load: load)
    return try reader.contents(styleModifier: styleModifier, inputs: inputs)
  }

  private mutating func contents(styleModifier: String?, inputs: [String: String])
    throws(ThemeSourceError) -> ThemePaletteContents
  {
    guard case .string("2025.10")? = root["version"] else {
      throw error("version", expected: "\"2025.10\"", found: root["version"]?.kind ?? "nothing")
    }
    let placed = try resolutionOrder()
    let items = try unplacedSets(besides: placed) + placed
    let modifiers = items.compactMap { item -> (String, [String: ThemeTokenJSON], String)? in
      if case .modifier(let name, let members, let place) = item { return (name, members, place) }
      return nil
    }
    let names = modifiers.map(\.0)
    for (name, _) in inputs.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
      throw error(
        "the inputs", expected: "inputs naming the modifiers \(names)", found: "\"\(name)\"")
    }
    // A document of sets alone is valid and means one style: it names none, so the style is
    // the one every manager starts in.
    if styleModifier == nil && names.isEmpty {
      return try DesignTokenReader.contents(
        [(Self.onlyStyle, try tree(items, selected: [:]))], source: source)
    }
    let styleName: String
    if let styleModifier {
      guard names.contains(styleModifier) else {
        throw error(
          "resolutionOrder", expected: "the modifier \"\(styleModifier)\"", found: "\(names)")
      }
      styleName = styleModifier
    } else if names.contains("theme") {
      styleName = "theme"
    } else if names.count == 1 {
      styleName = names[0]
    } else {
      throw error(
        "resolutionOrder",
        expected: "a modifier named \"theme\" or one modifier, whose contexts are the styles",
        found: "the modifiers \(names)"
      )
    }
    var selected: [String: String] = [:]
    var styles: [ThemeStyle] = []
    for (name, members, place) in modifiers {
      let (contexts, defaultContext) = try Self.contexts(members, place: place, source: source)
      if name == styleName {
        styles = try order(contexts.keys, default: defaultContext, members: members, place: place)
        continue
      }
      guard let context = inputs[name] ?? defaultContext else {
        throw error(
          place,
          expected: "a default context, or an input choosing one of \(contexts.keys.sorted())",
          found: "neither")
      }
      guard contexts[context] != nil else {
        throw error(
          "the inputs", expected: "one of the contexts \(contexts.keys.sorted()) for \(name)",
          found: "\"\(context)\"")
      }
      selected[name] = context
    }
    var trees: [(style: ThemeStyle, tree: TokenTree)] = []
    for style in styles {
      selected[styleName] = style.rawValue
      trees.append((style, try tree(items, selected: selected)))
    }
    return try DesignTokenReader.contents(trees, source: source)
  }

  /// The style of a document that has no modifier.
  static let onlyStyle = ThemeStyle.light

  /// The tokens of one style: every set's sources and each modifier's `selected` context,
  /// merged in resolution order.
  private mutating func tree(_ items: [Item], selected: [String: String])
    throws(ThemeSourceError) -> TokenTree
  {
    sourceCount = 0
    var tree = TokenTree(name: source)
    tree.keep(rootNotes)
    for item in items {
      switch item {
      case .set(_, let sources, let place):
        try merge(sources, place: "\(place).sources", into: &tree, depth: 0)
      case .modifier(let name, let members, let place):
        let (contexts, _) = try Self.contexts(members, place: place, source: source)
        let context = selected[name] ?? ""
        try merge(
          contexts[context] ?? [], place: "\(place).contexts.\(context)", into: &tree, depth: 0)
      }
    }
    return tree
  }

  /// The styles of the style modifier: the order the writer recorded, else the default
  /// context, then `light` if there is one, then the rest by name.
  private func order(
    _ contexts: Dictionary<String, [ThemeTokenJSON]>.Keys,
    default defaultContext: String?,
    members: [String: ThemeTokenJSON],
    place: String
  ) throws(ThemeSourceError) -> [ThemeStyle] {
    var names = contexts.sorted()
    if case .array(let recorded)? = members["$extensions"]?.objectMembers?[
      Self.styleOrderExtension],
      Set(recorded) == Set(names.map(ThemeTokenJSON.string)), recorded.count == names.count
    {
      names = recorded.compactMap { if case .string(let name) = $0 { name } else { nil } }
    } else if let first = defaultContext ?? (names.contains("light") ? "light" : nil),
      let index = names.firstIndex(of: first)
    {
      names.remove(at: index)
      names.insert(first, at: 0)
    }
    return names.map(ThemeStyle.init(rawValue:))
  }

  // MARK: - Structure

  private func resolutionOrder() throws(ThemeSourceError) -> [Item] {
    guard case .array(let elements)? = root["resolutionOrder"], !elements.isEmpty else {
      throw error(
        "resolutionOrder", expected: "an array of at least one set or modifier",
        found: root["resolutionOrder"]?.kind ?? "nothing")
    }
    try checkProperties(root, allowed: Self.rootProperties, place: "the top level")
    if case .object(let sets)? = root["sets"] {
      for (name, set) in sets.sorted(by: { $0.key < $1.key }) {
        try checkProperties(
          set.objectMembers ?? [:], allowed: Self.setProperties, place: "sets.\(name)")
      }
    }
    if case .object(let modifiers)? = root["modifiers"] {
      for (name, modifier) in modifiers.sorted(by: { $0.key < $1.key }) {
        try checkProperties(
          modifier.objectMembers ?? [:], allowed: Self.modifierProperties,
          place: "modifiers.\(name)")
      }
    }
    var items: [Item] = []
    var names: Set<String> = []
    for (index, element) in elements.enumerated() {
      let place = "resolutionOrder.\(index)"
      guard case .object(let members) = element else {
        throw error(
          place, expected: "a reference to a set or modifier, or one inline", found: element.kind)
      }
      let item: Item
      if case .string(let pointer)? = members["$ref"] {
        item = try referencedItem(pointer, place: place)
      } else {
        guard case .string(let name)? = members["name"], case .string(let type)? = members["type"]
        else {
          throw error(
            place, expected: "an inline set or modifier with \"name\" and \"type\"",
            found: "an object without them")
        }
        switch type {
        case "set":
          item = .set(
            name: name, sources: try Self.sources(members, place: place, source: source),
            place: place)
        case "modifier": item = .modifier(name: name, members: members, place: place)
        default:
          throw error("\(place).type", expected: "\"set\" or \"modifier\"", found: "\"\(type)\"")
        }
      }
      let name: String
      switch item {
      case .set(let setName, _, _), .modifier(let setName, _, _): name = setName
      }
      guard names.insert(name).inserted else {
        throw error(
          place, expected: "names used once in resolutionOrder", found: "\"\(name)\" again")
      }
      items.append(item)
    }
    return items
  }

  /// The sets the document declares but neither places in `resolutionOrder` nor names from
  /// another set or a context, in order of name, each noted. Such a set is read under
  /// everything else: declaring it says its tokens belong to the document, and where nothing
  /// places it, under the rest is the one place where it overrides nothing the document
  /// orders (a real design system declares its typography primitives so, and refers to them
  /// from a modifier's contexts).
  private mutating func unplacedSets(besides placed: [Item]) throws(ThemeSourceError) -> [Item] {
    guard case .object(let sets)? = root["sets"] else { return [] }
    var named: Set<String> = []
    for item in placed {
      if case .set(let name, _, _) = item { named.insert(name) }
    }
    Self.collectSetReferences(in: .object(root), into: &named)
    var items: [Item] = []
    for name in sets.keys.sorted() where !named.contains(name) {
      let place = "sets.\(name)"
      items.append(try referencedItem("#/sets/\(name)", place: place))
      rootNotes.append(
        ThemeLoadNote(
          key: "", kind: .readLeniently,
          issue: ThemeSourceError(
            source: source, place: place,
            expected: "a set placed in resolutionOrder, or named by a set or context that is",
            found: "a set nothing places; read under everything else")))
    }
    return items
  }

  /// Adds to `names` every set a `"#/sets/NAME"` reference anywhere in `json` names.
  private static func collectSetReferences(in json: ThemeTokenJSON, into names: inout Set<String>) {
    switch json {
    case .string(let text):
      if let segments = TokenReference.pointerSegments(text), segments.count == 2,
        segments[0] == "sets"
      {
        names.insert(segments[1])
      }
    case .array(let elements):
      for element in elements { collectSetReferences(in: element, into: &names) }
    case .object(let members):
      for member in members.values { collectSetReferences(in: member, into: &names) }
    case .null, .bool, .number:
      break
    }
  }

  /// The members the resolver module gives the document, a set and a modifier; any name
  /// starting with `$` (`$schema`, `$extensions`, `$defs`) belongs to the format or a tool.
  static let rootProperties: Set<String> = [
    "name", "version", "description", "sets", "modifiers", "resolutionOrder",
  ]
  static let setProperties: Set<String> = ["description", "sources"]
  static let modifierProperties: Set<String> = ["description", "contexts", "default"]

  /// Refuses a member of `members` that is neither in `allowed` nor starts with `$`: the
  /// module allows no other, and one is most likely a misspelling of one it allows.
  private func checkProperties(
    _ members: [String: ThemeTokenJSON], allowed: Set<String>, place: String
  ) throws(ThemeSourceError) {
    for name in members.keys.sorted() where !allowed.contains(name) && !name.hasPrefix("$") {
      throw error(
        "\(place).\(name)", expected: "only the members \(allowed.sorted())",
        found: "\"\(name)\"")
    }
  }

  private func referencedItem(_ pointer: String, place: String) throws(ThemeSourceError) -> Item {
    guard let segments = TokenReference.pointerSegments(pointer), segments.count == 2,
      segments[0] == "sets" || segments[0] == "modifiers"
    else {
      throw error(
        place, expected: "a reference \"#/sets/…\" or \"#/modifiers/…\"", found: "\"\(pointer)\"")
    }
    guard case .object(let members)? = root[segments[0]]?.objectMembers?[segments[1]] else {
      throw error(
        place, expected: "a reference to a set or modifier of the document",
        found: "\"\(pointer)\", which names nothing there")
    }
    let itemPlace = "\(segments[0]).\(segments[1])"
    if segments[0] == "sets" {
      return .set(
        name: segments[1], sources: try Self.sources(members, place: itemPlace, source: source),
        place: itemPlace)
    }
    return .modifier(name: segments[1], members: members, place: itemPlace)
  }

  private static func sources(_ members: [String: ThemeTokenJSON], place: String, source: String)
    throws(ThemeSourceError) -> [ThemeTokenJSON]
  {
    guard case .array(let sources)? = members["sources"] else {
      throw ThemeSourceError(
        source: source, place: "\(place).sources", expected: "an array of token sources",
        found: members["sources"]?.kind ?? "nothing")
    }
    return sources
  }

  /// A modifier's contexts and its default, checked: at least one context, each an array of
  /// sources, and a default that is one of them.
  private static func contexts(_ members: [String: ThemeTokenJSON], place: String, source: String)
    throws(ThemeSourceError) -> (contexts: [String: [ThemeTokenJSON]], default: String?)
  {
    guard case .object(let contexts)? = members["contexts"], !contexts.isEmpty else {
      throw ThemeSourceError(
        source: source, place: "\(place).contexts", expected: "an object of at least one context",
        found: members["contexts"]?.kind ?? "nothing")
    }
    var result: [String: [ThemeTokenJSON]] = [:]
    for (name, value) in contexts {
      guard case .array(let sources) = value else {
        throw ThemeSourceError(
          source: source, place: "\(place).contexts.\(name)", expected: "an array of token sources",
          found: value.kind)
      }
      result[name] = sources
    }
    var defaultContext: String?
    if let value = members["default"] {
      guard case .string(let name) = value, result[name] != nil else {
        throw ThemeSourceError(
          source: source, place: "\(place).default",
          expected: "one of the contexts \(result.keys.sorted())", found: value.kind)
      }
      defaultContext = name
    }
    return (result, defaultContext)
  }

  // MARK: - Sources

  /// Lays each source over `tree`: inline tokens, a set of this document, or another document.
  private mutating func merge(
    _ sources: [ThemeTokenJSON],
    place: String,
    into tree: inout TokenTree,
    depth: Int
  ) throws(ThemeSourceError) {
    guard depth <= Self.maximumSetDepth else {
      throw error(
        place, expected: "sets referring to sets at most \(Self.maximumSetDepth) deep",
        found: "deeper, or a circular chain")
    }
    for (index, entry) in sources.enumerated() {
      let entryPlace = "\(place).\(index)"
      sourceCount += 1
      guard sourceCount <= Self.maximumSources else {
        throw error(
          entryPlace, expected: "at most \(Self.maximumSources) sources for one style",
          found: "more, counting a set each time it is referred to")
      }
      guard case .object(var members) = entry else {
        throw error(entryPlace, expected: "inline tokens or a reference object", found: entry.kind)
      }
      guard let reference = members.removeValue(forKey: "$ref") else {
        tree.merge(members, source: source)
        continue
      }
      guard case .string(let target) = reference else {
        throw error("\(entryPlace).$ref", expected: "a reference string", found: reference.kind)
      }
      if let segments = TokenReference.pointerSegments(target) {
        guard segments.count == 2, segments[0] == "sets" else {
          throw error(
            entryPlace,
            expected: "a reference to a set (\"#/sets/…\") or to a document; sets and "
              + "contexts may not refer to modifiers or to resolutionOrder", found: "\"\(target)\"")
        }
        guard case .object(let set)? = root["sets"]?.objectMembers?[segments[1]] else {
          throw error(
            entryPlace, expected: "a reference to a set of the document",
            found: "\"\(target)\", which names nothing there")
        }
        let setPlace = "sets.\(segments[1])"
        try merge(
          Self.sources(set, place: setPlace, source: source), place: "\(setPlace).sources",
          into: &tree, depth: depth + 1)
        continue
      }
      let document = try document(target, place: entryPlace)
      // Members beside `$ref` override the document's, shallowly.
      tree.merge(
        TokenJSONReader.Document(
          members: document.members.merging(members) { _, local in local },
          source: document.source, notes: document.notes))
    }
  }

  /// The tokens of the document `reference` names (`"file.json"` or `"file.json#/group"`).
  private mutating func document(_ reference: String, place: String) throws(ThemeSourceError)
    -> TokenJSONReader.Document
  {
    let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = String(parts[0])
    let fragment = parts.count > 1 ? String(parts[1]) : ""
    let whole: TokenJSONReader.Document
    if let known = loaded[file] {
      whole = known
    } else {
      // Whatever the loader, it is asked only for a document the rule allows.
      let loadedFile = try load(
        DocumentReference(file, rule: rule, source: source, place: place))
      whole = try DesignTokenReader.document(loadedFile.data, source: loadedFile.source)
      loaded[file] = whole
    }
    guard !fragment.isEmpty else { return whole }
    var current: ThemeTokenJSON = .object(whole.members)
    let segments =
      TokenReference.pointerSegments(fragment.hasPrefix("/") ? "#" + fragment : "#/" + fragment)
      ?? []
    for segment in segments {
      guard let next = current.objectMembers?[segment] else {
        throw error(
          place, expected: "a reference to a group of \(file)",
          found: "\"\(reference)\", which names nothing there")
      }
      current = next
    }
    guard case .object(let members) = current else {
      throw error(place, expected: "a reference to a group of \(file)", found: current.kind)
    }
    return TokenJSONReader.Document(members: members, source: whole.source, notes: whole.notes)
  }

  private func error(_ place: String, expected: String, found: String) -> ThemeSourceError {
    ThemeSourceError(source: source, place: place, expected: expected, found: found)
  }
}
