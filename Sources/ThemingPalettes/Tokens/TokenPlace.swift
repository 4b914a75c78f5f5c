/// How places in a token document are written in errors: a token's dotted path, then the
/// JSON Pointer of the part of its value, `color.brand ($value/components/1)`.
enum TokenPlace {
  /// The palette key of the token at `path`: the dotted path, without the `$root` of a
  /// group's root token, so that `color.accent.$root` is read as `color.accent`.
  static func key(of path: [String]) -> String {
    (path.last == "$root" ? path.dropLast() : path[...]).joined(separator: ".")
  }

  static func describe(_ path: [String]) -> String {
    path.isEmpty ? "the top level" : path.joined(separator: ".")
  }

  static func describe(token: [String], inValue: [String]) -> String {
    inValue.isEmpty
      ? describe(token)
      : "\(describe(token)) (\(inValue.joined(separator: "/")))"
  }
}
