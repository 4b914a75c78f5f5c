import Theming

/// Writes palette contents as an XML property list, by hand rather than through Foundation, so
/// that the output is the same on every platform (keys sorted, one indentation) and so that a
/// character XML cannot carry is an error naming its key instead of a file no reader accepts.
struct PropertyListWriter {
  let source: String
  private(set) var text = ""

  init(source: String) {
    self.source = source
  }

  mutating func write(_ contents: ThemePaletteContents) throws(ThemeSourceError) {
    text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for style in contents.styles.sorted() {
      let place = "style \"\(style)\""
      line("<key>\(try escaped(style.rawValue, place: place))</key>", depth: 1)
      try dictionary(PaletteTree.style(style, of: contents), path: style.rawValue, depth: 1)
    }
    text += "</dict>\n</plist>\n"
  }

  private mutating func dictionary(_ members: [String: PaletteTree], path: String, depth: Int)
    throws(ThemeSourceError)
  {
    guard !members.isEmpty else {
      line("<dict/>", depth: depth)
      return
    }
    line("<dict>", depth: depth)
    for (name, member) in members.sorted(by: { $0.key < $1.key }) {
      let place = "\(path).\(name)"
      line("<key>\(try escaped(name, place: place))</key>", depth: depth + 1)
      switch member {
      case .group(let children):
        try dictionary(children, path: place, depth: depth + 1)
      case .text(let string):
        line("<string>\(try escaped(string, place: place))</string>", depth: depth + 1)
      case .number(let number):
        line("<real>\(number)</real>", depth: depth + 1)
      case .token(let type, let value):
        line("<dict>", depth: depth + 1)
        line("<key>\(StyleTreeToken.typeMember)</key>", depth: depth + 2)
        line("<string>\(try escaped(type, place: place))</string>", depth: depth + 2)
        line("<key>\(StyleTreeToken.valueMember)</key>", depth: depth + 2)
        try json(value, place: place, depth: depth + 2)
        line("</dict>", depth: depth + 1)
      }
    }
    line("</dict>", depth: depth)
  }

  /// A design token's value: objects as dictionaries, arrays, text, numbers as `<real>` and
  /// booleans; the writer refuses a `null` before it gets here.
  private mutating func json(_ value: ThemeTokenJSON, place: String, depth: Int)
    throws(ThemeSourceError)
  {
    switch value {
    case .null:
      throw ThemeSourceError(
        source: source, place: place, expected: "a value a property list can hold",
        found: "null")
    case .bool(let flag):
      line(flag ? "<true/>" : "<false/>", depth: depth)
    case .number(let number):
      line("<real>\(number)</real>", depth: depth)
    case .string(let text):
      line("<string>\(try escaped(text, place: place))</string>", depth: depth)
    case .array(let elements):
      guard !elements.isEmpty else {
        line("<array/>", depth: depth)
        return
      }
      line("<array>", depth: depth)
      for element in elements { try json(element, place: place, depth: depth + 1) }
      line("</array>", depth: depth)
    case .object(let members):
      guard !members.isEmpty else {
        line("<dict/>", depth: depth)
        return
      }
      line("<dict>", depth: depth)
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        line("<key>\(try escaped(name, place: place))</key>", depth: depth + 1)
        try json(member, place: place, depth: depth + 1)
      }
      line("</dict>", depth: depth)
    }
  }

  private mutating func line(_ content: String, depth: Int) {
    text += String(repeating: "\t", count: depth) + content + "\n"
  }

  /// `text` with `&`, `<` and `>` escaped, and a carriage return as a character reference,
  /// since an XML reader turns a literal one into a line feed.
  private func escaped(_ text: String, place: String) throws(ThemeSourceError) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      case "\t", "\n", "\u{20}"..."\u{D7FF}", "\u{E000}"..."\u{FFFD}", "\u{10000}"..."\u{10FFFF}":
        result.unicodeScalars.append(scalar)
      default:
        throw ThemeSourceError(
          source: source,
          place: place,
          expected: "characters that XML 1.0 can carry",
          found: "U+" + String(scalar.value, radix: 16, uppercase: true)
        )
      }
    }
    return result
  }
}
