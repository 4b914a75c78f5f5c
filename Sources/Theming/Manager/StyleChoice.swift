/// What the user chose, as far as the manager knows it: the explicit style, whether the app
/// follows the system, and what the system last reported.
struct StyleChoice {
  /// The user's explicit choice, which following the system hides and turning it off brings
  /// back. Kept here as well as in the store, which may not be writable.
  var explicitStyle: ThemeStyle
  /// Whether the manager follows ``systemStyle``.
  var followsSystem = false
  /// The style the host last reported for the system.
  var systemStyle: ThemeStyle?
  /// Whether the host said the app is in the background, where system style reports are held.
  var hostIsInBackground = false
  /// The last system style reported while in the background, followed once back in front.
  var heldSystemStyle: ThemeStyle?
  /// A stored style that was not known when it was read; registering it restores it.
  var unrecognizedStoredStyle: ThemeStyle?
  /// Counts explicit choices, so that restoring a style notices one made meanwhile.
  private(set) var explicitChoices = 0

  init(explicitStyle: ThemeStyle) {
    self.explicitStyle = explicitStyle
  }

  /// The style the choice asks for now.
  var style: ThemeStyle {
    followsSystem ? systemStyle ?? explicitStyle : explicitStyle
  }

  /// Records an explicit choice of `style`.
  mutating func choose(_ style: ThemeStyle) {
    unrecognizedStoredStyle = nil
    explicitStyle = style
    explicitChoices += 1
  }
}
