extension ThemeManager {
  /// The store a manager keeps its style in when you pass none, chosen so that a choice
  /// survives any exit of the process.
  ///
  /// - On Apple platforms, a ``UserDefaultsThemeStore`` over `UserDefaults.standard`, which the
  ///   system saves to disk.
  /// - Elsewhere (Linux, Windows, Android), a ``FileThemeStore`` made by
  ///   ``FileThemeStore/userConfiguration(forApplication:environment:)``: a JSON file at
  ///   `$XDG_CONFIG_HOME/<app>/theme.json` (`~/.config/<app>/theme.json` by default), where
  ///   `<app>` is the process's name. It is rewritten atomically at each choice, so the choice
  ///   is on disk before ``changeTheme(to:)`` returns, however the process then ends.
  ///
  /// ```swift
  /// let manager = ThemeManager(defaultStyle: .dark, store: ThemeManager.makeDefaultStore())
  /// ```
  ///
  /// - Returns: A new store. Within one process, every store it makes reads and writes the same
  ///   place.
  nonisolated public static func makeDefaultStore() -> any ThemeStyleStore {
    #if canImport(Darwin)
      return UserDefaultsThemeStore()
    #else
      return FileThemeStore.userConfiguration()
    #endif
  }
}
