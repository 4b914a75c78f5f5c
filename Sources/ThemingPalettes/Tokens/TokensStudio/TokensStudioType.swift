/// Tokens Studio's own `type` names, and the format's types their values are read as. A token
/// of one of these types follows Tokens Studio's rules, whatever the document: numbers may be
/// written as strings (`"4"`), a bare number is a number of pixels, percentages are fractions
/// where a number is meant (`"50%"` opacity is 0.5), values may hold arithmetic, colors may be
/// `rgba({color.black}, 0.5)`, and shadows are `{x, y, blur, spread, color, type}`.
enum TokensStudioType {
  /// Each Tokens Studio type and the format's type its values are read as.
  static let standardTypes: [String: String] = [
    "sizing": "dimension",
    "spacing": "dimension",
    "borderRadius": "dimension",
    "borderWidth": "dimension",
    "fontSizes": "dimension",
    "letterSpacing": "dimension",
    "paragraphSpacing": "dimension",
    "paragraphIndent": "dimension",
    "fontFamilies": "fontFamily",
    "fontWeights": "fontWeight",
    "lineHeights": "number",
    "opacity": "number",
    "boxShadow": "shadow",
    "text": "string",
  ]

  /// The type a token of `type` is read as: the format's type for a Tokens Studio type, else
  /// `type` itself.
  static func standard(_ type: String?) -> String? {
    type.map { standardTypes[$0] ?? $0 }
  }

  /// Whether `type` is one of Tokens Studio's own.
  static func isStudioType(_ type: String?) -> Bool {
    type.map { standardTypes[$0] != nil } ?? false
  }

  /// The weight a Tokens Studio font-weight name stands for: a font's style name such as
  /// `"Semi Bold"` or `"Bold Italic"`, read as the format's keyword (`semi-bold`), or a number
  /// written as text.
  static func fontWeight(named name: String) -> Double? {
    if let number = Double(name), (1...1000).contains(number) { return number }
    let words = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
      .filter { $0 != "italic" && $0 != "oblique" }
    let keyword = words.joined(separator: "-")
    if keyword.isEmpty { return nil }
    if let weight = TokenType.fontWeightKeywords[keyword] { return weight }
    // "SemiBold", "ExtraLight": one word whose parts are not separated.
    for (known, weight) in TokenType.fontWeightKeywords
    where known.replacingOccurrences(of: "-", with: "") == keyword {
      return weight
    }
    return nil
  }
}
