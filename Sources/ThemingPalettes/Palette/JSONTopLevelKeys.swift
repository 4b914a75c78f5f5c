package import Foundation

/// Member names of a JSON document, found by one pass over its bytes that builds nothing: for
/// telling a resolver document (`resolutionOrder`) or a token document (`$value`) from other
/// forms before reading any, at no cost in memory, however large the document.
package enum JSONTopLevelKeys {
  /// Whether the top-level object of `data` has a member named `name`; `false` for text that is
  /// not a JSON object. A name written with escapes is compared as written.
  package static func contains(_ name: String, in data: Data) -> Bool {
    firstDepth(of: name, in: data, topLevelOnly: true) != nil
  }

  /// Whether some object in `data`, at any depth, has a member named `name`.
  package static func containsAnywhere(_ name: String, in data: Data) -> Bool {
    firstDepth(of: name, in: data, topLevelOnly: false) != nil
  }

  private static func firstDepth(of name: String, in data: Data, topLevelOnly: Bool) -> Int? {
    let wanted = Array(name.utf8)
    return data.withContiguousStorageIfAvailable { bytes in
      scan(bytes, for: wanted, topLevelOnly: topLevelOnly)
    } ?? scan(Array(data), for: wanted, topLevelOnly: topLevelOnly)
  }

  /// The depth of the first member named `wanted`, or `nil`.
  private static func scan<Bytes: RandomAccessCollection>(
    _ bytes: Bytes, for wanted: [UInt8], topLevelOnly: Bool
  ) -> Int? where Bytes.Element == UInt8, Bytes.Index == Int {
    var depth = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        let matches =
          (depth == 1 || !topLevelOnly) && end - index - 1 == wanted.count
          && end <= bytes.endIndex && bytes[(index + 1)..<end].elementsEqual(wanted)
        index = end + 1
        if matches {
          // A member's name is followed by a colon; a string value is not.
          var next = index
          while next < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) {
            next += 1
          }
          if next < bytes.endIndex, bytes[next] == UInt8(ascii: ":") { return depth }
        }
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth <= 0 { return nil }
      default:
        break
      }
      index += 1
    }
    return nil
  }
}
