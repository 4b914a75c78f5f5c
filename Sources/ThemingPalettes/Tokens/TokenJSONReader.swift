import Foundation
import Theming

/// Reads the top level of a design-token or resolver document.
enum TokenJSONReader {
  /// A parsed document: its top-level members, where it came from, and the notes on what its
  /// text bent.
  struct Document {
    let members: [String: ThemeTokenJSON]
    let source: String
    let notes: [ThemeLoadNote]
  }

  /// How deep objects and arrays may nest in a design-token document; deeper input is taken to
  /// be malformed (groups themselves may nest ``PaletteParser/maximumDepth`` deep).
  static let maximumNesting = 64

  /// The top-level object of a JSON document, and a `readLeniently` note for each trailing
  /// comma in it.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - source: Where it came from, for errors and notes.
  ///   - expected: What the top level should be, for the error when it is not an object.
  ///   - notes: Where the notes are added.
  ///   - key: The key a comma's note is about: by default the token or group the comma is in
  ///     (``JSONTrailingComma/tokenKey``); a document of another kind, such as a resolver
  ///     document, gives the document's (empty) key.
  /// - Returns: The top-level object's members.
  /// - Throws: `ThemeSourceError` naming the line and column of a syntax error, or the top
  ///   level when it is not an object.
  static func object(
    _ data: Data, source: String, expected: String, notes: inout [ThemeLoadNote],
    key: (JSONTrailingComma) -> String = \.tokenKey
  ) throws(ThemeSourceError) -> [String: ThemeTokenJSON] {
    var commas = JSONTrailingComma.List()
    let value = try TokenJSONParser.parse(data, source: source, trailingCommas: &commas)
    notes += commas.notes(source: source, key: key)
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
