/// What the user chose in the app, as its ``ThemeManager`` keeps it in a ``ThemeStyleStore``:
/// an explicit style, and whether to follow the system's light or dark setting instead.
///
/// A widget or another extension reads it with ``ThemeChoiceReader`` from the store the app
/// shares with it (an App Group), then resolves the style to draw with from its own system
/// appearance, as the app does:
///
/// ```swift
/// let choice = ThemeChoiceReader(store: InMemoryThemeStore()).read()
/// let style = choice.style(systemStyle: .dark)  // .dark while the user follows the system
/// ```
///
/// The value holds no style of the moment, only the choice: while the user follows the
/// system, each process that draws supplies the system's style where it draws, which is how a
/// widget on a dark Home Screen is dark without the app having run.
public struct SharedThemeChoice: Hashable, Sendable {
  /// The style the user chose explicitly; the manager's default style when nothing usable is
  /// stored. While ``followsSystem`` is on, it is the style shown when the system's style is
  /// not known, and the one the app returns to when following is turned off.
  public var explicitStyle: ThemeStyle

  /// Whether the user follows the system's light or dark setting
  /// (``ThemeManager/followsSystem``).
  public var followsSystem: Bool

  /// Creates a choice.
  ///
  /// - Parameters:
  ///   - explicitStyle: The style the user chose explicitly.
  ///   - followsSystem: Whether the user follows the system instead.
  public init(explicitStyle: ThemeStyle, followsSystem: Bool = false) {
    self.explicitStyle = explicitStyle
    self.followsSystem = followsSystem
  }

  /// The style to draw with where the system's style is `systemStyle`: the system's style
  /// while the user follows the system, else the explicit style. It is the style a manager with
  /// this choice shows once the host has reported `systemStyle` to it.
  ///
  /// - Parameter systemStyle: The system's style where you draw (`.light` or `.dark`, such as a
  ///   widget's color scheme), or `nil` when it is not known, which gives the explicit style.
  /// - Returns: The style to draw with.
  public func style(systemStyle: ThemeStyle?) -> ThemeStyle {
    guard followsSystem, let systemStyle else { return explicitStyle }
    return systemStyle
  }

  /// The style to draw with where the system's appearance is `appearance`: `.light` and
  /// `.dark` are the system styles ``style(systemStyle:)`` follows, and `.unspecified` means the
  /// system's style is not known, which gives the explicit style.
  ///
  /// - Parameter appearance: The system's appearance where you draw.
  /// - Returns: The style to draw with.
  public func style(systemAppearance appearance: ThemeSystemAppearance) -> ThemeStyle {
    switch appearance {
    case .light: style(systemStyle: .light)
    case .dark: style(systemStyle: .dark)
    case .unspecified: style(systemStyle: nil)
    }
  }
}
