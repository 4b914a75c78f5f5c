import Foundation

/// The files a skin's keys name, by kind: images by key and scale, fonts by name, other files
/// by key. Paths are relative to the skin's folder.
struct ResourceIndex: Sendable {
  private(set) var images: [String: [Int: String]] = [:]
  private(set) var fonts: [String: String] = [:]
  private(set) var files: [String: String] = [:]

  init(paths: some Sequence<String>) {
    for path in paths {
      switch PackPath.resource(at: path) {
      case .image(let key, let scale): images[key, default: [:]][scale] = path
      case .font(let name): fonts[name] = path
      case .file(let key): files[key] = path
      case .other: break
      }
    }
  }

  /// The index of a folder laid out as a pack (`images/`, `fonts/`, `files/`), such as the
  /// app's default resources; at most `limit` files are looked at, and links are not followed.
  init(scanning folder: URL, limit: Int = 10_000) {
    var paths: [String] = []
    for top in ["images", "fonts", "files"] {
      let root = folder.appendingPathComponent(top, isDirectory: true)
      guard
        let enumerator = FileManager.default.enumerator(
          at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      else { continue }
      let prefix = root.standardizedFileURL.path + "/"
      while paths.count < limit, let url = enumerator.nextObject() as? URL {
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(prefix) else { continue }
        let inner = String(full.dropFirst(prefix.count))
        if PackPath.problem(with: inner) == nil { paths.append("\(top)/\(inner)") }
      }
    }
    self.init(paths: paths)
  }

  /// The path of the variant of image `key` to show at `scale`: that scale's, else a PDF,
  /// else the nearest larger, else the nearest smaller.
  func image(_ key: String, scale: Int) -> (path: String, scale: Int)? {
    guard let variants = images[key] else { return nil }
    if let exact = variants[scale] { return (exact, scale) }
    if let vector = variants[0] { return (vector, 0) }
    let sizes = variants.keys.sorted()
    guard let chosen = sizes.first(where: { $0 > scale }) ?? sizes.last,
      let path = variants[chosen]
    else { return nil }
    return (path, chosen)
  }
}
