public import Foundation
public import Theming

extension ThemePaletteContents {
  /// Reads one W3C design-token document (format 2025.10) as a palette of one style.
  ///
  /// ```swift
  /// let festival = try ThemePaletteContents(designTokens: payload, style: "festival")
  /// palette.merge(festival)
  /// ```
  ///
  /// Nested groups make dotted keys (`color.brand.primary`); a group's `$root` token takes the
  /// group's own key. Types are inherited from enclosing groups; aliases (`"{group.token}"` and
  /// `{"$ref": "#/group/token/$value"}`, also inside composite values) and `$extends` are
  /// resolved. Color tokens become ``ThemePaletteValue/color(_:)``, number tokens
  /// ``ThemePaletteValue/number(_:)``, tokens of the non-standard type `string` (as Figma's
  /// variable export writes text) ``ThemePaletteValue/string(_:)``, every other type
  /// ``ThemePaletteValue/token(_:)``; a type the library does not interpret is kept as
  /// ``ThemeTokenValue/other(type:value:)``. Metadata goes to ``tokenInfo``.
  ///
  /// Every token is read before the load is judged. Lenient where real files need it: what can
  /// mean one thing only (a `#fff` fallback, an `em` unit, a hex string for a color, `"16px"`
  /// for a dimension, a typography value without `letterSpacing`, an untyped hex color) is
  /// read and noted in ``loadNotes``; an untyped token whose value could be of several types is
  /// left out and noted, and so is a token that refers to it; ``loadCounts`` counts both.
  ///
  /// - Parameters:
  ///   - data: The document's JSON text.
  ///   - style: The style its values are for.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the source, the token's path and what was expected,
  ///   with every other finding of the load in its `moreFindings`:
  ///   malformed JSON, an invalid name, a value not of its type, an alias to nothing, to a group
  ///   or to a token of another type, a circular alias or `$extends`, groups nested more than
  ///   32 deep or JSON more than 64, a chain of more than 64 aliases or of more than 32 groups
  ///   extending groups, more than 100,000 groups and tokens added by `$extends`.
  public init(designTokens data: Data, style: ThemeStyle, source: String = "design tokens")
    throws(ThemeSourceError)
  {
    try self.init(
      designTokenStyles: [(style, ThemeTokenFile(data: data, source: source))],
      base: []
    )
  }

  /// Reads a multi-file design-token export: one document per style, laid over shared base
  /// documents (primitives that the style documents alias), as Tokens Studio and similar tools
  /// export them.
  ///
  /// ```swift
  /// let contents = try ThemePaletteContents(
  ///   designTokenStyles: [(.light, lightFile), (.dark, darkFile)],
  ///   base: [coreFile]
  /// )
  /// ```
  ///
  /// For each style, the base documents and then the style's document are merged into one tree
  /// (a later group adds to an earlier one of the same name, a later token replaces an earlier),
  /// and aliases resolve within it. The styles are in the order given, the first the default.
  /// See ``init(designTokens:style:source:)`` for what is read.
  ///
  /// - Parameters:
  ///   - styles: Each style with its document, default first.
  ///   - base: Documents every style shares, earliest first.
  /// - Throws: `ThemeSourceError` naming the file, the token's path and what was expected;
  ///   also when no style is given or a style is given twice.
  public init(
    designTokenStyles styles: [(style: ThemeStyle, file: ThemeTokenFile)],
    base: [ThemeTokenFile] = []
  ) throws(ThemeSourceError) {
    let name = styles.first?.file.source ?? "design tokens"
    var baseTree = TokenTree(name: name)
    for file in base {
      baseTree.merge(try DesignTokenReader.document(file.data, source: file.source))
    }
    var trees: [(style: ThemeStyle, tree: TokenTree)] = []
    for (style, file) in styles {
      var tree = baseTree
      tree.merge(try DesignTokenReader.document(file.data, source: file.source))
      trees.append((style, tree))
    }
    self = try DesignTokenReader.contents(trees, source: name)
  }

