import Theming

/// One merged token tree read as the format reads it: groups with `$extends` expanded, names
/// checked, `$type` and `$deprecated` inherited from enclosing groups, and every token listed.
///
/// A group or token that breaks a rule is reported to `findings` and skipped, and the rest of
/// the document is still read, so that one load names every problem.
final class TokenDocument {
  let tree: TokenTree
  let findings: TokenFindings
  /// Whether the document is a Tokens Studio export, whose values follow its rules
  /// (``TokensStudioType``).
  let followsTokensStudio: Bool
  /// Groups after `$extends`, by path.
  private var expandedGroups: [[String]: [String: ThemeTokenJSON]] = [:]
  /// Objects that are aliases `{"$ref": …}` to a token rather than groups.
  private var aliasNodes: Set<[String]> = []
  /// The groups whose `$extends` is being expanded, innermost last, to find cycles.
  private var expanding: [[String]] = []
  /// The groups expanded over a base, by path, to tell which members the base gave them.
  private var expansions: [[String]: Expansion] = [:]
  /// Where a group that `$extends` copied is written, by the path of the copy; a group that is
  /// where it is written has no entry.
  private var writtenPaths: [[String]: [String]] = [:]

  /// A group expanded over a base: the base's path, and the names the group writes itself.
  private struct Expansion {
    let base: [String]
    let ownNames: Set<String>
  }

  /// The properties a group may have besides its tokens and groups.
  static let groupProperties: Set<String> = [
    "$type", "$description", "$deprecated", "$extensions", "$extends", "$schema", "$ref",
  ]
  /// The properties a token may have.
  static let tokenProperties: Set<String> = [
    "$value", "$type", "$description", "$deprecated", "$extensions",
  ]

  /// How many groups a chain of `$extends` may pass through, so that no chain exhausts the
  /// stack.
  static let maximumChain = 32

  /// How many groups and tokens `$extends` may add to those a document writes: groups that
  /// each extend an earlier one twice double at every level, so a few kilobytes could ask for
  /// millions. Real design systems' extensions add a few thousand.
  static let maximumExpandedMembers = 100_000

  /// The groups and tokens the document may list: those it writes, and at most
  /// ``maximumExpandedMembers`` more from `$extends`.
  private lazy var memberBound: Int =
    Self.writtenMembers(of: tree.root)
    + Self.maximumExpandedMembers

  /// The groups and tokens listed so far, against ``maximumExpandedMembers``.
  private var listedMembers = 0
  /// Whether the bound was passed, so that it is reported once.
  private var passedBound = false

  init(tree: TokenTree, findings: TokenFindings, followsTokensStudio: Bool = false) {
    self.tree = tree
    self.findings = findings
    self.followsTokensStudio = followsTokensStudio
  }

  // MARK: - Groups

