package import Foundation
package import Theming

/// Reads a palette file's bytes as every loader does: only a regular file of a bounded size,
/// so that a FIFO, a device or a huge file is refused by name rather than block or exhaust
/// memory. For `theme-lint`, which reads files before it knows their format.
package enum ThemeFileReader {
  /// The bytes of the file at `url`.
  ///
  /// - Throws: `ThemeSourceError` naming the file when it is not a regular file, is too
  ///   large, or cannot be read.
  package static func data(at url: URL) throws(ThemeSourceError) -> Data {
    try PaletteParser.read(url)
  }

  /// What a property list holds, parsed as the palette readers parse one: a binary list that
  /// refers to itself, or would expand past their limit, is not parsed, and gives `nil`, as
  /// does anything that is not a property list.
  package static func kind(ofPropertyList data: Data) -> JSONDocumentKind? {
    (try? PaletteParser.parsePropertyList(data, source: "property list")).map {
      JSONDocumentKind.of($0.object)
    }
  }

  /// What a JSON document holds, parsed as the palette readers parse JSON, the same on every
  /// platform (a trailing comma taken, as they take it); `nil` for text that is not JSON.
  package static func kind(ofJSON data: Data) -> JSONDocumentKind? {
    (try? TokenJSONParser.parse(data, source: "JSON")).map {
      JSONDocumentKind.of($0.foundationObject)
    }
  }
}
