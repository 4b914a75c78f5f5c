// WidgetKit is on iOS, Mac Catalyst, macOS and watchOS, not on tvOS: the `!os(tvOS)` says so
// to the availability check, which cannot know where WidgetKit can be imported.
#if canImport(WidgetKit) && !os(tvOS)
  public import SwiftUI
  internal import WidgetKit

  @available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
  extension ThemeManager {
    /// Reloads the app's widget timelines after every change of the user's choice
    /// (``storedChoice``), so that widgets reading it with a ``ThemeChoiceReader`` draw with
    /// the new style: all of the app's widgets, or those of the given kinds.
    ///
    /// ```swift
    /// let manager = ThemeManager(store: try UserDefaultsThemeStore(appGroup: "group.com.example.notes"))
    /// widgetReloads = manager.reloadWidgetTimelinesWhenChoiceChanges()
    /// ```
    ///
    /// Each reload comes after the choice is in the store, as
    /// ``addStoredChoiceObserver(_:)`` tells it. A switch that only follows the system's style
    /// reloads nothing: a widget follows its own system appearance. WidgetKit does not count
    /// reloads asked for while the app is in the foreground against the widget's budget, and
    /// a user changes the theme there.
    ///
    /// - Parameter kinds: The kinds of widget to reload, as their configurations name them;
    ///   `nil` reloads every widget of the app.
    /// - Returns: The registration. Reloads go on as long as the token lives, or until
    ///   ``ThemeObservation/cancel()``.
    public func reloadWidgetTimelinesWhenChoiceChanges(
      ofKinds kinds: [String]? = nil
    ) -> ThemeObservation {
      addStoredChoiceObserver { _ in
        guard let kinds else {
          WidgetCenter.shared.reloadAllTimelines()
          return
        }
        for kind in kinds {
          WidgetCenter.shared.reloadTimelines(ofKind: kind)
        }
      }
    }
  }

  extension SharedThemeChoice {
    /// The style to draw with where SwiftUI's color scheme is `colorScheme`, such as a
    /// widget's `@Environment(\.colorScheme)`: its light or dark style while the user follows
    /// the system, else the explicit style.
    ///
    /// - Parameter colorScheme: The color scheme where you draw.
    /// - Returns: The style to draw with.
    public func style(colorScheme: ColorScheme) -> ThemeStyle {
      style(systemStyle: colorScheme == .dark ? .dark : .light)
    }
  }
#endif
