import SwiftUI
import Theming

/// Hosts the SwiftUI screen in the SwiftUI tab, and gives it the status bar its style means.
final class SwiftUIScreenController: UIHostingController<SwiftUICatalogView> {
  /// Makes the screen.
  ///
  /// - Parameter appTheme: The app's theming.
  init(appTheme: AppTheme) {
    super.init(rootView: SwiftUICatalogView(appTheme: appTheme))
    title = "SwiftUI"
    // The hosting controller is an ordinary view controller to the library.
    theme.statusBarStyle = StatusBarStyles.matchingSystemAppearance(in: appTheme.manager)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    theme.preferredStatusBarStyle
  }
}
