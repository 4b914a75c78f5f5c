import Theming
import WidgetKit

/// Reads the app's choice from the App Group store for each timeline. The app reloads the
/// timeline after every change of the choice (`reloadWidgetTimelinesWhenChoiceChanges`), so one
/// entry and the `.never` policy suffice: nothing changes until the app says so.
struct ThemeTimelineProvider: TimelineProvider {
  func placeholder(in context: Context) -> ThemeEntry {
    // No reading here: WidgetKit shows the placeholder at once, before any data.
    ThemeEntry(date: Date(), choice: SharedThemeChoice(explicitStyle: .light, followsSystem: true))
  }

  func getSnapshot(in context: Context, completion: @escaping (ThemeEntry) -> Void) {
    completion(ThemeEntry(date: Date(), choice: SharedTheme.readChoice()))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ThemeEntry>) -> Void) {
    let entry = ThemeEntry(date: Date(), choice: SharedTheme.readChoice())
    completion(Timeline(entries: [entry], policy: .never))
  }
}
