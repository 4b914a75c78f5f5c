public import Foundation
public import Theming

// Loading W3C design tokens (format 2025.10) into palettes, and the lookups of their types.
extension ThemePalette {
  // MARK: - Loading

  /// Loads one design-token document as a palette of one style; see
  /// ``ThemePaletteContents/init(designTokens:style:source:)`` for what is read.
  ///
  /// ```swift
  /// let palette = try ThemePalette(designTokens: data, style: .light, source: "light.tokens.json")
  /// view.theme.cornerRadius = palette.dimension("radius.card").map { $0.points() }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The document's JSON text.
  ///   - style: The style its values are for.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the source, the token's path and what was expected.
  public convenience init(
    designTokens data: Data,
    style: ThemeStyle,
    source: String = "design tokens"
  ) throws(ThemeSourceError) {
    self.init(
      contents: try ThemePaletteContents(designTokens: data, style: style, source: source),
      source: source
    )
  }

  /// Loads a multi-file design-token export: one file per style over shared base files; see
  /// ``ThemePaletteContents/init(designTokenStyles:base:)``.
  ///
  /// ```swift
  /// let palette = try ThemePalette(
  ///   designTokenFiles: [(.light, lightURL), (.dark, darkURL), ("festival", festivalURL)],
  ///   base: [coreURL]
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - files: Each style with its file, default first.
  ///   - base: Files every style shares, earliest first.
  /// - Throws: `ThemeSourceError` naming the file, the token's path and what was expected.
  public convenience init(
    designTokenFiles files: [(style: ThemeStyle, url: URL)],
    base: [URL] = []
  ) throws(ThemeSourceError) {
    var styles: [(style: ThemeStyle, file: ThemeTokenFile)] = []
    for (style, url) in files { styles.append((style, try ThemeTokenFile(contentsOf: url))) }
    var shared: [ThemeTokenFile] = []
    for url in base { shared.append(try ThemeTokenFile(contentsOf: url)) }
    self.init(
      contents: try ThemePaletteContents(designTokenStyles: styles, base: shared),
      source: files.first?.url.path ?? "design tokens"
    )
  }

  /// Loads a design-token resolver document and the files it refers to, relative to it and
  /// within its folder; see ``ThemePaletteContents/init(tokenResolverAt:styleModifier:inputs:)``,
  /// and ``init(tokenResolverAt:root:styleModifier:inputs:)`` for files beside its folder.
  ///
  /// ```swift
  /// let palette = try ThemePalette(tokenResolverAt: bundleURL.appendingPathComponent("theme.resolver.json"))
  /// ```
  ///
  /// - Parameters:
  ///   - url: The resolver document's file URL.
  ///   - styleModifier: The modifier whose contexts are the styles; `nil` for `theme`, else the
  ///     only modifier.
  ///   - inputs: The context of each other modifier that should not take its default.
  /// - Throws: `ThemeSourceError` naming the file, the place and what was expected.
  public convenience init(
    tokenResolverAt url: URL,
    styleModifier: String? = nil,
    inputs: [String: String] = [:]
  ) throws(ThemeSourceError) {
    self.init(
      contents: try ThemePaletteContents(
        tokenResolverAt: url, styleModifier: styleModifier, inputs: inputs),
      source: url.path
    )
  }

  /// Loads a design-token resolver document and the files it refers to, relative to it and
  /// within `root`, such as a repository whose themes refer to the core tokens beside their
  /// folder; see ``ThemePaletteContents/init(tokenResolverAt:root:styleModifier:inputs:)``.
  ///
  /// ```swift
  /// let tokens = bundleURL.appendingPathComponent("tokens")
  /// let palette = try ThemePalette(
  ///   tokenResolverAt: tokens.appendingPathComponent("themes/brand.resolver.json"), root: tokens)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The resolver document's file URL.
  ///   - root: The folder the references must stay within, which must hold the resolver
  ///     document; its own folder when `nil`.
  ///   - styleModifier: The modifier whose contexts are the styles; `nil` for `theme`, else the
  ///     only modifier.
  ///   - inputs: The context of each other modifier that should not take its default.
  /// - Throws: `ThemeSourceError` naming the file, the place and what was expected.
  public convenience init(
    tokenResolverAt url: URL,
    root: URL?,
    styleModifier: String? = nil,
    inputs: [String: String] = [:]
  ) throws(ThemeSourceError) {
    self.init(
      contents: try ThemePaletteContents(
        tokenResolverAt: url, root: root, styleModifier: styleModifier, inputs: inputs),
      source: url.path
    )
  }

