import Foundation
import Theming
import WidgetKit

/// The app's side (add this file to the app target, not to the extension): a manager that
/// keeps the choice in the App Group, and reloads the widget after each change of it.
///
/// Views themed through this manager use `view.theme(in: AppTheme.manager)`; the `.theme`
/// namespace alone uses `ThemeManager.shared`, which keeps its choice in the app's own
/// `UserDefaults.standard` (see the Widgets and Extensions article for mirroring that one).
@MainActor
enum AppTheme {
  /// The app's manager, over the store the widget reads.
  static let manager = makeManager()

  /// Reloads the widget's timelines after every change of the choice, for as long as the app
  /// runs.
  private static var widgetReloads: ThemeObservation?

  /// Starts the reloads; call it once at launch.
  static func start() {
    guard widgetReloads == nil else { return }
    widgetReloads = manager.reloadWidgetTimelinesWhenChoiceChanges(
      ofKinds: [SharedTheme.widgetKind])
  }

  private static func makeManager() -> ThemeManager {
    do {
      return ThemeManager(styles: SharedTheme.styles, store: try SharedTheme.makeStore())
    } catch {
      // A misspelt group is a bug of the build; the app still keeps its choice, for itself.
      print("AppTheme: \(error); the widget will not see the choice")
      return ThemeManager(styles: SharedTheme.styles)
    }
  }
}
