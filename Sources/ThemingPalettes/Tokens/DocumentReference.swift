import Foundation
import Theming

/// A reference from a resolver document to another document, as written in a `$ref` (without
/// its `#` fragment), held to the rule of where the resolver document came from. Whatever the
/// rule, a reference is a path: no scheme (`file:`, `https:`), no network path (`//host/…`,
/// with or without a user), no query, no backslash and no control character; percent-encoded
/// characters count as what they stand for, so `%2e%2e` is `..` and `%2F` a separator. Where
/// the path may lead is the ``Rule``'s: a value of this type exists only for a reference that
/// keeps it.
struct DocumentReference {
  /// Where a resolver document's references may lead.
  enum Rule {
    /// A path relative to the resolver document, within its folder: the rule for a loader of
    /// the caller's own, which is given the reference as written and may map it to anything.
    case folder
    /// A path relative to the resolver document, within the folder the user opened.
    case disk(Root)
    /// A path relative to the resolver document or from the server's root, on the same server.
    case server(Origin)

    /// The rule, worded for the user.
    var expected: String {
      switch self {
      case .folder: "a path relative to the resolver document, within its folder"
      case .disk(let root): "a path within \(root.url.path), relative to the resolver document"
      case .server(let origin):
        "a path on the same server (scheme, host and port) as the resolver document"
          + (origin.rootName.map { ", within \($0)" } ?? "")
      }
    }
  }

  /// The reference as written.
  let written: String
  /// What it names: the file on disk, the URL on a server; `nil` under ``Rule/folder``, where
  /// the loader is given ``written``.
  let target: URL?
  /// The path's segments from the rule's base, every `.` dropped and every `..` taken back:
  /// from the resolver document's folder under ``Rule/folder``, from the root on disk, from
  /// the server's root on a server.
  let segments: [String]

  /// The reference `reference`, written in `source` at `place`, if it keeps `rule`.
  ///
  /// - Throws: `ThemeSourceError` naming the reference, the rule and how it breaks it.
  init(_ reference: String, rule: Rule, source: String, place: String) throws(ThemeSourceError) {
    func refuse(_ why: String) -> ThemeSourceError {
      ThemeSourceError(
        source: source, place: place, expected: rule.expected, found: "\"\(reference)\", \(why)")
    }
    written = reference
    guard !reference.isEmpty else { throw refuse("which is empty") }
    guard let decoded = reference.removingPercentEncoding else {
      throw refuse("whose percent-encoding is not valid")
    }
    // `//host/…` and `//user@host/…` name another server by any URL's reading.
    if decoded.hasPrefix("//") { throw refuse("a network-path reference to another server") }
    // Some URL readers take a backslash for a slash, so `\\host` for a network path.
    if decoded.contains("\\") { throw refuse("which holds a backslash") }
    if decoded.contains("?") { throw refuse("which holds a query") }
    // C0 and C1 controls, and the line and paragraph separators: nothing a path needs, and
    // what could split a line of a log or a report.
    let controls: Set<UInt32> = [0x7F, 0x2028, 0x2029]
    if decoded.unicodeScalars.contains(where: {
      $0.value < 0x20 || (0x80...0x9F).contains($0.value) || controls.contains($0.value)
    }) {
      throw refuse("which holds a control character")
    }
    let isAbsolute = decoded.hasPrefix("/")
    let parts = decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // A relative path's first segment cannot hold a colon: `file:/x`, `https:x`, `c:x` all
    // name a scheme.
    if parts[0].contains(":") { throw refuse("which names a scheme") }
    switch rule {
    case .folder:
      if isAbsolute { throw refuse("an absolute path") }
      guard let segments = Self.resolve(parts, from: [], floor: 0) else {
        throw refuse("which climbs out of the document's folder")
      }
      guard !segments.isEmpty else { throw refuse("which names the folder itself") }
      self.segments = segments
      target = nil
    case .disk(let root):
      // A document on disk names files relative to itself, so that the same files read the
      // same wherever they are copied.
      if isAbsolute { throw refuse("an absolute path") }
      guard let segments = Self.resolve(parts, from: root.folder, floor: 0) else {
        throw refuse("which climbs out of \(root.url.path)")
      }
      guard !segments.isEmpty else { throw refuse("which names a folder") }
      var file = root.url
      for segment in segments { file.appendPathComponent(segment) }
      let resolved = file.standardizedFileURL.resolvingSymlinksInPath()
      guard root.contains(resolved) else {
        throw refuse("a link to \(resolved.path), outside \(root.url.path)")
      }
      self.segments = segments
      target = resolved
    case .server(let origin):
      let segments: [String]
      if isAbsolute {
        guard let fromTop = Self.resolve(parts, from: [], floor: 0) else {
          throw refuse("which climbs above the server's root")
        }
        guard fromTop.starts(with: origin.root) else {
          throw refuse("which leads outside \(origin.rootName ?? "/")")
        }
        segments = fromTop
      } else {
        guard let fromFolder = Self.resolve(parts, from: origin.folder, floor: origin.root.count)
        else {
          throw refuse("which climbs above \(origin.rootName ?? "the server's root")")
        }
        segments = fromFolder
      }
      guard segments.count > origin.root.count else { throw refuse("which names a folder") }
      guard let url = origin.url(of: segments) else { throw refuse("which makes no valid URL") }
      self.segments = segments
      target = url
    }
  }

  /// `folder` with `parts` applied: an empty part or `.` is skipped, `..` takes the last
  /// segment back, any other is added; `nil` when a `..` would take back one of the first `floor`.
  /// Every step is checked, not only the end: a path that climbs out and back in is refused,
  /// as what it passes through is outside.
  static func resolve(_ parts: [String], from folder: [String], floor: Int) -> [String]? {
    var segments = folder
    for part in parts {
      switch part {
      case "", ".": continue
      case "..":
        guard segments.count > floor else { return nil }
        segments.removeLast()
      default: segments.append(part)
      }
    }
    return segments
  }
}

extension DocumentReference {
  /// The folder a resolver document on disk may refer within, and where the document is in it.
  struct Root {
    /// The folder, its symbolic links resolved.
    let url: URL
    /// The resolver document's folder, as segments below ``url``.
    let folder: [String]

