import Theming

extension ThemeWrapper where Base: Button {
  /// Themes the title color of one button state.
  ///
  /// Each state is its own binding, so themed colors for `.normal` and `.selected` never
  /// overwrite each other; passing `nil` stops theming that state and keeps its last color.
  func setTitleColor(_ provider: ThemeProvider<RGBColor>?, for state: ControlState) {
    bind(provider, to: "titleColor", for: state) { button, color, state in
      button.setTitleColor(color, for: state)
    }
  }

  /// The provider bound to one state's title color, for `refresh()` or inspection.
  func titleColor(for state: ControlState) -> ThemeProvider<RGBColor>? {
    provider(boundTo: "titleColor", for: state)
  }
}
