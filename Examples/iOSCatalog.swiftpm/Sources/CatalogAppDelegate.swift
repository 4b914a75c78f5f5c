import UIKit

/// The app delegate SwiftUI makes for ``CatalogApp``; it names the scene delegate.
final class CatalogAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: nil,
      sessionRole: connectingSceneSession.role
    )
    // Only the delegate's class: SwiftUI still makes the scene's window, creates the delegate
    // and forwards the scene's events to it.
    configuration.delegateClass = CatalogSceneDelegate.self
    return configuration
  }
}
