import Theming
import ThemingPalettes

extension DemoScreen {
  /// Themes the whole screen from a palette instead of the built-in colors. The keys, and the
  /// pairs of them drawn one on the other, are in `Resources/ContrastPairs.json`, which CI
  /// checks the demo's palettes against with `theme-lint`:
  ///
  /// - `surface.root`, `surface.bar`, `surface.grouped` and `surface.card`: the backgrounds;
  /// - `text.primary`, `text.secondary` and `text.checked`: labels, details and the checked row;
  /// - `button.normal`, `button.selected` and `button.disabled`: the buttons' title per state.
  func useColors(from palette: ThemePalette) {
    func color(_ key: String) -> ThemeProvider<RGBColor> {
      palette.color(key).map(RGBColor.init)
    }
    root.theme(in: manager).backgroundColor = color("surface.root")
    navigationBar.theme(in: manager).backgroundColor = color("surface.bar")
    toolbar.theme(in: manager).backgroundColor = color("surface.bar")
    list.theme(in: manager).backgroundColor = color("surface.grouped")
    card.theme(in: manager).backgroundColor = color("surface.card")

    let primary = color("text.primary")
    let secondary = color("text.secondary")
    for label in [titleLabel, cardTitle] { label.theme(in: manager).textColor = primary }
    for label in [greeting, cardSubtitle] { label.theme(in: manager).textColor = secondary }
    for row in list.rows {
      row.theme(in: manager).textColor = primary
      row.theme(in: manager).detailColor = secondary
    }
    let checked = color("text.checked")
    let row = favouritesRow
    row.theme(in: manager).textColor = ThemeProvider { [weak row] style in
      row?.isSelected == true ? checked(style) : primary(style)
    }
    for button in buttons {
      button.theme(in: manager).setTitleColor(color("button.normal"), for: .normal)
      button.theme(in: manager).setTitleColor(color("button.selected"), for: .selected)
      button.theme(in: manager).setTitleColor(color("button.disabled"), for: .disabled)
    }
  }
}
