import Foundation
import Theming

/// Reads the top level of a design-token or resolver document.
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
  /// - Returns: The top-level object's members.
  /// - Throws: `ThemeSourceError` naming the line and column of a syntax error, or the top
  ///   level when it is not an object.
  static func object(_ data: Data, source: String, expected: String) throws(ThemeSourceError)
    -> [String: ThemeTokenJSON]
  {
    let value = try TokenJSONParser.parse(data, source: source)
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
}
