public import Foundation
public import Theming

extension ThemePalette {
  /// Loads a palette from the color sets of an Xcode asset catalog; see
  /// ``ThemePaletteContents/init(assetCatalogAt:)`` for how colors map to styles.
  ///
  /// ```swift
  /// let palette = try ThemePalette(assetCatalogAt: catalogURL)
  /// label.theme.textColor = palette.wideColor("Brand.accent").map { UIColor($0) }
  /// ```
  ///
  /// - Parameter url: The `.xcassets` folder.
  /// - Throws: `ThemeSourceError` naming the color set's `Contents.json`, the place in it
  ///   (`colors[1].color.components.red`) and what was expected there.
  public convenience init(assetCatalogAt url: URL) throws(ThemeSourceError) {
    self.init(contents: try ThemePaletteContents(assetCatalogAt: url), source: url.path)
  }
}

extension ThemePaletteContents {
  /// Reads the color sets of an Xcode asset catalog (`.xcassets`) into palette contents, on any
  /// platform, keeping each color in its own color space.
  ///
  /// Every `*.colorset` folder under the catalog is read, through folders at any depth; a
  /// folder whose `Contents.json` says `"properties": {"provides-namespace": true}` prefixes
  /// the keys of the sets inside it with its name and a dot, as Xcode's generated names do
  /// (`Brand/accent.colorset` in a namespace folder `Brand` is `"Brand.accent"`). A set's key
  /// is its folder's name without `.colorset`. Two sets with one key are an error.
  ///
  /// **Styles.** `ThemeStyle.light` (the default) and `ThemeStyle.dark`, and when any set
  /// has a High Contrast color, also `ThemeStyle.lightHighContrast` (`"light-high-contrast"`)
  /// and `ThemeStyle.darkHighContrast` (`"dark-high-contrast"`). Each style gets the color
  /// the platform would show for it: the set's color for that appearance, else the nearest
  /// one. A High Contrast style takes its own luminosity's High Contrast color, then its
  /// luminosity's ordinary color, then Any's High Contrast color, then Any's (a color for a
  /// dark background stays on one; Xcode writes every combination once High Contrast is on,
  /// so the order matters only for sets edited by hand); the light and dark
  /// styles take their own color, then Any's (a color without appearances, or with the
  /// luminosity `"any"`). So a set with only an Any color gives it to every style, and a set
  /// without High Contrast colors gives its ordinary ones to the High Contrast styles. An Any
  /// color that both a Light and a Dark color override is not kept: no style shows it.
  ///
  /// **Idioms and gamuts.** Only `universal` colors are kept when the set has any; otherwise
  /// only those of the idiom listed first. Per appearance, a color for any display gamut is
  /// kept; a set that gives one per gamut keeps its `display-P3` color, with its `sRGB` one as
  /// the ``ThemeWideColor/hexFallback``.
  ///
  /// **Components**, in each form Xcode writes them: a string with a decimal point or exponent
  /// (`"0.500"`) or a JSON number (`0.5`), on the 0–1 scale; a whole number (`"128"`) or a hex
  /// byte (`"0x80"`), on the 0–255 scale. Alpha defaults to 1, and a color without a
  /// `"color-space"` is sRGB.
  ///
  /// **Color spaces**, as Core Graphics defines them:
  /// - `srgb` and `extended-srgb` → ``ThemeWideColor/Space/srgb`` (the extended space allows
  ///   components outside 0–1, with the transfer function mirrored for negative values, as CSS
  ///   extends `srgb`);
  /// - `display-p3` → ``ThemeWideColor/Space/displayP3``;
  /// - `extended-linear-srgb` → ``ThemeWideColor/Space/srgbLinear``;
  /// - `gray-gamma-22` and `extended-gray` (one `"white"` component, encoded with a pure 2.2
  ///   power) → ``ThemeWideColor/Space/srgbLinear`` with three equal components,
  ///   `white ^ 2.2`: exactly the same luminance, and neutral.
  ///
  /// **System colors.** A set that names one (`"platform": "ios", "reference":
  /// "systemBlueColor"`) holds the name as ``ThemePaletteValue/string(_:)``: its value is the
  /// platform's, changes with the system's settings, and is unknown elsewhere, so
  /// ``ThemePalette/color(_:)`` reports it as not a color and an audit cannot measure it; the
  /// app maps the name itself (`palette.string("tint")`).
  ///
  /// **Empty sets.** A set none of whose entries gives a color, as the `AccentColor` of a new
  /// Xcode project, is left out and named in ``loadNotes``; a set that gives a color in some
  /// entries and none in others is an error, since it is unclear what the others mean.
  ///
  /// - Parameter url: The `.xcassets` folder.
  /// - Throws: `ThemeSourceError` naming the file (the color set's `Contents.json`), the
  ///   place in it (`colors[1].color.components.red`) and what was expected there, for a file
  ///   that is not JSON, an unknown color space or appearance, a component that is missing,
  ///   unreadable or out of range, two colors for one appearance, or two sets with one key.
  public init(assetCatalogAt url: URL) throws(ThemeSourceError) {
    self = try AssetCatalogReader.contents(at: url)
  }
}
