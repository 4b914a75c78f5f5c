public import Foundation

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
  /// - Throws: ``ThemeSourceError`` naming the URL when the download fails, the server answers
  ///   with anything but success, or the body is not a valid palette.
  public nonisolated static func contents(
    ofJSONAt url: URL,
    defaultStyle: ThemeStyle? = nil,
    session: URLSession = .shared
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    let data: Data
    let source: String
    if url.isFileURL {
      // Named by its path, as `read` and `init(jsonAt:)` name a file.
      source = url.path
      data = try PaletteParser.read(url)
    } else {
      source = url.absoluteString
      let response: URLResponse
      do {
        (data, response) = try await session.data(from: url)
      } catch {
        throw ThemeSourceError(
          source: source,
          place: "the request",
          expected: "a response",
          found: String(describing: error)
        )
      }
      if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
        throw ThemeSourceError(
          source: source,
          place: "the response",
          expected: "a successful status",
          found: "HTTP \(status)"
        )
      }
    }
    return try ThemePaletteContents(json: data, defaultStyle: defaultStyle, source: source)
  }
}
