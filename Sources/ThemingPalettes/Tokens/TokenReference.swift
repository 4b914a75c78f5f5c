import Foundation
import Theming

/// The two ways the format writes a reference: `"{group.token}"`, to a whole token's value, and
/// the JSON Pointer `"#/group/token/$value"` (RFC 6901) of a `$ref`, to any place.
enum TokenReference {
  /// The token path of a string that is wholly a curly-brace reference, such as
  /// `"{color.brand}"`; `nil` for any other string.
  static func curlyPath(_ text: String) -> [String]? {
    guard text.count >= 3, text.first == "{", text.last == "}" else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The segments of a same-document JSON Pointer such as `"#/color/blue/$value"`, with `~1`
  /// read as `/` and `~0` as `~`; `nil` for anything else.
  static func pointerSegments(_ text: String) -> [String]? {
    guard text.hasPrefix("#/") else { return nil }
    return text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// A `{"$ref": "…"}` object's pointer text, else `nil`.
  static func pointer(in value: ThemeTokenJSON) -> String? {
    guard case .object(let members) = value, members.count == 1,
      case .string(let pointer)? = members["$ref"]
    else { return nil }
    return pointer
  }
}
