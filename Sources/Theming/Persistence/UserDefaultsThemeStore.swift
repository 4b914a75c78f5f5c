public import Foundation

/// A store backed by `UserDefaults`, the default store of ``ThemeManager`` on Apple platforms.
///
/// On Apple platforms the system saves the database to disk. Elsewhere swift-corelibs-foundation
/// saves it only when it is synchronized, so this store synchronizes after every write there:
/// a choice is on disk before the write returns, however the process then ends.
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

  /// Stores or removes the string under `key`; on platforms other than Apple's, also saves the
  /// database to disk.
  ///
  /// - Parameters:
  ///   - value: The string, or `nil` to remove the key.
  ///   - key: The key to write.
  /// - Throws: ``ThemeSourceError`` when, on a platform other than Apple's, the database cannot
  ///   be saved to disk; the value then holds in this process only.
  public func setString(_ value: String?, forKey key: String) throws {
    if let value {
      defaults.set(value, forKey: key)
    } else {
      defaults.removeObject(forKey: key)
    }
    #if !canImport(Darwin)
      // swift-corelibs-foundation writes the database to disk only here; an exit without it
      // loses the write.
      guard defaults.synchronize() else {
        throw ThemeSourceError(
          source: "UserDefaults",
          place: "key \"\(key)\"",
          expected: "a database that can be saved to disk",
          found: "synchronize() failed"
        )
      }
    #endif
  }
}
