import Foundation

/// Number formatting for the table.
enum Format {
  /// A duration in the unit that suits it: `812 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`.
  static func duration(_ nanoseconds: Double) -> String {
    if nanoseconds < 1e3 { return "\(fixed(nanoseconds, digits: 0)) ns" }
    if nanoseconds < 1e6 { return "\(fixed(nanoseconds / 1e3, digits: 1)) µs" }
    if nanoseconds < 1e9 { return "\(fixed(nanoseconds / 1e6, digits: 2)) ms" }
    return "\(fixed(nanoseconds / 1e9, digits: 2)) s"
  }

  /// Nanoseconds per item, with one decimal below 100.
  static func nanoseconds(_ value: Double) -> String {
    "\(fixed(value, digits: value < 100 ? 1 : 0)) ns"
  }

  static func perItem(_ median: Double, _ minimum: Double) -> String {
    let digits = median < 100 ? 1 : 0
    return "\(fixed(median, digits: digits)) [\(fixed(minimum, digits: digits))]"
  }

  /// A ratio: `0.04×`, `1.23×`, `12.3×`, `123×`.
  static func ratio(_ value: Double) -> String {
    if value >= 100 { return "\(fixed(value, digits: 0))×" }
    if value >= 10 { return "\(fixed(value, digits: 1))×" }
    return "\(fixed(value, digits: 2))×"
  }

  static func percent(_ value: Double) -> String {
    "\(fixed(value, digits: value < 10 ? 2 : 1)) %"
  }

  /// `1k`, `10k`, `100k`, `1M`, or the number itself.
  static func count(_ value: Int) -> String {
    if value >= 1_000_000 && value % 1_000_000 == 0 { return "\(value / 1_000_000)M" }
    if value >= 1_000 && value % 1_000 == 0 { return "\(value / 1_000)k" }
    return "\(value)"
  }

  static func fixed(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}

/// A plain-text table with a header row and aligned columns.
struct TextTable {
  var header: [String]
  /// Columns (by index) whose cells are right-aligned.
  var rightAligned: Set<Int>
  var rows: [[String]] = []

  init(header: [String], rightAligned: Set<Int>) {
    self.header = header
    self.rightAligned = rightAligned
  }

  mutating func add(_ row: [String]) {
    rows.append(row)
  }

  func render(indent: String = "  ") -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    func line(_ cells: [String]) -> String {
      var parts: [String] = []
      for (column, width) in widths.enumerated() {
        let cell = column < cells.count ? cells[column] : ""
        let padding = String(repeating: " ", count: max(0, width - cell.count))
        parts.append(rightAligned.contains(column) ? padding + cell : cell + padding)
      }
      let text = indent + parts.joined(separator: "  ")
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    let rule = indent + String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }
}
