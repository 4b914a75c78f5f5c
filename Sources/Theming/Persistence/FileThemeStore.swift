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
/// process. A missing file reads as empty. A write that fails throws ``ThemeSourceError``.
///
/// The file may be shared by every user of the application (each has a key of their own,
/// derived from ``ThemeManager/storeConfigsIdentifierKey``) and by other programs, so an entry
/// costs only itself:
///
/// - A write keeps every entry but the one it writes, of whatever JSON type (strings, numbers,
///   booleans, `null`, arrays, objects): each is written back as `JSONSerialization` reads it,
///   with the keys sorted. An integer stays an integer and a boolean a boolean, though a
///   number's spelling may change (`1e3` is written `1000`).
/// - Reading a key whose value is not a string throws ``ThemeSourceError`` naming the file,
///   the key and the value found; every other key reads as before. Writing that key replaces
///   its value.
/// - A file that is not a JSON object, such as an array or a truncated file, holds no entry to
///   keep: reading any key throws ``ThemeSourceError`` naming the file, and the next write
///   replaces the file with one holding only the key written. A file holding a value that
///   `JSONSerialization` cannot represent, such as the number `1e400`, is treated the same way.
///
/// Processes that share the file take turns: each write holds an advisory lock (`flock`) on a
/// file beside it, `theme.json.lock`, from reading the file to replacing it, so that two
/// writes at once keep both entries. A write through a symbolic link replaces the file the
/// link leads to and keeps the link. Every string, keys included, reads back as written: a
/// U+FEFF, which Foundation's reader on Linux drops from the start of a string, is written as
/// the escape `\uFEFF`.
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
  /// Only the entry under `key` is read: other entries may hold anything, such as another
  /// program's settings, without making this one unreadable.
  ///
  /// - Parameter key: The key to read.
  /// - Returns: The stored string, or `nil` when the file or the key is absent.
  /// - Throws: ``ThemeSourceError`` naming the file when it cannot be read or is not a JSON
  ///   object, or naming the file and `key` when the value under `key` is not a string.
  public func string(forKey key: String) throws -> String? {
    guard let data = try readData(forKey: key) else { return nil }
    guard let value = try decode(data, forKey: key)[key] else { return nil }
    guard let string = value as? String else {
      throw ThemeSourceError(
        source: url.path,
        place: "key \"\(key)\"",
        expected: "a string",
        found: Self.describe(value)
      )
    }
    return string
  }

  /// Stores or removes the string under `key`, rewriting the file atomically.
  ///
  /// Every other entry is written back as it was read, whatever its JSON type, so that the
  /// other users' choices and other programs' settings survive. A value under `key` that is
  /// not a string is replaced. A file that is not a JSON object is replaced by one holding
  /// only `key`.
  ///
  /// - Parameters:
  ///   - value: The string, or `nil` to remove the key.
  ///   - key: The key to write.
  /// - Throws: ``ThemeSourceError`` when the file exists but cannot be read (it is left as it
  ///   is, since it may hold other users' choices), or cannot be written.
  public func setString(_ value: String?, forKey key: String) throws {
    // Processes that share the file take turns: without the lock, two read-modify-writes that
    // overlap lose the first one's entry.
    let lock = try FileLock(beside: target, forKey: key)
    defer { lock.release() }
    var values: [String: Any] = [:]
    if let data = try readData(forKey: key) {
      // A file that is not a JSON object holds no entry to keep, and the new choice is worth
      // more than it, so it is replaced.
      values = (try? decode(data, forKey: key)) ?? [:]
    }
    values[key] = value
    do {
      // Every value was read from JSON or is `value`, so this holds; checked all the same, since
      // on Apple platforms writing a value JSON cannot hold raises an uncatchable exception.
      guard JSONSerialization.isValidJSONObject(values) else {
        throw ThemeSourceError(
          source: url.path,
          place: "key \"\(key)\"",
          expected: "entries that can be written as JSON",
          found: "an entry JSONSerialization cannot write"
        )
      }
      let data = try JSONSerialization.data(
        withJSONObject: values,
        options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      )
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try Self.escapingByteOrderMarks(data).write(to: target, options: .atomic)
    } catch let error as ThemeSourceError {
      throw error
    } catch {
      throw ThemeSourceError(
        source: url.path,
        place: "key \"\(key)\"",
        expected: "a writable file",
        found: String(describing: error)
      )
    }
  }

  /// The file written: `url`, or the file a symbolic link there leads to, which is replaced
  /// rather than the link, so that the link and the other programs that read through it keep
  /// seeing every choice.
  private var target: URL { url.resolvingSymlinksInPath() }

  /// The file's bytes, or `nil` when there is no file.
  private func readData(forKey key: String) throws(ThemeSourceError) -> Data? {
    do {
      return Self.escapingByteOrderMarks(try Data(contentsOf: url))
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

  /// The file's entries, each value as `JSONSerialization` reads it: a string, a number, a
  /// boolean, `NSNull`, an array or a dictionary.
  private func decode(_ data: Data, forKey key: String) throws(ThemeSourceError) -> [String: Any] {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw corruptFileError(forKey: key, found: String(describing: error))
    }
    guard let entries = object as? [String: Any] else {
      throw corruptFileError(forKey: key, found: Self.describe(object))
    }
    return entries
  }

  private func corruptFileError(forKey key: String, found: String) -> ThemeSourceError {
    ThemeSourceError(
      source: url.path,
      place: "key \"\(key)\"",
      expected: "a JSON object",
      found: found
    )
  }

  /// `data` with every U+FEFF after its first byte written as the escape `\uFEFF`: Foundation's
  /// JSON reader on Linux drops a U+FEFF that starts a string, so a style named with one would
  /// come back without it. Inside JSON text the character can only be in a string, where the
  /// escape means the same; one at the very start is a byte order mark, and stays.
  static func escapingByteOrderMarks(_ data: Data) -> Data {
    let bytes = [UInt8](data)
    var escaped: [UInt8] = []
    escaped.reserveCapacity(bytes.count)
    var found = false
    var index = 0
    while index < bytes.count {
      if index > 0, index + 2 < bytes.count, bytes[index] == 0xEF, bytes[index + 1] == 0xBB,
        bytes[index + 2] == 0xBF
      {
        escaped += Array("\\uFEFF".utf8)
        index += 3
        found = true
      } else {
        escaped.append(bytes[index])
        index += 1
      }
    }
    return found ? Data(escaped) : data
  }

  /// How many characters of a value an error quotes before it cuts the rest.
  private static let describedValueLength = 80

  /// `value` as compact JSON, cut after `describedValueLength` characters.
  private static func describe(_ value: Any) -> String {
    let options: JSONSerialization.WritingOptions = [
      .fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes,
    ]
    // Checked first: on Apple platforms, writing a value JSON cannot hold raises an exception
    // that Swift cannot catch. Wrapped in an array, the check covers a string or number too.
    guard JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: value, options: options)
    else {
      return String(describing: type(of: value))
    }
    let text = String(decoding: data, as: UTF8.self)
    guard text.count > describedValueLength else { return text }
    return String(text.prefix(describedValueLength)) + "…"
  }
}
