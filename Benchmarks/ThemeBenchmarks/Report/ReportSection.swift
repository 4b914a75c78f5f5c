/// A part of the report: a title, its tables and notes, rendered as plain text for the terminal
/// or as markdown for a recorded run.
struct ReportSection {
  var title: String
  var tables: [TextTable]
  /// Paragraphs that say how to read the tables.
  var notes: [String]

  /// The section as plain text, numbered `number`.
  func text(number: Int) -> String {
    let parts =
      ["\(number). \(title)"] + tables.map { $0.render() }
      + notes.map { Format.wrapped($0, width: 100, indent: "  ") }
    return parts.joined(separator: "\n")
  }

  /// The section in markdown, numbered `number`.
  func markdown(number: Int) -> String {
    (["## \(number). \(title)"] + tables.map { $0.markdown() } + notes)
      .joined(separator: "\n\n")
  }
}
