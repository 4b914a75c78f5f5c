public import Foundation
public import Theming

/// A design-token document and the name to give it in errors: one file of a multi-file export,
/// or a document a server delivered.
///
/// ```swift
/// let dark = ThemeTokenFile(data: payload, source: "https://example.com/dark.tokens.json")
/// ```
public struct ThemeTokenFile: Sendable {
  /// The document's JSON text.
  public let data: Data
  /// Where it came from, for errors: a path, a URL, a short description.
  public let source: String

  /// Creates a document from its bytes.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - source: Where it came from, for errors.
  public init(data: Data, source: String) {
    self.data = data
    self.source = source
  }

  /// Reads a document from a file, named by its path.
  ///
  /// - Parameter url: A file URL.
  /// - Throws: `ThemeSourceError` when the file cannot be read.
  public init(contentsOf url: URL) throws(ThemeSourceError) {
    self.init(data: try PaletteParser.read(url), source: url.path)
  }
}
