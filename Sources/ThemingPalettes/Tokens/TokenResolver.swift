import Theming

/// Resolves the tokens of one document to palette values: follows aliases (`"{group.token}"`
/// and `{"$ref": "#/…"}`, whole values and parts of composite values, in chains), checks that
/// each reference lands on a token of the type its place needs, and reads every value by its
/// type. Each token is resolved once; a chain that comes back to a token is an error.
///
/// A token that cannot be read is reported to the document's findings once, as an error or, when
/// what it means is ambiguous, as a note that it was left out; a token that refers to it is
/// reported in turn, with its own place, and left out in the second case.
final class TokenResolver {
  let document: TokenDocument
  var findings: TokenFindings { document.findings }
  private let tokens: [[String]: RawToken]
  private var resolved: [[String]: ThemePaletteValue] = [:]
  /// Tokens that could not be read, and whether each was only left out.
  private var failed: [[String]: Failure] = [:]
  /// Tokens left out, noted as such, whose reading is still under way.
  private var leftOut: Set<[String]> = []
  /// How many aliases lead from each resolved token to a value, at most: a property of the
  /// document, whatever order its tokens are read in.
  private var depths: [[String]: Int] = [:]
  /// For each token being resolved, the deepest of the tokens its value referred to so far.
  private var referredDepths: [Int] = []

  enum Failure {
    case error
    case leftOut
  }
  /// The tokens being resolved, innermost last, to find circular references.
  private var resolving: [[String]] = []

  /// How many aliases a chain may pass through. Each costs a few stack frames, so an unbounded
  /// chain in a hostile document would exhaust the stack of a background thread; real chains
  /// are a handful long.
  static let maximumChain = 64

  /// Where in a token's value a reader is, for errors.
  struct Site {
    let token: [String]
    let source: String
    var inValue: [String]
    /// Whether the value follows Tokens Studio's rules rather than only the format's.
    var followsTokensStudio = false

    func appending(_ segment: String) -> Site {
      Site(
        token: token, source: source, inValue: inValue + [segment],
        followsTokensStudio: followsTokensStudio)
    }

    func error(expected: String, found: String) -> ThemeSourceError {
      ThemeSourceError(
        source: source,
        place: TokenPlace.describe(token: token, inValue: inValue),
        expected: expected,
        found: found
      )
    }
  }

  /// What a value turned out to be once references were followed: another token's resolved
  /// value, or JSON to read.
  enum Expanded {
    case value(ThemePaletteValue)
    case json(ThemeTokenJSON)
  }

  init(document: TokenDocument, tokens: [RawToken]) {
    self.document = document
    var byPath: [[String]: RawToken] = [:]
    for token in tokens { byPath[token.path] = token }
    self.tokens = byPath
  }

  /// The resolved value of the token at `path`.
  ///
  /// - Parameters:
  ///   - path: The token's path.
  ///   - site: Where the reference was written, for errors.
  ///   - written: The reference as written, for errors.
  /// - Returns: The token's value.
  /// - Throws: `ThemeSourceError` when there is no such token, the reference comes back to a
  ///   token being resolved, or the token's value is not of its type.
  func resolve(_ path: [String], from site: Site, written: String) throws(ThemeSourceError)
    -> ThemePaletteValue
  {
    if let value = resolved[path] {
      noteReferred(depth: depths[path] ?? 0)
      return value
    }
    if let failure = failed[path] {
      // Read, and reported, earlier: as a reference from another token, or once more by the
      // loop that reads every token, which reports nothing further.
      guard site.token != path else {
        throw site.error(expected: "a token that can be read", found: "one reported already")
      }
      throw referrerError(to: path, failure, from: site, written: written)
    }
    guard let token = tokens[path] else {
      throw site.error(
        expected: "a reference to a token",
        found: path.last == "$root" && path.count > 1
          ? "\"\(written)\", which names no root token"
          : try document.describeTarget(path)
      )
    }
    if let start = resolving.firstIndex(of: path) {
      let chain = (resolving[start...] + [path]).map(TokenPlace.describe)
      throw site.error(
        expected: "references that end at a value",
        found: "a circular chain: \(chain.joined(separator: " → "))"
      )
    }
    guard resolving.count <= Self.maximumChain else {
      throw site.error(
        expected: "chains of at most \(Self.maximumChain) aliases",
        found: "a longer chain through \(TokenPlace.describe(path))"
      )
    }
    resolving.append(path)
    referredDepths.append(-1)
    defer {
      resolving.removeLast()
      referredDepths.removeLast()
    }
    do throws(ThemeSourceError) {
      let value = try read(token)
      let depth = (referredDepths.last ?? -1) + 1
      guard depth <= Self.maximumChain else {
        throw ThemeSourceError(
          source: token.source,
          place: TokenPlace.describe(path),
          expected: "chains of at most \(Self.maximumChain) aliases",
          found: "a chain of \(depth) from here")
      }
      depths[path] = depth
      resolved[path] = value
      if referredDepths.count >= 2 {
        let caller = referredDepths.count - 2
        referredDepths[caller] = max(referredDepths[caller], depth)
      }
      return value
    } catch {
      let failure: Failure = leftOut.contains(path) ? .leftOut : .error
      failed[path] = failure
      if failure == .error { findings.error(error) }
      guard site.token != path else { throw error }
      throw referrerError(to: path, failure, from: site, written: written)
    }
  }

