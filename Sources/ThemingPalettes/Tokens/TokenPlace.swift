/// How places in a token document are written in errors: a token's dotted path, then the
/// JSON Pointer of the part of its value, `color.brand ($value/components/1)`.
enum TokenPlace {
  static func describe(_ path: [String]) -> String {
    path.isEmpty ? "the top level" : path.joined(separator: ".")
  }

  static func describe(token: [String], inValue: [String]) -> String {
    inValue.isEmpty
      ? describe(token)
      : "\(describe(token)) (\(inValue.joined(separator: "/")))"
  }
}
