import Foundation
import Theming
import ThemingSkins

/// Pack folders and store folders in a temporary folder of their own, removed by `remove()`.
struct PackFixture {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingSkins-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// A store folder inside the fixture (not created).
  var storeFolder: URL { root.appendingPathComponent("store", isDirectory: true) }

  /// Writes a pack: `palette.json` holding `palette` (a theme file, one style), the files given
  /// (path → bytes), and a manifest written for them.
  @discardableResult
  func pack(
    _ id: String,
    version: String = "1.0.0",
    appearance: ThemeSystemAppearance = .light,
    parent: String? = nil,
    palette: String = "{}",
    files: [String: Data] = [:],
    named folderName: String? = nil
  ) throws -> URL {
    let folder = root.appendingPathComponent(folderName ?? "\(id)-\(version)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(palette.utf8).write(to: folder.appendingPathComponent("palette.json"))
    for (path, data) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    try writeManifest(
      for: folder, id: id, version: version, appearance: appearance, parent: parent)
    return folder
  }

  /// Writes `skin.json` for the files in `folder` as they are now.
  func writeManifest(
    for folder: URL, id: String, version: String = "1.0.0",
    appearance: ThemeSystemAppearance = .light, parent: String? = nil
  ) throws {
    guard let parsed = ThemeSkinVersion(version) else { throw CocoaError(.coderInvalidValue) }
    let manifest = try ThemeSkinManifest(
      describingFolder: folder, id: id, version: parsed, displayName: id.capitalized,
      appearance: appearance, parent: parent)
    try Data(manifest.jsonText.utf8).write(to: folder.appendingPathComponent("skin.json"))
  }

  /// Every path under `folder`, with each file's bytes: what a test compares before and after.
  func tree(_ folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
      return result
    }
    while let path = enumerator.nextObject() as? String {
      let url = folder.appendingPathComponent(path)
      result[path] = (try? Data(contentsOf: url)) ?? Data()
    }
    return result
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

extension Data {
  /// Stand-in image bytes: the store never decodes them on this platform.
  static func image(_ text: String) -> Data { Data("PNG:\(text)".utf8) }
}