  /// The group at `path` with its `$extends` (or group `$ref`) expanded; `nil` when there is
  /// no group there (a token, an alias `{"$ref": …}` to a token, a value, or nothing).
  func group(at path: [String]) throws(ThemeSourceError) -> [String: ThemeTokenJSON]? {
    if path.isEmpty { return tree.root }
    if let known = expandedGroups[path] { return known }
    if aliasNodes.contains(path) { return nil }
    guard let parent = try group(at: Array(path.dropLast())),
      let name = path.last, case .object(let node)? = parent[name], TokenTree.isGroup(node)
    else { return nil }
    let source = tree.source(of: path)
    let written = writtenPath(ofMember: name, in: Array(path.dropLast()))
    if written != path { writtenPaths[path] = written }
    if expanding.contains(path) {
      throw ThemeSourceError(
        source: source,
        place: TokenPlace.describe(path),
        expected: "references between groups and tokens that end",
        found: "a circular chain: "
          + (expanding + [path]).map(TokenPlace.describe).joined(separator: " → ")
      )
    }
    guard expanding.count < Self.maximumChain else {
      throw ThemeSourceError(
        source: source,
        place: TokenPlace.describe(path),
        expected: "chains of at most \(Self.maximumChain) groups extending groups",
        found: "a longer chain"
      )
    }
    expanding.append(path)
    defer { expanding.removeLast() }
    // A `$ref` that leads, through other such objects, to a token or into a value makes an
    // alias token; followed without recursion, so that alias chains have their own limit, and
    // with this group marked as being expanded, so that a `$ref` into itself is a cycle.
    if node["$extends"] == nil, node["$ref"] != nil, try refersToToken(node, at: path) {
      aliasNodes.insert(path)
      return nil
    }
    guard let target = try extendedGroupPath(of: node, at: path) else {
      expandedGroups[path] = node
      return node
    }
    // A copy is circular where its original is: a group inside `base` that extends `base`,
    // copied elsewhere by another `$extends`, would otherwise copy `base` again at every level.
    if path.starts(with: target) || written.starts(with: target) {
      let encloses =
        written == path
        ? "which does"
        : "which encloses \(TokenPlace.describe(written)), the group this one copies"
      throw ThemeSourceError(
        source: source,
        place: "\(TokenPlace.describe(path)).$extends",
        expected: "a group that does not enclose this one",
        found: "\"{\(target.joined(separator: "."))}\", \(encloses) (a circular extension)"
      )
    }
    guard let base = try group(at: target) else {
      throw ThemeSourceError(
        source: source,
        place: "\(TokenPlace.describe(path)).$extends",
        expected: "a reference to a group",
        found: try describeTarget(target)
      )
    }
    if node["$extends"] == nil {
      findings.note(
        .readLeniently, token: path,
        ThemeSourceError(
          source: source, place: "\(TokenPlace.describe(path)).$ref",
          expected: "\"$extends\" to extend a group; \"$ref\" names a token's value",
          found: "a \"$ref\" to the group \(TokenPlace.describe(target))"
        ).readAs("read it as $extends"))
    }
    // Tokens taken from the base keep the type they had there, even when it came from a group
    // enclosing the base rather than the base itself, and even when this group gives its own
    // tokens another type.
    let baseType = try inheritedType(at: target)
    var typedBase = base
    if node["$type"] != nil, let baseType { typedBase = Self.typed(base, as: baseType) }
    var merged = Self.deepMerge(
      typedBase, node.filter { $0.key != "$extends" && $0.key != "$ref" })
    if merged["$type"] == nil, let baseType {
      merged["$type"] = .string(baseType)
    }
    expandedGroups[path] = merged
    expansions[path] = Expansion(base: target, ownNames: Set(node.keys))
    return merged
  }

  /// Where the member `name` of the group at `parent` is written: under the parent, unless the
  /// parent's `$extends` took it from its base, and then where the base's member is written.
  /// The parent's expansion, and its base's, are known: the member was found in it.
  private func writtenPath(ofMember name: String, in parent: [String]) -> [String] {
    var parent = parent
    var steps = 0
    while let expansion = expansions[parent], !expansion.ownNames.contains(name),
      steps < Self.maximumChain
    {
      parent = expansion.base
      steps += 1
    }
    return (writtenPaths[parent] ?? parent) + [name]
  }

  /// Whether `node`, which has a `$ref` and no `$extends`, is an alias to a token: its pointer
  /// goes into a value (`#/base/$value/components/0`), or names a token, or names another such
  /// object that does. A chain of more than ``TokenResolver/maximumChain`` is an error.
  private func refersToToken(_ node: [String: ThemeTokenJSON], at path: [String])
    throws(ThemeSourceError) -> Bool
  {
    var current = node
    var seen: Set<[String]> = [path]
    while case .string(let pointer)? = current["$ref"],
      let segments = TokenReference.pointerSegments(pointer)
    {
      if segments.contains("$value") { return true }
      let target = Self.tokenPath(ofPointer: segments)
      // A cycle is an alias cycle, which the resolver reports with its chain.
      guard seen.insert(target).inserted else { return true }
      guard seen.count <= TokenResolver.maximumChain + 1 else {
        throw ThemeSourceError(
          source: tree.source(of: path),
          place: TokenPlace.describe(path),
          expected: "chains of at most \(TokenResolver.maximumChain) aliases",
          found: "a longer chain of \"$ref\" objects")
      }
      guard let name = target.last, let parent = try group(at: Array(target.dropLast())),
        case .object(let next)? = parent[name]
      else { return false }
      if next["$value"] != nil { return true }
      guard next["$extends"] == nil, next["$ref"] != nil else { return false }
      current = next
    }
    return false
  }

