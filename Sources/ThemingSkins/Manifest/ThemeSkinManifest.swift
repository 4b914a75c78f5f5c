public import Foundation
public import Theming

/// The manifest of a skin pack, `skin.json` at the top of the pack's folder: what the skin is,
/// which of its files hold its palette, and every file with its size and SHA-256.
///
/// ```json
/// {
///   "formatVersion": 1,
///   "id": "spring-festival",
///   "version": "1.0.0",
///   "displayName": "Spring Festival",
///   "appearance": "light",
///   "parent": "festival-base",
///   "palettes": ["palette.json"],
///   "files": [
///     { "path": "palette.json", "size": 412, "sha256": "9f86d0…" },
///     { "path": "images/navigationBg@2x.png", "size": 20311, "sha256": "…" }
///   ]
/// }
/// ```
///
/// The skin is a style: its ``id`` is the `ThemeStyle` apps switch to.
public struct ThemeSkinManifest: Hashable, Sendable {
  /// The newest format this library reads. A manifest of a newer format is refused with an
  /// error that says so, rather than half read.
  public static let currentFormatVersion = 1

  /// The skin's id and style name: 1–64 of `a`–`z`, `0`–`9`, `-`, `_` and `.`, starting with a
  /// letter or digit.
  public var id: String
  /// The version; an update installs a newer one.
  public var version: ThemeSkinVersion
  /// The format the manifest is written in.
  public var formatVersion: Int
  /// The name to show people.
  public var displayName: String
  /// The system's look for system chrome (keyboards, alerts, system colors) while the skin
  /// shows: `.light` or `.dark`.
  public var appearance: ThemeSystemAppearance
  /// The id of a skin whose values this one inherits where it has none of its own.
  public var parent: String?
  /// The files, among ``files``, that hold the skin's palette: theme files (`.json`, `.plist`)
  /// or design-token files (`.tokens.json`, `.tokens`), read in order.
  public var palettes: [String]
  /// Every file of the pack but the manifest.
  public var files: [ThemeSkinFile]

  /// The style apps switch to for this skin.
  public var style: ThemeStyle { ThemeStyle(rawValue: id) }

  /// Creates a manifest, such as one to write for a folder.
  public init(
    id: String,
    version: ThemeSkinVersion,
    displayName: String,
    appearance: ThemeSystemAppearance,
    parent: String? = nil,
    palettes: [String],
    files: [ThemeSkinFile],
    formatVersion: Int = ThemeSkinManifest.currentFormatVersion
  ) {
    self.id = id
    self.version = version
    self.formatVersion = formatVersion
    self.displayName = displayName
    self.appearance = appearance
    self.parent = parent
    self.palettes = palettes
    self.files = files
  }

  /// Reads and checks a manifest: every member, every path (inside the pack), every size and
  /// digest, and that each palette is a listed file. Every problem is reported.
  ///
  /// - Parameters:
  ///   - data: The manifest's bytes.
  ///   - source: Where it came from, naming the pack in errors until its id is read.
  /// - Throws: ``ThemeSkinError`` holding every problem found.
  public init(data: Data, source: String) throws(ThemeSkinError) {
    self = try ManifestReader.read(data, source: source)
  }

  /// Whether `id` may name a skin.
  public static func isValidID(_ id: String) -> Bool {
    guard (1...64).contains(id.utf8.count), let first = id.unicodeScalars.first,
      ("a"..."z").contains(first) || ("0"..."9").contains(first)
    else { return false }
    return id.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_.".unicodeScalars
          .contains(scalar)
    }
  }

  /// The manifest as JSON text, members sorted, two-space indents: what `theme-lint pack`
  /// writes.
  public var jsonText: String {
    ManifestWriter.text(of: self)
  }
}
