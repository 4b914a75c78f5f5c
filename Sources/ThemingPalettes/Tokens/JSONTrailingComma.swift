import Theming

/// A comma after the last member of an object or the last element of an array (`{"a": 1,}`),
/// which JSON does not allow and people write: the parser reads it as if it were not there,
/// on every platform alike, and each reader turns it into a `readLeniently` note.
///
/// Foundation's own parser takes such a comma on Linux and refuses it on Apple platforms, so
/// the readers never let it decide: a file that loads in the tests loads on a phone.
struct JSONTrailingComma: Hashable {
  /// The path of the object or array the comma ends: member names and element indexes from
  /// the top, empty for the top level.
  let container: [String]
  /// Where the comma is: "line N, column M".
  let position: String
  /// Whether it ends an object (`}`) rather than an array (`]`).
  let inObject: Bool

  /// The note a reader keeps: the comma's place, what JSON expects there, and how it was read.
  ///
  /// - Parameters:
  ///   - source: The document's source.
  ///   - key: The key the note is about: the group or token the comma is in, as the reader
  ///     names it; empty for the document as a whole.
  ///   - description: How the place names what the comma ends; by default its path, or "the
  ///     top level".
  /// - Returns: A `readLeniently` note.
  func note(source: String, key: String, container description: String? = nil) -> ThemeLoadNote {
    let name = description ?? TokenPlace.describe(container)
    let closing = inObject ? "}" : "]"
    let issue = ThemeSourceError(
      source: source,
      place: "\(name) (\(position))",
      expected: inObject
        ? "another member after \",\" (JSON allows no comma before \"}\")"
        : "another element after \",\" (JSON allows no comma before \"]\")",
      found: "\"\(closing)\""
    )
    return ThemeLoadNote(
      key: key, kind: .readLeniently, issue: issue.readAs("read as if the comma were not there"))
  }
}

extension JSONTrailingComma {
  /// The key of the token or group a comma in a design-token document is in: its path up to
  /// the first property (`$value`, `$extensions`), so that a comma in a token's value is about
  /// the token; empty at the top level.
  var tokenKey: String { Self.tokenKey(of: container[...]) }

  /// The key of the token or group a comma in a Tokens Studio file of sets is in: the set's
  /// name, which is first, is no part of the key.
  var tokenKeyInSet: String { Self.tokenKey(of: container.dropFirst()) }

  private static func tokenKey(of path: ArraySlice<String>) -> String {
    TokenPlace.key(of: Array(path.prefix { !$0.hasPrefix("$") || $0 == "$root" }))
  }
}

extension JSONTrailingComma {
  /// The trailing commas of one text: the first ``maximumListed`` with their places, and a
  /// count of the rest, so that a hostile text of millions cannot make the notes on them
  /// exhaust memory.
  struct List {
    /// How many commas are listed with their places.
    static let maximumListed = 1_000

    /// The commas listed, in the order of the text.
    var listed: [JSONTrailingComma] = []
    /// How many more there are.
    var unlisted = 0

    /// A note on each listed comma, about the key `key` gives it, and one on the rest.
    func notes(source: String, key: (JSONTrailingComma) -> String) -> [ThemeLoadNote] {
      listed.map { $0.note(source: source, key: key($0)) }
        + (restNote(source: source).map { [$0] } ?? [])
    }

    /// The note on the commas not listed, about the document; `nil` when every one is listed.
    func restNote(source: String) -> ThemeLoadNote? {
      guard unlisted > 0 else { return nil }
      return ThemeLoadNote(
        key: "", kind: .readLeniently,
        issue: ThemeSourceError(
          source: source, place: "the rest of the document",
          expected: "at most \(Self.maximumListed) trailing commas reported",
          found: "\(unlisted) more, each read as if it were not there"))
    }
  }
}
