/// A run of text drawn in one foreground and one background color.
struct Span: Equatable {
  var text: String
  var foreground: RGBColor?
  var background: RGBColor?

  var width: Int { text.count }
}

/// One line of the screen as colored runs, before it is turned into terminal output.
struct StyledLine: Equatable {
  var spans: [Span]

  var width: Int { spans.reduce(0) { $0 + $1.width } }

  /// The line cut or filled with `background` so that it is exactly `width` columns wide,
  /// which keeps the box's right edge straight.
  func fitted(to width: Int, background: RGBColor?) -> StyledLine {
    var remaining = width
    var fitted: [Span] = []
    for span in spans where remaining > 0 {
      var kept = span
      if span.width > remaining {
        kept.text = String(span.text.prefix(remaining))
      }
      remaining -= kept.width
      fitted.append(kept)
    }
    if remaining > 0 {
      fitted.append(Span(text: String(repeating: " ", count: remaining), background: background))
    }
    return StyledLine(spans: fitted)
  }

  /// A line of spaces, which shows only its background.
  static func blank(width: Int, background: RGBColor?) -> StyledLine {
    StyledLine(spans: [Span(text: String(repeating: " ", count: width), background: background)])
  }
}
