public import Foundation

/// A store backed by `UserDefaults`, the default store of ``ThemeManager`` on Apple platforms.
///
/// On Apple platforms the system saves the database to disk. Elsewhere swift-corelibs-foundation
/// saves it only when it is synchronized, so this store synchronizes after every write there:
/// a choice is on disk before the write returns, however the process then ends.
///
/// To share the choice with a widget or another extension, keep it in the suite of an App Group
/// that the app and the extension both belong to, with ``init(appGroup:)`` in each.
public final class UserDefaultsThemeStore: ThemeStyleStore {
  /// The defaults database the values live in.
  public let defaults: UserDefaults

  /// The App Group whose suite ``defaults`` is, when the store was made with
  /// ``init(appGroup:)``; errors name it.
  public let appGroup: String?

  /// Creates a store over a defaults database.
  ///
  /// - Parameter defaults: The database; `.standard` unless you pass a suite of your own.
  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
    self.appGroup = nil
  }

  /// Creates a store over the `UserDefaults` suite of an App Group, which the app and its
  /// extensions (widgets among them) share: each opens a store with the same identifier and
  /// sees the others' writes.
  ///
  /// ```swift
  /// let store = try UserDefaultsThemeStore(appGroup: "group.com.example.notes")
  /// ```
  ///
  /// Every target that opens it needs the App Group in its
  /// `com.apple.security.application-groups` entitlement. Without it the suite is not shared:
  /// each process may keep one of its own, which the others do not see, and nothing reports
  /// it, so check the entitlements of the app and of each extension.
  ///
  /// - Parameter appGroup: The App Group's identifier, such as `group.com.example.notes`, exactly
  ///   as the entitlement lists it.
  /// - Throws: ``ThemeSourceError`` naming the group when the identifier is empty, is
  ///   surrounded by whitespace, is `NSGlobalDomain`, or is another name
  ///   `UserDefaults(suiteName:)` refuses (on Apple platforms, the app's own bundle identifier).
  public init(appGroup: String) throws(ThemeSourceError) {
    func failure(_ found: String) -> ThemeSourceError {
      ThemeSourceError(
        source: "App Group \"\(appGroup)\"", place: "its identifier",
        expected: "an App Group identifier such as group.com.example.app", found: found)
    }
    guard !appGroup.isEmpty else { throw failure("an empty string") }
    guard appGroup.trimmingCharacters(in: .whitespacesAndNewlines) == appGroup else {
      throw failure("whitespace at either end")
    }
    // The global domain is every app's, not a group's. Apple's `UserDefaults(suiteName:)`
    // refuses it, and the app's own bundle identifier, with nil; swift-corelibs-foundation
    // accepts it, so it is refused here first, the same everywhere.
    guard appGroup != UserDefaults.globalDomain else {
      throw failure("the global domain, which is not a suite")
    }
    guard let defaults = UserDefaults(suiteName: appGroup) else {
      throw failure("a name UserDefaults(suiteName:) refuses")
    }
    self.defaults = defaults
    self.appGroup = appGroup
  }

  /// The store's name in errors: `UserDefaults`, or the App Group's suite.
  private var sourceName: String {
    appGroup.map { "UserDefaults suite of App Group \"\($0)\"" } ?? "UserDefaults"
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
        source: sourceName,
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
          source: sourceName,
          place: "key \"\(key)\"",
          expected: "a database that can be saved to disk",
          found: "synchronize() failed"
        )
      }
    #endif
  }
}
