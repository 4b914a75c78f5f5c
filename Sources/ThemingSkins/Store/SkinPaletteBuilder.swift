import Theming
import ThemingPalettes

/// Builds the store's palette: the app's own styles as the defaults give them, and one style
/// per installed skin holding, for every key, the first value found in the skin, its parents,
/// then the defaults (the style of the skin's appearance, else the default style).
enum SkinPaletteBuilder {
  static func contents(defaults: ThemeSkinDefaults, skins: [InstalledSkin])
    throws(ThemeSourceError) -> ThemePaletteContents
  {
    let base = defaults.contents
    var styles = defaults.styles
    var entries = base?.entries ?? [:]
    let byID = Dictionary(
      skins.map { ($0.manifest.id, $0) }, uniquingKeysWith: { first, _ in first })
    for skin in skins.sorted(by: { $0.manifest.id < $1.manifest.id }) {
      let style = skin.manifest.style
      styles.append(style)
      var chain: [InstalledSkin] = []
      var next: String? = skin.manifest.id
      while let id = next, let member = byID[id], !chain.contains(where: { $0.manifest.id == id }) {
        chain.append(member)
        next = member.manifest.parent
      }
      let fallbackStyle: ThemeStyle = skin.manifest.appearance == .dark ? .dark : .light
      var keys = Set(base?.entries.keys.map { $0 } ?? [])
      for member in chain { keys.formUnion(member.contents.entries.keys) }
      for key in keys {
        let own = chain.lazy.compactMap { $0.contents.entries[key]?[$0.manifest.style] }.first
        let inherited = base.flatMap { contents in
          contents.entries[key]?[fallbackStyle] ?? contents.value(for: key, style: fallbackStyle)
        }
        if let value = own ?? inherited { entries[key, default: [:]][style] = value }
      }
    }
    return try ThemePaletteContents(
      styles: styles, entries: entries, tokenInfo: base?.tokenInfo ?? [:], source: "skin store")
  }
}
