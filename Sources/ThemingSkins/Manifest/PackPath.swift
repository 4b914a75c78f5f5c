/// The rules for a path inside a skin pack, and what a path names: every path stays inside the
/// pack's folder on every file system the pack may be written to.
enum PackPath {
  static let maximumLength = 512
  static let maximumPartLength = 128

  /// Why `path` may not name a file of a pack, or `nil` when it may.
  static func problem(with path: String) -> String? {
    if path.isEmpty { return "an empty path" }
    if path.utf8.count > maximumLength { return "a path of more than \(maximumLength) bytes" }
    if path.hasPrefix("/") || path.hasPrefix("~") { return "an absolute path" }
    if path.contains("\\") { return "a backslash, which some file systems read as a separator" }
    if path.contains(":") { return "a colon, which names a drive or a stream on some systems" }
    if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "a control character"
    }
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      if part.isEmpty { return "an empty folder name (`//` or a trailing `/`)" }
      if part == "." || part == ".." { return "`\(part)`, which leaves or repeats a folder" }
      if part.utf8.count > maximumPartLength {
        return "a name of more than \(maximumPartLength) bytes"
      }
    }
    return nil
  }

  /// The form under which two paths name the same file on a file system that ignores case and
  /// Unicode normalization, as those of Apple's platforms do by default. Swift compares
  /// strings by canonical equivalence, so the lowercased text serves as is.
  static func collisionKey(_ path: String) -> String {
    path.lowercased()
  }

  /// What a path in a pack holds, by the folder it is in.
  enum Resource: Hashable {
    /// An image under `images/`, its key, and its scale: 1, 2 or 3, or 0 for a PDF.
    case image(key: String, scale: Int)
    /// A font file under `fonts/`, named after the font.
    case font(name: String)
    /// Any other file under `files/`, by key.
    case file(key: String)
    /// A file outside those folders: a palette, or a file no key names.
    case other
  }

  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "heic", "pdf"]
  static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

  /// What `path`, a valid pack path, holds. A file under `images/` or `fonts/` of a type the
  /// folder does not take holds nothing a key names.
  static func resource(at path: String) -> Resource {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count >= 2, let folder = parts.first, let name = parts.last else { return .other }
    let (stem, fileExtension) = split(name)
    let inner = (parts.dropFirst().dropLast() + [stem]).joined(separator: ".")
    switch folder {
    case "images":
      guard imageExtensions.contains(fileExtension) else { return .other }
      if fileExtension == "pdf" { return .image(key: inner, scale: 0) }
      for scale in [2, 3] where inner.hasSuffix("@\(scale)x") {
        return .image(key: String(inner.dropLast(3)), scale: scale)
      }
      return .image(key: inner, scale: 1)
    case "fonts":
      return fontExtensions.contains(fileExtension) && parts.count == 2
        ? .font(name: stem) : .other
    case "files":
      return .file(key: inner)
    default:
      return .other
    }
  }

  /// The name without its extension, and the extension in lowercase (empty when none).
  static func split(_ name: String) -> (stem: String, fileExtension: String) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
    return (String(name[..<dot]), name[name.index(after: dot)...].lowercased())
  }
}
