/// A style interned by an engine, so that a pass compares integers rather than strings. Numbers
/// start at 1; `0` means "never applied".
typealias StyleID = Int32

/// The styles an engine has met, each with its number, made on first use and never forgotten
/// (an app has a handful).
struct StyleTable {
  private var ids: [ThemeStyle: StyleID] = [:]
  /// The styles, at their number minus one.
  private var styles: [ThemeStyle] = []

  init(first: ThemeStyle) {
    _ = resolved(first)
  }

  /// `style` with its number.
  mutating func resolved(_ style: ThemeStyle) -> ResolvedStyle {
    if let id = ids[style] { return ResolvedStyle(style: style, id: id) }
    styles.append(style)
    let id = StyleID(styles.count)
    ids[style] = id
    return ResolvedStyle(style: style, id: id)
  }

  /// The style behind a number this table gave.
  func style(withID id: StyleID) -> ResolvedStyle {
    ResolvedStyle(style: styles[Int(id) - 1], id: id)
  }
}
