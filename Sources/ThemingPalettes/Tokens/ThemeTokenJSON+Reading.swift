package import Foundation
package import Theming

extension ThemeTokenJSON {
  /// Reads JSON text with the library's own parser, identically on every platform and strictly:
  /// duplicate keys and trailing commas are errors, numbers keep their value, nesting is
  /// bounded, and every error names its line and column. For documents that machines write and
  /// that must mean exactly one thing, such as skin manifests, in other products of this
  /// package; palettes, which people write, read trailing commas leniently instead.
  package static func read(_ data: Data, source: String) throws(ThemeSourceError) -> Self {
    var commas = JSONTrailingComma.List()
    let value = try TokenJSONParser.parse(data, source: source, trailingCommas: &commas)
    if let comma = commas.listed.first {
      throw ThemeSourceError(
        source: source, place: comma.position,
        expected: comma.inObject
          ? "another member after \",\" (JSON allows no comma before \"}\")"
          : "another element after \",\" (JSON allows no comma before \"]\")",
        found: comma.inObject ? "\"}\"" : "\"]\"")
    }
    return value
  }
}
