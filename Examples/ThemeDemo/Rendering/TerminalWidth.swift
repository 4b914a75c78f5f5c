#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many columns the demo's output may take.
enum TerminalWidth {
  /// The width assumed when nothing says otherwise: output to a file or a pipe, or a terminal
  /// that does not report its size.
  static let fallback = 80

  /// The width of the terminal, in columns: `COLUMNS` when it is a positive number (the usual
  /// way to override it), else the size the terminal on standard output reports, else `nil`
  /// (a file, a pipe, or a terminal that reports no size).
  ///
  /// Read again at each draw, so the interactive screen follows a terminal that is resized.
  static func columns(environment: [String: String]) -> Int? {
    if let value = environment["COLUMNS"], let columns = Int(value), columns > 0 {
      return columns
    }
    guard isatty(STDOUT_FILENO) != 0 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}

/// Breaks text into lines of a given width, only between its pieces: a piece is never cut, and
/// a piece wider than the line gets a line of its own.
enum TextWrapping {
  /// `items` joined by `separator`, in as few lines as fit in `width` columns.
  ///
  /// - Parameters:
  ///   - items: The pieces, in order; none is ever cut.
  ///   - separator: Put between two pieces on the same line.
  ///   - width: The widest a line may be, unless one piece alone is wider.
  ///   - prefix: Put before the first line, such as `keys: `.
  ///   - indent: Put before every further line, usually as wide as `prefix`.
  /// - Returns: The lines, at least one.
  static func lines(
    _ items: [String],
    separator: String,
    width: Int,
    prefix: String = "",
    indent: String = ""
  ) -> [String] {
    var lines: [String] = []
    var line = prefix
    var lineHasItem = false
    for item in items {
      if lineHasItem && line.count + separator.count + item.count > width {
        lines.append(line)
        line = indent
        lineHasItem = false
      }
      line += (lineHasItem ? separator : "") + item
      lineHasItem = true
    }
    if lineHasItem || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// A sentence broken between words, as ``lines(_:separator:width:prefix:indent:)`` breaks
  /// pieces.
  static func words(_ text: String, width: Int, prefix: String = "", indent: String = "")
    -> [String]
  {
    let words = text.split(separator: " ").map(String.init)
    return lines(words, separator: " ", width: width, prefix: prefix, indent: indent)
  }
}
