import Foundation
import Theming

/// A JSON parser for palettes and design-token documents (RFC 8259), written for them rather
/// than taken from Foundation for four reasons: numbers must read back exactly as the writer
/// wrote them (Foundation's parser on Linux rounds the last digit of some), a key given twice
/// in one object must be an error rather than lose the first value, every error must name its
/// line and column, and what it accepts must not depend on the platform (Foundation's parser
/// takes a trailing comma on Linux and refuses it on Apple platforms). Nesting is limited, so
/// no input can exhaust the stack.
///
/// One leniency, the same everywhere: a comma after the last member of an object or the last
/// element of an array, which people write and JSON does not allow, is read as if it were not
/// there, and reported (``JSONTrailingComma``) for the reader to note.
struct TokenJSONParser {
  private let bytes: [UInt8]
  private let source: String
  private var index = 0
  private var positions: TextPosition
  /// Whether the path of the current value is kept: only in a second pass, made when a place
  /// must be named by path, so that the first pass does no work for the rare file that needs it.
  private let tracksPaths: Bool
  /// The member names and element indexes from the top to the current value, when tracked.
  private var path: [String] = []
  /// The values whose start is wanted, by path, and where each was found.
  private var wanted: Set<[String]> = []
  private var valueOffsets: [[String]: Int] = [:]
  /// The trailing commas met, as many as are listed: where each is, and the path of what it
  /// ends when tracked; and how many more.
  private var commas: [(offset: Int, container: [String], inObject: Bool)] = []
  private var unlistedCommas = 0

  private init(bytes: [UInt8], source: String, tracksPaths: Bool = false) {
    self.bytes = bytes
    self.source = source
    self.positions = TextPosition(bytes: bytes)
    self.tracksPaths = tracksPaths
  }

  /// The value of the JSON text `data`: UTF-8, or UTF-16 or UTF-32 as RFC 4627 tells them. A
  /// trailing comma is read as if it were not there, without a word; readers that keep notes
  /// call ``parse(_:source:trailingCommas:)``.
  static func parse(_ data: Data, source: String) throws(ThemeSourceError) -> ThemeTokenJSON {
    var parser = TokenJSONParser(bytes: try utf8Bytes(data, source: source), source: source)
    return try parser.document()
  }

  /// The value of the JSON text `data`, and every trailing comma in it, each with its place
  /// and the path of the object or array it ends, for the reader's notes.
  static func parse(
    _ data: Data, source: String, trailingCommas: inout JSONTrailingComma.List
  ) throws(ThemeSourceError) -> ThemeTokenJSON {
    let bytes = try utf8Bytes(data, source: source)
    var parser = TokenJSONParser(bytes: bytes, source: source)
    let value = try parser.document()
    guard !parser.commas.isEmpty else { return value }
    // Rare: read again, tracking paths, to say what each comma ends.
    var tracking = TokenJSONParser(bytes: bytes, source: source, tracksPaths: true)
    _ = try tracking.document()
    for comma in tracking.commas {
      trailingCommas.listed.append(
        JSONTrailingComma(
          container: comma.container, position: tracking.positions.place(of: comma.offset),
          inObject: comma.inObject))
    }
    trailingCommas.unlisted += tracking.unlistedCommas
    return value
  }

  /// Where each value at `paths` starts in the JSON text `data`, as "line N, column M": member
  /// names and element indexes (`["tabbar", "0", "image"]`) from the top. A path that names no
  /// value, or text that does not parse, gives no place.
  static func places(of paths: Set<[String]>, in data: Data) -> [[String]: String] {
    guard !paths.isEmpty, let bytes = try? utf8Bytes(data, source: "") else { return [:] }
    var parser = TokenJSONParser(bytes: bytes, source: "", tracksPaths: true)
    parser.wanted = paths
    _ = try? parser.document()
    var places: [[String]: String] = [:]
    for (path, offset) in parser.valueOffsets {
      places[path] = parser.positions.place(of: offset)
    }
    return places
  }

  private static func utf8Bytes(_ data: Data, source: String) throws(ThemeSourceError)
    -> [UInt8]
  {
    let text = PaletteParser.utf8Text(data)
    guard String(data: text, encoding: .utf8) != nil else {
      throw ThemeSourceError(
        source: source, place: "its bytes", expected: "UTF-8 JSON text",
        found: "bytes that are not UTF-8")
    }
    return [UInt8](text)
  }

  /// The one value the text holds, with nothing but white space around it.
  private mutating func document() throws(ThemeSourceError) -> ThemeTokenJSON {
    skipWhitespace()
    let value = try value(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw error(expected: "the end of the text", found: describeByte())
    }
    return value
  }

