/// The color keys of the catalog's palette: one place to spell them, and the list that
/// ``CatalogPalette`` checks every style against.
enum ColorKey: String, CaseIterable {
  /// Behind every screen.
  case surfaceRoot = "surface.root"
  /// Navigation and tab bars.
  case surfaceBar = "surface.bar"
  /// Table rows.
  case surfaceRow = "surface.row"
  /// The now-playing card.
  case surfaceCard = "surface.card"
  /// Lines between rows.
  case surfaceSeparator = "surface.separator"
  /// Titles and labels.
  case textPrimary = "text.primary"
  /// Details and subtitles.
  case textSecondary = "text.secondary"
  /// The title and icon of a checked row.
  case textChecked = "text.checked"
  /// Filled buttons and selected segments.
  case accentFill = "accent.fill"
  /// Text on ``accentFill``.
  case accentText = "accent.text"
  /// An outlined button's title, at rest.
  case buttonNormal = "button.normal"
  /// An outlined button's title while a finger is on it.
  case buttonHighlighted = "button.highlighted"
  /// An outlined button's title while it is on.
  case buttonSelected = "button.selected"
}

/// The SF Symbols names the palette gives per style.
enum SymbolKey: String, CaseIterable {
  /// The picture beside the greeting.
  case greeting = "symbol.greeting"
  /// The picture in the now-playing card.
  case card = "symbol.card"
}
