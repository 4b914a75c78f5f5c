import Theming

/// Which of a palette's styles a color set gives as appearances, and which style's value fills
/// each entry, in the grid Xcode's attributes inspector offers: the luminosities Any; Any and
/// Dark; or Any, Light and Dark; each once more with High Contrast when any style is a
/// high-contrast one.
///
/// The default style is Any. A style named `light` or `dark` is that luminosity, and one named
/// `light-high-contrast` or `light-hc` (`dark-…` likewise) is High Contrast over it; names are
/// compared ignoring letter case, `-`, `_` and spaces, so `Dark`, `lightHC` and
/// `dark_high_contrast` count too. The first style of each role takes it; the default style
/// takes its own. A luminosity without a style of its own is left to Any, so that the platform
/// shows the default style's color there, as a palette lookup of a missing style gives it.
struct AppearanceGrid {
  /// The part a style plays.
  enum Role: Hashable {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast
  }

  /// One entry of a color set: its appearance, and the style whose value it shows.
  struct Cell {
    let appearance: AssetCatalogAppearance
    let style: ThemeStyle
  }

  /// The entries, in the order Xcode writes them: each luminosity without High Contrast, then
  /// each with it.
  let cells: [Cell]
  /// The appearance of each style that is one.
  let appearances: [ThemeStyle: AssetCatalogAppearance]
  /// The styles that are no appearance, in palette order.
  let otherStyles: [ThemeStyle]

  /// The grid for `styles`, the first of which is the default; there must be at least one.
  init(styles: [ThemeStyle]) {
    let defaultStyle = styles[0]
    let defaultRole = Self.role(of: defaultStyle)
    var claimed = Set(defaultRole.map { [$0] } ?? [])
    var byRole: [Role: ThemeStyle] = [:]
    var others: [ThemeStyle] = []
    for style in styles.dropFirst() {
      if let role = Self.role(of: style), claimed.insert(role).inserted {
        byRole[role] = style
      } else {
        others.append(style)
      }
    }
    otherStyles = others
    let light = byRole[.light]
    let dark = byRole[.dark]
    let lightHighContrast = byRole[.lightHighContrast]
    let darkHighContrast = byRole[.darkHighContrast]

    // Any plays the default style's luminosity; the other one gets a column of its own when
    // a style needs it, and Xcode offers Light only together with Dark.
    let anyIsDark = defaultRole == .dark || defaultRole == .darkHighContrast
    let hasLight = light != nil || (anyIsDark && lightHighContrast != nil)
    let hasDark =
      hasLight || dark != nil || (!anyIsDark && darkHighContrast != nil)
    let hasHighContrast = lightHighContrast != nil || darkHighContrast != nil

    func normal(_ luminosity: AssetCatalogAppearance.Luminosity) -> ThemeStyle {
      switch luminosity {
      case .any: defaultStyle
      case .light: light ?? defaultStyle
      case .dark: dark ?? defaultStyle
      }
    }
    func high(_ luminosity: AssetCatalogAppearance.Luminosity) -> ThemeStyle {
      switch luminosity {
      case .light: lightHighContrast ?? normal(.light)
      case .dark: darkHighContrast ?? normal(.dark)
      case .any:
        if anyIsDark {
          hasDark ? defaultStyle : darkHighContrast ?? defaultStyle
        } else {
          hasLight ? defaultStyle : lightHighContrast ?? defaultStyle
        }
      }
    }
    let luminosities: [AssetCatalogAppearance.Luminosity] =
      [.any] + (hasLight ? [.light] : []) + (hasDark ? [.dark] : [])
    var cells = luminosities.map {
      Cell(appearance: AssetCatalogAppearance($0), style: normal($0))
    }
    if hasHighContrast {
      cells += luminosities.map {
        Cell(appearance: AssetCatalogAppearance($0, highContrast: true), style: high($0))
      }
    }
    self.cells = cells

    var appearances = [defaultStyle: AssetCatalogAppearance(.any)]
    if let light { appearances[light] = AssetCatalogAppearance(.light) }
    if let dark { appearances[dark] = AssetCatalogAppearance(.dark) }
    if let lightHighContrast {
      appearances[lightHighContrast] = AssetCatalogAppearance(
        hasLight ? .light : .any, highContrast: true)
    }
    if let darkHighContrast {
      appearances[darkHighContrast] = AssetCatalogAppearance(
        hasDark ? .dark : .any, highContrast: true)
    }
    self.appearances = appearances
  }

  /// The role a style's name gives it, if any: `ax` is how Apple's own design resources name
  /// the accessibility variant, which is increased contrast.
  static func role(of style: ThemeStyle) -> Role? {
    let name = String(
      style.rawValue.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    switch name {
    case "light": return .light
    case "dark": return .dark
    case "lighthighcontrast", "lighthc", "lightax": return .lightHighContrast
    case "darkhighcontrast", "darkhc", "darkax": return .darkHighContrast
    default: return nil
    }
  }
}
