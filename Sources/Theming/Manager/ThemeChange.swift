/// A completed switch: the style before and the style after.
public struct ThemeChange: Hashable, Sendable {
  /// The style before the switch.
  public let oldStyle: ThemeStyle
  /// The style after the switch.
  public let newStyle: ThemeStyle

  /// Creates a change from one style to another.
  ///
  /// - Parameters:
  ///   - oldStyle: The style before the switch.
  ///   - newStyle: The style after the switch.
  public init(oldStyle: ThemeStyle, newStyle: ThemeStyle) {
    self.oldStyle = oldStyle
    self.newStyle = newStyle
  }
}
