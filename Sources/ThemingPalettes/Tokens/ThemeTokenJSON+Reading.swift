package import Foundation
package import Theming

extension ThemeTokenJSON {
  /// Reads JSON text with the library's own parser, identically on every platform: duplicate
  /// keys are errors, numbers keep their value, nesting is bounded, and every error names its
  /// line and column. For other products of this package (skin manifests).
  package static func read(_ data: Data, source: String) throws(ThemeSourceError) -> Self {
    try TokenJSONParser.parse(data, source: source)
  }
}
