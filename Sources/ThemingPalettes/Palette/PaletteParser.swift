import Foundation
import Theming

/// The readers behind ``ThemePalette``'s loaders. Every path through them ends in contents or
/// a `ThemeSourceError`; none traps on any input.
enum PaletteParser {
  /// How deep nested groups and arrays may go before a file is taken to be malformed.
  static let maximumDepth = 32

  /// How many values (groups and the values in them, each counted as often as the file refers
  /// to it) a binary property list may expand to: the work of reading one is bounded by this,
  /// not by its size in bytes, since shared references let a few bytes stand for millions.
  ///
  /// Foundation expands a shared dictionary once per reference, so the bound is set where a
  /// hostile file's expansion takes no longer than loading a 5 MB palette may (under a
  /// second). Palettes far larger than real ones stay under it: the benchmark's 5.5 MB
  /// palette, two styles of 95,100 keys, holds 190,200 values.
  static let maximumValues = 250_000

  static func read(_ url: URL) throws(ThemeSourceError) -> Data {
    // A FIFO or a device (`/dev/zero`) would block or never end, and a huge file would be
    // read whole: only a regular file of a bounded size is read.
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: url.resolvingSymlinksInPath().path)
    if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
      throw ThemeSourceError(
        source: url.path, place: "the file", expected: "a regular file",
        found: type == .typeDirectory ? "a folder" : "a \(Self.describe(type))")
    }
    if let size = (attributes?[.size] as? NSNumber)?.int64Value, size > maximumFileSize {
      throw ThemeSourceError(
        source: url.path, place: "the file",
        expected: "a file of at most \(maximumFileSize) bytes", found: "\(size) bytes")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw ThemeSourceError(
        source: url.path,
        place: "the file",
        expected: "a readable file",
        found: String(describing: error)
      )
    }
  }

  /// The largest file a loader reads: far more than any real palette or token export.
  static let maximumFileSize: Int64 = 256 * 1024 * 1024

  private static func describe(_ type: FileAttributeType) -> String {
    switch type {
    case .typeCharacterSpecial: "character device"
    case .typeBlockSpecial: "block device"
    case .typeSocket: "socket"
    case .typeSymbolicLink: "symbolic link that leads nowhere"
    default: "FIFO or other special file"
    }
  }

  // MARK: - Color tables

  static func colorTable(_ text: String, source: String) throws(ThemeSourceError)
    -> ThemePaletteContents
  {
    var styles: [ThemeStyle]?
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    var keyLines: [String: Int] = [:]
    // Any line break: a table saved on Windows ends its lines with "\r\n", one `Character`.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      let cells = Self.cells(of: line)
      if cells.isEmpty { continue }
      guard let header = styles else {
        styles = try Self.header(cells, line: number, source: source)
        continue
      }
      guard cells.count == header.count + 1 else {
        throw ThemeSourceError(
          source: source,
          place: "line \(number)",
          expected: "\(header.count) colors and a key",
          found: "\(cells.count) cells"
        )
      }
      let key = String(cells[cells.count - 1].text)
      if let first = keyLines[key] {
        throw ThemeSourceError(
          source: source,
          place: "line \(number), column \(cells[cells.count - 1].column)",
          expected: "a key not used before",
          found: "\"\(key)\", already on line \(first)"
        )
      }
      var values: [ThemeStyle: ThemePaletteValue] = [:]
      for (style, cell) in zip(header, cells) {
        let place = "line \(number), column \(cell.column)"
        do {
          values[style] = .string(try ThemeColor(hex: String(cell.text)).hexString)
        } catch {
          throw ThemeSourceError(
            source: source,
            place: place,
            expected: error.expected,
            found: error.found
          )
        }
      }
      keyLines[key] = number
      entries[key] = values
    }
    guard let header = styles else {
      throw ThemeSourceError(
        source: source,
        place: "line 1",
        expected: "a first row of style names",
        found: "no rows"
      )
    }
    return try ThemePaletteContents(styles: header, entries: entries, source: source)
  }

  private static func header(_ cells: [Cell], line: Int, source: String) throws(ThemeSourceError)
    -> [ThemeStyle]
  {
    var seen: Set<ThemeStyle> = []
    var styles: [ThemeStyle] = []
    for cell in cells {
      // A first row of colors means the header is missing, not that styles are named "#fff".
      let looksLikeAColor = cell.text.hasPrefix("#") || cell.text.lowercased().hasPrefix("0x")
      if looksLikeAColor, (try? ThemeColor(hex: String(cell.text))) != nil {
        throw ThemeSourceError(
          source: source,
          place: "line \(line), column \(cell.column)",
          expected: "a first row of style names",
          found: "the color \(cell.text)"
        )
      }
      let style = ThemeStyle(rawValue: String(cell.text))
      guard seen.insert(style).inserted else {
        throw ThemeSourceError(
          source: source,
          place: "line \(line), column \(cell.column)",
          expected: "each style named once",
          found: "\"\(style)\" again"
        )
      }
      styles.append(style)
    }
    return styles
  }

  private struct Cell {
    let text: Substring
    let column: Int
  }

  /// The whitespace-separated cells of a line, with their 1-based columns.
  private static func cells(of line: Substring) -> [Cell] {
    var cells: [Cell] = []
    var column = 0
    var start: Substring.Index?
    var startColumn = 0
    for index in line.indices {
      column += 1
      if line[index].isPlainWhitespace {
        if let open = start {
          cells.append(Cell(text: line[open..<index], column: startColumn))
          start = nil
        }
      } else if start == nil {
        start = index
        startColumn = column
      }
    }
    if let open = start {
      cells.append(Cell(text: line[open...], column: startColumn))
    }
    return cells
  }

  // MARK: - JSON and property lists

  /// JSON text parsed by the library's own parser (``TokenJSONParser``), never by Foundation's:
  /// numbers keep their value (Foundation's parser on Linux rounds the last digit of some), and
  /// what loads does not depend on the platform (Foundation's parser takes a trailing comma on
  /// Linux and refuses it on Apple platforms). A trailing comma is read as if it were not there,
  /// and noted.
  ///
  /// Text the parser refuses is refused everywhere. Foundation's parser only words the error
  /// when it refuses the text too (its messages name the place, the line and column, and what
  /// it met); when it takes it, what it took is not used, and the parser's own error is thrown.
  static func parseJSON(_ data: Data, source: String) throws(ThemeSourceError)
    -> PaletteDocument
  {
    var commas = JSONTrailingComma.List()
    do {
      let value = try TokenJSONParser.parse(data, source: source, trailingCommas: &commas)
      return PaletteDocument(object: value.foundationObject, trailingCommas: commas, jsonText: data)
    } catch {
      // Read as UTF-8 throughout, so that the places of Foundation's errors count the same
      // characters it parsed.
      _ = try parse(
        utf8Text(data),
        source: source,
        whole: "the JSON text",
        expected: "a JSON object of styles"
      ) {
        try JSONSerialization.jsonObject(with: $0, options: [])
      }
      throw error
    }
  }

  static func parsePropertyList(_ data: Data, source: String) throws(ThemeSourceError)
    -> PaletteDocument
  {
    // Checked before Foundation reads the file, because on Linux its reading already expands
    // every shared reference, and crashes on a set.
    switch BinaryPropertyListCheck.firstProblem(in: data, valueLimit: maximumValues) {
    case .tooManyValues(let place):
      throw ThemeSourceError(
        source: source,
        place: place,
        expected: "at most \(maximumValues) values",
        found: "more, counting each shared dictionary as often as it is referred to"
      )
    case .set(let place):
      throw ThemeSourceError(
        source: source,
        place: place,
        expected: place == BinaryPropertyListCheck.topLevel
          ? "an object with one member per style" : "a string, a number or a group",
        found: "a set"
      )
    case nil:
      break
    }
    let object = try parse(
      data,
      source: source,
      whole: "the property list",
      expected: "a property list dictionary of styles"
    ) {
      try PropertyListSerialization.propertyList(from: $0, options: [], format: nil)
    }
    try rejectDuplicate(DuplicateKeys.inXMLPropertyList(utf8Text(data)), source: source)
    return PaletteDocument(object: object)
  }

  /// `data` as UTF-8 without a byte-order mark. Foundation also reads UTF-16 and UTF-32 text,
  /// told by a byte-order mark or by where the zero bytes fall in the first four (RFC 4627,
  /// section 3); a byte scan of such text would mistake its bytes for other characters. Data
  /// that does not decode is returned as it is, for the parser to reject.
  static func utf8Text(_ data: Data) -> Data {
    let head = [UInt8](data.prefix(4)) + [1, 1, 1, 1]
    let encoding: String.Encoding
    switch (head[0], head[1], head[2], head[3]) {
    case (0xEF, 0xBB, 0xBF, _): return Data(data.dropFirst(3))
    case (0, 0, 0xFE, 0xFF), (0, 0, 0, _): encoding = .utf32BigEndian
    case (0xFF, 0xFE, 0, 0), (_, 0, 0, 0): encoding = .utf32LittleEndian
    case (0xFE, 0xFF, _, _), (0, _, _, _): encoding = .utf16BigEndian
    case (0xFF, 0xFE, _, _), (_, 0, _, _): encoding = .utf16LittleEndian
    default: return data
    }
    guard var text = String(data: data, encoding: encoding) else { return data }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return Data(text.utf8)
  }

  /// A key given twice in one object: Foundation kept the second value and dropped the first.
  private static func rejectDuplicate(_ duplicate: DuplicateKeys.Duplicate?, source: String)
    throws(ThemeSourceError)
  {
    guard let duplicate else { return }
    throw ThemeSourceError(
      source: source,
      place: duplicate.place,
      expected: "each key once in an object",
      found: "\"\(duplicate.key)\" again, first on line \(duplicate.firstLine)"
    )
  }

  /// Runs a Foundation parser, turning its error into one that names the source and, when the
  /// parser's message allows, the line and column.
  private static func parse(
    _ data: Data,
    source: String,
    whole: String,
    expected: String,
    with parser: (Data) throws -> Any
  ) throws(ThemeSourceError) -> Any {
    do {
      return try parser(data)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw ThemeSourceError(
        source: source,
        place: Self.location(in: detail, of: data) ?? whole,
        expected: expected,
        found: detail ?? String(describing: error)
      )
    }
  }

  /// The place a parser's message points at, as "line N, column M": read from the message when
  /// it names a line, computed from the data when it names a character offset, and the last
  /// line when the text ended early.
  private static func location(in message: String?, of data: Data) -> String? {
    guard let message else { return nil }
    if let line = number(after: "line ", in: message) {
      return number(after: "column ", in: message).map { "line \(line), column \($0)" }
        ?? "line \(line)"
    }
    // "around character 24", or "in \"ZZZZ\" at 9": byte offsets.
    if let offset = number(after: "character ", in: message) ?? number(after: " at ", in: message) {
      return lineAndColumn(ofByte: offset, in: data)
    }
    if message.contains("end of file") || message.contains("Unexpected end") {
      return "the end of the text, " + lineAndColumn(ofByte: data.count, in: data)
    }
    return nil
  }

  /// The number right after the first `marker` that is followed by one ("Unescaped control
  /// character around character 24" has two).
  private static func number(after marker: String, in message: String) -> Int? {
    var rest = message[...]
    while let range = rest.range(of: marker) {
      if let number = Int(rest[range.upperBound...].prefix(while: \.isASCIIDigit)) {
        return number
      }
      rest = rest[range.upperBound...]
    }
    return nil
  }

  private static func lineAndColumn(ofByte offset: Int, in data: Data) -> String {
    var position = TextPosition(bytes: [UInt8](data))
    return position.place(of: offset)
  }

  /// Contents from `{style: {key: value, group or array}}`, with notes on what the text bent
  /// (``PaletteGroupReader``).
  static func styleTree(_ document: PaletteDocument, defaultStyle: ThemeStyle?, source: String)
    throws(ThemeSourceError) -> ThemePaletteContents
  {
    let top = try keysAndValues(
      document.object, expected: "an object with one member per style",
      document: "a palette of one object per style", accepting: [.styleTree],
      source: source)
    var names = top.keys.map(ThemeStyle.init(rawValue:)).sorted()
    let first = defaultStyle ?? (names.contains(.light) ? .light : names.first)
    if let first, let index = names.firstIndex(of: first) {
      names.remove(at: index)
      names.insert(first, at: 0)
    } else if let first {
      throw ThemeSourceError(
        source: source,
        place: "the top level",
        expected: "the default style \"\(first)\"",
        found: "the styles \(names.map(\.rawValue))"
      )
    }
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    let reader = PaletteGroupReader(document: document, source: source)
    for style in names {
      guard let group = top[style.rawValue] as? [String: Any] else {
        throw ThemeSourceError(
          source: source,
          place: style.rawValue,
          expected: "an object of keys",
          found: Self.kind(of: top[style.rawValue] as Any)
        )
      }
      for (key, value) in reader.values(of: group, style: style.rawValue) {
        entries[key, default: [:]][style] = value
      }
    }
    let notes = try reader.finish()
    var contents = try ThemePaletteContents(styles: names, entries: entries, source: source)
    contents.loadNotes = notes
    return contents
  }

  /// The values of one style's theme file (SwiftTheme's form: the object that a style-tree
  /// document holds under each style), read from JSON or a property list by its first bytes,
  /// with notes on what the text bent. Nested groups and arrays become dotted keys, as in a
  /// style tree.
  static func themeFile(_ data: Data, source: String) throws(ThemeSourceError)
    -> (values: [String: ThemePaletteValue], notes: [ThemeLoadNote])
  {
    let document =
      isPropertyList(data)
      ? try parsePropertyList(data, source: source) : try parseJSON(data, source: source)
    let group = try keysAndValues(
      document.object, expected: "an object of keys", document: "a theme file of keys and values",
      accepting: [.styleTree, .themeFile], source: source)
    let reader = PaletteGroupReader(document: document, source: source)
    let values = reader.values(of: group, style: nil)
    return (values, try reader.finish())
  }

  /// The document's top-level object, when it is one of keys and values: read as such, a token
  /// document would give keys such as `black.$value`, so it is refused, with what it is.
  ///
  /// - Parameters:
  ///   - object: The parsed document.
  ///   - expected: What the top level must be, for the error when it is not an object.
  ///   - document: What the document must be, for the error when it holds tokens.
  ///   - kinds: The kinds of document the caller reads.
  ///   - source: Where it came from.
  /// - Returns: The top-level object.
  /// - Throws: `ThemeSourceError` when the top level is no object, or the document is another
  ///   kind (``JSONDocumentKind``).
  private static func keysAndValues(
    _ object: Any, expected: String, document: String, accepting kinds: [JSONDocumentKind],
    source: String
  ) throws(ThemeSourceError) -> [String: Any] {
    guard let top = object as? [String: Any] else {
      throw ThemeSourceError(
        source: source, place: "the top level", expected: expected, found: Self.kind(of: object))
    }
    let kind = JSONDocumentKind.of(top)
    guard kinds.contains(kind) else {
      throw ThemeSourceError(
        source: source,
        place: "the document",
        expected: "\(document) (load each kind with its own reader)",
        found: kind.description
      )
    }
    return top
  }

  /// Whether `data` starts as a property list does: `bplist` or an XML declaration or
  /// `<plist` (white space first allowed), rather than as JSON.
  static func isPropertyList(_ data: Data) -> Bool {
    let head = data.prefix(64).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    return head.starts(with: Array("bplist".utf8)) || head.starts(with: Array("<?xml".utf8))
      || head.starts(with: Array("<plist".utf8)) || head.starts(with: Array("<!DOCTYPE".utf8))
  }

  /// Whether a parsed number is a boolean, which Foundation gives as an `NSNumber` too.
  static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
      && (number == NSNumber(value: true) || number == NSNumber(value: false))
  }

  /// What kind of parsed value `value` is, for messages.
  static func kind(of value: Any) -> String {
    switch value {
    case is [Any]: "an array"
    case is [String: Any]: "an object"
    case is String: "a string"
    case let number as NSNumber: Self.isBoolean(number) ? "a boolean" : "a number"
    case is Data: "data"
    case is Date: "a date"
    case is NSNull: "null"
    default: "a value of type \(type(of: value))"
    }
  }
}

extension Character {
  /// Whether the character is one of the digits 0 to 9, as the offsets in Foundation's parser
  /// messages are written (`isNumber` also takes other scripts' digits and fractions).
  fileprivate var isASCIIDigit: Bool {
    asciiValue.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
  }
}
