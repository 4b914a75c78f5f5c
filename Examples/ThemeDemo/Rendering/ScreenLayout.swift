/// Turns a tree of widgets into lines of colored text of one fixed width.
///
/// Views have no frames: vertical views stack their children's lines, horizontal views put their
/// children on one line (the first on the left, the rest on the right), and each view's
/// background is whatever it set or, failing that, its parent's.
@MainActor
struct ScreenLayout {
  func lines(for view: View, width: Int, inheritedBackground: RGBColor?) -> [StyledLine] {
    let background = view.backgroundColor ?? inheritedBackground
    let contentWidth = max(0, width - 2 * (view.horizontalMargin + view.horizontalPadding))
    var content = contentLines(for: view, width: contentWidth, background: background)
    let blank = StyledLine.blank(width: contentWidth, background: background)
    content =
      Array(repeating: blank, count: view.verticalPadding)
      + content
      + Array(repeating: blank, count: view.verticalPadding)
    let padding = Span(
      text: String(repeating: " ", count: view.horizontalPadding),
      background: background
    )
    let margin = Span(
      text: String(repeating: " ", count: view.horizontalMargin),
      background: inheritedBackground
    )
    return content.map { line in
      StyledLine(spans: [margin, padding] + line.spans + [padding, margin])
        .fitted(to: width, background: inheritedBackground)
    }
  }

  private func contentLines(for view: View, width: Int, background: RGBColor?) -> [StyledLine] {
    switch view {
    case let imageView as ImageView:
      return imageLines(for: imageView, width: width, background: background)
    case let row as Row:
      return [rowLine(for: row, width: width, background: background)]
    default:
      if let spans = singleLineSpans(for: view, background: background) {
        return [StyledLine(spans: spans).fitted(to: width, background: background)]
      }
      if view.axis == .horizontal {
        return [horizontalLine(for: view, width: width, background: background)]
      }
      return view.children.flatMap {
        lines(for: $0, width: width, inheritedBackground: background)
      }
    }
  }

  /// The spans of a widget that always takes one line at its natural width, or `nil` for a
  /// container.
  private func singleLineSpans(for view: View, background: RGBColor?) -> [Span]? {
    switch view {
    case let label as Label:
      return [Span(text: label.text, foreground: label.textColor, background: background)]
    case let button as Button:
      let title = "[ \(button.title) ]"
      return [Span(text: title, foreground: button.currentTitleColor, background: background)]
    default:
      return nil
    }
  }

  private func horizontalLine(for view: View, width: Int, background: RGBColor?) -> StyledLine {
    let pieces = view.children.map { child in
      let childBackground = child.backgroundColor ?? background
      return singleLineSpans(for: child, background: childBackground)
        ?? [Span(text: "", background: childBackground)]
    }
    guard let leading = pieces.first else { return .blank(width: width, background: background) }
    var trailing: [Span] = []
    for piece in pieces.dropFirst() {
      if !trailing.isEmpty { trailing.append(Span(text: "  ", background: background)) }
      trailing += piece
    }
    let used = StyledLine(spans: leading + trailing).width
    let gap = Span(
      text: String(repeating: " ", count: max(1, width - used)), background: background)
    return StyledLine(spans: leading + [gap] + trailing).fitted(to: width, background: background)
  }

  private func imageLines(
    for imageView: ImageView,
    width: Int,
    background: RGBColor?
  ) -> [StyledLine] {
    guard let image = imageView.image else { return [] }
    return image.lines.map { text in
      let indent = max(0, (width - text.count) / 2)
      let spans = [
        Span(text: String(repeating: " ", count: indent), background: background),
        Span(text: text, foreground: imageView.tintColor, background: background),
      ]
      return StyledLine(spans: spans).fitted(to: width, background: background)
    }
  }

  private func rowLine(for row: Row, width: Int, background: RGBColor?) -> StyledLine {
    let checkBox = row.isSelectable ? (row.isSelected ? "[x] " : "[ ] ") : ""
    let title = Span(text: checkBox + row.title, foreground: row.textColor, background: background)
    guard let detail = row.detail else {
      return StyledLine(spans: [title]).fitted(to: width, background: background)
    }
    let detailSpan = Span(text: detail, foreground: row.detailColor, background: background)
    let gap = max(1, width - title.width - detailSpan.width)
    let spacer = Span(text: String(repeating: " ", count: gap), background: background)
    return StyledLine(spans: [title, spacer, detailSpan]).fitted(to: width, background: background)
  }
}
