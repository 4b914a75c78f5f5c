import SwiftUI

/// Puts the UIKit side of the app into the window SwiftUI makes.
@MainActor
struct CatalogLauncher: UIViewControllerRepresentable {
  /// The app's theming.
  let appTheme: AppTheme

  func makeUIViewController(context: Context) -> CatalogLaunchController {
    CatalogLaunchController(appTheme: appTheme)
  }

  func updateUIViewController(_ controller: CatalogLaunchController, context: Context) {}
}
