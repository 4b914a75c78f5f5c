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
  /// `http`, `https` and `file` URLs are read. On a server, a reference may be any path on the
  /// resolver document's scheme, host and port, relative (`../core.json`) or absolute
  /// (`/tokens/core.json`), but not above the server's root; a file's references stay within
  /// its folder. Anything else is an error naming the reference, and nothing is downloaded for
  /// it: see ``contents(ofTokenResolverAt:root:styleModifier:inputs:session:limits:)`` for the
  /// whole rule, and for a root of your own.
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
  ///   the place and what was expected when a document is not valid or a reference leads
  ///   where it may not.
  public nonisolated static func contents(
    ofTokenResolverAt url: URL,
    styleModifier: String? = nil,
    inputs: [String: String] = [:],
    session: URLSession = .shared,
    limits: ThemeDownloadLimits = .standard
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    try await contents(
      ofTokenResolverAt: url, root: nil, styleModifier: styleModifier, inputs: inputs,
      session: session, limits: limits)
  }

  /// Downloads a design-token resolver document and every document its sets and modifiers
  /// refer to, keeping the references within `root`, and returns the contents, one style per
  /// context of the style modifier.
  ///
  /// ```swift
  /// // https://example.com/tokens/themes/brand.resolver.json refers to "../core.json"
  /// // and to "/tokens/motion.json", both within https://example.com/tokens/
  /// let themes = try await ThemePalette.contents(ofTokenResolverAt: brandURL, root: tokensURL)
  /// ```
  ///
  /// `http`, `https` and `file` URLs are read. On a server, a reference is a path on the same
  /// server (scheme, host and port) as the resolver document: relative to it, `..` included,
  /// or absolute (`/tokens/core.json`), and within `root` when it is given. A scheme
  /// (`https:`, `file:`; even one naming the same server, which a path reaches), a network
  /// path (`//host/…`, `//user@host/…`), a query, a backslash, or a path that climbs above
  /// the server's root or leads out of `root` is an error naming the reference and where it is
  /// written, and nothing is downloaded for it. A `..` above the root is refused, not dropped
  /// as URL resolution would drop it: such a document is broken or probing. Percent-encoded
  /// characters count as what they stand for (`%2e%2e` is `..`). A file URL is read as
  /// ``ThemePaletteContents/init(tokenResolverAt:root:styleModifier:inputs:)`` reads it.
  ///
  /// - Parameters:
  ///   - url: Where the resolver document is.
  ///   - root: Where the references must stay: for an `http` or `https` URL, a folder on the
  ///     same server that holds the resolver document (the server's root when `nil`); for a
  ///     file URL, a folder that holds it (its own folder when `nil`).
  ///   - styleModifier: The modifier whose contexts are the styles; `nil` for the one named
  ///     `theme`, else the only modifier.
  ///   - inputs: A context for each other modifier that should not take its default.
  ///   - session: The session whose configuration (headers, cookies, cache) to download with.
  ///   - limits: The time and the bytes each download may take; the documents together may
  ///     take the timeout once, and hold the bytes once.
  /// - Returns: The palette's contents.
  /// - Throws: `ThemeSourceError` naming the URL that failed to download, or the document,
  ///   the place and what was expected when a document is not valid, a reference leads where
  ///   it may not, or `root` is on another server or does not hold the resolver document.
  public nonisolated static func contents(
    ofTokenResolverAt url: URL,
    root: URL?,
    styleModifier: String? = nil,
    inputs: [String: String] = [:],
    session: URLSession = .shared,
    limits: ThemeDownloadLimits = .standard
  ) async throws(ThemeSourceError) -> ThemePaletteContents {
    if url.isFileURL {
      return try ThemePaletteContents(
        tokenResolverAt: url, root: root, styleModifier: styleModifier, inputs: inputs)
    }
    let source = url.absoluteString
    let origin = try DocumentReference.Origin(document: url, root: root, source: source)
    let rule = DocumentReference.Rule.server(origin)
    // The whole load shares the limits: each download gets what the earlier ones left.
    let deadline = Date().addingTimeInterval(limits.timeout)
    var remaining = limits
    let data = try await download(url, session: session, limits: remaining)
    remaining.maximumBytes -= data.count
    // Every reference is held to the rule before anything is downloaded for any.
    var targets: [(reference: String, url: URL)] = []
    let references = try TokenJSONParser.parse(data, source: source).documentReferences()
    for (reference, place) in references.sorted(by: { $0.key < $1.key }) {
      let checked = try DocumentReference(reference, rule: rule, source: source, place: place)
      guard let target = checked.target else {
        throw ThemeSourceError(
          source: source, place: place, expected: rule.expected, found: "\"\(reference)\"")
      }
      targets.append((reference, target))
    }
    var documents: [String: ThemeTokenFile] = [:]
    for (reference, target) in targets {
      remaining.timeout = max(0, deadline.timeIntervalSinceNow)
      // A referenced document may not leave the server through a redirect either.
      let document = try await download(
        target, session: session, limits: remaining, allowsRedirect: origin.contains,
        allowedRedirects: rule.expected)
      remaining.maximumBytes -= document.count
      documents[reference] = ThemeTokenFile(data: document, source: target.absoluteString)
    }
    return try TokenResolverDocument.contents(
      data, source: source, styleModifier: styleModifier, inputs: inputs, rule: rule
    ) { reference throws(ThemeSourceError) in
      guard let document = documents[reference.written] else {
        throw ThemeSourceError(
          source: source, place: "the reference \"\(reference.written)\"",
          expected: "a document the resolver document refers to", found: "none downloaded")
      }
      return document
    }
  }

  /// The bytes at `url`: a file read, or a successful response's body, following only the
  /// redirects `allowsRedirect` takes, when it is given.
  private nonisolated static func download(
    _ url: URL, session: URLSession, limits: ThemeDownloadLimits,
    allowsRedirect: (@Sendable (URL) -> Bool)? = nil, allowedRedirects: String = ""
  ) async throws(ThemeSourceError) -> Data {
    if url.isFileURL { return try PaletteParser.read(url) }
    return try await RemoteRequest(
      url: url, session: session, limits: limits, allowsRedirect: allowsRedirect,
      allowedRedirects: allowedRedirects
    ).run()
  }
}

extension ThemeTokenJSON {
  /// Every document a `$ref` string in the value names, without its `#` fragment, rather than
  /// a place in this one (a JSON Pointer starts with `#`), with the place it is first written
  /// at (members in the order of their names): `sets.core.sources.0`, as the resolver
  /// document's reader names it.
  func documentReferences() -> [String: String] {
    var found: [String: String] = [:]
    collectDocumentReferences(at: "", into: &found)
    return found
  }

  private func collectDocumentReferences(at place: String, into found: inout [String: String]) {
    switch self {
    case .object(let members):
      if case .string(let reference)? = members["$ref"], !reference.hasPrefix("#") {
        // The document, without the fragment that names a group in it.
        let document = String(reference.prefix { $0 != "#" })
        if found[document] == nil { found[document] = place.isEmpty ? "the top level" : place }
      }
      for (name, value) in members.sorted(by: { $0.key < $1.key }) {
        value.collectDocumentReferences(at: place.isEmpty ? name : "\(place).\(name)", into: &found)
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        item.collectDocumentReferences(at: "\(place).\(index)", into: &found)
      }
    case .null, .bool, .number, .string:
      return
    }
  }
}
