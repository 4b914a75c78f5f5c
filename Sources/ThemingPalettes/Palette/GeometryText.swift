import Theming

/// Reads geometry as configurations write it, in braces: `{16, 44, 13, 33}`, and the nested form
/// UIKit's `NSStringFromCGRect` writes, `{{16, 44}, {13, 33}}`. Numbers are decimal (`-2.5`,
/// `1e3`), with white space allowed around each.
enum GeometryText {
  /// What a brace holds: numbers, or braces of numbers.
  enum Item: Equatable {
    case number(Double)
    case group([Item])
  }

  /// Longer text is no geometry: bounds the work on hostile input.
  static let maximumLength = 256

  /// The items of `text`, one brace with numbers or braces of numbers in it, nested at most
  /// two deep; `nil` for anything else.
  static func items(of text: String) -> [Item]? {
    guard text.utf8.count <= maximumLength else { return nil }
    var reader = Reader(characters: Array(text))
    reader.skipWhitespace()
    guard case .group(let items)? = reader.item(depth: 0) else { return nil }
    reader.skipWhitespace()
    return reader.atEnd ? items : nil
  }

  /// The numbers of `items` when every one is a number.
  static func numbers(_ items: [Item]) -> [Double]? {
    var numbers: [Double] = []
    for item in items {
      guard case .number(let number) = item else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// `numbers` as geometry is written, `{16, 44, 13, 33}`: what the readers read back.
  static func text(of numbers: [Double]) -> String {
    "{" + numbers.map(TokenNumber.text).joined(separator: ", ") + "}"
  }

  /// The error for `text` that is not geometry of the form `expected`.
  static func error(_ text: String, expected: String, source: String) -> ThemeSourceError {
    ThemeSourceError(
      source: source, place: ThemeColor.describe(text), expected: expected,
      found: ThemeColor.describe(text))
  }

  private struct Reader {
    let characters: [Character]
    var index = 0

    var atEnd: Bool { index == characters.count }

    mutating func skipWhitespace() {
      while index < characters.count, characters[index].isPlainWhitespace { index += 1 }
    }

    /// A brace of items, or a number.
    mutating func item(depth: Int) -> Item? {
      guard index < characters.count else { return nil }
      guard characters[index] == "{" else {
        let start = index
        while index < characters.count, !",}".contains(characters[index]),
          !characters[index].isPlainWhitespace
        {
          index += 1
        }
        return TokenNumber.decimal(String(characters[start..<index])).map(Item.number)
      }
      guard depth < 2 else { return nil }
      index += 1
      var items: [Item] = []
      while true {
        skipWhitespace()
        guard let item = item(depth: depth + 1) else { return nil }
        items.append(item)
        skipWhitespace()
        guard index < characters.count else { return nil }
        let separator = characters[index]
        index += 1
        if separator == "}" { return .group(items) }
        guard separator == "," else { return nil }
      }
    }
  }
}
