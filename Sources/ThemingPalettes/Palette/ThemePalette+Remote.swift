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
  /// `http`, `https` and `file` URLs are read. A download is bounded by `limits`: a server
  /// that takes longer, or sends more, ends it with an error.
  ///
  /// - Parameters:
  ///   - url: Where the JSON is.
  ///   - defaultStyle: The style for styles a key lacks.
  ///   - session: The session whose configuration (headers, cookies, cache) to download with.
  ///   - limits: The time and the bytes the download may take.
  /// - Returns: The palette's contents.
  /// - Throws: `ThemeSourceError` naming the URL when the download fails, the server answers
  ///   with anything but success, the download passes its limits, or the body is not a valid
  ///   palette.
  public nonisolated static func contents(
    ofJSONAt url: URL,
    defaultStyle: ThemeStyle? = nil,
    session: URLSession = .shared,
    limits: ThemeDownloadLimits = .standard
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    if url.isFileURL {
      // Named by its path, as `read` and `init(jsonAt:)` name a file.
      let data = try PaletteParser.read(url)
      return try ThemePaletteContents(json: data, defaultStyle: defaultStyle, source: url.path)
    }
    let data = try await RemoteRequest(url: url, session: session, limits: limits).run()
    return try ThemePaletteContents(
      json: data, defaultStyle: defaultStyle, source: url.absoluteString)
  }
}
