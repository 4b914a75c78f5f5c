import Theming
import UIKit

/// The app's tabs, each in a navigation controller with a themed bar and toolbar.
final class MainTabBarController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let list = ListViewController(style: .plain)
    list.tabBarItem = UITabBarItem(title: "List", image: nil, selectedImage: nil)
    list.tabBarItem.theme.image = ThemeProvider { style in
      symbol(isDark(style) ? "list.bullet" : "list.dash")
    }
    list.tabBarItem.theme.selectedImage = ThemeProvider { _ in symbol("list.bullet.indent") }

    let settings = SettingsViewController()
    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, selectedImage: nil)
    settings.tabBarItem.theme.image = ThemeProvider { _ in symbol("gear") }
    settings.tabBarItem.theme.setTitleTextAttributes(
      ThemeProvider { style in
        [.foregroundColor: ColorTable.shared.textColor(style: style, level: .subTitle)]
      },
      for: .normal)

    let pinned = OverrideViewController()
    pinned.tabBarItem = UITabBarItem(title: "Pinned", image: nil, selectedImage: nil)
    // A bar item's override works like a view's: this icon is always drawn for dark.
    pinned.tabBarItem.theme.overrideThemeStyle = .dark
    pinned.tabBarItem.theme.image = ThemeProvider { style in
      symbol(isDark(style) ? "moon.fill" : "sun.max")
    }

    viewControllers = [list, settings, pinned].map {
      ThemedNavigationController(rootViewController: $0)
    }

    tabBar.theme.barStyle = ThemeProvider { style in isDark(style) ? .black : .default }
    tabBar.theme.barTintColor = ThemeProvider(
      light: .white, dark: .black, pink: UIColor(hex: "#FFE4EC") ?? .white)
    tabBar.theme.shadowImage = ThemeProvider { style in swatch(dynamicTextColor(.subTitle)(style)) }
  }
}

/// A navigation controller whose bar and toolbar follow the theme.
final class ThemedNavigationController: UINavigationController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.prefersLargeTitles = true
    navigationBar.theme.barStyle = ThemeProvider { style in isDark(style) ? .black : .default }
    navigationBar.theme.barTintColor = ThemeProvider(
      light: .white, dark: .black, pink: UIColor(hex: "#FFE4EC") ?? .white)
    navigationBar.theme.titleTextAttributes = ThemeProvider { style in
      [.foregroundColor: ColorTable.shared.textColor(style: style, level: .mainTitle)]
    }
    navigationBar.theme.largeTitleTextAttributes = ThemeProvider { style in
      [
        .foregroundColor: ColorTable.shared.textColor(style: style, level: .mainTitle),
        .font: UIFont.systemFont(ofSize: 34, weight: style == .sepia ? .regular : .bold),
      ]
    }

    toolbar.theme.barStyle = ThemeProvider { style in isDark(style) ? .black : .default }
    toolbar.theme.barTintColor = ThemeProvider(
      light: .white, dark: .black, pink: UIColor(hex: "#FFE4EC") ?? .white)
  }
}
