public import Theming

/// Named values with one value per style, handing out providers: the way real apps keep their
/// colors, fonts and images out of code.
///
/// ```swift
/// let palette = try ThemePalette(colorTable: """
///   light   dark
///   #FFFFFF #000000 BG
///   #000000 #FFFFFF TEXT
///   """)
/// label.theme.textColor = palette.color("TEXT").map { Color($0) }
/// ```
///
/// A style the palette lacks gets its default (first) style's value. A key it lacks is an
/// error when you ``validate(colors:numbers:strings:fonts:)`` it, and at run time gives a
/// documented fallback (``missingColor``, `0`, `""`, ``missingFont``) and a
/// ``ThemePaletteDiagnostic`` to ``diagnosticHandler``, once per key and style — never a crash.
@MainActor
public final class ThemePalette {
  /// What the palette holds now.
  public private(set) var contents: ThemePaletteContents

  /// Where the contents came from, for messages.
  public let source: String

  /// Receives lookups of keys the palette lacks and values of the wrong kind; by default they
  /// are written to standard error.
  public var diagnosticHandler: @MainActor (ThemePaletteDiagnostic) -> Void = { diagnostic in
    ThemeManager.writeToStandardError(.paletteLookupFailed(description: diagnostic.description))
  }

  /// The color a missing or unreadable color key gives: opaque magenta, easy to spot.
  nonisolated public static let missingColor = ThemeColor(red: 255, green: 0, blue: 255)

  /// The font a missing or unreadable font key gives.
  nonisolated public static let missingFont = ThemeFontDescriptor(name: "", size: 17)

  /// The lookups already reported, so that each key and style is reported once.
  private var reported: Set<Lookup> = []

  private struct Lookup: Hashable {
    let key: String
    let style: ThemeStyle
  }

  /// Creates a palette from contents.
  ///
  /// - Parameters:
  ///   - contents: The styles and values.
  ///   - source: Where they came from, for messages.
  public init(contents: ThemePaletteContents, source: String = "palette") {
    self.contents = contents
    self.source = source
  }

  /// The styles the palette knows, default first.
  public var styles: [ThemeStyle] { contents.styles }

  /// A provider of the color under `key`.
  ///
  /// - Parameter key: The key, such as `"BG"` or `"navigation.background"`.
  /// - Returns: A provider that reads the palette each time it runs.
  public func color(_ key: String) -> ThemeProvider<ThemeColor> {
    provider(key, kind: "a color", fallback: Self.missingColor, read: Self.color(in:))
  }

  /// A provider of the color under `key` in its own color space: a Display P3 color from design
  /// tokens or an asset catalog stays Display P3 (`UIColor(themeWideColor)`); a hex color reads
  /// as sRGB.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs.
  public func wideColor(_ key: String) -> ThemeProvider<ThemeWideColor> {
    provider(
      key,
      kind: "a color",
      fallback: ThemeWideColor(Self.missingColor),
      read: Self.wideColor(in:)
    )
  }

  /// A provider of the number under `key`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; `0` for a missing key.
  public func number(_ key: String) -> ThemeProvider<Double> {
    provider(key, kind: "a number", fallback: 0, read: Self.number(in:))
  }

  /// A provider of the text under `key`, such as an image name.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; `""` for a missing key.
  public func string(_ key: String) -> ThemeProvider<String> {
    provider(key, kind: "text", fallback: "", read: Self.text(in:))
  }

  /// A provider of the image name under `key`, for the app to load (`UIImage(named:)`).
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; `""` for a missing key.
  public func imageName(_ key: String) -> ThemeProvider<String> {
    provider(key, kind: "an image name", fallback: "") { value in
      guard case .string(let text) = value, !text.isEmpty else { return nil }
      return text
    }
  }

  /// A provider of the font under `key`, written `"Name,size"`.
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs.
  public func font(_ key: String) -> ThemeProvider<ThemeFontDescriptor> {
    provider(key, kind: "a font", fallback: Self.missingFont, read: Self.font(in:))
  }

  /// Replaces what the palette holds and re-applies, at once, every themed property whose
  /// provider came from this palette, in every manager (hot reload).
  ///
  /// ```swift
  /// palette.replaceContents(with: try ThemePalette(jsonAt: editedFile).contents)
  /// ```
  ///
  /// Each property is re-applied with the style it was last applied with; nothing else is
  /// touched, and observers are not told (the style did not change).
  ///
  /// - Parameter newContents: The new styles and values.
  public func replaceContents(with newContents: ThemePaletteContents) {
    ThemeManager.requireMainThread("ThemePalette.replaceContents(with:)")
    contents = newContents
    reported.removeAll()
    ThemeManager.reapplyProviders(readingFrom: self)
  }

  /// Adds the styles and values of `other` (a theme delivered at run time, say) to this
  /// palette, replacing values this palette already has for the same key and style, and
  /// re-applies what changed. This palette's default style stays.
  ///
  /// ```swift
  /// let festival = try ThemePalette(json: payload, defaultStyle: "festival")
  /// palette.merge(festival.contents)
  /// ThemeManager.shared.changeTheme(to: "festival")
  /// ```
  ///
  /// - Parameter other: The contents to add.
  /// - Returns: The styles that are new to this palette, to register with a manager.
  @discardableResult
  public func merge(_ other: ThemePaletteContents) -> [ThemeStyle] {
    ThemeManager.requireMainThread("ThemePalette.merge(_:)")
    let added = other.styles.filter { !contents.styles.contains($0) }
    var entries = contents.entries
    for (key, values) in other.entries {
      entries[key, default: [:]].merge(values) { _, new in new }
    }
    // Both sides were checked when they were made, and every style of either is in the
    // combined list.
    replaceContents(
      with: ThemePaletteContents(
        checkedStyles: contents.styles + added,
        entries: entries,
        tokenInfo: contents.tokenInfo.merging(other.tokenInfo) { _, new in new }
      )
    )
    return added
  }

