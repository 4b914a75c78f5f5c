public import Foundation
public import Theming

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

extension ThemePalette {
  /// Downloads a palette in the JSON form, such as a festival theme a server delivers, and
  /// returns its contents to ``merge(_:)`` into a palette or to start a new one with
  /// ``init(contents:source:)``.
  ///
  /// ```swift
  /// let festival = try await ThemePalette.contents(ofJSONAt: url, defaultStyle: "festival")
  /// for style in palette.merge(festival) { ThemeManager.shared.register(style) }
  /// ```
  ///
  /// `http`, `https` and `file` URLs are read.
  ///
  /// - Parameters:
  ///   - url: Where the JSON is.
  ///   - defaultStyle: The style for styles a key lacks.
  ///   - session: The session to download with.
  /// - Returns: The palette's contents.
  /// - Throws: `ThemeSourceError` naming the URL when the download fails, the server answers
  ///   with anything but success, or the body is not a valid palette.
  public nonisolated static func contents(
    ofJSONAt url: URL,
    defaultStyle: ThemeStyle? = nil,
    session: URLSession = .shared
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    if url.isFileURL {
      // Named by its path, as `read` and `init(jsonAt:)` name a file.
      let data = try PaletteParser.read(url)
      return try ThemePaletteContents(json: data, defaultStyle: defaultStyle, source: url.path)
    }
    let data = try await RemoteRequest(url: url, session: session).run()
    return try ThemePaletteContents(
      json: data, defaultStyle: defaultStyle, source: url.absoluteString)
  }
}
