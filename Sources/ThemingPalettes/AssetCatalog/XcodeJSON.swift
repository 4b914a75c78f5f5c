/// A JSON value written in the layout Xcode gives an asset catalog's `Contents.json`: members
/// sorted by name, two spaces of indentation per level, `"name" : value` with a space on each
/// side of the colon, and a line break at the end of the file. A catalog written so shows no
/// change when Xcode saves it again, and compares line by line with one Xcode wrote.
indirect enum XcodeJSON: Equatable {
  case object([String: XcodeJSON])
  case array([XcodeJSON])
  case string(String)
  case integer(Int)
  case boolean(Bool)

  /// The `"info"` member every `Contents.json` Xcode writes has.
  static let info = XcodeJSON.object([
    "author": .string("xcode"),
    "version": .integer(1),
  ])

  /// The text of a whole file.
  var fileText: String {
    var text = ""
    write(into: &text, indentation: "")
    return text + "\n"
  }

  private func write(into text: inout String, indentation: String) {
    let inner = indentation + "  "
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        text += "{\n\n\(indentation)}"
        return
      }
      text += "{\n"
      for (index, name) in members.keys.sorted().enumerated() {
        text += inner + Self.quoted(name) + " : "
        members[name]?.write(into: &text, indentation: inner)
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += indentation + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[\n\n\(indentation)]"
        return
      }
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        element.write(into: &text, indentation: inner)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += indentation + "]"
    case .string(let value):
      text += Self.quoted(value)
    case .integer(let value):
      text += String(value)
    case .boolean(let value):
      text += value ? "true" : "false"
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  private static func quoted(_ value: String) -> String {
    var escaped = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
