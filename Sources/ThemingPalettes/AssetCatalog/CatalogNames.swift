import Theming

/// The names of the folders and color sets a catalog is to hold, each checked as it is added,
/// so that nothing is lost on the file systems Xcode runs on.
///
/// A name must make one file name on macOS and Linux alike: not empty, no `/`, not starting
/// with a dot (Xcode and the reader pass over hidden files), no control characters, and at
/// most 255 bytes of UTF-8 with its extension. And no two may differ only in letter case or
/// Unicode normalization: macOS file systems do not tell those apart, so `Primary.colorset`
/// and `primary.colorset` would be one set, and folders `Surface` and `surface` one folder.
struct CatalogNames {
  /// The longest file name, in bytes of UTF-8, that APFS, HFS+ and ext4 all hold.
  static let maximumNameLength = 255

  /// A folder or set already added: its path as spelled, who added it, and for a top-level
  /// folder, the part of the catalog it belongs to (the keys', or a style's).
  private struct Entry {
    let spelling: [String]
    let owner: String
    let realm: String
  }

  /// The entries by path, each component lowercased.
  private var entries: [String: Entry] = [:]

  /// What is wrong with `name` as a file name with `suffix` (`.colorset`) after it, or `nil`.
  static func problem(with name: String, suffix: String = "") -> String? {
    if name.isEmpty { return "an empty name" }
    let shown = ThemeColor.describe(name)
    if name.contains("/") { return "\(shown), with a \"/\"" }
    if name.hasPrefix(".") { return "\(shown), which starts with a dot" }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "\(shown), with a control character"
    }
    let length = name.utf8.count + suffix.utf8.count
    if length > maximumNameLength {
      return "\(shown), \(length) bytes long as a file name"
    }
    return nil
  }

  /// Adds the folders of `path` and, last, a color set, unless one of them clashes with a
  /// name added before.
  ///
  /// - Parameters:
  ///   - path: The folder names, then the color set's file name with its extension.
  ///   - owner: Who the set is for, to name in a clash (`key "surface.bar"`).
  ///   - realm: The part of the catalog the top-level folder is for: `""` for the keys,
  ///     the style's name for a style's folder.
  /// - Returns: What the set clashes with, or `nil` when it was added.
  mutating func add(_ path: [String], owner: String, realm: String) -> String? {
    var added: [String: Entry] = [:]
    for end in path.indices {
      let spelling = Array(path[...end])
      let folded = spelling.map { $0.lowercased() }.joined(separator: "/")
      guard let entry = entries[folded] ?? added[folded] else {
        added[folded] = Entry(spelling: spelling, owner: owner, realm: realm)
        continue
      }
      let shown = entry.spelling.joined(separator: "/")
      // Compared scalar by scalar: Swift's `==` takes canonically equivalent text as equal,
      // but Linux file systems keep both forms apart, and macOS ones do not.
      let sameSpelling = zip(entry.spelling, spelling).allSatisfy {
        $0.unicodeScalars.elementsEqual($1.unicodeScalars)
      }
      if end == path.indices.last || !sameSpelling {
        return "\"\(spelling.joined(separator: "/"))\", which macOS takes for \"\(shown)\""
          + " of \(entry.owner)"
      }
      if entry.realm != realm {
        return "the folder \"\(shown)\", which \(entry.owner) uses too"
      }
    }
    entries.merge(added) { first, _ in first }
    return nil
  }
}
