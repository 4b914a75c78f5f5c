import Foundation

/// Reads JSON text into ``ThemeTokenJSON``, through the palette loaders' parser so that syntax
/// errors and keys given twice in one object are reported with their line and column.
enum TokenJSONReader {
  /// How deep objects and arrays may nest in a design-token document; deeper input is taken to
  /// be malformed (groups themselves may nest ``PaletteParser/maximumDepth`` deep).
  static let maximumNesting = 64

  /// The top-level object of a JSON document.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - source: Where it came from, for errors.
  ///   - expected: What the top level should be, for the error when it is not an object.
  static func object(_ data: Data, source: String, expected: String) throws(ThemeSourceError)
    -> [String: ThemeTokenJSON]
  {
    let parsed = try PaletteParser.parseJSON(data, source: source)
    let value = try convert(parsed, path: [], source: source)
    guard case .object(let members) = value else {
      throw ThemeSourceError(
        source: source,
        place: "the top level",
        expected: expected,
        found: value.kind
      )
    }
    return members
  }

  /// Foundation's value as ``ThemeTokenJSON``, refusing numbers that are not finite and nesting
  /// past ``maximumNesting``.
  static func convert(_ value: Any, path: [String], source: String) throws(ThemeSourceError)
    -> ThemeTokenJSON
  {
    guard path.count <= maximumNesting else {
      throw ThemeSourceError(
        source: source,
        place: TokenPlace.describe(path),
        expected: "objects and arrays nested at most \(maximumNesting) deep",
        found: "deeper nesting"
      )
    }
    switch value {
    case let text as String:
      return .string(text)
    case let number as NSNumber:
      if isBoolean(number) { return .bool(number.boolValue) }
      guard number.doubleValue.isFinite else {
        throw ThemeSourceError(
          source: source,
          place: TokenPlace.describe(path),
          expected: "a finite number",
          found: "\(number.doubleValue)"
        )
      }
      return .number(number.doubleValue)
    case let array as [Any]:
      var elements: [ThemeTokenJSON] = []
      elements.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        elements.append(try convert(element, path: path + ["\(index)"], source: source))
      }
      return .array(elements)
    case let object as [String: Any]:
      var members: [String: ThemeTokenJSON] = [:]
      members.reserveCapacity(object.count)
      for (key, member) in object {
        members[key] = try convert(member, path: path + [key], source: source)
      }
      return .object(members)
    case is NSNull:
      return .null
    default:
      throw ThemeSourceError(
        source: source,
        place: TokenPlace.describe(path),
        expected: "a JSON value",
        found: "a value of type \(type(of: value))"
      )
    }
  }

  /// Whether Foundation read `true` or `false` rather than a number.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
      && (number == NSNumber(value: true) || number == NSNumber(value: false))
  }
}

extension ThemeTokenJSON {
  /// What kind of JSON value this is, for error messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool(let flag): "the boolean \(flag)"
    case .number(let number): "the number \(TokenNumber.text(number))"
    case .string(let text): "the string \"\(text.prefix(80))\""
    case .array(let elements): "an array of \(elements.count)"
    case .object: "an object"
    }
  }

  /// The members of an object, else `nil`.
  var objectMembers: [String: ThemeTokenJSON]? {
    guard case .object(let members) = self else { return nil }
    return members
  }
}

/// How places in a token document are written in errors: a token's dotted path, then the
/// JSON Pointer of the part of its value, `color.brand ($value/components/1)`.
enum TokenPlace {
  static func describe(_ path: [String]) -> String {
    path.isEmpty ? "the top level" : path.joined(separator: ".")
  }

  static func describe(token: [String], inValue: [String]) -> String {
    inValue.isEmpty
      ? describe(token)
      : "\(describe(token)) (\(inValue.joined(separator: "/")))"
  }
}
