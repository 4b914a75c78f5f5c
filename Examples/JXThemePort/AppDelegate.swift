import Theming
import UIKit

/// Starts the app: registers the app's own styles, names the signed-in account and carries the
/// style chosen under JXTheme over, before any screen is themed.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The app's styles first, so that an account's stored choice of one of them is known;
    // then the account, whose choice setting the key restores; then JXTheme's stored choice.
    ThemeManager.shared.register(.pink, .sepia)
    ThemeManager.shared.storeConfigsIdentifierKey = Account.signedIn
    carryOverJXThemeChoice()
    ServerThemes.shared.installBundledResponse()
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

/// Makes the window and its tab bar controller.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.theme.tintColor = ThemeProvider(Accent.color)
    window.rootViewController = MainTabBarController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// The signed-in account, whose identifier names the stored theme choice.
enum Account {
  private static let key = "JXThemePort.account"

  /// The account signed in now; "default", JXTheme's default identifier, until one signs in.
  @MainActor static var signedIn: String {
    UserDefaults.standard.string(forKey: key) ?? "default"
  }

  /// Signs `identifier` in and shows that account's style, carried over from JXTheme if it
  /// was stored there.
  @MainActor static func signIn(_ identifier: String) {
    UserDefaults.standard.set(identifier, forKey: key)
    ThemeManager.shared.storeConfigsIdentifierKey = identifier
    carryOverJXThemeChoice()
  }
}

/// Moves the style JXTheme stored for the signed-in account to the manager's store, once.
@MainActor
func carryOverJXThemeChoice() {
  let manager = ThemeManager.shared
  let defaults = UserDefaults.standard
  let oldKey =
    "com.jiaxin.theme.currentThemeStyleUserDefaultsKey:" + manager.storeConfigsIdentifierKey
  guard let rawValue = defaults.string(forKey: oldKey) else { return }
  defaults.removeObject(forKey: oldKey)
  // JXTheme wrote "unspecified" when the user had chosen nothing.
  guard rawValue != ThemeStyle.unspecified.rawValue else { return }
  manager.changeTheme(to: ThemeStyle(rawValue: rawValue))
}
