public import Foundation
public import Theming

extension ThemeSkinManifest {
  /// A manifest for the pack in `folder`: every file in it but the manifest and its signature,
  /// with its size and SHA-256, in path order. What `theme-lint pack` writes.
  ///
  /// - Parameters:
  ///   - folder: The pack's folder.
  ///   - id: The skin's id.
  ///   - version: Its version.
  ///   - displayName: The name to show people.
  ///   - appearance: The system's look while it shows.
  ///   - parent: The id of the skin it inherits from.
  ///   - palettes: The files that hold the palette; by default every `.json`, `.plist` and
  ///     `.tokens` file at the top of the folder.
  ///   - limits: The limits the pack must keep.
  /// - Throws: ``ThemeSkinError`` for a symbolic link, a path a pack may not hold, two names
  ///   that differ only in case, or a pack beyond `limits`.
  public init(
    describingFolder folder: URL,
    id: String,
    version: ThemeSkinVersion,
    displayName: String,
    appearance: ThemeSystemAppearance,
    parent: String? = nil,
    palettes: [String]? = nil,
    limits: ThemeSkinLimits = .standard
  ) throws(ThemeSkinError) {
    let paths = try PackFolder.listFiles(in: folder, skin: id, limit: limits.maximumFileCount)
    var files: [ThemeSkinFile] = []
    for path in paths {
      let data = try PackFolder.read(
        path, in: folder, skin: id, maximumBytes: limits.maximumFileBytes)
      files.append(ThemeSkinFile(path: path, size: data.count, sha256: FileDigest.sha256(of: data)))
    }
    let chosen =
      palettes
      ?? paths.filter { path in
        !path.contains("/")
          && [".json", ".plist", ".tokens"].contains(where: { path.lowercased().hasSuffix($0) })
      }
    self.init(
      id: id, version: version, displayName: displayName, appearance: appearance, parent: parent,
      palettes: chosen, files: files)
    if let problem = ThemeSkinError.combining(limits.problems(with: self)) { throw problem }
  }
}
