import SwiftUI
import Theming

/// The style switch of the SwiftUI screen, and the festival's delivery when it has not come.
@MainActor
struct StylePicker: View {
  /// The app's theming.
  let appTheme: AppTheme
  /// The style in effect, from the `ThemeReader` above, which redraws this after each switch.
  let current: ThemeStyle

  var body: some View {
    Picker(
      "Style",
      selection: Binding(get: { current }, set: { appTheme.choose($0) })
    ) {
      ForEach(appTheme.styles, id: \.self) { style in
        Text(style.rawValue.capitalized).tag(style)
      }
    }
    .pickerStyle(.segmented)
    if !appTheme.hasFestival {
      Button("Receive the festival style") {
        appTheme.receiveFestival(switchingToIt: true)
      }
    }
  }
}
