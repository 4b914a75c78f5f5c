import SwiftUI
import Theming

/// The style in effect where the badge is, from the environment: the app's style in the list,
/// dark inside the pinned card.
@MainActor
struct StyleBadge: View {
  /// The palette to read colors from.
  let palette: CatalogPalette
  /// Set by `.themeEnvironment()`, `.themeOverride(_:)` and `ThemeReader` above.
  @Environment(\.themeStyle) private var style

  var body: some View {
    Label("The environment says \(style.rawValue)", systemImage: "paintpalette")
      .foregroundStyle(Color(palette.themeColor(.textSecondary, for: style)))
  }
}
