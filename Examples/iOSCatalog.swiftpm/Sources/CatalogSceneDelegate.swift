import Theming
import UIKit

/// Tells the manager the system's light or dark style, for the follow-the-system setting.
///
/// The scene's style is the system's; the window's is not, since the manager sets it to match
/// the theme (``CatalogLaunchController``).
final class CatalogSceneDelegate: NSObject, UIWindowSceneDelegate {
  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    // Reports the style now, and holds the reports iOS makes while it snapshots the app in the
    // background; on iOS 17 and later it also observes the scene's changes of style.
    ThemeManager.shared.observeSystemStyle(of: windowScene)
  }

  func windowScene(
    _ windowScene: UIWindowScene,
    didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {
    // Before iOS 17 a scene cannot be observed for trait changes, so a change of the system's
    // style while the app is in front arrives only here.
    if #unavailable(iOS 17.0) {
      ThemeManager.shared.systemStyleMayHaveChanged(in: windowScene)
    }
  }
}
