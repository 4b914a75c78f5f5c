import UIKit

/// A navigation controller that lets the screen on top decide the status bar.
///
/// A plain one decides it from its bar's `barStyle`, which the themed appearances leave at
/// `.default`, so the screens' `preferredStatusBarStyle` would never be asked.
final class CatalogNavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? { topViewController }
}
