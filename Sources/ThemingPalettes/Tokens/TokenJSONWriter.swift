/// Writes ``ThemeTokenJSON`` as JSON text: members sorted by name so that the same contents
/// always give the same bytes, numbers in their shortest exact form.
enum TokenJSONWriter {
  /// Appends `value` to `text`; pretty-printed with two spaces a level when `indent` is given
  /// (the current depth), compact when it is `nil`.
  static func write(_ value: ThemeTokenJSON, into text: inout String, indent: Int?) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += TokenNumber.text(number)
    case .string(let string): writeString(string, into: &text)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        newline(&text, indent.map { $0 + 1 })
        write(element, into: &text, indent: indent.map { $0 + 1 })
      }
      newline(&text, indent)
      text += "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        newline(&text, indent.map { $0 + 1 })
        writeString(key, into: &text)
        text += indent == nil ? ":" : ": "
        write(members[key] ?? .null, into: &text, indent: indent.map { $0 + 1 })
      }
      newline(&text, indent)
      text += "}"
    }
  }

  private static func newline(_ text: inout String, _ indent: Int?) {
    guard let indent else { return }
    text += "\n" + String(repeating: "  ", count: indent)
  }

  /// Appends `string` as a JSON string literal: quotes, backslashes and control characters
  /// escaped, everything else as it is.
  static func writeString(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
