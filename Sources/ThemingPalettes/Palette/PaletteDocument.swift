import Foundation

/// A JSON or property-list palette document as the readers parsed it: the values in
/// Foundation's shapes, what the text bent, and the text itself, to say where a value is.
struct PaletteDocument {
  /// The parsed value: dictionaries, arrays, strings and `NSNumber`s, as `JSONSerialization`
  /// and `PropertyListSerialization` give them.
  let object: Any
  /// The trailing commas of JSON text, each read as if it were not there; none in a property
  /// list.
  let trailingCommas: JSONTrailingComma.List
  /// The JSON text, for the line and column of a value; `nil` for a property list, whose
  /// places are key paths.
  let jsonText: Data?

  init(
    object: Any, trailingCommas: JSONTrailingComma.List = JSONTrailingComma.List(),
    jsonText: Data? = nil
  ) {
    self.object = object
    self.trailingCommas = trailingCommas
    self.jsonText = jsonText
  }

  /// Where the values at `paths` (member names and element indexes from the top) start in the
  /// JSON text, as "line N, column M"; empty for a property list.
  func places(of paths: Set<[String]>) -> [[String]: String] {
    guard let jsonText else { return [:] }
    return TokenJSONParser.places(of: paths, in: jsonText)
  }
}