    /// The root for the resolver document at `document`: `root`, or else the document's
    /// folder. The document must be in it; symbolic links in either path are resolved first,
    /// so that a link cannot place a document inside a root it is outside of.
    ///
    /// - Throws: `ThemeSourceError` naming the document when `root` is not a file URL or the
    ///   document is not within it.
    init(document: URL, root: URL?, source: String) throws(ThemeSourceError) {
      let documentFolder = document.deletingLastPathComponent()
      if let root, !root.isFileURL {
        throw ThemeSourceError(
          source: source, place: "the root", expected: "a file URL of a folder",
          found: root.absoluteString)
      }
      url = (root ?? documentFolder).standardizedFileURL.resolvingSymlinksInPath()
      let resolved = documentFolder.standardizedFileURL.resolvingSymlinksInPath()
      guard let below = Self.segments(of: resolved, below: url) else {
        throw ThemeSourceError(
          source: source, place: "its folder",
          expected: "a resolver document within \(url.path)",
          found: "\(resolved.path), outside it")
      }
      folder = below
    }

    /// Whether `file`, its symbolic links resolved, is the root or within it.
    func contains(_ file: URL) -> Bool {
      Self.segments(of: file, below: url) != nil
    }

    /// The segments of `path` below `folder`, both resolved; `nil` when it is not within it.
    private static func segments(of path: URL, below folder: URL) -> [String]? {
      let inner = path.path
      let outer = folder.path
      // Compared as bytes: as characters, a name that starts with a combining mark would join
      // the slash before it and not match, and names the filesystem tells apart could match.
      if inner.utf8.elementsEqual(outer.utf8) { return [] }
      let prefix = outer.hasSuffix("/") ? outer : outer + "/"
      guard inner.utf8.starts(with: prefix.utf8) else { return nil }
      let rest = inner.utf8.dropFirst(prefix.utf8.count)
      return String(decoding: rest, as: UTF8.self)
        .split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
  }

  /// The server a remote resolver document is on: its scheme, user, host and port, which every
  /// reference keeps, and the path of the root its references may not leave.
  struct Origin: Sendable {
    /// The resolver document's URL without its path, query and fragment.
    private let server: URLComponents
    /// The root's segments from the server's root: none unless a root was given.
    let root: [String]
    /// The resolver document's folder's segments from the server's root.
    let folder: [String]
    /// The root as given, for errors; `nil` when it is the server's root.
    let rootName: String?