  /// Loads a Tokens Studio export, a folder of token sets or one file, a style per theme; see
  /// ``ThemePaletteContents/init(tokensStudioAt:styleGroup:inputs:)``.
  ///
  /// ```swift
  /// let palette = try ThemePalette(tokensStudioAt: bundleURL.appendingPathComponent("tokens"))
  /// ```
  ///
  /// - Parameters:
  ///   - url: The export's folder or file.
  ///   - styleGroup: The theme group whose themes are the styles.
  ///   - inputs: The theme of each other group that should not be its first.
  /// - Throws: `ThemeSourceError` naming the file, the place and what was expected.
  public convenience init(
    tokensStudioAt url: URL,
    styleGroup: String? = nil,
    inputs: [String: String] = [:]
  ) throws(ThemeSourceError) {
    self.init(
      contents: try ThemePaletteContents(
        tokensStudioAt: url, styleGroup: styleGroup, inputs: inputs),
      source: url.path
    )
  }

  // MARK: - Fallbacks

  /// The dimension a missing or unreadable dimension key gives: `0px`.
  nonisolated public static let missingDimension = ThemeDimension(0, .px)

  /// The duration a missing or unreadable duration key gives: `0ms`, no animation.
  nonisolated public static let missingDuration = ThemeDuration(0, .ms)

  /// The font weight a missing or unreadable key gives: 400, regular.
  nonisolated public static let missingFontWeight: Double = 400

  /// The text style a missing or unreadable typography key gives: the platform's font
  /// (no family), 17 px, regular, like ``missingFont``.
  nonisolated public static let missingTypography = ThemeTypography(
    fontFamily: [], fontSize: ThemeDimension(17, .px), fontWeight: 400)

  /// The border a missing or unreadable border key gives: 1 px solid ``missingColor``, easy to
  /// spot.
  nonisolated public static let missingBorder = ThemeBorder(
    color: ThemeWideColor(missingColor), width: ThemeDimension(1, .px), style: .line(.solid))

  /// The transition a missing or unreadable transition key gives: none (`0ms`, linear).
  nonisolated public static let missingTransition = ThemeTokenTransition(
    duration: missingDuration, delay: missingDuration, timingFunction: .linear)

  // MARK: - Lookups

