/// Draws a widget tree inside a fixed-width box, in true color or as tagged plain text.
@MainActor
struct TerminalRenderer {
  let mode: ColorMode
  /// The box's outer width in columns, borders included.
  var width = 48

  private static let escape = "\u{1B}["
  private static let reset = escape + "0m"

  /// The screen as text ready to print, one string per line, with `title` set in the top
  /// border.
  func render(_ root: View, title: String) -> [String] {
    let innerWidth = width - 2
    let body = ScreenLayout().lines(for: root, width: innerWidth, inheritedBackground: nil)
    let heading = "─ \(title) "
    let top =
      "┌" + heading + String(repeating: "─", count: max(0, innerWidth - heading.count)) + "┐"
    let bottom = "└" + String(repeating: "─", count: innerWidth) + "┘"
    return [top] + body.map { "│" + draw($0) + "│" + tag(for: $0) } + [bottom]
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
  /// in a log or a pipe: ` bg #1C1C1E  fg #F2F2F7 #0A84FF`.
  private func tag(for line: StyledLine) -> String {
    guard mode == .plain else { return "" }
    let visible = line.spans.filter { !$0.text.isEmpty }
    let backgrounds = distinct(visible.compactMap(\.background))
    let inked = visible.filter { !$0.text.allSatisfy(\.isWhitespace) }
    let foregrounds = distinct(inked.compactMap(\.foreground))
    var parts: [String] = []
    if !backgrounds.isEmpty { parts.append("bg " + backgrounds.joined(separator: "/")) }
    if !foregrounds.isEmpty { parts.append("fg " + foregrounds.joined(separator: " ")) }
    return parts.isEmpty ? "" : " " + parts.joined(separator: "  ")
  }

  private func distinct(_ colors: [RGBColor]) -> [String] {
    var seen: Set<RGBColor> = []
    return colors.filter { seen.insert($0).inserted }.map(\.hexString)
  }
}
