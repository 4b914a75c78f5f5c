/// Line and column of byte offsets in UTF-8 text, the column counted in characters as an
/// editor shows it.
struct TextPosition {
  private let bytes: [UInt8]
  /// The byte offset at which each line starts, found as far as asked.
  private var lineStarts = [0]
  private var scanned = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The 1-based line of the byte at `offset`.
  mutating func line(of offset: Int) -> Int {
    let target = min(max(0, offset), bytes.count)
    // A line ends at "\n", "\r\n" or a lone "\r".
    while scanned < target {
      let byte = bytes[scanned]
      let isCRBeforeLF =
        byte == UInt8(ascii: "\r") && scanned + 1 < bytes.count
        && bytes[scanned + 1] == UInt8(ascii: "\n")
      if (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) && !isCRBeforeLF {
        lineStarts.append(scanned + 1)
      }
      scanned += 1
    }
    // The last line start at or before the target.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// "line N, column M" for the byte at `offset`.
  mutating func place(of offset: Int) -> String {
    let target = min(max(0, offset), bytes.count)
    let line = line(of: target)
    let column = String(decoding: bytes[lineStarts[line - 1]..<target], as: UTF8.self).count + 1
    return "line \(line), column \(column)"
  }
}
