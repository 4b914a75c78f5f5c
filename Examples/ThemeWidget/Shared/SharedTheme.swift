import Foundation
import Theming

/// What the app and its widget agree on: the App Group they share, the styles the app
/// registers, and the widget's kind. Add this file to both targets.
enum SharedTheme {
  /// The App Group in the `com.apple.security.application-groups` entitlement of the app and of
  /// the widget extension (ThemeWidget.entitlements).
  static let appGroup = "group.com.example.theming"

  /// The styles the app registers besides light and dark; a reader given the same set reads a
  /// stored style the way the app's manager restores it.
  static let styles: Set<ThemeStyle> = ["sepia"]

  /// The kind of the widget, as its configuration names it, for reloading its timelines.
  static let widgetKind = "ThemeWidget"

  /// The store both targets open over the App Group's `UserDefaults` suite.
  ///
  /// - Throws: `ThemeSourceError` naming the group when the identifier is unusable.
  static func makeStore() throws(ThemeSourceError) -> UserDefaultsThemeStore {
    try UserDefaultsThemeStore(appGroup: appGroup)
  }

  /// The user's choice as the app last stored it. A store that cannot be opened or read is
  /// reported on standard error and reads as light, following the system: the widget then
  /// looks like the system rather than not drawing at all.
  static func readChoice() -> SharedThemeChoice {
    do {
      return ThemeChoiceReader(store: try makeStore(), styles: styles).read()
    } catch {
      FileHandle.standardError.write(Data("ThemeWidget: \(error)\n".utf8))
      return SharedThemeChoice(explicitStyle: .light, followsSystem: true)
    }
  }
}