  /// The error for a token whose value refers to one that could not be read; when that one was
  /// only left out, the referring token is left out too, and noted.
  private func referrerError(
    to path: [String],
    _ failure: Failure,
    from site: Site,
    written: String
  ) -> ThemeSourceError {
    switch failure {
    case .error:
      return site.error(
        expected: "a reference to a token that can be read",
        found: "\"\(written)\", which has an error of its own")
    case .leftOut:
      let issue = site.error(
        expected: "a reference to a token in the contents",
        found: "\"\(written)\", which was left out")
      leftOut.insert(site.token)
      findings.note(.leftOut, token: site.token, issue)
      return issue
    }
  }

  /// Records that the token being resolved referred to one `depth` aliases from a value.
  private func noteReferred(depth: Int) {
    guard let last = referredDepths.indices.last else { return }
    referredDepths[last] = max(referredDepths[last], depth)
  }

  /// Leaves the token being read out of the contents, noting why, and gives the error that
  /// ends its reading.
  func leaveOut(_ token: [String], _ issue: ThemeSourceError) -> ThemeSourceError {
    leftOut.insert(token)
    findings.note(.leftOut, token: token, issue)
    return issue
  }

  /// Notes that the token being read took a lenient rule; a Tokens Studio value's own rules
  /// are its format's, and are not noted.
  func noteLenient(_ site: Site, _ issue: ThemeSourceError) {
    guard !site.followsTokensStudio else { return }
    findings.note(.readLeniently, token: site.token, issue)
  }

  /// The value of `token`, as its type reads it.
  func read(_ token: RawToken) throws(ThemeSourceError) -> ThemePaletteValue {
    let site = Site(
      token: token.path, source: token.source, inValue: ["$value"],
      followsTokensStudio: token.followsTokensStudio)
    let value: ThemePaletteValue
    switch try expand(token.value, expecting: token.type, at: site) {
    case .value(let aliased):
      value = aliased
    case .json(let json):
      guard let type = token.type else { return try untyped(json, of: token, at: site) }
      value = try parse(json, type: type, at: site)
    }
    guard case .color(let color) = value else { return value }
    return .color(try modified(color, of: token, at: site))
  }

  /// `color` with the Tokens Studio modifier its token's `$extensions` hold, if any.
  private func modified(_ color: ThemeWideColor, of token: RawToken, at site: Site)
    throws(ThemeSourceError) -> ThemeWideColor
  {
    let modifier = try TokensStudioColorModifier.read(
      token.extensions, at: site,
      number: { json, site throws(ThemeSourceError) in try self.number(json, at: site) })
    guard let modifier else { return color }
    var mixed: ThemeWideColor?
    if let mixColor = modifier.mixColor {
      mixed = try self.color(mixColor, at: site.appending("modify/color"))
    }
    noteLenient(
      site,
      site.error(expected: "a value the format defines", found: "a Tokens Studio color modifier")
        .readAs("applied its \(modifier.kind.rawValue)"))
    return modifier.apply(to: color, mixed: mixed)
  }

