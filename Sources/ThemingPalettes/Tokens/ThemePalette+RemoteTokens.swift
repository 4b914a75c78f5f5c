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
  /// `http`, `https` and `file` URLs are read.
  ///
  /// - Parameters:
  ///   - url: Where the document is.
  ///   - style: The style its tokens are for.
  ///   - session: The session to download with.
  /// - Returns: The palette's contents, of one style.
  /// - Throws: `ThemeSourceError` naming the URL when the download fails, the server answers
  ///   with anything but success, or the body is not a valid token document.
  public nonisolated static func contents(
    ofDesignTokensAt url: URL,
    style: ThemeStyle,
    session: URLSession = .shared
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    let data = try await download(url, session: session)
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
  /// `http`, `https` and `file` URLs are read; a reference must be a path relative to the
  /// resolver document.
  ///
  /// - Parameters:
  ///   - url: Where the resolver document is.
  ///   - styleModifier: The modifier whose contexts are the styles; `nil` for the one named
  ///     `theme`, else the only modifier.
  ///   - inputs: A context for each other modifier that should not take its default.
  ///   - session: The session to download with.
  /// - Returns: The palette's contents.
  /// - Throws: `ThemeSourceError` naming the URL that failed to download, or the document,
  ///   the place and what was expected when a document is not valid.
  public nonisolated static func contents(
    ofTokenResolverAt url: URL,
    styleModifier: String? = nil,
    inputs: [String: String] = [:],
    session: URLSession = .shared
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    if url.isFileURL {
      return try ThemePaletteContents(
        tokenResolverAt: url, styleModifier: styleModifier, inputs: inputs)
    }
    let source = url.absoluteString
    let data = try await download(url, session: session)
    var documents: [String: Data] = [:]
    for reference in try TokenJSONParser.parse(data, source: source).documentReferences.sorted() {
      guard !reference.contains("://"), let target = URL(string: reference, relativeTo: url)
      else {
        throw ThemeSourceError(
          source: source,
          place: "the reference \"\(reference)\"",
          expected: "a path relative to the resolver document",
          found: "\"\(reference)\""
        )
      }
      documents[reference] = try await download(target.absoluteURL, session: session)
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
  private nonisolated static func download(_ url: URL, session: URLSession)
    async throws(ThemeSourceError) -> Data
  {
    if url.isFileURL { return try PaletteParser.read(url) }
    return try await RemoteRequest(url: url, session: session).run()
  }
}

extension ThemeTokenJSON {
  /// Every `$ref` string in the value that names another document rather than a place in
  /// this one (a JSON Pointer starts with `#`).
  var documentReferences: Set<String> {
    switch self {
    case .object(let members):
      var found = Set(members.values.flatMap(\.documentReferences))
      if case .string(let reference)? = members["$ref"], !reference.hasPrefix("#") {
        found.insert(reference)
      }
      return found
    case .array(let items):
      return Set(items.flatMap(\.documentReferences))
    case .null, .bool, .number, .string:
      return []
    }
  }
}
