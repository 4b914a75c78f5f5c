/// A table with a header row, rendered as aligned plain text or as markdown.
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

  /// The table in markdown, right-aligned columns marked so.
  func markdown() -> String {
    func line(_ cells: [String]) -> String {
      "| " + header.indices.map { $0 < cells.count ? cells[$0] : "" }.joined(separator: " | ")
        + " |"
    }
    let rule =
      "|" + header.indices.map { rightAligned.contains($0) ? "---:" : "---" }.joined(separator: "|")
      + "|"
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }
}
