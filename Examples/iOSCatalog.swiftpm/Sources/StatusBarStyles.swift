import Theming
import UIKit

/// The status bar's style per theme style, for `theme.statusBarStyle`.
enum StatusBarStyles {
  /// Dark text where the style means the system's light look, light text where it means the
  /// dark look, and UIKit's own choice where it means neither: the status bar agrees with the
  /// system colors around it, the festival (which the app maps to dark) included.
  ///
  /// - Parameter manager: The manager whose `systemAppearances` say what each style means.
  /// - Returns: The provider.
  @MainActor
  static func matchingSystemAppearance(
    in manager: ThemeManager = .shared
  ) -> ThemeProvider<UIStatusBarStyle> {
    // Weakly: the manager keeps this closure for as long as the controller lives.
    ThemeProvider { [weak manager] style in
      switch manager?.systemAppearance(for: style) {
      case .light?: .darkContent
      case .dark?: .lightContent
      case .unspecified?, nil: .default
      }
    }
  }
}
