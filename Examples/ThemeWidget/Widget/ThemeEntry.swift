import Theming
import WidgetKit

/// One moment of the widget's timeline: the user's choice, read in the timeline provider.
/// The style is resolved in the view, where the widget's color scheme is known.
struct ThemeEntry: TimelineEntry {
  let date: Date
  let choice: SharedThemeChoice
}
