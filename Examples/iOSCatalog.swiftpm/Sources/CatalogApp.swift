import SwiftUI

/// The app. Swift Playgrounds starts a SwiftUI `App`; the UIKit screens are presented from the
/// window it makes (see ``CatalogLaunchController``), and one of them hosts a SwiftUI screen.
@main
@MainActor
struct CatalogApp: App {
  /// Gives each scene the delegate that reports the system's style to the manager.
  @UIApplicationDelegateAdaptor(CatalogAppDelegate.self) private var appDelegate
  /// The app's theming, made once, when the app starts: it reads what the last run saved before
  /// anything can switch.
  private let appTheme = AppTheme()

  var body: some Scene {
    WindowGroup {
      CatalogLauncher(appTheme: appTheme)
        .ignoresSafeArea()
    }
  }
}