  /// Where a group's `$extends` (`"{group}"`, `"#/group"` or `{"$ref": "#/group"}`) or `$ref`
  /// points, as a path; `nil` when it has neither.
  private func extendedGroupPath(of node: [String: ThemeTokenJSON], at path: [String])
    throws(ThemeSourceError) -> [String]?
  {
    let source = tree.source(of: path)
    if let extends = node["$extends"] {
      let place = "\(TokenPlace.describe(path)).$extends"
      var written: String?
      switch extends {
      case .string(let text): written = text
      case .object(let members) where members.count == 1:
        if case .string(let pointer)? = members["$ref"] { written = pointer }
      default: break
      }
      if let written, let curly = TokenReference.curlyPath(written) { return curly }
      if let written, let pointer = TokenReference.pointerSegments(written) { return pointer }
      throw ThemeSourceError(
        source: source,
        place: place,
        expected: "a reference to a group, \"{group}\" or \"#/group\"",
        found: extends.kind
      )
    }
    guard let reference = node["$ref"] else { return nil }
    guard case .string(let pointer) = reference,
      let segments = TokenReference.pointerSegments(pointer)
    else {
      throw ThemeSourceError(
        source: source,
        place: "\(TokenPlace.describe(path)).$ref",
        expected: "a JSON Pointer such as \"#/group/token\"",
        found: reference.kind
      )
    }
    return segments
  }

  /// The type the group at `path` gives its tokens: its own `$type`, else the nearest
  /// enclosing group's.
  func inheritedType(at path: [String]) throws(ThemeSourceError) -> String? {
    var path = path
    while true {
      if case .string(let type)? = try group(at: path)?["$type"] { return type }
      if path.isEmpty { return nil }
      path.removeLast()
    }
  }

  /// How many groups and tokens `root` writes, at any depth, without expanding `$extends`.
  static func writtenMembers(of root: [String: ThemeTokenJSON]) -> Int {
    var count = 0
    var pending = [root]
    while let group = pending.popLast() {
      for (name, member) in group where !name.hasPrefix("$") || name == "$root" {
        guard case .object(let node) = member else { continue }
        count += 1
        if node["$value"] == nil { pending.append(node) }
      }
    }
    return count
  }

  /// `group`'s tokens with `type` written on each that has no `$type` of its own, and on those
  /// of the nested groups that give none either.
  static func typed(_ group: [String: ThemeTokenJSON], as type: String) -> [String: ThemeTokenJSON]
  {
    group.mapValues { member in
      guard case .object(var node) = member else { return member }
      if node["$value"] != nil {
        if node["$type"] == nil { node["$type"] = .string(type) }
        return .object(node)
      }
      // A nested group with a type of its own gives its tokens that one.
      return node["$type"] == nil ? .object(typed(node, as: type)) : member
    }
  }

  /// A later group's members over an earlier one's: groups in both merge, anything else the
  /// later replaces.
  static func deepMerge(_ base: [String: ThemeTokenJSON], _ local: [String: ThemeTokenJSON])
    -> [String: ThemeTokenJSON]
  {
    var merged = base
    for (name, value) in local {
      if case .object(let incoming) = value, TokenTree.isGroup(incoming),
        case .object(let existing)? = merged[name], TokenTree.isGroup(existing)
      {
        merged[name] = .object(deepMerge(existing, incoming))
      } else {
        merged[name] = value
      }
    }
    return merged
  }

  // MARK: - Nodes

  /// Whether a token (an object with `$value`, or an alias `{"$ref": …}` to a token) is at
  /// `path`.
  func isToken(at path: [String]) throws(ThemeSourceError) -> Bool {
    guard let name = path.last, let parent = try group(at: Array(path.dropLast())),
      case .object(let node)? = parent[name]
    else { return false }
    if node["$value"] != nil { return true }
    return try group(at: path) == nil
  }

  /// The object at `path` (a token or a group as written), if any.
  func node(at path: [String]) throws(ThemeSourceError) -> [String: ThemeTokenJSON]? {
    guard let name = path.last else { return tree.root }
    guard let parent = try group(at: Array(path.dropLast())) else { return nil }
    return parent[name]?.objectMembers
  }

  /// A pointer's segments without a trailing `$value`: the token it names.
  static func tokenPath(ofPointer segments: [String]) -> [String] {
    segments.last == "$value" ? Array(segments.dropLast()) : segments
  }

