public import Theming

extension ThemeStyle {
  /// The light appearance with increased contrast: an asset catalog's colors for the "Light"
  /// (or "Any") appearance with "High Contrast" load into this style.
  public static let lightHighContrast = ThemeStyle(rawValue: "light-high-contrast")

  /// The dark appearance with increased contrast: an asset catalog's colors for the "Dark"
  /// appearance with "High Contrast" load into this style.
  public static let darkHighContrast = ThemeStyle(rawValue: "dark-high-contrast")
}
