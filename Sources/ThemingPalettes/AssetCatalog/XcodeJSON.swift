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

  /// The `"info"` member every `Contents.json` Xcode writes has. Made on each use rather than
  /// kept in a global: an indirect enum's boxes held by a global are reported as leaks by the
  /// leak checker, which cannot see the tagged pointer.
  static var info: XcodeJSON {
    .object(["author": .string("xcode"), "version": .integer(1)])
  }

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
    var text = ""
    TokenJSONWriter.writeString(value, into: &text)
    return text
  }
}