  /// Reads a resolver document (Design Tokens Resolver Module 2025.10), with the documents its
  /// sources refer to given by `load`: from memory, a bundle, or what a server delivered.
  ///
  /// ```swift
  /// let contents = try ThemePaletteContents(tokenResolver: resolverData, source: "theme.resolver.json") {
  ///   reference in files[reference]   // "tokens/core.json" → its Data, or nil
  /// }
  /// ```
  ///
  /// The contexts of one modifier become the styles: `styleModifier`, else the modifier named
  /// `theme`, else the only modifier; a document of sets and no modifier gives one style,
  /// `light`, the style a manager starts in. Every other modifier takes the context `inputs` names,
  /// else its `default`; one with neither is an error. For each style, the `resolutionOrder`'s
  /// sets and modifiers are laid over one another, later over earlier, and aliases then resolve
  /// in the result. The default context is the default style, the others follow by name (or
  /// in the order this library's writer recorded). Sources may be inline tokens, `#/sets/…`
  /// references, or references to documents (`"core.json"`, `"core.json#/color"`), with
  /// members beside `$ref` overriding the document's. A reference to a document must be a path
  /// relative to the resolver document, within its folder: one with a scheme (`file:`,
  /// `https:`), a network path (`//host/…`), an absolute path, a query or a `..` that climbs
  /// out is an error naming it, before `load` is asked. A modifier of one context is accepted,
  /// as a palette of one style is written that way; one style may lay at most 10,000 sources,
  /// counting a set each time it is referred to.
  ///
  /// - Parameters:
  ///   - data: The resolver document's JSON text.
  ///   - source: Where it came from, for errors.
  ///   - styleModifier: The modifier whose contexts are the styles.
  ///   - inputs: The context of each other modifier that should not take its default.
  ///   - load: Gives the bytes of a referenced document, by the reference as written (without
  ///     a `#` fragment), or `nil` when there is none.
  /// - Throws: `ThemeSourceError` naming the document, the place and what was expected.
  public init(
    tokenResolver data: Data,
    source: String = "resolver document",
    styleModifier: String? = nil,
    inputs: [String: String] = [:],
    load: @escaping (String) -> Data?
  ) throws(ThemeSourceError) {
    self = try TokenResolverDocument.contents(
      data,
      source: source,
      styleModifier: styleModifier,
      inputs: inputs,
      rule: .folder
    ) { reference throws(ThemeSourceError) in
      guard let data = load(reference.written) else {
        throw ThemeSourceError(
          source: source,
          place: "the reference \"\(reference.written)\"",
          expected: "a document the loader can give",
          found: "none"
        )
      }
      return ThemeTokenFile(data: data, source: reference.written)
    }
  }

  /// Reads a resolver document whose referenced documents are in `documents`, by the reference
  /// as written; see ``init(tokenResolver:source:styleModifier:inputs:load:)``.
  ///
  /// - Parameters:
  ///   - data: The resolver document's JSON text.
  ///   - source: Where it came from, for errors.
  ///   - styleModifier: The modifier whose contexts are the styles.
  ///   - inputs: The context of each other modifier that should not take its default.
  ///   - documents: The referenced documents, such as `["core.json": coreData]`.
  /// - Throws: `ThemeSourceError` naming the document, the place and what was expected.
  public init(
    tokenResolver data: Data,
    source: String = "resolver document",
    styleModifier: String? = nil,
    inputs: [String: String] = [:],
    documents: [String: Data]
  ) throws(ThemeSourceError) {
    try self.init(
      tokenResolver: data,
      source: source,
      styleModifier: styleModifier,
      inputs: inputs,
      load: { documents[$0] }
    )
  }

  /// Reads a resolver document from a file, and the documents it refers to relative to it,
  /// within its folder; see ``init(tokenResolverAt:root:styleModifier:inputs:)`` for a
  /// document that refers to files beside its folder.
  ///
  /// A reference is a path relative to the resolver document, within its folder: a scheme
  /// (`file:`, `https:`), a network path (`//host/…`), an absolute path, a query, or a `..` or
  /// symbolic link that leads out of the folder is an error naming the reference.
  ///
  /// - Parameters:
  ///   - url: The resolver document's file URL.
  ///   - styleModifier: The modifier whose contexts are the styles.
  ///   - inputs: The context of each other modifier that should not take its default.
  /// - Throws: `ThemeSourceError` naming the file, the place and what was expected.
  public init(
    tokenResolverAt url: URL,
    styleModifier: String? = nil,
    inputs: [String: String] = [:]
  ) throws(ThemeSourceError) {
    try self.init(tokenResolverAt: url, root: nil, styleModifier: styleModifier, inputs: inputs)
  }

