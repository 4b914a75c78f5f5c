import Foundation
import Theming

/// Finds a key that one dictionary of an XML property list holds twice. Foundation's parser
/// keeps the last of the two, so the first value would be lost without a word; the loaders
/// report it instead. (JSON is read by the library's own parser, which finds such a key
/// itself: ``TokenJSONParser``.)
///
/// The scan runs after Foundation has parsed the same bytes, so it meets well-formed text; on
/// anything else it stops and finds nothing rather than trap. Keys are compared as Swift
/// strings, as the parsed dictionaries compare them, so two spellings of one key in different
/// Unicode normal forms count as the same key.
enum DuplicateKeys {
  struct Duplicate {
    let key: String
    /// Where the second occurrence starts, as "line N, column M" (columns count characters).
    let place: String
    /// The line of the first occurrence.
    let firstLine: Int
  }

  /// The first key repeated within one dictionary of the XML property list `data` (as UTF-8,
  /// see ``PaletteParser/utf8Text(_:)``), if any. A binary property list is not scanned.
  static func inXMLPropertyList(_ data: Data) -> Duplicate? {
    let bytes = [UInt8](data)
    guard !bytes.starts(with: Array("bplist".utf8)) else { return nil }
    var positions = TextPosition(bytes: bytes)
    // One entry per open dictionary or array: the keys seen so far (and their lines) for a
    // dictionary, `nil` for an array. A key is recorded in place, through the array: a table
    // copied out and stored back is a copy of every key seen so far, for every key, which
    // makes one dictionary of n keys cost n² steps.
    var open: [[String: Int]?] = []
    var index = 0
    while let tagStart = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      guard let tag = xmlTag(in: bytes, at: tagStart) else { return nil }
      index = tag.end
      switch tag.name {
      case "dict" where !tag.isClosing && !tag.isEmpty: open.append([:])
      case "array" where !tag.isClosing && !tag.isEmpty: open.append(nil)
      case "dict" where tag.isClosing, "array" where tag.isClosing: _ = open.popLast()
      case "key" where !tag.isClosing:
        // `<key/>` is the empty key.
        var key = ""
        if !tag.isEmpty {
          guard let (text, end) = xmlText(in: bytes, from: tag.end, until: "</key>") else {
            return nil
          }
          key = text
          index = end
        }
        if let last = open.indices.last,
          let first = open[last]?.updateValue(positions.line(of: tagStart), forKey: key)
        {
          return Duplicate(key: key, place: positions.place(of: tagStart), firstLine: first)
        }
      default:
        break
      }
    }
    return nil
  }

  private struct XMLTag {
    let name: String
    let isClosing: Bool
    /// `<dict/>`.
    let isEmpty: Bool
    /// The index after the tag, or after the comment, declaration or CDATA section.
    let end: Int
  }

  private static func xmlTag(in bytes: [UInt8], at start: Int) -> XMLTag? {
    let rest = bytes[start...]
    for (opening, closing) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")]
    where rest.starts(with: Array(opening.utf8)) {
      guard let end = index(of: closing, in: bytes, from: start + opening.utf8.count) else {
        return nil
      }
      return XMLTag(name: "", isClosing: false, isEmpty: true, end: end + closing.utf8.count)
    }
    guard let close = rest.firstIndex(of: UInt8(ascii: ">")) else { return nil }
    var inner = bytes[(start + 1)..<close]
    let isClosing = inner.first == UInt8(ascii: "/")
    if isClosing { inner = inner.dropFirst() }
    let isEmpty = inner.last == UInt8(ascii: "/")
    let name = inner.prefix { byte in
      byte != UInt8(ascii: "/") && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r")
    }
    return XMLTag(
      name: String(decoding: name, as: UTF8.self),
      isClosing: isClosing,
      isEmpty: isEmpty,
      end: close + 1
    )
  }

  /// The text from `start` to the `terminator` tag, with entities and CDATA sections decoded,
  /// and the index after the terminator. A terminator inside a CDATA section is text.
  private static func xmlText(in bytes: [UInt8], from start: Int, until terminator: String)
    -> (String, Int)?
  {
    let end = Array(terminator.utf8)
    let cdata = Array("<![CDATA[".utf8)
    var text = ""
    var index = start
    while index < bytes.count {
      let rest = bytes[index...]
      if rest.starts(with: end) {
        return (text, index + end.count)
      } else if rest.starts(with: cdata) {
        let contentStart = index + cdata.count
        guard let close = Self.index(of: "]]>", in: bytes, from: contentStart) else { return nil }
        text += String(decoding: bytes[contentStart..<close], as: UTF8.self)
        index = close + 3
      } else if bytes[index] == UInt8(ascii: "&"),
        let semicolon = rest.firstIndex(of: UInt8(ascii: ";"))
      {
        let entity = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        text += decodedEntity(entity) ?? "&\(entity);"
        index = semicolon + 1
      } else {
        let next = rest.dropFirst().firstIndex {
          $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<")
        }
        let stop = next ?? bytes.count
        text += String(decoding: bytes[index..<stop], as: UTF8.self)
        index = stop
      }
    }
    return nil
  }

  private static func decodedEntity(_ entity: String) -> String? {
    switch entity {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let hex = entity.hasPrefix("#x") || entity.hasPrefix("#X")
      guard entity.hasPrefix("#"),
        let value = UInt32(entity.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      return String(Character(scalar))
    }
  }

  private static func index(of marker: String, in bytes: [UInt8], from start: Int) -> Int? {
    let pattern = Array(marker.utf8)
    guard let first = pattern.first, start <= bytes.count else { return nil }
    var index = start
    while let candidate = bytes[index...].firstIndex(of: first) {
      if bytes[candidate...].starts(with: pattern) { return candidate }
      index = candidate + 1
    }
    return nil
  }
}
