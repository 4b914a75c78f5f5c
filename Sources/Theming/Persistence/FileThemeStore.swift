public import Foundation

/// A store that keeps its values in a JSON file, an object from key to string, written
/// atomically so that a crash mid-write never leaves half a file.
///
/// ```swift
/// let url = URL(fileURLWithPath: "/var/lib/myapp/theme.json")
/// let manager = ThemeManager(store: FileThemeStore(url: url))
/// ```
///
/// Each write replaces the whole file before it returns, so a choice survives any exit of the
/// process. A missing file reads as empty. A file that is not a JSON object of strings is
/// reported as ``ThemeSourceError`` naming the file, and the next write replaces it; a write
/// that fails throws one.
///
/// On platforms other than Apple's, ``ThemeManager`` uses this store by default, at
/// ``defaultLocation(forApplication:environment:)``: `$XDG_CONFIG_HOME/<app>/theme.json`, or
/// `~/.config/<app>/theme.json` when `XDG_CONFIG_HOME` is not set.
public final class FileThemeStore: ThemeStyleStore {
  /// The file the values live in.
  public let url: URL

  /// Creates a store over a file; the file and its folder are made on the first write.
  ///
  /// - Parameter url: A file URL.
  public init(url: URL) {
    self.url = url
  }

  /// The string stored under `key`.
  ///
  /// - Parameter key: The key to read.
  /// - Returns: The stored string, or `nil` when the file or the key is absent.
  /// - Throws: ``ThemeSourceError`` when the file cannot be read or is not a JSON object of
  ///   strings.
  public func string(forKey key: String) throws -> String? {
    guard let data = try readData(forKey: key) else { return nil }
    return try decode(data, forKey: key)[key]
  }

  /// Stores or removes the string under `key`, rewriting the file atomically.
  ///
  /// - Parameters:
  ///   - value: The string, or `nil` to remove the key.
  ///   - key: The key to write.
  /// - Throws: ``ThemeSourceError`` when the file exists but cannot be read (it is left as it
  ///   is, since it may hold other users' choices), or cannot be written.
  public func setString(_ value: String?, forKey key: String) throws {
    var values: [String: String] = [:]
    if let data = try readData(forKey: key) {
      // A corrupt file is replaced rather than kept: the new choice is worth more than it.
      values = (try? decode(data, forKey: key)) ?? [:]
    }
    values[key] = value
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = try encoder.encode(values)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try data.write(to: url, options: .atomic)
    } catch {
      throw ThemeSourceError(
        source: url.path,
        place: "key \"\(key)\"",
        expected: "a writable file",
        found: String(describing: error)
      )
    }
  }

  /// The file's bytes, or `nil` when there is no file.
  private func readData(forKey key: String) throws(ThemeSourceError) -> Data? {
    do {
      return try Data(contentsOf: url)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return nil }
      throw ThemeSourceError(
        source: url.path,
        place: "key \"\(key)\"",
        expected: "a readable file",
        found: String(describing: error)
      )
    }
  }

  private func decode(_ data: Data, forKey key: String) throws(ThemeSourceError) -> [String: String]
  {
    do {
      return try JSONDecoder().decode([String: String].self, from: data)
    } catch {
      throw ThemeSourceError(
        source: url.path,
        place: "key \"\(key)\"",
        expected: "a JSON object whose values are strings",
        found: String(describing: error)
      )
    }
  }
}
