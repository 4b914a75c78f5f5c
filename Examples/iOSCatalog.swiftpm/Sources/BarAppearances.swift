import Theming
import UIKit

/// The looks of the navigation and tab bars, built from the palette for each style.
///
/// A bar's look is an appearance object rather than a color, so each provider combines the
/// palette's colors into a new appearance for every style it is asked for.
enum BarAppearances {
  /// An opaque navigation bar in the bar color, with titles in the primary text color.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: A provider of appearances, for `standardAppearance` and its siblings.
  @MainActor
  static func navigationBar(_ palette: CatalogPalette) -> ThemeProvider<UINavigationBarAppearance> {
    ThemeProvider(
      combining: palette.color(.surfaceBar),
      palette.color(.textPrimary)
    ) { background, text in
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = background
      appearance.titleTextAttributes = [.foregroundColor: text]
      appearance.largeTitleTextAttributes = [.foregroundColor: text]
      return appearance
    }
  }

  /// An opaque tab bar in the bar color: items in the secondary text color, the selected one
  /// in the accent.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: A provider of appearances, for `standardAppearance` and `scrollEdgeAppearance`.
  @MainActor
  static func tabBar(_ palette: CatalogPalette) -> ThemeProvider<UITabBarAppearance> {
    ThemeProvider(
      combining: palette.color(.surfaceBar),
      palette.color(.textSecondary),
      palette.color(.accentFill)
    ) { background, idle, selected in
      let appearance = UITabBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = background
      let layouts = [
        appearance.stackedLayoutAppearance,
        appearance.inlineLayoutAppearance,
        appearance.compactInlineLayoutAppearance,
      ]
      for layout in layouts {
        layout.normal.iconColor = idle
        layout.normal.titleTextAttributes = [.foregroundColor: idle]
        layout.selected.iconColor = selected
        layout.selected.titleTextAttributes = [.foregroundColor: selected]
      }
      return appearance
    }
  }
}
