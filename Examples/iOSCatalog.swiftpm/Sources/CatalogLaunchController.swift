import Theming
import UIKit

/// The controller in SwiftUI's window. Once it is on screen, it gives the window to the manager
/// and presents the catalog over itself, full screen.
///
/// The catalog is presented rather than contained because UIKit asks the window's root view
/// controller for the status bar's style, and the root of a SwiftUI window is SwiftUI's hosting
/// controller, which never asks a representable's controller. A controller presented full
/// screen decides the status bar itself, through `childForStatusBarStyle` down to the screen
/// on top.
final class CatalogLaunchController: UIViewController {
  private let appTheme: AppTheme
  /// The catalog, once presented: the window is handed over once.
  private var catalog: CatalogTabBarController?

  /// Makes the controller.
  ///
  /// - Parameter appTheme: The app's theming.
  init(appTheme: AppTheme) {
    self.appTheme = appTheme
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Seen for a moment only, behind the catalog as it comes up.
    view.theme.backgroundColor = appTheme.palette.color(.surfaceRoot)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard catalog == nil, let window = view.window else { return }
    let manager = appTheme.manager
    // System colors, materials, keyboards and alerts in the whole window take the theme's
    // look from now on, after every switch.
    manager.matchSystemAppearance(of: window)
    // A manager has one transition: with several windows (iPad), the last one to appear is the
    // one that cross-dissolves.
    manager.transition = ThemeManager.crossDissolve(in: window)
    let catalog = CatalogTabBarController(appTheme: appTheme)
    catalog.modalPresentationStyle = .fullScreen
    present(catalog, animated: false)
    self.catalog = catalog
  }
}
