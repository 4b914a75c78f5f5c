/// A JSON value kept as the source wrote it: the value of a design token whose type the library
/// does not interpret, and the `$extensions` of a token, which belong to other tools.
///
/// ```swift
/// if case .token(.other(let type, let value)) = palette.contents.value(for: "motion.spring",
///   style: .light) {
///   print(type, value)  // "spring" {"stiffness": 100}
/// }
/// ```
public enum ThemeTokenJSON: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A finite number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array, in order.
  case array([ThemeTokenJSON])
  /// An object; JSON does not order its members.
  case object([String: ThemeTokenJSON])
}

extension ThemeTokenJSON: CustomStringConvertible {
  /// The value as compact JSON text, members sorted by name.
  public var description: String {
    var text = ""
    TokenJSONWriter.write(self, into: &text, indent: nil)
    return text
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