  /// A token with no type of its own or inherited: read, noted, when its value can be of one
  /// type only: a hex color string or a color object (`colorSpace` and `components`), a
  /// number, or a `{"value", "unit"}` object whose unit is a dimension's or a duration's (no
  /// unit is both). Left out otherwise, since what its value means is ambiguous: a string may
  /// be a font name, a keyword or text, and an object of other members a composite of several
  /// types.
  private func untyped(_ json: ThemeTokenJSON, of token: RawToken, at site: Site)
    throws(ThemeSourceError) -> ThemePaletteValue
  {
    let issue = ThemeSourceError(
      source: token.source,
      place: TokenPlace.describe(token.path),
      expected: "a $type on the token or an enclosing group, or an alias to a typed token",
      found: "no type"
    )
    func read(as type: TokenType, _ description: String) throws(ThemeSourceError)
      -> ThemePaletteValue
    {
      let value = try parse(json, type: type.rawValue, at: site)
      noteLenient(site, issue.readAs("read \(description) as a \(type.rawValue)"))
      return value
    }
    switch json {
    case .string(let text) where text.hasPrefix("#") && (try? ThemeColor(hex: text)) != nil:
      return try read(as: .color, "\"\(text)\"")
    case .number(let number) where number.isFinite:
      noteLenient(site, issue.readAs("read \(TokenNumber.text(number)) as a number"))
      return .number(number)
    case .object(let members) where members["colorSpace"] != nil && members["components"] != nil:
      return try read(as: .color, "its color object")
    case .object(let members) where members.count == 2 && members["value"] != nil:
      switch members["unit"] {
      case .string(let unit)? where ThemeDimension.Unit(rawValue: unit) != nil:
        return try read(as: .dimension, "its value and unit")
      case .string(let unit)? where ThemeDuration.Unit(rawValue: unit) != nil:
        return try read(as: .duration, "its value and unit")
      default:
        break
      }
    default:
      break
    }
    throw leaveOut(
      token.path, issue.readAs("left it out, as its value could be of several types"))
  }

  /// Follows `json` while it is a reference: a curly-brace reference or a pointer to a whole
  /// token gives that token's value, which must be of type `expected` when one is given; a
  /// pointer into a value gives the JSON there.
  func expand(_ json: ThemeTokenJSON, expecting expected: String?, at site: Site)
    throws(ThemeSourceError) -> Expanded
  {
    var current = json
    var followed: [String] = []
    while true {
      if case .string(let text) = current, let path = TokenReference.curlyPath(text) {
        let value = try resolve(path, from: site, written: text)
        try check(value, expected, written: text, at: site)
        return .value(value)
      }
      guard let pointer = TokenReference.pointer(in: current) else { return .json(current) }
      guard let segments = TokenReference.pointerSegments(pointer) else {
        throw site.error(
          expected: "a JSON Pointer into this document, such as \"#/group/token/$value\"",
          found: "\"\(pointer)\""
        )
      }
      let tokenPath = TokenDocument.tokenPath(ofPointer: segments)
      if !tokenPath.isEmpty, try document.isToken(at: tokenPath) {
        if segments.last != "$value" {
          noteLenient(
            site,
            site.error(
              expected: "a JSON Pointer to a token's value, \"…/$value\"",
              found: "\"\(pointer)\", which names the token"
            ).readAs("read as its value"))
        }
        let value = try resolve(tokenPath, from: site, written: pointer)
        try check(value, expected, written: pointer, at: site)
        return .value(value)
      }
      if followed.contains(pointer) {
        throw site.error(
          expected: "references that end at a value",
          found: "a circular chain: \((followed + [pointer]).joined(separator: " → "))"
        )
      }
      followed.append(pointer)
      current = try value(at: segments, pointer: pointer, from: site)
    }
  }

  private func check(
    _ value: ThemePaletteValue,
    _ expected: String?,
    written: String,
    at site: Site
  ) throws(ThemeSourceError) {
    let actual = TokenType.name(of: value)
    guard let expected, actual != expected else { return }
    throw site.error(
      expected: "a reference to a \(expected) token",
      found: "\"\(written)\", a \(actual) token"
    )
  }

