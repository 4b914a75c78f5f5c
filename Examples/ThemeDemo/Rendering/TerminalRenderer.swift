/// Draws a widget tree inside a box, in true color or as tagged plain text.
@MainActor
struct TerminalRenderer {
  /// The box's outer width when the terminal has room for it.
  static let preferredWidth = 48
  /// The narrowest box that cuts nothing the demo draws: the card's footer, the widest line,
  /// needs 32 columns inside the card's margins, padding and the borders.
  static let minimumWidth = 40

  let mode: ColorMode
  /// The box's outer width in columns, borders included.
  var width = preferredWidth
  /// The columns a line may take, plain-mode color tags included, or `nil` for no limit: a tag
  /// that would pass it loses its last colors.
  var columns: Int?

  /// A renderer whose lines fit `columns`: a box of the preferred width, narrower in a narrow
  /// terminal, never narrower than ``minimumWidth``. Output without a width of its own (a file
  /// or a pipe) fits ``TerminalWidth/fallback`` columns, so that a log reads without wrapping.
  func fitted(toColumns columns: Int?) -> TerminalRenderer {
    var fitted = self
    let available = columns ?? TerminalWidth.fallback
    fitted.columns = available
    fitted.width = min(Self.preferredWidth, max(Self.minimumWidth, available))
    return fitted
  }

  private static let escape = "\u{1B}["
  private static let reset = escape + "0m"

  /// The screen as text ready to print, one string per line, with `title` set in the top
  /// border.
  ///
  /// In plain mode the box narrows, down to ``minimumWidth``, until every line's color tag fits
  /// in ``columns`` beside it; only past that are tags cut.
  func render(_ root: View, title: String) -> [String] {
    var innerWidth = width - 2
    var body = ScreenLayout().lines(for: root, width: innerWidth, inheritedBackground: nil)
    if let columns {
      let widestTag = body.map { tagPieces(for: $0).joined().count }.max() ?? 0
      let fitting = max(Self.minimumWidth, columns - widestTag) - 2
      if fitting < innerWidth {
        innerWidth = fitting
        body = ScreenLayout().lines(for: root, width: innerWidth, inheritedBackground: nil)
      }
    }
    let heading = "─ \(title) "
    let top =
      "┌" + heading + String(repeating: "─", count: max(0, innerWidth - heading.count)) + "┐"
    let bottom = "└" + String(repeating: "─", count: innerWidth) + "┘"
    let tagRoom = columns.map { $0 - innerWidth - 2 }
    return [top] + body.map { "│" + draw($0) + "│" + tag(for: $0, room: tagRoom) } + [bottom]
  }

  /// Clears the terminal and moves the cursor home, when output goes to a terminal at all.
  static let clearScreen = escape + "2J" + escape + "H"

  private func draw(_ line: StyledLine) -> String {
    guard mode == .trueColor else { return line.spans.map(\.text).joined() }
    let colored = line.spans.filter { !$0.text.isEmpty }.map { span in
      let foreground =
        span.foreground.map { Self.escape + "38;2;\(rgb($0))m" } ?? Self.escape + "39m"
      let background =
        span.background.map { Self.escape + "48;2;\(rgb($0))m" } ?? Self.escape + "49m"
      return foreground + background + span.text
    }
    return colored.joined() + Self.reset
  }

  private func rgb(_ color: RGBColor) -> String {
    "\(color.r);\(color.g);\(color.b)"
  }

  /// In plain mode, the colors a line is drawn with, so that a switch of style is still visible
  /// in a log or a pipe: ` bg #1C1C1E  fg #F2F2F7 #0A84FF`. When it would take more than `room`
  /// columns, whole colors are dropped from its end and an ellipsis marks the cut.
  private func tag(for line: StyledLine, room: Int?) -> String {
    let pieces = tagPieces(for: line)
    let full = pieces.joined()
    guard let room, full.count > room else { return full }
    var kept = ""
    for piece in pieces {
      guard kept.count + piece.count + 2 <= room else { break }
      kept += piece
    }
    return kept.isEmpty ? "" : kept + " …"
  }

  /// The tag in pieces that are never cut: the backgrounds, then each foreground.
  private func tagPieces(for line: StyledLine) -> [String] {
    guard mode == .plain else { return [] }
    let visible = line.spans.filter { !$0.text.isEmpty }
    let backgrounds = distinct(visible.compactMap(\.background))
    let inked = visible.filter { !$0.text.allSatisfy(\.isWhitespace) }
    let foregrounds = distinct(inked.compactMap(\.foreground))
    var pieces: [String] = []
    if !backgrounds.isEmpty { pieces.append(" bg " + backgrounds.joined(separator: "/")) }
    for (index, color) in foregrounds.enumerated() {
      pieces.append(index == 0 ? (pieces.isEmpty ? " fg " : "  fg ") + color : " " + color)
    }
    return pieces
  }

  private func distinct(_ colors: [RGBColor]) -> [String] {
    var seen: Set<RGBColor> = []
    return colors.filter { seen.insert($0).inserted }.map(\.hexString)
  }
}
