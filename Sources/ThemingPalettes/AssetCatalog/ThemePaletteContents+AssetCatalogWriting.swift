public import Foundation
public import Theming

extension ThemePaletteContents {
  /// Writes the contents' colors as an Xcode asset catalog (`.xcassets`), a color set per
  /// color key, each color in its own color space; ``init(assetCatalogAt:)`` reads it back.
  ///
  /// ```swift
  /// let contents = try ThemePaletteContents(tokenResolverAt: resolverURL)
  /// let report = try contents.writeAssetCatalog(to: projectURL.appendingPathComponent("Colors.xcassets"))
  /// print(report)  // the sets written, and the values an asset catalog cannot hold
  /// // In the app: UIColor(named: "surface/bar")
  /// ```
  ///
  /// **Colors.** A key is a color when its value is a ``ThemePaletteValue/color(_:)`` or text
  /// that palettes' color lookups read as a hex color (`"#0A84FF"`, `"#0A84FF80"`). Other
  /// values are left out and named in ``AssetCatalogWriteReport/leftOut``: numbers, other
  /// text, and design tokens of other types. Shadows, borders and gradients are left out
  /// whole: the colors inside them are not written alone.
  ///
  /// **Styles.** The default style is the "Any" appearance. A style named `light` or `dark`
  /// is that luminosity; `ThemeStyle.lightHighContrast` and `ThemeStyle.darkHighContrast`,
  /// and the names design systems give them, `light-hc` and `dark-hc` (`light_ax` and
  /// `dark_ax` in Apple's design resources), are High Contrast over their luminosity. Names
  /// are compared ignoring letter case, `-`, `_` and spaces (`Dark`,
  /// `dark_high_contrast`), the first style of each role takes it, and each set gets the
  /// entries Xcode's grid has: Any; Any and Dark; or Any, Light and Dark; each again with High
  /// Contrast when a style is a high-contrast one. An entry without a style of its own shows
  /// the color the platform falls back to, its luminosity's ordinary color or Any's.
  ///
  /// Any other style (a `festival` theme, a breakpoint) cannot be an appearance, so it is
  /// written as a top-level folder named as the style, providing a namespace, holding a set
  /// for each key whose color there differs from the default style's:
  /// `UIColor(named: "festival/surface/bar") ?? UIColor(named: "surface/bar")`. A style whose
  /// colors are all the default style's gets no folder (``AssetCatalogWriteReport/stylesLikeDefault``).
  /// A style without a value for a key falls back to the default style's, as lookups do.
  /// Reading the catalog back gives such a set as a key of its own, `festival.surface.bar`.
  ///
  /// **Color spaces.** sRGB is written as `srgb`, or `extended-srgb` when a component lies
  /// outside 0–1; Display P3 as `display-p3`, or `extended-srgb` outside 0–1; linear sRGB as
  /// `extended-linear-srgb`. A color in any other space (Oklch, Lab, HSL, Rec. 2020…) is
  /// converted to the smallest space the catalog has that holds it: `srgb` when inside sRGB,
  /// else `display-p3` when inside Display P3, else `extended-srgb`; each such color is named
  /// in ``AssetCatalogWriteReport/convertedColors``. Opacity is kept. A ``ThemeWideColor/hexFallback``
  /// is not written: the platforms gamut-map a wide color on an sRGB display themselves.
  ///
  /// **Components** are written as Xcode writes floating-point ones, decimal strings with
  /// three places (`"0.039"`), which read back as the same 8-bit color; linear ones with four,
  /// as near black three places of linear light are coarser than 8 bits once gamma-encoded.
  ///
  /// **Names.** Each dotted key becomes folders that provide a namespace: `surface.bar` is
  /// the set `bar.colorset` in the folder `surface`, named `surface/bar` in Xcode and read back
  /// as `surface.bar`. A key and a longer one that extends it (`surface` and `surface.bar`)
  /// are both kept: `surface.colorset` beside the folder `surface`. A key with more parts than
  /// the reader reads folders deep (32, the catalog included) keeps its last parts in the
  /// set's name, joined by dots, which reads back as the same key. Every `Contents.json` is in
  /// Xcode's layout, so Xcode shows no change when it saves the catalog.
  ///
  /// **Writing.** `url` must end in `.xcassets`, in an existing folder. When nothing is there,
  /// the catalog is created; when an asset catalog of color sets is (a folder with a
  /// `Contents.json`), it is replaced as a whole, so that sets the palette no longer has do
  /// not linger. A catalog that holds anything else, an image set or an app icon, is never
  /// replaced: write the palette's colors to a catalog of their own. The new
  /// catalog is written into a hidden folder beside `url` and renamed into place; on failure
  /// what was there before stays, and no part of the new one.
  ///
  /// - Parameters:
  ///   - url: The catalog folder to write, ending in `.xcassets`.
  ///   - source: What to call the contents in an error.
  /// - Returns: What was written and what the user should hear about: the values left out,
  ///   the styles written as folders or not at all, the colors converted.
  /// - Throws: `ThemeSourceError`, before anything is written, for every key a catalog cannot
  ///   hold, named in the place (`key "a..b"`): a part that makes no file name (empty, with a
  ///   `/` or a control character, longer than 255 bytes), or names that macOS file systems
  ///   take for one another (`Primary` and `primary`, or a style's folder and a key's group);
  ///   for a style name that makes no folder name (also: with a dot); and for a color with a
  ///   component that is not finite or an opacity outside 0–1 (`key "x", style "dark"`). The
  ///   first has the others in its `moreFindings`. Also, with the catalog's
  ///   path as the source, for a name not ending in `.xcassets`, a missing folder to write in,
  ///   something at `url` that is not an asset catalog or holds more than color sets, or a
  ///   file system error.
  public func writeAssetCatalog(to url: URL, source: String = "palette")
    throws(ThemeSourceError) -> AssetCatalogWriteReport
  {
    let plan = try AssetCatalogPlan(contents: self, source: source)
    try AssetCatalogFileWriter.write(plan.files, to: url)
    return plan.report(catalog: url)
  }
}
