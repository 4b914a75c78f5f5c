/// Why a skin pack was refused, or a store operation failed: the pack, the file in it, what was
/// expected there and what was found. Installed skins are untouched by any failed operation.
///
/// A manifest is checked whole: when it has several problems, the error is the first and
/// ``moreFindings`` holds the rest.
public struct ThemeSkinError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Reason: String, Hashable, Sendable {
    /// The manifest is not valid JSON, or a member is missing or of the wrong kind.
    case manifest
    /// A path in the manifest leaves the pack: absolute, `..`, a backslash, an empty part.
    case unsafePath
    /// Two paths that differ only in letter case or Unicode normalization, which name one
    /// file on the file systems of Apple's platforms.
    case caseCollision
    /// A file or folder of the pack is a symbolic link.
    case symbolicLink
    /// The pack lists more files than the store's limits allow.
    case tooManyFiles
    /// A file, or the pack, is larger than the store's limits allow.
    case tooLarge
    /// A file listed in the manifest is not in the pack.
    case missingFile
    /// A file's size differs from the manifest's.
    case sizeMismatch
    /// A file's SHA-256 differs from the manifest's.
    case hashMismatch
    /// A download failed, was cut short, or came from outside the pack's origin.
    case download
    /// The manifest's signature is missing or does not verify.
    case signature
    /// A palette file of the pack does not load.
    case palette
    /// The pack's version is not newer than the installed one.
    case notNewer
    /// No skin with that id is installed.
    case notInstalled
    /// The install was cancelled.
    case cancelled
    /// The store's folder could not be read or written.
    case storage
  }

  /// The kind of problem.
  public let reason: Reason
  /// The pack: its id once the manifest names one, else where it came from.
  public let skin: String
  /// The file in the pack, as the manifest names it; `nil` for the pack as a whole.
  public let file: String?
  /// What was expected.
  public let expected: String
  /// What was found instead.
  public let found: String
  /// The other problems found in the same check, in order.
  public internal(set) var moreFindings: [ThemeSkinError] = []

  /// Creates an error.
  public init(
    _ reason: Reason, skin: String, file: String? = nil, expected: String, found: String
  ) {
    self.reason = reason
    self.skin = skin
    self.file = file
    self.expected = expected
    self.found = found
  }

  /// This problem and every other one found with it.
  public var allFindings: [ThemeSkinError] {
    var first = self
    first.moreFindings = []
    return [first] + moreFindings
  }

  /// One line: `skin festival, images/bg.png: expected …, found …`.
  public var description: String {
    let place = file.map { "skin \(skin), \($0)" } ?? "skin \(skin)"
    let more = moreFindings.isEmpty ? "" : " (and \(moreFindings.count) more)"
    return "\(place): expected \(expected), found \(found)\(more)"
  }

  /// The first of `findings` holding the rest; `nil` when there are none.
  static func combining(_ findings: [ThemeSkinError]) -> ThemeSkinError? {
    guard var first = findings.first else { return nil }
    first.moreFindings = Array(findings.dropFirst())
    return first
  }
}
