/// What a parsed JSON document holds, told by its content rather than its file name: a `.json`
/// file may be a style tree, design tokens or a resolver document. The style-tree reader
/// refuses the others with an error naming them, and `theme-lint` picks its reader by this.
package enum JSONDocumentKind: Equatable, Sendable {
  /// One object per style, values at the leaves: the JSON palette format.
  case styleTree
  /// W3C design tokens: some object has a `$value` member.
  case designTokens
  /// A design-token resolver document: its top level has the `resolutionOrder` the resolver
  /// module requires (the resolver reader then checks the rest, its `version` first).
  case tokenResolver
  /// A Tokens Studio export: its sets beside `$themes` or `$metadata`, or its legacy form, where
  /// every value sits in an object with `value` and `type` members and no member is named
  /// `$value`.
  case tokensStudio
  /// A SwiftTheme theme file, one style's keys: a top-level member is a value or an array
  /// rather than a group (`"UIStatusBarStyle": "LightContent"`, `"tabbar": [{"id": 1, …}]`),
  /// which a palette of styles cannot have. A theme file whose top-level members are all
  /// groups looks like a style tree, and is read as a theme file only when asked.
  case themeFile

  /// How many objects the classification looks at before it decides on what it has seen:
  /// enough for any real document's shape, and a bound for a hostile one.
  static let visitLimit = 100_000

  /// The kind of the document whose parsed top level is `object`.
  ///
  /// - Parameter object: What `JSONSerialization` (or the property-list reader) gave.
  /// - Returns: The kind; ``styleTree`` for anything that is none of the others.
  package static func of(_ object: Any) -> JSONDocumentKind {
    guard let top = object as? [String: Any] else { return .styleTree }
    if top["resolutionOrder"] != nil { return .tokenResolver }
    // Tokens Studio keeps its themes and set order beside the sets, in `$` members.
    let sets = top.filter { !Self.tokensStudioMembers.contains($0.key) }
    if sets.count < top.count, sets.values.allSatisfy({ $0 is [String: Any] }) {
      return .tokensStudio
    }
    let valueAtTop = top.values.contains { !($0 is [String: Any]) }
    var pending: [[String: Any]] = [top]
    var visited = 0
    var legacyTokens = 0
    var otherValues = 0
    while let next = pending.popLast(), visited < visitLimit {
      visited += 1
      if next[tokenValueMember] != nil { return .designTokens }
      if next[legacyValueMember] != nil, next[legacyTypeMember] is String {
        legacyTokens += 1
        continue
      }
      for member in next.values {
        if let child = member as? [String: Any] {
          pending.append(child)
        } else {
          otherValues += 1
        }
      }
    }
    if legacyTokens > 0 && otherValues == 0 { return .tokensStudio }
    return valueAtTop ? .themeFile : .styleTree
  }

  /// The member that makes an object a design token, at any depth.
  static let tokenValueMember = "$value"
  /// The members that together make an object a legacy Tokens Studio token, when the type is
  /// text.
  static let legacyValueMember = "value"
  static let legacyTypeMember = "type"

  /// The members of a Tokens Studio export that are not token sets.
  static let tokensStudioMembers: Set<String> = ["$themes", "$metadata"]

  /// What the kind is called in messages.
  var description: String {
    switch self {
    case .styleTree: "a palette of one object per style"
    case .designTokens: "a design tokens document (members named \"$value\")"
    case .tokenResolver: "a design-token resolver document (a \"resolutionOrder\")"
    case .tokensStudio:
      "a Tokens Studio export (sets beside \"$themes\", or \"value\" and \"type\" members)"
    case .themeFile:
      "a theme file of one style's keys (a value or an array at the top level, not a style's group)"
    }
  }
}
