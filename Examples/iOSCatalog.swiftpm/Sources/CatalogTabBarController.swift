import Theming
import UIKit

/// The app's two tabs: the UIKit catalog and the SwiftUI screen, each in a navigation
/// controller with a themed bar.
final class CatalogTabBarController: UITabBarController {
  /// Makes the tabs.
  ///
  /// - Parameter appTheme: The app's theming.
  init(appTheme: AppTheme) {
    super.init(nibName: nil, bundle: nil)
    let palette = appTheme.palette
    viewControllers = [
      Self.navigation(
        for: CatalogViewController(appTheme: appTheme),
        tab: UITabBarItem(title: "UIKit", image: UIImage(systemName: "tablecells"), tag: 0),
        palette: palette
      ),
      Self.navigation(
        for: SwiftUIScreenController(appTheme: appTheme),
        tab: UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 1),
        palette: palette
      ),
    ]
    let look = BarAppearances.tabBar(palette)
    tabBar.theme.standardAppearance = look
    tabBar.theme.scrollEdgeAppearance = look
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The selected tab decides the status bar.
  override var childForStatusBarStyle: UIViewController? { selectedViewController }

  /// `root` in a navigation controller whose bar follows the theme.
  private static func navigation(
    for root: UIViewController,
    tab: UITabBarItem,
    palette: CatalogPalette
  ) -> CatalogNavigationController {
    let navigation = CatalogNavigationController(rootViewController: root)
    navigation.tabBarItem = tab
    let bar = navigation.navigationBar
    let look = BarAppearances.navigationBar(palette)
    bar.theme.standardAppearance = look
    bar.theme.compactAppearance = look
    bar.theme.scrollEdgeAppearance = look
    // The color of bar button items and the back button.
    bar.theme.tintColor = palette.color(.accentFill)
    return navigation
  }
}
