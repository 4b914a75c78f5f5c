/// A store that keeps values in memory only, for tests, previews and apps that do not persist
/// the chosen style.
///
/// Two managers given the same instance share what is stored, which is how a test simulates a
/// relaunch:
///
/// ```swift
/// let store = InMemoryThemeStore()
/// ThemeManager(store: store).changeTheme(to: .dark)
/// ThemeManager(store: store).currentThemeStyle   // .dark
/// ```
public final class InMemoryThemeStore: ThemeStyleStore {
  /// Everything stored, by key.
  public private(set) var values: [String: String]

  /// Creates a store holding `values`.
  ///
  /// - Parameter values: The initial contents, by key.
  public init(values: [String: String] = [:]) {
    self.values = values
  }

  /// The string stored under `key`.
  ///
  /// - Parameter key: The key to read.
  /// - Returns: The stored string, or `nil`.
  public func string(forKey key: String) -> String? {
    values[key]
  }

  /// Stores or removes the string under `key`.
  ///
  /// - Parameters:
  ///   - value: The string, or `nil` to remove the key.
  ///   - key: The key to write.
  public func setString(_ value: String?, forKey key: String) {
    values[key] = value
  }
}
