import Theming

/// One Xcode color set as read from its `Contents.json`: the color chosen for each appearance
/// it gives, after idioms and display gamuts were settled.
struct ColorSet: Equatable {
  /// An appearance a color set can give a color for.
  struct Appearance: Hashable {
    /// `nil` for "Any", else `.light` or `.dark`.
    var luminosity: ThemeStyle?
    var highContrast: Bool
  }

  /// The color for each appearance the set gives.
  var colors: [Appearance: ThemePaletteValue]

  /// Whether the set gives any color for high contrast.
  var hasHighContrast: Bool { colors.keys.contains { $0.highContrast } }

  /// The color the platform shows for `style`, or `nil` when the set gives none that fits.
  ///
  /// The most specific color wins, the luminosity weighing more than the contrast: a color
  /// meant for a dark background stays on one. For a luminosity with high contrast: its own
  /// high-contrast color, then its own color, then "Any" with high contrast, then "Any"; for
  /// a luminosity alone, its own color, then "Any". (Xcode writes every combination once high
  /// contrast is on, so the order matters only for sets edited by hand.)
  func value(for style: ThemeStyle) -> ThemePaletteValue? {
    let (luminosity, highContrast): (ThemeStyle, Bool) =
      switch style {
      case .lightHighContrast: (.light, true)
      case .darkHighContrast: (.dark, true)
      default: (style, false)
      }
    let order =
      highContrast
      ? [
        Appearance(luminosity: luminosity, highContrast: true),
        Appearance(luminosity: luminosity, highContrast: false),
        Appearance(luminosity: nil, highContrast: true),
        Appearance(luminosity: nil, highContrast: false),
      ]
      : [
        Appearance(luminosity: luminosity, highContrast: false),
        Appearance(luminosity: nil, highContrast: false),
      ]
    return order.lazy.compactMap { colors[$0] }.first
  }
}
