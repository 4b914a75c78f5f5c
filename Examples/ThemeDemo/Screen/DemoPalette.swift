import Theming

/// The demo's colors, each a provider that gives one value per style.
///
/// They are written with the library's different provider initializers on purpose, so the demo
/// shows each of them once.
enum DemoPalette {
  /// A value for light and one for dark.
  static let primaryText = ThemeProvider(
    light: RGBColor(hex: 0x1C1C1E),
    dark: RGBColor(hex: 0xF2F2F7)
  )

  /// A value per known style, and a fallback for any style the app adds later.
  static let secondaryText = ThemeProvider(
    [.light: RGBColor(hex: 0x6C6C70), .dark: RGBColor(hex: 0x98989D)],
    default: RGBColor(hex: 0x6C6C70)
  )

  static let accent = ThemeProvider(light: RGBColor(hex: 0x007AFF), dark: RGBColor(hex: 0x0A84FF))

  static let selectedTitle = ThemeProvider(
    light: RGBColor(hex: 0xAF52DE),
    dark: RGBColor(hex: 0xBF5AF2)
  )

  /// Derived from another provider with `map`: disabled text is the primary text faded toward
  /// gray, so the two can never drift apart.
  static let disabledTitle = primaryText.map {
    $0.mixed(with: RGBColor(hex: 0x8E8E93), amount: 0.6)
  }

  /// The text of a checked row: green, in a shade that reads on either background.
  static let checkedText = ThemeProvider(
    light: RGBColor(hex: 0x0A7D32),
    dark: RGBColor(hex: 0x30D158)
  )

  static let barBackground = ThemeProvider(
    light: RGBColor(hex: 0xF9F9F9),
    dark: RGBColor(hex: 0x1C1C1E)
  )

  static let groupedBackground = ThemeProvider(
    light: RGBColor(hex: 0xFFFFFF),
    dark: RGBColor(hex: 0x2C2C2E)
  )

  static let cardBackground = ThemeProvider(
    light: RGBColor(hex: 0xDCEBFF),
    dark: RGBColor(hex: 0x3A3A3C)
  )

  static let imageTint = ThemeProvider(
    light: RGBColor(hex: 0xF5A623), dark: RGBColor(hex: 0xC9D1FF))
}
