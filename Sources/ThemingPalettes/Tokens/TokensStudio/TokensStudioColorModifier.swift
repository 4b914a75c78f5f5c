import Theming

/// A color modifier Tokens Studio keeps in a color token's `$extensions`:
/// `{"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "hsl"}}}`.
///
/// `lighten` moves each channel (`srgb`, `p3`) or the lightness (`hsl`, `lch`) the fraction
/// `value` of the way to its top, `darken` to its bottom, both taking chroma down by that
/// fraction in `lch`; `mix` goes the fraction `value` of the way to `color` in `space`, hues the
/// short way round; `alpha` sets the opacity to `value`. The result stays in `space`.
struct TokensStudioColorModifier {
  enum Kind: String {
    case lighten, darken, mix, alpha
  }

  let kind: Kind
  let amount: Double
  let space: ThemeWideColor.Space
  /// The color `mix` goes towards, as written (a hex string or a reference).
  let mixColor: ThemeTokenJSON?

  /// The spaces Tokens Studio offers, by its names.
  static let spaces: [String: ThemeWideColor.Space] = [
    "srgb": .srgb, "p3": .displayP3, "hsl": .hsl, "lch": .lch,
  ]

  /// The modifier in `extensions`, `nil` when there is none; `number` reads the amount, which
  /// may be written as text or arithmetic. A modifier that is not one of these is an error
  /// at `site`'s token.
  static func read(
    _ extensions: ThemeTokenJSON?,
    at site: TokenResolver.Site,
    number: (ThemeTokenJSON, TokenResolver.Site) throws(ThemeSourceError) -> Double
  ) throws(ThemeSourceError) -> TokensStudioColorModifier? {
    guard case .object(let vendors)? = extensions,
      case .object(let studio)? = vendors["studio.tokens"], let modify = studio["modify"]
    else { return nil }
    let modifySite = TokenResolver.Site(
      token: site.token, source: site.source,
      inValue: ["$extensions", "studio.tokens", "modify"],
      followsTokensStudio: site.followsTokensStudio)
    guard case .object(let members) = modify, case .string(let type)? = members["type"],
      let kind = Kind(rawValue: type)
    else {
      throw modifySite.error(
        expected: "a modifier of type lighten, darken, mix or alpha", found: modify.kind)
    }
    var space = ThemeWideColor.Space.srgb
    if let name = members["space"] {
      guard case .string(let text) = name, let known = spaces[text.lowercased()] else {
        throw modifySite.appending("space").error(
          expected: "one of the spaces srgb, p3, hsl, lch", found: name.kind)
      }
      space = known
    }
    let amount = try number(members["value"] ?? .null, modifySite.appending("value"))
    guard (0...1).contains(amount) else {
      throw modifySite.appending("value").error(
        expected: "an amount from 0 to 1", found: TokenNumber.text(amount))
    }
    if kind == .mix, members["color"] == nil {
      throw modifySite.error(expected: "a mix with a \"color\"", found: "none")
    }
    return TokensStudioColorModifier(
      kind: kind, amount: amount, space: space, mixColor: members["color"])
  }

  /// `color` modified; `mixed` is the color a `mix` goes towards.
  func apply(to color: ThemeWideColor, mixed: ThemeWideColor?) -> ThemeWideColor {
    let start = color.converted(to: space)
    var values = start.resolvedComponents
    let top: Double = space == .hsl || space == .lch ? 100 : 1
    switch kind {
    case .alpha:
      return ThemeWideColor(
        start.space, start.components[0], start.components[1], start.components[2],
        alpha: amount)
    case .lighten, .darken:
      let toTop = kind == .lighten
      func move(_ value: Double) -> Double {
        toTop ? min(top, value + (top - value) * amount) : max(0, value - value * amount)
      }
      switch space {
      case .hsl: values.z = move(values.z)
      case .lch:
        values.x = move(values.x)
        values.y = max(0, values.y - values.y * amount)
      default:
        values = SIMD3(move(values.x), move(values.y), move(values.z))
      }
      return ThemeWideColor(space, values.x, values.y, values.z, alpha: start.alpha)
    case .mix:
      guard let mixed else { return start }
      let end = mixed.converted(to: space).resolvedComponents
      var result = values + (end - values) * amount
      if let hue = space.hueIndex {
        var delta = end[hue] - values[hue]
        if delta > 180 { delta -= 360 }
        if delta < -180 { delta += 360 }
        result[hue] = values[hue] + delta * amount
      }
      let alpha = start.alpha + (mixed.alpha - start.alpha) * amount
      return ThemeWideColor(space, result.x, result.y, result.z, alpha: alpha)
    }
  }
}
