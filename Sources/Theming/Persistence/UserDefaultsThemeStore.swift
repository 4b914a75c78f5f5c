public import Foundation

/// A store backed by `UserDefaults`, the default for ``ThemeManager/shared``.
public final class UserDefaultsThemeStore: ThemeStyleStore {
  /// The defaults database the values live in.
  public let defaults: UserDefaults

  /// Creates a store over a defaults database.
  ///
  /// - Parameter defaults: The database; `.standard` unless you pass a suite of your own.
  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  /// The string stored under `key`.
  ///
  /// - Parameter key: The key to read.
  /// - Returns: The stored string, or `nil` when the key is absent.
  /// - Throws: ``ThemeSourceError`` when the key holds something other than a string.
  public func string(forKey key: String) throws -> String? {
    guard let object = defaults.object(forKey: key) else { return nil }
    guard let string = object as? String else {
      throw ThemeSourceError(
        source: "UserDefaults",
        place: "key \"\(key)\"",
        expected: "a string",
        found: "a value of type \(type(of: object))"
      )
    }
    return string
  }

  /// Stores or removes the string under `key`.
  ///
  /// - Parameters:
  ///   - value: The string, or `nil` to remove the key.
  ///   - key: The key to write.
  public func setString(_ value: String?, forKey key: String) {
    if let value {
      defaults.set(value, forKey: key)
    } else {
      defaults.removeObject(forKey: key)
    }
  }
}
