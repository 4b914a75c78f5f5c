/// What a writable format cannot hold of a value that the others hold, for a converter that
/// leaves such keys out and names them rather than failing the whole conversion.
package enum WrittenFormatLimits {
  /// Whether a property list holds `value`: it has no `null`, which the value of a design token
  /// of a type the library does not read may hold.
  package static func propertyListHolds(_ value: ThemePaletteValue) -> Bool {
    guard let written = StyleTreeToken.written(value) else { return true }
    return !StyleTreeToken.holdsNull(written.value)
  }

  /// Whether a token document holds `value`: text written `{group.token}` reads as a reference
  /// there, and cannot be told apart from one.
  package static func tokenDocumentHolds(_ value: ThemePaletteValue) -> Bool {
    guard case .string(let text) = value else { return true }
    return TokenReference.curlyPath(text) == nil
  }

  /// Whether every number in `value` is finite, a color's components and opacity included:
  /// JSON cannot hold the others, and no size, component or opacity is `nan` or infinite. The
  /// colors are checked as given, since converting one to another space for writing may turn
  /// `nan` into a number.
  static func isFinite(_ value: ThemePaletteValue) -> Bool {
    switch value {
    case .string: true
    case .number(let number): number.isFinite
    case .color(let color): isFinite(color)
    case .token(let token):
      colors(in: token).allSatisfy(isFinite)
        && TokenValueEncoder.isFinite(TokenValueEncoder.json(of: value))
    }
  }

  private static func isFinite(_ color: ThemeWideColor) -> Bool {
    color.alpha.isFinite && color.components.allSatisfy { $0?.isFinite ?? true }
  }

  /// The colors a design token holds.
  private static func colors(in token: ThemeTokenValue) -> [ThemeWideColor] {
    switch token {
    case .shadow(let layers): layers.map(\.color)
    case .border(let border): [border.color]
    case .gradient(let stops): stops.map(\.color)
    case .dimension, .duration, .fontFamily, .fontWeight, .cubicBezier, .strokeStyle, .typography,
      .transition, .other:
      []
    }
  }
}
