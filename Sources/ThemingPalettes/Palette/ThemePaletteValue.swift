/// One value in a palette, as it was loaded: a string (a color's hex, a font, an image name or
/// plain text), a number, a color with its color space (from design tokens or an asset
/// catalog), or another design token (a dimension, a shadow, a text style). Typed lookups such
/// as ``ThemePalette/color(_:)`` and ``ThemePalette/dimension(_:)`` interpret it.
public enum ThemePaletteValue: Hashable, Sendable {
  /// Text: `"#0A84FF"`, `"PingFang-SC-Regular,14"`, `"moon"`.
  case string(String)
  /// A number: a size, a weight, an opacity.
  case number(Double)
  /// A color in a color space, kept as it was given.
  case color(ThemeWideColor)
  /// A design token of another type: a dimension, a duration, a shadow, a text style, or a type
  /// the library keeps without interpreting.
  case token(ThemeTokenValue)
}