  /// What a reference that is not to a token found: a group, a value, or nothing.
  func describeTarget(_ path: [String]) throws(ThemeSourceError) -> String {
    if try group(at: path) != nil { return "\"{\(path.joined(separator: "."))}\", a group" }
    if try isToken(at: path) { return "\"{\(path.joined(separator: "."))}\", a token" }
    return "\"{\(path.joined(separator: "."))}\", which names nothing in the document"
  }

  // MARK: - Tokens

  /// Every token of the document that could be listed, each with its inherited type and
  /// deprecation; what could not is in `findings`.
  func tokens() -> [RawToken] {
    var tokens: [RawToken] = []
    collect(
      at: [],
      type: nil,
      deprecation: Deprecation(isDeprecated: false, reason: nil),
      into: &tokens
    )
    return tokens
  }

  struct Deprecation {
    let isDeprecated: Bool
    let reason: String?
  }

  private func collect(
    at path: [String],
    type inheritedType: String?,
    deprecation inherited: Deprecation,
    into tokens: inout [RawToken]
  ) {
    let source = tree.source(of: path)
    guard path.count <= PaletteParser.maximumDepth else {
      findings.error(
        ThemeSourceError(
          source: source,
          place: TokenPlace.describe(path),
          expected: "groups nested at most \(PaletteParser.maximumDepth) deep",
          found: "deeper nesting"
        ))
      return
    }
    let group: [String: ThemeTokenJSON]
    do {
      guard let expanded = try self.group(at: path) else { return }
      group = expanded
    } catch {
      findings.error(error)
      return
    }
    let type = reported { () throws(ThemeSourceError) in
      try Self.string(group["$type"], at: path + ["$type"], source: source)
    }
    _ = reported { () throws(ThemeSourceError) in
      try Self.string(group["$description"], at: path + ["$description"], source: source)
    }
    let deprecation = reported { () throws(ThemeSourceError) in
      try Self.deprecation(group["$deprecated"], at: path, source: source)
    }
    for (name, member) in group.sorted(by: { $0.key < $1.key }) {
      let memberPath = path + [name]
      listedMembers += 1
      guard listedMembers <= memberBound else {
        if !passedBound {
          passedBound = true
          findings.error(
            ThemeSourceError(
              source: tree.source(of: memberPath),
              place: TokenPlace.describe(memberPath),
              expected: "at most \(Self.maximumExpandedMembers) groups and tokens more than "
                + "the document writes, once $extends is expanded",
              found: "more"))
        }
        return
      }
      let memberType = (type ?? nil) ?? inheritedType
      let memberDeprecation = (deprecation ?? nil) ?? inherited
      do {
        try collect(
          member, named: name, at: memberPath, type: memberType,
          deprecation: memberDeprecation, into: &tokens)
      } catch {
        findings.error(error)
      }
    }
  }

  /// One member of a group: a property, a token, an alias to a token, or a group to collect.
  private func collect(
    _ member: ThemeTokenJSON,
    named name: String,
    at memberPath: [String],
    type: String?,
    deprecation: Deprecation,
    into tokens: inout [RawToken]
  ) throws(ThemeSourceError) {
    let source = tree.source(of: memberPath)
    if name.hasPrefix("$"), name != "$root" {
      guard Self.groupProperties.contains(name) else {
        throw Self.invalidName(name, at: memberPath, source: source)
      }
      return
    }
    if name != "$root" { try Self.checkName(name, at: memberPath, source: source) }
    guard case .object(let node) = member else {
      throw ThemeSourceError(
        source: source,
        place: TokenPlace.describe(memberPath),
        expected: "a token (an object with \"$value\") or a group (an object)",
        found: member.kind
      )
    }
    if node["$value"] != nil || name == "$root" {
      tokens.append(try token(node, at: memberPath, type: type, deprecation: deprecation))
    } else if try isToken(at: memberPath), case .string(let pointer)? = node["$ref"] {
      // An alias written as a JSON Pointer to a whole token: `{"$ref": "#/color/blue"}`.
      var aliased = node.filter { $0.key != "$ref" }
      aliased["$value"] = .object(["$ref": .string(pointer)])
      tokens.append(try token(aliased, at: memberPath, type: type, deprecation: deprecation))
    } else {
      collect(at: memberPath, type: type, deprecation: deprecation, into: &tokens)
    }
  }