  /// Checks that every key the app uses is present and readable for every style, and lists
  /// every problem at once.
  ///
  /// ```swift
  /// try palette.validate(colors: ["BG", "TEXT"], fonts: ["title"])
  /// ```
  ///
  /// - Parameters:
  ///   - colors: Keys that must hold colors.
  ///   - numbers: Keys that must hold numbers.
  ///   - strings: Keys that must hold text.
  ///   - fonts: Keys that must hold fonts.
  /// - Throws: ``ThemePaletteValidationError`` listing each missing key and unreadable value.
  public func validate(
    colors: [String] = [],
    numbers: [String] = [],
    strings: [String] = [],
    fonts: [String] = []
  ) throws(ThemePaletteValidationError) {
    let problems =
      problems(colors, expected: "a color", read: Self.color(in:))
      + problems(numbers, expected: "a number", read: Self.number(in:))
      + problems(strings, expected: "text", read: Self.text(in:))
      + problems(fonts, expected: "a font as \"Name,size\"", read: Self.font(in:))
    if !problems.isEmpty { throw ThemePaletteValidationError(problems: problems) }
  }

  /// Every key of `keys` that is missing, once, and every value of them that `read` cannot
  /// read, in each style: what the `validate` methods list.
  func problems<Value>(
    _ keys: [String], expected: String, read: (ThemePaletteValue) -> Value?
  ) -> [ThemeSourceError] {
    var problems: [ThemeSourceError] = []
    for key in keys {
      for style in contents.styles {
        guard let value = contents.value(for: key, style: style) else {
          problems.append(
            ThemeSourceError(
              source: source,
              place: "key \"\(key)\", style \"\(style)\"",
              expected: expected,
              found: "no value"
            )
          )
          break
        }
        if read(value) == nil {
          problems.append(
            ThemeSourceError(
              source: source,
              place: "key \"\(key)\", style \"\(style)\"",
              expected: expected,
              found: Self.describe(value)
            )
          )
        }
      }
    }
    return problems
  }

  func provider<Value: Sendable>(
    _ key: String,
    kind: String,
    fallback: Value,
    read: @escaping @MainActor (ThemePaletteValue) -> Value?
  ) -> ThemeProvider<Value> {
    ThemeProvider(origin: self) { [self] style in
      guard let value = contents.value(for: key, style: style) else {
        report(key: key, style: style, expected: kind, found: "no such key")
        return fallback
      }
      guard let typed = read(value) else {
        report(key: key, style: style, expected: kind, found: Self.describe(value))
        return fallback
      }
      return typed
    }
  }

  private func report(key: String, style: ThemeStyle, expected: String, found: String) {
    guard reported.insert(Lookup(key: key, style: style)).inserted else { return }
    diagnosticHandler(
      ThemePaletteDiagnostic(
        error: ThemeSourceError(
          source: source,
          place: "key \"\(key)\", style \"\(style)\"",
          expected: expected,
          found: found
        )
      )
    )
  }

  // The readers behind the providers, `validate` and `audit`, so that what validates is exactly
  // what a provider can read.

  nonisolated static func color(in value: ThemePaletteValue) -> ThemeColor? {
    switch value {
    case .string(let text): try? ThemeColor(hex: text)
    case .color(let color): color.sRGB
    case .number, .token: nil
    }
  }

  nonisolated private static func wideColor(in value: ThemePaletteValue) -> ThemeWideColor? {
    switch value {
    case .string(let text): (try? ThemeColor(hex: text)).map(ThemeWideColor.init)
    case .color(let color): color
    case .number, .token: nil
    }
  }

  /// A finite number, or text that reads as one: `"nan"` and `"inf"` are not sizes. A font
  /// weight token is a number with keyword spellings, so it reads as one; a dimension or a
  /// duration does not, since its number means nothing without its unit.
  nonisolated private static func number(in value: ThemePaletteValue) -> Double? {
    let number: Double? =
      switch value {
      case .number(let number): number
      case .string(let text): Double(text.trimmingWhitespace())
      case .token(.fontWeight(let weight)): weight
      case .color, .token: nil
      }
    return number.flatMap { $0.isFinite ? $0 : nil }
  }

  nonisolated private static func text(in value: ThemePaletteValue) -> String? {
    guard case .string(let text) = value else { return nil }
    return text
  }

  nonisolated private static func font(in value: ThemePaletteValue) -> ThemeFontDescriptor? {
    guard case .string(let text) = value else { return nil }
    return try? ThemeFontDescriptor(parsing: text)
  }

  nonisolated static func describe(_ value: ThemePaletteValue) -> String {
    switch value {
    case .string(let text): ThemeColor.describe(text)
    case .number(let number): "the number \(number)"
    case .color(let color): "the color \(color)"
    case .token(let token): "the \(token.typeName) token \(TokenValueEncoder.json(of: value))"
    }
  }
}
