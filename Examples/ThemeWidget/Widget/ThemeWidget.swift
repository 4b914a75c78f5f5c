import SwiftUI
import WidgetKit

/// The widget extension's entry point: a small Home Screen widget and a Lock Screen one, both
/// in the app's theme.
@main
struct ThemeWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: SharedTheme.widgetKind, provider: ThemeTimelineProvider()) { entry in
      ThemeWidgetView(entry: entry)
    }
    .configurationDisplayName("Today")
    .description("Today, in the app's theme.")
    .supportedFamilies([.systemSmall, .accessoryRectangular])
  }
}
