/// A design-token value that is neither a color, a number nor text: the other types of the
/// W3C Design Tokens format (2025.10), held in a palette as ``ThemePaletteValue/token(_:)``.
///
/// ```swift
/// if case .token(.dimension(let gap)) = palette.contents.value(for: "spacing.md", style: .light) {
///   print(gap)  // 16px
/// }
/// ```
///
/// Color tokens load as ``ThemePaletteValue/color(_:)`` and number tokens as
/// ``ThemePaletteValue/number(_:)``. A token of a type the library does not interpret is kept as
/// ``other(type:value:)``, so that nothing in the file is lost and `theme-lint` can report it.
///
/// The composite types are stored out of line (`indirect`): a palette holds mostly colors, and
/// every value it holds takes the room of the largest inline case.
public enum ThemeTokenValue: Hashable, Sendable {
  /// A `dimension`: a distance in `px` or `rem`.
  case dimension(ThemeDimension)
  /// A `duration`: a time in `ms` or `s`.
  case duration(ThemeDuration)
  /// A `fontFamily`: font names, most preferred first.
  case fontFamily([String])
  /// A `fontWeight`, 1–1000; the format's keywords (`"bold"`) are read as their numbers.
  case fontWeight(Double)
  /// A `cubicBezier` timing curve.
  indirect case cubicBezier(ThemeCubicBezier)
  /// A `strokeStyle`.
  indirect case strokeStyle(ThemeStrokeStyle)
  /// A `typography` text style.
  indirect case typography(ThemeTypography)
  /// A `shadow`: one or more layers.
  case shadow([ThemeShadow])
  /// A `border`.
  indirect case border(ThemeBorder)
  /// A `gradient`: its stops in order.
  case gradient([ThemeGradientStop])
  /// A `transition`.
  indirect case transition(ThemeTokenTransition)
  /// A token of a type the library does not interpret, with its `$type` and its `$value` as
  /// written.
  indirect case other(type: String, value: ThemeTokenJSON)

  /// The token's `$type` name: `"dimension"`, `"fontWeight"`, or the name an ``other(type:value:)``
  /// token gave.
  public var typeName: String {
    switch self {
    case .dimension: TokenType.dimension.rawValue
    case .duration: TokenType.duration.rawValue
    case .fontFamily: TokenType.fontFamily.rawValue
    case .fontWeight: TokenType.fontWeight.rawValue
    case .cubicBezier: TokenType.cubicBezier.rawValue
    case .strokeStyle: TokenType.strokeStyle.rawValue
    case .typography: TokenType.typography.rawValue
    case .shadow: TokenType.shadow.rawValue
    case .border: TokenType.border.rawValue
    case .gradient: TokenType.gradient.rawValue
    case .transition: TokenType.transition.rawValue
    case .other(let type, _): type
    }
  }
}

extension ThemeTokenValue: CustomStringConvertible {
  /// The type and the value, as the design-token JSON writes the value: `dimension {"unit":"px",
  /// "value":16}`.
  public var description: String {
    "\(typeName) \(TokenValueEncoder.json(of: .token(self)))"
  }
}
