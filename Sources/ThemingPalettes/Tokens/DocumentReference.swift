import Foundation
import Theming

/// A reference from a resolver document to another document, held to the rule that keeps a
/// document from reaching beyond where it came from: a path relative to the resolver document,
/// within its folder. No scheme (`file:`, `https:`), no network path (`//host/…`), no absolute
/// path, no query, no backslash, and no `..` that climbs above the folder; percent-encoded
/// characters count as what they stand for, so `%2e%2e` is `..`.
struct DocumentReference: Hashable {
  /// The path's segments, without `.` and with every `..` taken back: within the folder.
  let segments: [String]

  /// The path relative to the resolver document's folder, `/`-separated.
  var path: String { segments.joined(separator: "/") }

  /// The confined form of `reference`, as written in `source` at `place`.
  ///
  /// - Throws: `ThemeSourceError` naming the reference and the rule it breaks.
  init(_ reference: String, source: String, place: String) throws(ThemeSourceError) {
    func refuse(_ why: String) -> ThemeSourceError {
      ThemeSourceError(
        source: source, place: place,
        expected: "a path relative to the resolver document, within its folder",
        found: "\"\(reference)\", \(why)")
    }
    guard !reference.isEmpty else { throw refuse("which is empty") }
    guard let decoded = reference.removingPercentEncoding else {
      throw refuse("whose percent-encoding is not valid")
    }
    if decoded.hasPrefix("//") { throw refuse("a network-path reference to another server") }
    if decoded.hasPrefix("/") { throw refuse("an absolute path") }
    if decoded.contains("\\") { throw refuse("which holds a backslash") }
    if decoded.contains("?") { throw refuse("which holds a query") }
    if decoded.contains(where: { $0.isNewline || $0 == "\0" }) {
      throw refuse("which holds a control character")
    }
    // A relative path's first segment cannot hold a colon: `file:/x`, `https:x`, `c:x` all
    // name a scheme.
    let parts = decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts[0].contains(":") { throw refuse("which names a scheme") }
    var segments: [String] = []
    for part in parts {
      switch part {
      case "", ".": continue
      case "..":
        guard !segments.isEmpty else { throw refuse("which climbs out of the document's folder") }
        segments.removeLast()
      default:
        segments.append(part)
      }
    }
    guard !segments.isEmpty else { throw refuse("which names the folder itself") }
    self.segments = segments
  }

  /// The file this reference names in `folder`, the resolver document's folder; symbolic links
  /// are followed, and one that leads out of the folder is refused.
  ///
  /// - Throws: `ThemeSourceError` naming the reference when it leads out of the folder.
  func file(in folder: URL, source: String, place: String) throws(ThemeSourceError) -> URL {
    let base = folder.standardizedFileURL.resolvingSymlinksInPath()
    var target = base
    for segment in segments { target.appendPathComponent(segment) }
    let resolved = target.standardizedFileURL.resolvingSymlinksInPath()
    // Compared as bytes: as characters, a name that starts with a combining mark would join
    // the slash before it and not match.
    let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
    guard resolved.path.utf8.starts(with: prefix.utf8) else {
      throw ThemeSourceError(
        source: source, place: place,
        expected: "a path relative to the resolver document, within its folder",
        found: "\"\(path)\", a link to \(resolved.path), outside it")
    }
    return resolved
  }

  /// The URL this reference names beside `document`, a remote resolver document: same scheme,
  /// host and port, within the document's folder.
  ///
  /// - Throws: `ThemeSourceError` naming the reference when the URL cannot be made.
  func url(besides document: URL, source: String, place: String) throws(ThemeSourceError) -> URL {
    let folder = document.deletingLastPathComponent()
    var target = folder
    for segment in segments { target.appendPathComponent(segment) }
    let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    guard target.scheme == document.scheme, target.host == document.host,
      target.port == document.port, target.path.utf8.starts(with: prefix.utf8)
    else {
      throw ThemeSourceError(
        source: source, place: place,
        expected: "a path relative to the resolver document, within its folder",
        found: "\"\(path)\", which leads to \(target.absoluteString)")
    }
    return target
  }
}
