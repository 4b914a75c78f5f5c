import SwiftUI
import Theming
import ThemingPalettes
import WidgetKit

/// The widget's content in the app's theme, resolved with the widget's own color scheme.
///
/// In full color it draws the palette's colors. In the accented mode (a tinted Home Screen on
/// iOS 18, many watch faces) and the vibrant one (the Lock Screen), the system draws every view
/// in colors of its own, from the view's opacity, and replaces the background: the theme's
/// hues would be flattened anyway, so the text is drawn opaque in `.primary`, and the title
/// joins the accented group.
struct ThemeWidgetView: View {
  let entry: ThemeEntry
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.widgetRenderingMode) private var renderingMode

  var body: some View {
    let style = entry.choice.style(colorScheme: colorScheme)
    VStack(alignment: .leading, spacing: 4) {
      Text("Today")
        .font(.headline)
        .foregroundColor(textColor("title", in: style))
        .widgetAccentable()
      Text(style.rawValue.capitalized)
        .font(.caption)
        .foregroundColor(textColor("detail", in: style))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(for: .widget) {
      backgroundColor(in: style)
    }
  }

  /// The palette's color under `key` in full color; `.primary` where the system recolors the
  /// widget, or when the palette did not load.
  @MainActor
  private func textColor(_ key: String, in style: ThemeStyle) -> Color {
    guard renderingMode == .fullColor, let palette = WidgetPalette.shared else { return .primary }
    return Color(palette.color(key)(style))
  }

  /// The palette's background in full color; clear elsewhere, where the system draws its own.
  @MainActor
  private func backgroundColor(in style: ThemeStyle) -> Color {
    guard renderingMode == .fullColor, let palette = WidgetPalette.shared else { return .clear }
    return Color(palette.color("background")(style))
  }
}