  /// A provider of the dimension token under `key`.
  ///
  /// - Parameter key: The key, such as `"spacing.md"`.
  /// - Returns: A provider that reads the palette each time it runs; ``missingDimension`` for a
  ///   missing key or another kind of value, with a diagnostic.
  public func dimension(_ key: String) -> ThemeProvider<ThemeDimension> {
    provider(key, kind: "a dimension", fallback: Self.missingDimension) {
      if case .token(.dimension(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the duration token under `key`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; ``missingDuration`` for a
  ///   missing key or another kind of value, with a diagnostic.
  public func duration(_ key: String) -> ThemeProvider<ThemeDuration> {
    provider(key, kind: "a duration", fallback: Self.missingDuration) {
      if case .token(.duration(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the font family token under `key`: font names, most preferred first.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; `[]` (the platform's font)
  ///   for a missing key or another kind of value, with a diagnostic.
  public func fontFamily(_ key: String) -> ThemeProvider<[String]> {
    provider(key, kind: "a font family", fallback: []) {
      if case .token(.fontFamily(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the font weight token under `key`, 1–1000.
  ///
  /// ``number(_:)`` reads font weights too, since a weight is a number; it does not read
  /// dimensions or durations, whose numbers mean nothing without their units.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; ``missingFontWeight`` for
  ///   a missing key or another kind of value, with a diagnostic. A plain number reads as a
  ///   weight.
  public func fontWeight(_ key: String) -> ThemeProvider<Double> {
    provider(key, kind: "a font weight", fallback: Self.missingFontWeight) {
      switch $0 {
      case .token(.fontWeight(let value)): value
      case .number(let value) where (1...1000).contains(value): value
      default: nil
      }
    }
  }

  /// A provider of the typography token under `key`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; ``missingTypography`` for
  ///   a missing key or another kind of value, with a diagnostic.
  public func typography(_ key: String) -> ThemeProvider<ThemeTypography> {
    provider(key, kind: "a typography", fallback: Self.missingTypography) {
      if case .token(.typography(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the shadow token under `key`: its layers, first drawn first.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; `[]` (no shadow) for a
  ///   missing key or another kind of value, with a diagnostic.
  public func shadow(_ key: String) -> ThemeProvider<[ThemeShadow]> {
    provider(key, kind: "a shadow", fallback: []) {
      if case .token(.shadow(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the border token under `key`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; ``missingBorder`` for a
  ///   missing key or another kind of value, with a diagnostic.
  public func border(_ key: String) -> ThemeProvider<ThemeBorder> {
    provider(key, kind: "a border", fallback: Self.missingBorder) {
      if case .token(.border(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the gradient token under `key`: its stops in order.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; `[]` for a missing key or
  ///   another kind of value, with a diagnostic.
  public func gradient(_ key: String) -> ThemeProvider<[ThemeGradientStop]> {
    provider(key, kind: "a gradient", fallback: []) {
      if case .token(.gradient(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the cubic Bézier timing curve under `key`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs;
  ///   ``ThemeCubicBezier/linear`` for a missing key or another kind of value, with a diagnostic.
  public func cubicBezier(_ key: String) -> ThemeProvider<ThemeCubicBezier> {
    provider(key, kind: "a cubic Bézier curve", fallback: .linear) {
      if case .token(.cubicBezier(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the stroke style token under `key`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; a solid line for a missing
  ///   key or another kind of value, with a diagnostic.
  public func strokeStyle(_ key: String) -> ThemeProvider<ThemeStrokeStyle> {
    provider(key, kind: "a stroke style", fallback: .line(.solid)) {
      if case .token(.strokeStyle(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the transition token under `key`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; ``missingTransition`` for
  ///   a missing key or another kind of value, with a diagnostic.
  public func transition(_ key: String) -> ThemeProvider<ThemeTokenTransition> {
    provider(key, kind: "a transition", fallback: Self.missingTransition) {
      if case .token(.transition(let value)) = $0 { value } else { nil }
    }
  }

  /// A provider of the design token under `key` as it was read, for types without a lookup of
  /// their own (``ThemeTokenValue/other(type:value:)``).
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; `nil` for a missing key or
  ///   a color, number or text (which ``color(_:)``, ``number(_:)`` and ``string(_:)`` read),
  ///   with a diagnostic.
  public func token(_ key: String) -> ThemeProvider<ThemeTokenValue?> {
    provider(key, kind: "a design token", fallback: nil) {
      if case .token(let value) = $0 { value } else { nil }
    }
  }

  // MARK: - Validation

  /// Checks that every design-token key the app uses is present and of its type in every style,
  /// and lists every problem at once, as ``validate(colors:numbers:strings:fonts:)`` does for
  /// the other kinds.
  ///
  /// ```swift
  /// try palette.validateTokens(dimensions: ["spacing.md"], typographies: ["text.body"])
  /// ```
  ///
  /// - Parameters:
  ///   - dimensions: Keys that must hold dimensions.
  ///   - durations: Keys that must hold durations.
  ///   - fontFamilies: Keys that must hold font families.
  ///   - fontWeights: Keys that must hold font weights (or numbers 1–1000).
  ///   - typographies: Keys that must hold typography styles.
  ///   - shadows: Keys that must hold shadows.
  ///   - borders: Keys that must hold borders.
  ///   - gradients: Keys that must hold gradients.
  ///   - cubicBeziers: Keys that must hold timing curves.
  ///   - strokeStyles: Keys that must hold stroke styles.
  ///   - transitions: Keys that must hold transitions.
  /// - Throws: ``ThemePaletteValidationError`` listing each missing key and value of another
  ///   type.
  public func validateTokens(
    dimensions: [String] = [],
    durations: [String] = [],
    fontFamilies: [String] = [],
    fontWeights: [String] = [],
    typographies: [String] = [],
    shadows: [String] = [],
    borders: [String] = [],
    gradients: [String] = [],
    cubicBeziers: [String] = [],
    strokeStyles: [String] = [],
    transitions: [String] = []
  ) throws(ThemePaletteValidationError) {
    let expectations: [(keys: [String], type: String)] = [
      (dimensions, "dimension"), (durations, "duration"), (fontFamilies, "fontFamily"),
      (fontWeights, "fontWeight"), (typographies, "typography"), (shadows, "shadow"),
      (borders, "border"), (gradients, "gradient"), (cubicBeziers, "cubicBezier"),
      (strokeStyles, "strokeStyle"), (transitions, "transition"),
    ]
    var problems: [ThemeSourceError] = []
    for (keys, type) in expectations {
      for key in keys {
        for style in contents.styles {
          let value = contents.value(for: key, style: style)
          let matches: Bool
          switch value {
          case .token(let token)?: matches = token.typeName == type
          case .number(let number)?: matches = type == "fontWeight" && (1...1000).contains(number)
          default: matches = false
          }
          guard !matches else { continue }
          problems.append(
            ThemeSourceError(
              source: source,
              place: "key \"\(key)\", style \"\(style)\"",
              expected: "a \(type) token",
              found: value.map(Self.describe) ?? "no value"
            ))
          if value == nil { break }
        }
      }
    }
    if !problems.isEmpty { throw ThemePaletteValidationError(problems: problems) }
  }
}
