import Theming
import UIKit

// The app's own styles. `.light` and `.dark` are built in; JXTheme apps declared them here.
extension ThemeStyle {
  static let pink = ThemeStyle(rawValue: "pink")
  static let sepia: ThemeStyle = "sepia"

  /// The styles the settings screen offers, in name order.
  static let offered: [ThemeStyle] = [.light, .dark, .pink, .sepia].sorted()
}

extension ThemeProvider {
  /// A value for light, dark and pink; sepia and the server's styles take the light one.
  @MainActor
  init(light: Value, dark: Value, pink: Value) {
    self.init { style in
      switch style {
      case .dark: dark
      case .pink: pink
      default: light
      }
    }
  }
}

/// Whether a style draws light content on a dark background.
@MainActor
func isDark(_ style: ThemeStyle) -> Bool {
  style == .dark || ServerThemes.shared.isDark(style)
}

/// An SF Symbol, or an empty image where the system lacks it.
@MainActor
func symbol(_ name: String) -> UIImage {
  UIImage(systemName: name) ?? UIImage()
}

/// A plain image of one color, for backgrounds and bar shadows.
@MainActor
func swatch(_ color: UIColor) -> UIImage {
  let size = CGSize(width: 4, height: 4)
  UIGraphicsBeginImageContextWithOptions(size, false, 0)
  defer { UIGraphicsEndImageContext() }
  color.setFill()
  UIRectFill(CGRect(origin: .zero, size: size))
  return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
}