    /// The origin of the resolver document at `document`, with references kept within `root`
    /// when it is given: a URL on the same server whose path holds the document's.
    ///
    /// - Throws: `ThemeSourceError` naming the document when it is not an `http` or `https`
    ///   URL with a host, or `root` is on another server or does not hold the document.
    init(document: URL, root: URL?, source: String) throws(ThemeSourceError) {
      func refuse(_ place: String, _ expected: String, _ found: String) -> ThemeSourceError {
        ThemeSourceError(source: source, place: place, expected: expected, found: found)
      }
      guard var server = URLComponents(url: document, resolvingAgainstBaseURL: true),
        let scheme = server.scheme?.lowercased(), scheme == "http" || scheme == "https",
        let host = server.host, !host.isEmpty
      else {
        throw refuse("its URL", "an http or https URL with a host", document.absoluteString)
      }
      guard let documentFolder = Self.segments(ofFolder: server.percentEncodedPath, file: true)
      else {
        throw refuse("its URL", "a path that stays below the server's root", server.path)
      }
      folder = documentFolder
      if let root {
        guard let given = URLComponents(url: root, resolvingAgainstBaseURL: true),
          Self.port(of: given) == Self.port(of: server),
          given.scheme?.lowercased() == scheme, given.host?.lowercased() == host.lowercased(),
          let rootSegments = Self.segments(ofFolder: given.percentEncodedPath, file: false)
        else {
          throw refuse(
            "the root", "a folder on the same server (scheme, host and port)",
            root.absoluteString)
        }
        guard documentFolder.starts(with: rootSegments) else {
          throw refuse(
            "its URL", "a resolver document within \(root.absoluteString)", document.absoluteString)
        }
        self.root = rootSegments
        rootName = root.absoluteString
      } else {
        self.root = []
        rootName = nil
      }
      server.percentEncodedPath = ""
      server.query = nil
      server.fragment = nil
      self.server = server
    }

    /// Whether `url` is on this server (scheme, host and port) and within the root: what a
    /// redirect from a referenced document must keep to, as the reference itself does.
    func contains(_ url: URL) -> Bool {
      guard let other = URLComponents(url: url, resolvingAgainstBaseURL: true),
        other.scheme?.lowercased() == server.scheme?.lowercased(),
        other.host?.lowercased() == server.host?.lowercased(),
        Self.port(of: other) == Self.port(of: server),
        let segments = Self.segments(ofFolder: other.percentEncodedPath, file: false)
      else { return false }
      return segments.starts(with: root)
    }

    /// The URL of `segments` on the server, each percent-encoded as a path segment; checked to
    /// keep the server's scheme, host and port.
    func url(of segments: [String]) -> URL? {
      var components = server
      var path = ""
      for segment in segments {
        guard
          let encoded = segment.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters)
        else { return nil }
        path += "/" + encoded
      }
      components.percentEncodedPath = path
      // Read back, so that what is compared is what the URL says, not what was set.
      guard let url = components.url,
        let back = URLComponents(url: url, resolvingAgainstBaseURL: true),
        back.scheme == server.scheme, back.percentEncodedUser == server.percentEncodedUser,
        back.percentEncodedPassword == server.percentEncodedPassword,
        back.percentEncodedHost == server.percentEncodedHost, back.port == server.port
      else { return nil }
      return url
    }

    /// What a path segment may hold unencoded: RFC 3986's unreserved characters, and the
    /// delimiters a segment allows but `;`, which some servers take as the start of
    /// parameters. The rest, `/`, `?`, `#` and `%` among them, is percent-encoded, so that a
    /// segment stays one segment.
    private static let segmentCharacters = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,=:@"
    )

    /// The folder segments of a percent-encoded URL path, each decoded, dots resolved: of the
    /// folder that holds the path's last segment when `file`, else of the whole path. `nil`
    /// when the path climbs above the server's root.
    private static func segments(ofFolder path: String, file: Bool) -> [String]? {
      var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      if file, !parts.isEmpty { parts.removeLast() }
      return DocumentReference.resolve(
        parts.map { $0.removingPercentEncoding ?? $0 }, from: [], floor: 0)
    }

    /// The port a URL reaches: the one written, else its scheme's default.
    private static func port(of components: URLComponents) -> Int? {
      if let port = components.port { return port }
      switch components.scheme?.lowercased() {
      case "http": return 80
      case "https": return 443
      default: return nil
      }
    }
  }
}
