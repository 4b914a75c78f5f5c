import Theming

extension DemoScreen {
  /// Assigns every themed property once; the manager re-applies them on each switch.
  func applyTheme() {
    // The closure form: any logic at all may decide the value for a style.
    root.theme(in: manager).backgroundColor = ThemeProvider { style in
      style == .dark ? RGBColor(hex: 0x000000) : RGBColor(hex: 0xF2F2F7)
    }
    navigationBar.theme(in: manager).backgroundColor = DemoPalette.barBackground
    toolbar.theme(in: manager).backgroundColor = DemoPalette.barBackground
    list.theme(in: manager).backgroundColor = DemoPalette.groupedBackground
    card.theme(in: manager).backgroundColor = DemoPalette.cardBackground

    titleLabel.theme(in: manager).textColor = DemoPalette.primaryText
    greeting.theme(in: manager).textColor = DemoPalette.secondaryText
    cardTitle.theme(in: manager).textColor = DemoPalette.primaryText
    cardSubtitle.theme(in: manager).textColor = DemoPalette.secondaryText

    picture.theme(in: manager).image = ThemeProvider { style in
      AsciiImage.named(style == .dark ? "moon" : "sun")
    }
    picture.theme(in: manager).tintColor = DemoPalette.imageTint

    // Free-form work that is not one property: the greeting names whatever style is in effect,
    // including styles the app has never heard of.
    let greeting = self.greeting
    greeting.theme(in: manager).customization = ThemeProvider { [weak greeting] style in
      let timeOfDay = style == .dark ? "Good evening" : "Good morning"
      greeting?.text = "\(timeOfDay) - drawn in \(style)"
    }

    themeRows()
    for button in buttons {
      button.theme(in: manager).setTitleColor(DemoPalette.accent, for: .normal)
      button.theme(in: manager).setTitleColor(DemoPalette.selectedTitle, for: .selected)
      button.theme(in: manager).setTitleColor(DemoPalette.disabledTitle, for: .disabled)
    }
  }

  private func themeRows() {
    for row in list.rows where row !== favouritesRow {
      row.theme(in: manager).textColor = DemoPalette.primaryText
      row.theme(in: manager).detailColor = DemoPalette.secondaryText
    }
    favouritesRow.theme(in: manager).detailColor = DemoPalette.secondaryText
    // A value that depends on the row's own state as well as the style. The row is captured
    // weakly: the library keeps this closure as long as the row lives, and a strong capture
    // would keep the row alive forever.
    let row = favouritesRow
    row.theme(in: manager).textColor = ThemeProvider { [weak row] style in
      row?.isSelected == true ? DemoPalette.checkedText(style) : DemoPalette.primaryText(style)
    }
  }
}
