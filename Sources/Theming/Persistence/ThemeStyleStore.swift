/// Where a ``ThemeManager`` keeps the chosen style between launches.
///
/// The library ships three stores: ``UserDefaultsThemeStore`` (the default, as JXTheme used),
/// ``FileThemeStore`` (a JSON file written atomically) and ``InMemoryThemeStore`` (for tests
/// and previews). Adopt the protocol to keep the choice anywhere else, such as a keychain or a
/// user-profile service.
///
/// The manager reads and writes on the main actor. A store reports a value it cannot read as
/// ``ThemeStoreError``; the manager then falls back to its default style and reports a
/// ``ThemeDiagnostic`` instead of failing.
public protocol ThemeStyleStore: AnyObject {
  /// The string stored under `key`, or `nil` when nothing is stored there.
  ///
  /// - Parameter key: The key, derived by the manager from its `storeConfigsIdentifierKey`.
  /// - Returns: The stored string, or `nil`.
  /// - Throws: ``ThemeStoreError`` when a value is stored but cannot be read as a string.
  func string(forKey key: String) throws -> String?

  /// Stores `value` under `key`, or removes the key when `value` is `nil`.
  ///
  /// - Parameters:
  ///   - value: The string to store, or `nil` to remove it.
  ///   - key: The key, derived by the manager from its `storeConfigsIdentifierKey`.
  /// - Throws: ``ThemeStoreError`` when the value cannot be written.
  func setString(_ value: String?, forKey key: String) throws
}

/// A store that could not read or write a value.
public struct ThemeStoreError: Error, Equatable, CustomStringConvertible {
  /// The store, such as `UserDefaults` or the file's path.
  public let source: String
  /// The key that was read or written.
  public let key: String
  /// What the store expected to find or do.
  public let expected: String
  /// What it found, or what went wrong.
  public let found: String

  /// Creates an error that names the source, the key, the expectation and the finding.
  ///
  /// - Parameters:
  ///   - source: The store, such as `UserDefaults` or a file path.
  ///   - key: The key that was read or written.
  ///   - expected: What the store expected.
  ///   - found: What it found instead.
  public init(source: String, key: String, expected: String, found: String) {
    self.source = source
    self.key = key
    self.expected = expected
    self.found = found
  }

  /// A sentence naming the source, the key, the expectation and the finding.
  public var description: String {
    "\(source): at key \"\(key)\": expected \(expected), found \(found)"
  }
}
