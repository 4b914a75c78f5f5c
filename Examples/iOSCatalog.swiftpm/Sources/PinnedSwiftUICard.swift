import SwiftUI
import Theming

/// The now-playing card again, pinned to dark with `.themeOverride(.dark)`.
@MainActor
struct PinnedSwiftUICard: View {
  /// The palette to read colors from.
  let palette: CatalogPalette

  var body: some View {
    ThemeReader { style in
      VStack(alignment: .leading, spacing: 8) {
        Label {
          VStack(alignment: .leading, spacing: 2) {
            Text("Now playing")
              .font(.headline)
              .foregroundStyle(Color(palette.themeColor(.textPrimary, for: style)))
            Text("Theming · Live in Swift")
              .font(.subheadline)
              .foregroundStyle(Color(palette.themeColor(.textSecondary, for: style)))
          }
        } icon: {
          Image(systemName: palette.symbolName(.card, for: style))
            .font(.title)
            .foregroundStyle(Color(palette.themeColor(.accentFill, for: style)))
        }
        StyleBadge(palette: palette)
        Text("This line is .secondary, a system style: it follows the color scheme.")
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(
        Color(palette.themeColor(.surfaceCard, for: style)),
        in: RoundedRectangle(cornerRadius: 16)
      )
    }
    .themeOverride(.dark)
    // `.themeOverride` pins the theme's style only; SwiftUI's own colors follow the color
    // scheme, which is set to match here (in UIKit the override sets both).
    .environment(\.colorScheme, .dark)
  }
}
