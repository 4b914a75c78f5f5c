import Theming
import UIKit

/// Light, Dark and Festival in the navigation bar. The festival segment is off until the
/// festival style has been delivered; no segment is selected while the app shows a style that
/// has none.
final class StyleSegmentedControl: UISegmentedControl {
  /// The style of each segment, in order.
  let styles: [ThemeStyle] = [.light, .dark, FestivalResponse.style]

  /// Makes the control and themes it.
  ///
  /// - Parameter palette: The palette to read colors from.
  init(palette: CatalogPalette) {
    super.init(items: ["Light", "Dark", "Festival"])
    theme.selectedSegmentTintColor = palette.color(.accentFill)
    // UISegmentedControl's title attributes are set per control state; the library's generic
    // setter binding keeps one provider per state, as its own UIButton setters do.
    let titleColors: [(UIControl.State, ColorKey)] = [
      (.normal, .textPrimary),
      (.selected, .accentText),
    ]
    for (state, key) in titleColors {
      theme.bind(palette.color(key), to: "titleTextAttributes", for: state.rawValue) {
        control, color, rawState in
        control.setTitleTextAttributes(
          [.foregroundColor: color],
          for: UIControl.State(rawValue: rawState)
        )
      }
    }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The style of the selected segment, if one is selected.
  var selectedStyle: ThemeStyle? {
    styles.indices.contains(selectedSegmentIndex) ? styles[selectedSegmentIndex] : nil
  }

  /// Shows the style the app is in, and whether the festival can be chosen.
  ///
  /// - Parameters:
  ///   - current: The app's style.
  ///   - available: The styles that can be chosen now.
  func show(current: ThemeStyle, available: [ThemeStyle]) {
    for (index, style) in styles.enumerated() {
      setEnabled(available.contains(style), forSegmentAt: index)
    }
    selectedSegmentIndex = styles.firstIndex(of: current) ?? UISegmentedControl.noSegment
  }
}
