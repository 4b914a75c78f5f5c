/// How a manager maps its styles to the system's appearance, and the roots it keeps matched.
struct SystemAppearanceSettings {
  /// A root the manager matches to its current style, held weakly.
  struct Root {
    weak var target: (any ThemeSystemAppearanceTarget)?
  }

  /// The system appearance each style means; a style not listed means `.unspecified`.
  var appearances: [ThemeStyle: ThemeSystemAppearance] = [.light: .light, .dark: .dark]
  /// Whether the manager sets system appearances at all.
  var isEnabled = true
  /// The roots matched after each switch, such as the app's windows.
  private(set) var roots: [Root] = []

  /// The appearance for `style`: `.unspecified` for `nil`, for an unlisted style, and for
  /// every style while setting appearances is turned off.
  func appearance(for style: ThemeStyle?) -> ThemeSystemAppearance {
    guard isEnabled, let style else { return .unspecified }
    return appearances[style] ?? .unspecified
  }

  /// Adds `target` to the roots once, dropping roots that are gone.
  mutating func addRoot(_ target: any ThemeSystemAppearanceTarget) {
    roots.removeAll { $0.target == nil }
    guard !roots.contains(where: { $0.target === target }) else { return }
    roots.append(Root(target: target))
  }

  /// Removes `target` from the roots.
  mutating func removeRoot(_ target: any ThemeSystemAppearanceTarget) {
    roots.removeAll { $0.target == nil || $0.target === target }
  }
}
