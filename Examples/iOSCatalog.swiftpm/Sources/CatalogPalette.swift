import Theming
import ThemingPalettes
import UIKit

/// The palette every screen reads, handing out providers of the platform's types.
///
/// Every provider reads the palette each time it runs, so the festival style merged into it
/// later reaches objects themed before it arrived.
@MainActor
final class CatalogPalette {
  /// The palette underneath: light and dark from the property list, and the festival once it
  /// has been delivered.
  let palette: ThemePalette

  /// Wraps a palette.
  ///
  /// - Parameter palette: The palette.
  init(_ palette: ThemePalette) {
    self.palette = palette
  }

  /// A provider of the color under `key`, for UIKit.
  ///
  /// - Parameter key: The color's key.
  /// - Returns: A provider that reads the palette each time it runs.
  func color(_ key: ColorKey) -> ThemeProvider<UIColor> {
    palette.color(key.rawValue).map { UIColor($0) }
  }

  /// The color under `key` for one style, for SwiftUI, which asks inside a `ThemeReader`.
  ///
  /// - Parameters:
  ///   - key: The color's key.
  ///   - style: The style to read.
  /// - Returns: The palette's color.
  func themeColor(_ key: ColorKey, for style: ThemeStyle) -> ThemeColor {
    palette.color(key.rawValue)(style)
  }

  /// A provider of the SF Symbol the palette names under `key`; `nil` where the system has no
  /// symbol of that name.
  ///
  /// - Parameter key: The symbol's key.
  /// - Returns: A provider that reads the palette each time it runs.
  func symbol(_ key: SymbolKey) -> ThemeProvider<UIImage?> {
    palette.imageName(key.rawValue).map { UIImage(systemName: $0) }
  }

  /// The name of the SF Symbol under `key` for one style, for SwiftUI.
  ///
  /// - Parameters:
  ///   - key: The symbol's key.
  ///   - style: The style to read.
  /// - Returns: The symbol's name.
  func symbolName(_ key: SymbolKey, for style: ThemeStyle) -> String {
    palette.imageName(key.rawValue)(style)
  }
}
