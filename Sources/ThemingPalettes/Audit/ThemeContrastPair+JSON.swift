public import Foundation
public import Theming

extension ThemeContrastPair {
  /// Reads the pairs a palette must keep readable from JSON.
  ///
  /// ```json
  /// {
  ///   "pairs": [
  ///     { "foreground": "title", "background": "BG", "minimum": 4.5 },
  ///     { "foreground": "caption", "background": "BG", "role": "large-text" },
  ///     { "foreground": "icon", "background": "toolbar", "role": "ui" },
  ///     { "foreground": "body", "background": "BG" },
  ///     { "foreground": "label", "background": "glass", "backdrop": "window" }
  ///   ],
  ///   "backdrop": "surface"
  /// }
  /// ```
  ///
  /// A pair gives its minimum as a number from 1 to 21, or as a role: `"text"` (4.5),
  /// `"large-text"` (3) or `"ui"` (3); with neither it is text. Giving both is an error, as is
  /// any other member of a pair, so that a misspelt `"minimun"` is not quietly ignored. A
  /// translucent background is seen over the pair's `"backdrop"` key, else the top level's,
  /// else the style's default (``defaultBackdrop(for:)``). Other members of the top-level
  /// object are left for other tools.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - source: Where it came from, for errors.
  /// - Returns: The pairs, in the order given.
  /// - Throws: `ThemeSourceError` naming the line and column of a syntax error, or the place
  ///   (`pairs[2].minimum`) of a member that is missing or of the wrong kind.
  public static func list(fromJSON data: Data, source: String) throws(ThemeSourceError)
    -> [ThemeContrastPair]
  {
    let object = try JSONShape.parse(
      data, source: source, document: "a JSON object with a \"pairs\" array")
    guard let top = object as? [String: Any] else {
      throw ThemeSourceError(
        source: source,
        place: "the top level",
        expected: "an object with a \"pairs\" array",
        found: JSONShape.kind(of: object)
      )
    }
    guard let list = top["pairs"] as? [Any] else {
      throw ThemeSourceError(
        source: source,
        place: "pairs",
        expected: "an array of pairs",
        found: top["pairs"].map(JSONShape.kind(of:)) ?? "nothing"
      )
    }
    var backdrop: String?
    if let given = top["backdrop"] {
      guard let key = given as? String, !key.isEmpty else {
        throw ThemeSourceError(
          source: source, place: "backdrop", expected: "a palette key",
          found: JSONShape.kind(of: given))
      }
      backdrop = key
    }
    var pairs: [ThemeContrastPair] = []
    for (index, member) in list.enumerated() {
      var pair = try pair(member, place: "pairs[\(index)]", source: source)
      if pair.backdrop == nil { pair.backdrop = backdrop }
      pairs.append(pair)
    }
    return pairs
  }

  private static let roles: [String: Double] = [
    "text": text, "large-text": largeText, "ui": userInterface,
  ]

  private static func pair(_ member: Any, place: String, source: String)
    throws(ThemeSourceError) -> ThemeContrastPair
  {
    guard let fields = member as? [String: Any] else {
      throw ThemeSourceError(
        source: source,
        place: place,
        expected: "an object with \"foreground\" and \"background\"",
        found: JSONShape.kind(of: member)
      )
    }
    let known: Set = ["foreground", "background", "minimum", "role", "backdrop"]
    if let stray = fields.keys.filter({ !known.contains($0) }).min() {
      throw ThemeSourceError(
        source: source,
        place: "\(place).\(stray)",
        expected:
          "only \"foreground\", \"background\", \"minimum\", \"role\" and \"backdrop\"",
        found: "\"\(stray)\""
      )
    }
    func key(_ name: String) throws(ThemeSourceError) -> String {
      guard let key = fields[name] as? String, !key.isEmpty else {
        throw ThemeSourceError(
          source: source,
          place: "\(place).\(name)",
          expected: "a palette key",
          found: fields[name].map(JSONShape.kind(of:)) ?? "nothing"
        )
      }
      return key
    }
    let foreground = try key("foreground")
    let background = try key("background")
    let minimum: Double
    switch (fields["minimum"], fields["role"]) {
    case (nil, nil):
      minimum = text
    case (let given?, nil):
      guard let number = JSONShape.number(given), (1...21).contains(number) else {
        throw ThemeSourceError(
          source: source,
          place: "\(place).minimum",
          expected: "a contrast ratio from 1 to 21",
          found: JSONShape.describe(given)
        )
      }
      minimum = number
    case (nil, let role?):
      guard let name = role as? String, let ratio = roles[name] else {
        throw ThemeSourceError(
          source: source,
          place: "\(place).role",
          expected: "\"text\", \"large-text\" or \"ui\"",
          found: JSONShape.describe(role)
        )
      }
      minimum = ratio
    case (.some, .some):
      throw ThemeSourceError(
        source: source,
        place: place,
        expected: "either \"minimum\" or \"role\"",
        found: "both"
      )
    }
    let backdrop = fields["backdrop"] == nil ? nil : try key("backdrop")
    return ThemeContrastPair(
      foreground: foreground, background: background, minimumRatio: minimum, backdrop: backdrop)
  }
}
