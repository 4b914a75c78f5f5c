/// Where a ``ThemeManager`` keeps the chosen style between launches.
///
/// The library ships three stores: ``UserDefaultsThemeStore`` (the default on Apple
/// platforms, as JXTheme used), ``FileThemeStore`` (a JSON file written atomically; the default
/// elsewhere, at `~/.config/<app>/theme.json`) and ``InMemoryThemeStore`` (for tests and
/// previews). ``ThemeManager/makeDefaultStore()`` makes the platform's default. Adopt the
/// protocol to keep the choice anywhere else, such as a keychain or a user-profile service.
///
/// The manager reads and writes on the main actor. A store reports a value it cannot read as
/// ``ThemeSourceError``; the manager then falls back to its default style and reports a
/// ``ThemeDiagnostic`` instead of failing.
public protocol ThemeStyleStore: AnyObject {
  /// The string stored under `key`, or `nil` when nothing is stored there.
  ///
  /// - Parameter key: The key, derived by the manager from its `storeConfigsIdentifierKey`.
  /// - Returns: The stored string, or `nil`.
  /// - Throws: ``ThemeSourceError`` when a value is stored but cannot be read as a string.
  func string(forKey key: String) throws -> String?

  /// Stores `value` under `key`, or removes the key when `value` is `nil`.
  ///
  /// - Parameters:
  ///   - value: The string to store, or `nil` to remove it.
  ///   - key: The key, derived by the manager from its `storeConfigsIdentifierKey`.
  /// - Throws: ``ThemeSourceError`` when the value cannot be written.
  func setString(_ value: String?, forKey key: String) throws
}