  /// The result of `read`, or `nil` with its error reported.
  private func reported<Value>(_ read: () throws(ThemeSourceError) -> Value) -> Value? {
    do {
      return try read()
    } catch {
      findings.error(error)
      return nil
    }
  }

  private func token(
    _ node: [String: ThemeTokenJSON],
    at path: [String],
    type inheritedType: String?,
    deprecation inherited: Deprecation
  ) throws(ThemeSourceError) -> RawToken {
    let source = tree.source(of: path)
    guard let value = node["$value"] else {
      throw ThemeSourceError(
        source: source,
        place: TokenPlace.describe(path),
        expected: "a root token with \"$value\"",
        found: "an object without one"
      )
    }
    for name in node.keys.sorted() where !Self.tokenProperties.contains(name) {
      let issue = ThemeSourceError(
        source: source,
        place: "\(TokenPlace.describe(path)).\(name)",
        expected: "only the properties \(Self.tokenProperties.sorted()) in a token, which "
          + "cannot also be a group",
        found: "\"\(name)\""
      )
      // A plain value beside `$value` (Primer's `"alpha": 0`) cannot be a token or a group, so
      // ignoring it loses nothing the format defines; an object could be a nested token, and
      // a `$` name is the format's own.
      switch node[name] {
      case .object?, .array?: throw issue
      case _ where name.hasPrefix("$"): throw issue
      default: findings.note(.readLeniently, token: path, issue.readAs("ignored it"))
      }
    }
    let type = try Self.string(node["$type"], at: path + ["$type"], source: source)
    let extensions = node["$extensions"]
    if let extensions, extensions.objectMembers == nil {
      throw ThemeSourceError(
        source: source,
        place: "\(TokenPlace.describe(path)).$extensions",
        expected: "an object keyed by vendor",
        found: extensions.kind
      )
    }
    let deprecation =
      try Self.deprecation(node["$deprecated"], at: path, source: source) ?? inherited
    let writtenType = type ?? inheritedType
    return RawToken(
      path: path,
      value: value,
      type: TokensStudioType.standard(writtenType),
      followsTokensStudio: followsTokensStudio || TokensStudioType.isStudioType(writtenType),
      description: try Self.string(
        node["$description"], at: path + ["$description"], source: source),
      isDeprecated: deprecation.isDeprecated,
      deprecationReason: deprecation.reason,
      extensions: extensions,
      source: source
    )
  }

  // MARK: - Properties and names

  private static func string(_ value: ThemeTokenJSON?, at path: [String], source: String)
    throws(ThemeSourceError) -> String?
  {
    guard let value else { return nil }
    guard case .string(let text) = value else {
      throw ThemeSourceError(
        source: source,
        place: TokenPlace.describe(path),
        expected: "a string",
        found: value.kind
      )
    }
    return text
  }

  private static func deprecation(_ value: ThemeTokenJSON?, at path: [String], source: String)
    throws(ThemeSourceError) -> Deprecation?
  {
    switch value {
    case nil: return nil
    case .bool(let flag)?: return Deprecation(isDeprecated: flag, reason: nil)
    case .string(let reason)?: return Deprecation(isDeprecated: true, reason: reason)
    case let other?:
      throw ThemeSourceError(
        source: source,
        place: "\(TokenPlace.describe(path)).$deprecated",
        expected: "true, false or a string explaining the deprecation",
        found: other.kind
      )
    }
  }

  /// Token and group names may not start with `$` (the format's own properties do) nor contain
  /// `{`, `}` or `.`, which references use; an empty name could not be referred to either.
  static func checkName(_ name: String, at path: [String], source: String) throws(ThemeSourceError)
  {
    if name.isEmpty || name.hasPrefix("$") || name.contains(where: { "{}.".contains($0) }) {
      throw invalidName(name, at: path, source: source)
    }
  }

  static func invalidName(_ name: String, at path: [String], source: String) -> ThemeSourceError {
    ThemeSourceError(
      source: source,
      place: TokenPlace.describe(path),
      expected: "a token or group name that is not empty, does not start with \"$\" and does not "
        + "contain \"{\", \"}\" or \".\"",
      found: "\"\(name)\""
    )
  }
}
