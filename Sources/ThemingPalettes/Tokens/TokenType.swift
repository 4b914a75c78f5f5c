/// The `$type` names the reader interprets: the format's types, and `string`, which the format
/// does not define but which Figma's variable export and this library's writer use for text.
enum TokenType: String, CaseIterable {
  case color
  case dimension
  case fontFamily
  case fontWeight
  case duration
  case cubicBezier
  case number
  case strokeStyle
  case border
  case transition
  case shadow
  case gradient
  case typography
  case string

  /// The type name of a value the reader produced.
  static func name(of value: ThemePaletteValue) -> String {
    switch value {
    case .color: TokenType.color.rawValue
    case .number: TokenType.number.rawValue
    case .string: TokenType.string.rawValue
    case .token(let token): token.typeName
    }
  }

  /// The weights the format's keywords stand for.
  static let fontWeightKeywords: [String: Double] = [
    "thin": 100, "hairline": 100,
    "extra-light": 200, "ultra-light": 200,
    "light": 300,
    "normal": 400, "regular": 400, "book": 400,
    "medium": 500,
    "semi-bold": 600, "demi-bold": 600,
    "bold": 700,
    "extra-bold": 800, "ultra-bold": 800,
    "black": 900, "heavy": 900,
    "extra-black": 950, "ultra-black": 950,
  ]
}
