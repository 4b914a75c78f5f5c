import Foundation
import Theming

/// How the style-tree formats (JSON, property lists) hold a value that is neither text nor a
/// number: an object of two members, the token's type and its value in the design-token form.
///
/// ```json
/// "heading": {
///   "$tokenType": "typography",
///   "$tokenValue": {"fontFamily": ["Inter"], "fontSize": {"value": 28, "unit": "px"}, …}
/// }
/// ```
///
/// The member names are not the format's own `$type` and `$value`, which would make the whole
/// document read as design tokens. A color is written as its hex string when that string gives
/// it back exactly (8-bit sRGB, no other fallback); any other color is written in this form, in
/// its own color space, so that nothing is lost.
enum StyleTreeToken {
  /// The member that names the token's type, and marks the object as a token.
  static let typeMember = "$tokenType"
  /// The member that holds the token's value, as a design token's `$value` holds it.
  static let valueMember = "$tokenValue"

  /// Whether a group member named `name` would make its group read as a token.
  static func isMarker(_ name: String) -> Bool {
    name == typeMember || name == valueMember
  }

  /// The type and value `value` is written with, or `nil` for text, a number and a color that
  /// its hex string gives back exactly, which are written as they are.
  static func written(_ value: ThemePaletteValue) -> (type: String, value: ThemeTokenJSON)? {
    switch value {
    case .string, .number:
      return nil
    case .color(let color):
      guard exactHex(color) == nil else { return nil }
      return (TokenType.color.rawValue, TokenValueEncoder.json(of: color))
    case .token(let token):
      return (token.typeName, TokenValueEncoder.json(of: value))
    }
  }

  /// The hex string that reads back as `color` exactly: an sRGB color whose components and
  /// opacity are whole steps of 1/255, with no fallback other than itself.
  static func exactHex(_ color: ThemeWideColor) -> ThemeColor? {
    guard color.space == .srgb else { return nil }
    var bytes: [UInt8] = []
    for component in color.components + [color.alpha] {
      guard let component, component.isFinite, (0...1).contains(component) else { return nil }
      let scaled = component * 255
      guard abs(scaled - scaled.rounded()) < 1e-9 else { return nil }
      bytes.append(UInt8(scaled.rounded()))
    }
    let hex = ThemeColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
    if let fallback = color.hexFallback,
      fallback != ThemeColor(red: bytes[0], green: bytes[1], blue: bytes[2])
    {
      return nil
    }
    return hex
  }

  /// Whether `json` holds a `null` anywhere, which a property list has no form for.
  static func holdsNull(_ json: ThemeTokenJSON) -> Bool {
    switch json {
    case .null: true
    case .bool, .number, .string: false
    case .array(let elements): elements.contains(where: holdsNull)
    case .object(let members): members.values.contains(where: holdsNull)
    }
  }

  /// The value of the token object `group`, read as a design token of its type is read, with
  /// the notes the reading made (a lenient rule taken), keyed by `key`.
  ///
  /// - Parameters:
  ///   - group: An object with a ``typeMember``.
  ///   - key: The palette key the value is for.
  ///   - place: Where the object is, for errors: the key path from the top.
  ///   - source: The document's name.
  /// - Returns: The value, and the notes keyed by `key`.
  /// - Throws: `ThemeSourceError` when the object has other members, its type is not text, or
  ///   its value is not one of its type.
  static func read(_ group: [String: Any], key: String, place: String, source: String)
    throws(ThemeSourceError) -> (value: ThemePaletteValue, notes: [ThemeLoadNote])
  {
    let expected =
      "a token object of exactly \"\(typeMember)\" (its type, as text) and \"\(valueMember)\""
    func refuse(_ found: String) -> ThemeSourceError {
      ThemeSourceError(source: source, place: place, expected: expected, found: found)
    }
    let others = group.keys.filter { !isMarker($0) }.sorted()
    guard others.isEmpty else {
      throw refuse("the members \(others.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    guard let type = group[typeMember] as? String else {
      throw refuse("\"\(typeMember)\" as \(PaletteParser.kind(of: group[typeMember] as Any))")
    }
    guard let written = group[valueMember] else { throw refuse("no \"\(valueMember)\"") }
    let json = try tokenJSON(written, depth: 1, place: place, source: source)
    let findings = TokenFindings()
    let document = TokenDocument(tree: TokenTree(name: source), findings: findings)
    let resolver = TokenResolver(document: document, tokens: [])
    let site = TokenResolver.Site(token: [place], source: source, inValue: [valueMember])
    let value = try resolver.parse(json, type: type, at: site)
    let notes = findings.notes.map { ThemeLoadNote(key: key, kind: $0.kind, issue: $0.issue) }
    return (value, notes)
  }

  /// `object`, a parsed JSON or property-list value, as design-token JSON, nested at most as
  /// deep as the readers nest groups.
  private static func tokenJSON(_ object: Any, depth: Int, place: String, source: String)
    throws(ThemeSourceError) -> ThemeTokenJSON
  {
    guard depth <= PaletteParser.maximumDepth else {
      throw ThemeSourceError(
        source: source, place: place,
        expected: "\"\(valueMember)\" nested at most \(PaletteParser.maximumDepth) deep",
        found: "deeper nesting")
    }
    switch object {
    case is NSNull:
      return .null
    case let text as String:
      return .string(text)
    case let number as NSNumber:
      if PaletteParser.isBoolean(number) { return .bool(number.boolValue) }
      guard number.doubleValue.isFinite else {
        throw ThemeSourceError(
          source: source, place: place, expected: "finite numbers in \"\(valueMember)\"",
          found: "\(number.doubleValue)")
      }
      return .number(number.doubleValue)
    case let elements as [Any]:
      var converted: [ThemeTokenJSON] = []
      for element in elements {
        converted.append(try tokenJSON(element, depth: depth + 1, place: place, source: source))
      }
      return .array(converted)
    case let members as [String: Any]:
      var converted: [String: ThemeTokenJSON] = [:]
      for (name, member) in members {
        converted[name] = try tokenJSON(member, depth: depth + 1, place: place, source: source)
      }
      return .object(converted)
    default:
      throw ThemeSourceError(
        source: source, place: place,
        expected: "JSON values in \"\(valueMember)\": objects, arrays, text, numbers, booleans",
        found: PaletteParser.kind(of: object))
    }
  }
}
