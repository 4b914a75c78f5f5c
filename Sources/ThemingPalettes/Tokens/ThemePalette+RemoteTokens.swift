public import Foundation
public import Theming

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

extension ThemePalette {
  /// Downloads one design-token document as the tokens of `style`, such as a festival theme a
  /// server delivers, and returns its contents to ``merge(_:)`` into a palette.
  ///
  /// ```swift
  /// let festival = try await ThemePalette.contents(ofDesignTokensAt: url, style: "festival")
  /// for style in palette.merge(festival) { ThemeManager.shared.register(style) }
  /// ```
  ///
  /// `http`, `https` and `file` URLs are read. A download is bounded by `limits`: a server
  /// that takes longer, or sends more, ends it with an error.
  ///
  /// - Parameters:
  ///   - url: Where the document is.
  ///   - style: The style its tokens are for.
  ///   - session: The session whose configuration (headers, cookies, cache) to download with.
  ///   - limits: The time and the bytes the download may take.
  /// - Returns: The palette's contents, of one style.
  /// - Throws: `ThemeSourceError` naming the URL when the download fails, the server answers
  ///   with anything but success, or the body is not a valid token document.
  public nonisolated static func contents(
    ofDesignTokensAt url: URL,
    style: ThemeStyle,
    session: URLSession = .shared,
    limits: ThemeDownloadLimits = .standard
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    let data = try await download(url, session: session, limits: limits)
    return try ThemePaletteContents(
      designTokens: data, style: style, source: url.isFileURL ? url.path : url.absoluteString)
  }

  /// Downloads a design-token resolver document and every document its sets and modifiers
  /// refer to, each relative to it, and returns the contents, one style per context of the
  /// style modifier (see ``ThemePaletteContents/init(tokenResolver:source:styleModifier:inputs:documents:)``).
  ///
  /// ```swift
  /// let themes = try await ThemePalette.contents(ofTokenResolverAt: url)
  /// ```
  ///
  /// `http`, `https` and `file` URLs are read. A reference must be a path relative to the
  /// resolver document, within its folder, on the same server: a scheme (`file:`, `https:`), a
  /// network path (`//host/…`), an absolute path, a query or a `..` that climbs out is an error
  /// naming it, and nothing is downloaded for it.
  ///
  /// - Parameters:
  ///   - url: Where the resolver document is.
  ///   - styleModifier: The modifier whose contexts are the styles; `nil` for the one named
  ///     `theme`, else the only modifier.
  ///   - inputs: A context for each other modifier that should not take its default.
  ///   - session: The session whose configuration (headers, cookies, cache) to download with.
  ///   - limits: The time and the bytes each download may take; the documents together may
  ///     take the timeout once, and hold the bytes once.
  /// - Returns: The palette's contents.
  /// - Throws: `ThemeSourceError` naming the URL that failed to download, or the document,
  ///   the place and what was expected when a document is not valid.
  public nonisolated static func contents(
    ofTokenResolverAt url: URL,
    styleModifier: String? = nil,
    inputs: [String: String] = [:],
    session: URLSession = .shared,
    limits: ThemeDownloadLimits = .standard
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    if url.isFileURL {
      return try ThemePaletteContents(
        tokenResolverAt: url, styleModifier: styleModifier, inputs: inputs)
    }
    let source = url.absoluteString
    // The whole load shares the limits: each download gets what the earlier ones left.
    let deadline = Date().addingTimeInterval(limits.timeout)
    var remaining = limits
    let data = try await download(url, session: session, limits: remaining)
    remaining.maximumBytes -= data.count
    var documents: [String: Data] = [:]
    for reference in try TokenJSONParser.parse(data, source: source).documentReferences.sorted() {
      let place = "the reference \"\(reference)\""
      let target = try DocumentReference(reference, source: source, place: place)
        .url(besides: url, source: source, place: place)
      remaining.timeout = max(0, deadline.timeIntervalSinceNow)
      let document = try await download(target, session: session, limits: remaining)
      remaining.maximumBytes -= document.count
      documents[reference] = document
    }
    return try ThemePaletteContents(
      tokenResolver: data,
      source: source,
      styleModifier: styleModifier,
      inputs: inputs,
      documents: documents
    )
  }

  /// The bytes at `url`: a file read, or a successful response's body.
  private nonisolated static func download(
    _ url: URL, session: URLSession, limits: ThemeDownloadLimits
  ) async throws(ThemeSourceError) -> Data {
    if url.isFileURL { return try PaletteParser.read(url) }
    return try await RemoteRequest(url: url, session: session, limits: limits).run()
  }
}

extension ThemeTokenJSON {
  /// Every document a `$ref` string in the value names, without its `#` fragment, rather than
  /// a place in this one (a JSON Pointer starts with `#`).
  var documentReferences: Set<String> {
    switch self {
    case .object(let members):
      var found = Set(members.values.flatMap(\.documentReferences))
      if case .string(let reference)? = members["$ref"], !reference.hasPrefix("#") {
        // The document, without the fragment that names a group in it.
        found.insert(String(reference.prefix { $0 != "#" }))
      }
      return found
    case .array(let items):
      return Set(items.flatMap(\.documentReferences))
    case .null, .bool, .number, .string:
      return []
    }
  }
}