  private mutating func value(depth: Int) throws(ThemeSourceError) -> ThemeTokenJSON {
    guard depth <= TokenJSONReader.maximumNesting else {
      throw error(
        expected: "objects and arrays nested at most \(TokenJSONReader.maximumNesting) deep",
        found: "deeper nesting")
    }
    guard index < bytes.count else {
      throw error(expected: "a JSON value", found: "the end of the text")
    }
    if tracksPaths, wanted.contains(path) { valueOffsets[path] = index }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error(expected: "a JSON value", found: describeByte())
    }
  }

  private mutating func object(depth: Int) throws(ThemeSourceError) -> ThemeTokenJSON {
    index += 1
    var members: [String: ThemeTokenJSON] = [:]
    var offsets: [String: Int] = [:]
    skipWhitespace()
    if try consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error(expected: "a member name in quotes", found: describeByte())
      }
      let start = index
      let name = try string()
      if let first = offsets[name] {
        throw ThemeSourceError(
          source: source, place: positions.place(of: start), expected: "each key once in an object",
          found: "\"\(name)\" again, first on line \(positions.line(of: first))")
      }
      offsets[name] = start
      skipWhitespace()
      guard try consume(UInt8(ascii: ":")) else {
        throw error(expected: "\":\"", found: describeByte())
      }
      skipWhitespace()
      if tracksPaths { path.append(name) }
      members[name] = try value(depth: depth + 1)
      if tracksPaths { path.removeLast() }
      skipWhitespace()
      if try trailingComma(before: UInt8(ascii: "}")) { return .object(members) }
      if try consume(UInt8(ascii: ",")) { continue }
      if try consume(UInt8(ascii: "}")) { return .object(members) }
      throw error(expected: "\",\" or \"}\"", found: describeByte())
    }
  }

  private mutating func array(depth: Int) throws(ThemeSourceError) -> ThemeTokenJSON {
    index += 1
    var elements: [ThemeTokenJSON] = []
    skipWhitespace()
    if try consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      skipWhitespace()
      if tracksPaths { path.append(String(elements.count)) }
      elements.append(try value(depth: depth + 1))
      if tracksPaths { path.removeLast() }
      skipWhitespace()
      if try trailingComma(before: UInt8(ascii: "]")) { return .array(elements) }
      if try consume(UInt8(ascii: ",")) { continue }
      if try consume(UInt8(ascii: "]")) { return .array(elements) }
      throw error(expected: "\",\" or \"]\"", found: describeByte())
    }
  }

  /// Whether a comma follows, then only white space and `closing`: a trailing comma, read as if
  /// it were not there and recorded. Both are consumed when it is one, nothing when not.
  private mutating func trailingComma(before closing: UInt8) throws(ThemeSourceError) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
    let comma = index
    index += 1
    skipWhitespace()
    guard try consume(closing) else {
      index = comma
      return false
    }
    if commas.count < JSONTrailingComma.List.maximumListed {
      commas.append((comma, path, closing == UInt8(ascii: "}")))
    } else {
      unlistedCommas += 1
    }
    return true
  }

  private mutating func string() throws(ThemeSourceError) -> String {
    index += 1
    var decoded: [UInt8] = []
    var runStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        decoded.append(contentsOf: bytes[runStart..<index])
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error(expected: "a control character written as an escape", found: describeByte())
      }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      decoded.append(contentsOf: bytes[runStart..<index])
      index += 1
      guard index < bytes.count else { break }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hexQuad()
          if (0xDC00..<0xE000).contains(low) {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else {
            throw error(
              expected: "a low surrogate after a high one", found: "\\u\(String(low, radix: 16))")
          }
        }
        // A lone surrogate is no character; it reads as U+FFFD, as Foundation reads it.
        decoded.append(
          contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
      default:
        index -= 1
        throw error(
          expected: "an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX", found: describeByte()
        )
      }
      runStart = index
    }
    throw error(expected: "a closing quote", found: "the end of the text")
  }

  private mutating func hexQuad() throws(ThemeSourceError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
        throw error(expected: "four hex digits after \\u", found: describeByte())
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A number as the grammar writes it, read exactly: the nearest `Double` to its text.
  private mutating func number() throws(ThemeSourceError) -> Double {
    let start = index
    _ = try consume(UInt8(ascii: "-"))
    guard index < bytes.count, Self.isDigit(bytes[index]) else {
      throw error(expected: "a digit", found: describeByte())
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw error(expected: "a digit after the decimal point", found: describeByte())
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw error(expected: "a digit in the exponent", found: describeByte())
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw ThemeSourceError(
        source: source, place: positions.place(of: start), expected: "a finite number",
        found: text.count > 40 ? "\(text.prefix(40))…" : text)
    }
    return number
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func skipDigits() {
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
  }

  private mutating func literal(_ word: String, _ value: ThemeTokenJSON) throws(ThemeSourceError)
    -> ThemeTokenJSON
  {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        throw error(expected: "a JSON value", found: describeByte())
      }
      index += 1
    }
    return value
  }

  private mutating func consume(_ byte: UInt8) throws(ThemeSourceError) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func describeByte() -> String {
    guard index < bytes.count else { return "the end of the text" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
    return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func error(expected: String, found: String) -> ThemeSourceError {
    let place =
      index >= bytes.count
      ? "the end of the text, " + positions.place(of: bytes.count)
      : positions.place(of: index)
    return ThemeSourceError(source: source, place: place, expected: expected, found: found)
  }
}
