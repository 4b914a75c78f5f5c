public import Foundation

extension Notification.Name {
  /// Posted after a ``ThemeManager`` has re-applied every object affected by a switch.
  ///
  /// The notification's object is the manager. Read the styles with
  /// ``Foundation/Notification/themeChange``, or from `userInfo` under
  /// ``ThemeManager/oldStyleUserInfoKey`` and ``ThemeManager/newStyleUserInfoKey``
  /// (JXTheme's `"style"` key holds the new style too).
  public static let themeDidChange = Notification.Name("Theming.themeDidChange")

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// JXTheme's name for ``themeDidChange``.
  @available(*, deprecated, renamed: "themeDidChange")
  public static let JXThemeDidChange = themeDidChange
}

extension Notification {
  /// The switch a ``Foundation/NSNotification/Name/themeDidChange`` notification announces, or
  /// `nil` for any other notification.
  public var themeChange: ThemeChange? {
    guard name == .themeDidChange,
      let oldStyle = userInfo?[ThemeManager.oldStyleUserInfoKey] as? ThemeStyle,
      let newStyle = userInfo?[ThemeManager.newStyleUserInfoKey] as? ThemeStyle
    else { return nil }
    return ThemeChange(oldStyle: oldStyle, newStyle: newStyle)
  }
}
