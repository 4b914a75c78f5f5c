import SwiftUI
import Theming

/// The SwiftUI screen: the same palette and styles as the UIKit catalog, read through
/// `ThemeReader`, the environment's `themeStyle` and `.themeOverride`.
@MainActor
struct SwiftUICatalogView: View {
  /// The app's theming.
  let appTheme: AppTheme

  var body: some View {
    // Redrawn after every switch, with the style in effect.
    ThemeReader { style in
      let palette = appTheme.palette
      List {
        Section {
          Label {
            Text("Drawn in \(style.rawValue), read by ThemeReader")
              .foregroundStyle(Color(palette.themeColor(.textPrimary, for: style)))
          } icon: {
            Image(systemName: palette.symbolName(.greeting, for: style))
              .foregroundStyle(Color(palette.themeColor(.accentFill, for: style)))
          }
          .listRowBackground(Color(palette.themeColor(.surfaceRow, for: style)))
        } header: {
          Text("ThemeReader")
        }

        Section {
          StyleBadge(palette: palette)
            .listRowBackground(Color(palette.themeColor(.surfaceRow, for: style)))
        } header: {
          Text("@Environment(\\.themeStyle)")
        } footer: {
          Text("A view that reads the style from the environment, set by .themeEnvironment().")
        }

        Section {
          PinnedSwiftUICard(palette: palette)
            .listRowInsets(EdgeInsets())
            .listRowBackground(Color.clear)
        } header: {
          Text(".themeOverride(.dark)")
        }

        Section {
          SkinPackSection(appTheme: appTheme, skinPack: appTheme.skinPack, style: style)
            .listRowBackground(Color(palette.themeColor(.surfaceRow, for: style)))
        } header: {
          Text("Skin pack")
        } footer: {
          Text("store.swiftUIImage(\"lantern\"): the pack's image while its skin shows.")
        }

        Section {
          StylePicker(appTheme: appTheme, current: style)
            .listRowBackground(Color(palette.themeColor(.surfaceRow, for: style)))
        } header: {
          Text("Switch")
        } footer: {
          Text("The UIKit tab follows: both read ThemeManager.shared.")
        }
      }
      .scrollContentBackground(.hidden)
      .background(Color(palette.themeColor(.surfaceRoot, for: style)))
    }
    .themeEnvironment()
  }
}