  /// The JSON a pointer names: through groups (with `$extends` expanded), then into a token's
  /// properties and value by member name and array index. A reference met on the way, before
  /// the last segment, is followed: a `{"$ref": …}` object stands for the JSON it points to,
  /// and a `"{group.token}"` string for that token's `$value`, so a pointer may go through an
  /// alias into the value it stands for.
  ///
  /// `followed` counts the references followed on the way, in this call and the calls it makes
  /// for them, so that references that point through each other end in an error rather than
  /// exhaust the stack or the time.
  private func value(at segments: [String], pointer: String, from site: Site)
    throws(ThemeSourceError) -> ThemeTokenJSON
  {
    var followed = 0
    return try value(at: segments, pointer: pointer, from: site, followed: &followed)
  }

  private func value(
    at segments: [String],
    pointer: String,
    from site: Site,
    followed: inout Int
  ) throws(ThemeSourceError) -> ThemeTokenJSON {
    var current: ThemeTokenJSON = .object(document.tree.root)
    var groupPath: [String]? = []
    for segment in segments {
      if let path = groupPath, let group = try document.group(at: path) {
        guard let next = group[segment] else { throw dangling(pointer, at: site) }
        current = next
        groupPath = segment.hasPrefix("$") && segment != "$root" ? nil : path + [segment]
        continue
      }
      groupPath = nil
      while let target = try referencedJSON(
        current, pointer: pointer, from: site, followed: &followed)
      {
        current = target
      }
      switch current {
      case .object(let members):
        guard let next = members[segment] else { throw dangling(pointer, at: site) }
        current = next
      case .array(let elements):
        guard let index = Int(segment), elements.indices.contains(index) else {
          throw dangling(pointer, at: site)
        }
        current = elements[index]
      default:
        throw dangling(pointer, at: site)
      }
    }
    return current
  }

  /// What `json` stands for when a pointer goes through it: the JSON a `{"$ref": …}` object
  /// points to, or the `$value` of the token a `"{group.token}"` string names; `nil` when it is
  /// not a reference.
  private func referencedJSON(
    _ json: ThemeTokenJSON,
    pointer: String,
    from site: Site,
    followed: inout Int
  ) throws(ThemeSourceError) -> ThemeTokenJSON? {
    if let inner = TokenReference.pointer(in: json) {
      return try pointedJSON(inner, on: pointer, from: site, followed: &followed)
    }
    guard case .string(let text) = json, let path = TokenReference.curlyPath(text) else {
      return nil
    }
    guard try document.isToken(at: path), var node = try document.node(at: path) else {
      throw site.error(
        expected: "a reference to a token, on the way of \"\(pointer)\"",
        found: try document.describeTarget(path)
      )
    }
    // A token written as a whole-token `{"$ref": …}` alias has no `$value` of its own: its
    // value is that of the token it points to.
    followed += 1
    if followed > Self.maximumChain { throw tooLongChain(pointer, at: site) }
    while node["$value"] == nil, let inner = TokenReference.pointer(in: .object(node)) {
      guard
        case .object(let target) = try pointedJSON(
          inner, on: pointer, from: site, followed: &followed)
      else { break }
      node = target
    }
    guard let value = node["$value"] else {
      throw site.error(
        expected: "a reference to a token with a value, on the way of \"\(pointer)\"",
        found: "\"\(text)\", whose aliases do not end at a value"
      )
    }
    return value
  }

  /// The JSON the pointer `inner`, met on the way of `pointer`, names.
  private func pointedJSON(
    _ inner: String,
    on pointer: String,
    from site: Site,
    followed: inout Int
  ) throws(ThemeSourceError) -> ThemeTokenJSON {
    followed += 1
    if followed > Self.maximumChain { throw tooLongChain(pointer, at: site) }
    guard let segments = TokenReference.pointerSegments(inner) else {
      throw site.error(
        expected: "a JSON Pointer into this document, such as \"#/group/token/$value\"",
        found: "\"\(inner)\", on the way of \"\(pointer)\""
      )
    }
    return try value(at: segments, pointer: inner, from: site, followed: &followed)
  }

  private func tooLongChain(_ pointer: String, at site: Site) -> ThemeSourceError {
    site.error(
      expected: "references that end at a value within \(Self.maximumChain) steps",
      found: "\"\(pointer)\", which goes through a longer or circular chain"
    )
  }

  private func dangling(_ pointer: String, at site: Site) -> ThemeSourceError {
    site.error(
      expected: "a JSON Pointer to a place in the document",
      found: "\"\(pointer)\", which names nothing there"
    )
  }
}
