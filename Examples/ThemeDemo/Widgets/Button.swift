/// A tappable title whose color depends on the button's state.
///
/// Colors are set per state through a method with an extra argument, as UIKit's buttons do, so
/// theming them needs the library's bindings with arguments rather than a plain key path.
final class Button: View {
  var title: String
  var isSelected = false
  var isEnabled = true
  private var titleColors: [ControlState: RGBColor] = [:]

  init(title: String) {
    self.title = title
    super.init()
  }

  var state: ControlState {
    if !isEnabled { return .disabled }
    return isSelected ? .selected : .normal
  }

  func setTitleColor(_ color: RGBColor?, for state: ControlState) {
    titleColors[state] = color
  }

  /// The color for `state`, falling back to the normal color as UIKit does.
  func titleColor(for state: ControlState) -> RGBColor? {
    titleColors[state] ?? titleColors[.normal]
  }

  var currentTitleColor: RGBColor? { titleColor(for: state) }
}
