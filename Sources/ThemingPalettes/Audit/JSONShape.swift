import Foundation
import Theming

/// Reading the values `JSONSerialization` produces, for readers that walk a parsed document and
/// must say what they found where they expected something else.
enum JSONShape {
  /// Parses JSON text as palettes do (places of syntax errors, keys given twice rejected, a
  /// trailing comma read as if it were not there), saying what the document should have been
  /// when it is not JSON at all.
  static func parse(_ data: Data, source: String, document: String) throws(ThemeSourceError)
    -> Any
  {
    do {
      return try PaletteParser.parseJSON(data, source: source).object
    } catch  where error.expected == "a JSON object of styles" {
      throw ThemeSourceError(
        source: error.source, place: error.place, expected: document, found: error.found)
    }
  }

  /// A JSON number as a finite `Double`; `nil` for anything else, booleans included (Foundation
  /// gives both as `NSNumber`).
  static func number(_ value: Any) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    return number.doubleValue.isFinite ? number.doubleValue : nil
  }

  static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
      && (number == NSNumber(value: true) || number == NSNumber(value: false))
  }

  /// What kind of JSON value `value` is: "an array", "a string", "a boolean".
  static func kind(of value: Any) -> String {
    switch value {
    case is [Any]: "an array"
    case is [String: Any]: "an object"
    case is String: "a string"
    case let number as NSNumber: isBoolean(number) ? "a boolean" : "a number"
    case is NSNull: "null"
    default: "a value of type \(type(of: value))"
    }
  }

  /// A short, one-line account of a value: a string or number as written, else its kind.
  static func describe(_ value: Any) -> String {
    switch value {
    case let text as String: ThemeColor.describe(text)
    case let number as NSNumber where !isBoolean(number): "the number \(number.doubleValue)"
    default: kind(of: value)
    }
  }
}
