public import Theming

// Geometry kept as configurations write it, `"{16,44,13,33}"`, and read by the lookup that asks
// for it: the same text is a rect to `rect(_:)` and insets to `insets(_:)`, as a string is a
// color to `color(_:)` and a font to `font(_:)`.
extension ThemePalette {
  /// The rect a missing or unreadable rect key gives: ``ThemeRect/zero``, which shows nothing.
  nonisolated public static let missingRect = ThemeRect.zero

  /// The insets a missing or unreadable insets key gives: ``ThemeInsets/zero``, no inset.
  nonisolated public static let missingInsets = ThemeInsets.zero

  /// A provider of the rect under `key`, written `"{x, y, width, height}"`,
  /// `"{{x, y}, {width, height}}"` or `"{width, height}"` (see
  /// ``ThemeRect/init(parsing:source:)``).
  ///
  /// ```swift
  /// tab.theme.frame = palette.rect("tabbar.1.frame").map { CGRect($0) }
  /// ```
  ///
  /// - Parameter key: The key, such as `"tabbar.1.frame"`.
  /// - Returns: A provider that reads the palette each time it runs; ``missingRect`` for a
  ///   missing key or text that is no rect, with a diagnostic.
  public func rect(_ key: String) -> ThemeProvider<ThemeRect> {
    provider(key, kind: ThemeRect.expected, fallback: Self.missingRect, read: Self.rect(in:))
  }

  /// A provider of the insets under `key`, written `"{top, left, bottom, right}"` or
  /// `"{vertical, horizontal}"` (see ``ThemeInsets/init(parsing:source:)``).
  ///
  /// ```swift
  /// list.theme.contentInset = palette.insets("list.padding").map { UIEdgeInsets($0) }
  /// ```
  ///
  /// - Parameter key: The key.
  /// - Returns: A provider that reads the palette each time it runs; ``missingInsets`` for a
  ///   missing key or text that is no insets, with a diagnostic.
  public func insets(_ key: String) -> ThemeProvider<ThemeInsets> {
    provider(key, kind: ThemeInsets.expected, fallback: Self.missingInsets, read: Self.insets(in:))
  }

  /// Checks that every geometry key the app uses is present and readable in every style, and
  /// lists every problem at once, as ``validate(colors:numbers:strings:fonts:)`` does for the
  /// other kinds.
  ///
  /// ```swift
  /// try palette.validateGeometry(rects: ["tabbar.1.frame"], insets: ["list.padding"])
  /// ```
  ///
  /// - Parameters:
  ///   - rects: Keys that must hold rects.
  ///   - insets: Keys that must hold insets.
  /// - Throws: ``ThemePaletteValidationError`` listing each missing key and unreadable value.
  public func validateGeometry(rects: [String] = [], insets: [String] = [])
    throws(ThemePaletteValidationError)
  {
    let problems =
      problems(rects, expected: ThemeRect.expected, read: Self.rect(in:))
      + problems(insets, expected: ThemeInsets.expected, read: Self.insets(in:))
    if !problems.isEmpty { throw ThemePaletteValidationError(problems: problems) }
  }

  nonisolated private static func rect(in value: ThemePaletteValue) -> ThemeRect? {
    guard case .string(let text) = value else { return nil }
    return try? ThemeRect(parsing: text)
  }

  nonisolated private static func insets(in value: ThemePaletteValue) -> ThemeInsets? {
    guard case .string(let text) = value else { return nil }
    return try? ThemeInsets(parsing: text)
  }
}
