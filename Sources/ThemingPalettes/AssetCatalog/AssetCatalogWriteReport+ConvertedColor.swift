public import Theming

extension AssetCatalogWriteReport {
  /// A color written in another color space than its own, as the catalog has not its own:
  /// Oklch, Lab, HSL and the others are converted to sRGB when the color is inside sRGB, else
  /// to Display P3 when inside Display P3, else to extended sRGB; a Display P3 color outside
  /// the Display P3 gamut becomes extended sRGB. The color itself is kept, to the precision of
  /// the catalog's components.
  ///
  /// ```swift
  /// for color in report.convertedColors { print(color) }  // accent (light): oklch to display-p3
  /// ```
  public struct ConvertedColor: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: String
    /// The style whose value it is.
    public let style: ThemeStyle
    /// The color's own space.
    public let from: ThemeWideColor.Space
    /// The `"color-space"` written: `srgb`, `display-p3` or `extended-srgb`.
    public let colorSpace: String

    /// The key, the style and both spaces.
    public var description: String {
      "\(key) (\(style)): \(from.rawValue) to \(colorSpace)"
    }
  }
}