  /// Reads a resolver document from a file, and the documents it refers to relative to it,
  /// within `root`: the folder the user opened, such as a repository whose themes, in a
  /// folder of their own, refer to the core tokens beside it.
  ///
  /// ```swift
  /// // tokens/core.json, and tokens/themes/brand.resolver.json referring to "../core.json"
  /// let contents = try ThemePaletteContents(
  ///   tokenResolverAt: tokens.appendingPathComponent("themes/brand.resolver.json"),
  ///   root: tokens
  /// )
  /// ```
  ///
  /// A reference is a path relative to the resolver document that stays within `root` at
  /// every step, `..` included. An absolute path or a `file:` URL (a document names files
  /// relative to itself, so that they read the same wherever they are copied), any other
  /// scheme, a network path (`//host/…`), a query, a `..` that climbs out of the root, or a
  /// symbolic link that leads out of it is an error naming the reference and the place it is
  /// written, and nothing is read for it. Percent-encoded characters count as what they stand
  /// for (`%2e%2e` is `..`).
  ///
  /// - Parameters:
  ///   - url: The resolver document's file URL.
  ///   - root: The folder the references must stay within, which must hold the resolver
  ///     document; its own folder when `nil`. Symbolic links in either path are resolved
  ///     before they are compared.
  ///   - styleModifier: The modifier whose contexts are the styles.
  ///   - inputs: The context of each other modifier that should not take its default.
  /// - Throws: `ThemeSourceError` naming the file, the place and what was expected; also,
  ///   before the file is read, when `root` is not a file URL or does not hold the file.
  public init(
    tokenResolverAt url: URL,
    root: URL?,
    styleModifier: String? = nil,
    inputs: [String: String] = [:]
  ) throws(ThemeSourceError) {
    let rule = DocumentReference.Rule.disk(
      try DocumentReference.Root(document: url, root: root, source: url.path))
    self = try TokenResolverDocument.contents(
      try PaletteParser.read(url),
      source: url.path,
      styleModifier: styleModifier,
      inputs: inputs,
      rule: rule
    ) { reference throws(ThemeSourceError) in
      guard let file = reference.target else {
        throw ThemeSourceError(
          source: url.path, place: "the reference \"\(reference.written)\"",
          expected: rule.expected, found: "no file")
      }
      return try ThemeTokenFile(contentsOf: file)
    }
  }

  /// Writes the contents as one design-token resolver document (Resolver Module 2025.10): a
  /// modifier `theme` whose contexts, one per style, each hold that style's tokens inline, the
  /// default style as its `default`. ``init(tokenResolver:source:styleModifier:inputs:documents:)``
  /// reads it back as equal contents.
  ///
  /// ```swift
  /// try palette.contents.designTokensData().write(to: url)
  /// ```
  ///
  /// Dotted keys become groups (a key that is also a group, such as `color.accent` beside
  /// `color.accent.hover`, becomes the group's `$root`). Colors are written in their own space
  /// with their `hex` fallback, numbers as `number` tokens, every ``ThemeTokenValue`` in the
  /// format's form for its type, ``tokenInfo`` as `$description`, `$deprecated` and
  /// `$extensions`. Text is written as `string` tokens, a type the format does not define but
  /// which Figma's variable export uses, unless `hexStringsAsColors` turns hex color strings
  /// (`"#0A84FF"`, from JSON palettes and color tables) into `color` tokens, as converting an
  /// older palette to design tokens wants. The order of the styles is recorded under the
  /// modifier's `$extensions` (`org.theming.styles`).
  ///
  /// - Parameter hexStringsAsColors: Whether text that reads as a hex color is written as a
  ///   color token.
  /// - Returns: The document's UTF-8 JSON text, members sorted, two-space indented.
  /// - Throws: `ThemeSourceError` naming a key that cannot be a token path (an empty name, a
  ///   name starting with `$` or containing `{` or `}`, more than 33 names), a value with a
  ///   number that is not finite, or text written as a reference (`"{group.token}"`), which a
  ///   token document would read back as an alias.
  public func designTokensData(hexStringsAsColors: Bool = false) throws(ThemeSourceError) -> Data {
    try DesignTokenWriter.data(self, hexStringsAsColors: hexStringsAsColors)
  }

  /// Writes one style as a design-token document (format 2025.10) of its own, the form
  /// ``init(designTokens:style:source:)`` reads: that style's values, with the default style's
  /// standing in for keys the style lacks, as lookups give them. Keys, values and metadata are
  /// written as ``designTokensData(hexStringsAsColors:)`` writes them.
  ///
  /// ```swift
  /// try contents.designTokenDocumentData(style: .dark).write(to: darkURL)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The style to write; the default style unless given.
  ///   - hexStringsAsColors: Whether text that reads as a hex color is written as a color token.
  /// - Returns: The document's UTF-8 JSON text, members sorted, two-space indented.
  /// - Throws: `ThemeSourceError` as ``designTokensData(hexStringsAsColors:)`` does.
  public func designTokenDocumentData(style: ThemeStyle? = nil, hexStringsAsColors: Bool = false)
    throws(ThemeSourceError) -> Data
  {
    try DesignTokenWriter.document(
      self, style: style ?? defaultStyle, hexStringsAsColors: hexStringsAsColors)
  }
}
