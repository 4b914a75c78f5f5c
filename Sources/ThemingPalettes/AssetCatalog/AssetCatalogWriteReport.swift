public import Foundation
public import Theming

/// What ``ThemePaletteContents/writeAssetCatalog(to:source:)`` wrote, and what the user should
/// hear about: the values an asset catalog cannot hold, the styles that are no appearance, the
/// colors converted to another color space.
///
/// ```swift
/// let report = try contents.writeAssetCatalog(to: catalogURL)
/// print(report)  // Wrote 212 color sets to …/Colors.xcassets. …
/// for value in report.leftOut { print("not in the catalog:", value) }
/// ```
public struct AssetCatalogWriteReport: Hashable, Sendable, CustomStringConvertible {
  /// The catalog folder written.
  public let catalog: URL
  /// The color sets written, by the names Xcode and `UIColor(named:)` give them
  /// (`surface/bar`, `festival/surface/bar`), sorted.
  public let colorSetNames: [String]
  /// The appearance each style is written as, for the styles that are appearances.
  public let appearances: [ThemeStyle: AssetCatalogAppearance]
  /// The styles that are no appearance and have colors of their own, in palette order: each is
  /// a top-level folder named as the style, providing a namespace, with a color set for each
  /// key whose color differs from the default style's.
  public let styleFolders: [ThemeStyle]
  /// The styles that are no appearance and whose every color is the default style's, in
  /// palette order: nothing is written for them.
  public let stylesLikeDefault: [ThemeStyle]
  /// The values left out, as an asset catalog holds only colors, by key.
  public let leftOut: [LeftOutValue]
  /// The colors written in another color space than their own, by key and style.
  public let convertedColors: [ConvertedColor]
  /// The styles in palette order, for the description.
  let styleOrder: [ThemeStyle]

  /// A few sentences for the user: how many sets were written where, how each style was
  /// written, then one line per value left out and per color converted.
  public var description: String {
    func sets(_ count: Int) -> String { count == 1 ? "1 color set" : "\(count) color sets" }
    var lines = ["Wrote \(sets(colorSetNames.count)) to \(catalog.path)."]
    let shown = styleOrder.compactMap { style in
      appearances[style].map { "\(style) as \($0)" }
    }
    lines.append("Appearances: \(shown.joined(separator: ", ")).")
    if !styleFolders.isEmpty {
      let folders = styleFolders.map { style in
        let count = colorSetNames.filter { $0.hasPrefix("\(style.rawValue)/") }.count
        return "\(style)/ (\(sets(count)))"
      }
      lines.append(
        "Styles written as folders of their own, with the colors that differ from the default"
          + " style's: \(folders.joined(separator: ", ")).")
    }
    if !stylesLikeDefault.isEmpty {
      lines.append(
        "Styles not written, their colors all being the default style's: "
          + stylesLikeDefault.map(\.rawValue).joined(separator: ", ") + ".")
    }
    if !leftOut.isEmpty {
      lines.append("Left out, as an asset catalog holds only colors (\(leftOut.count)):")
      lines += leftOut.map { "  \($0)" }
    }
    if !convertedColors.isEmpty {
      lines.append("Converted to a color space the catalog has (\(convertedColors.count)):")
      lines += convertedColors.map { "  \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}
