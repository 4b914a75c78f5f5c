// Colors as the format's color module writes them.
import Foundation
import Theming

extension TokenResolver {
  /// A color: `{"colorSpace", "components", "alpha"?, "hex"?}`, or a hex string as earlier drafts
  /// of the format wrote colors (`#` and 3, 4, 6 or 8 hex digits; without the `#`, text such as
  /// `"bad"` or `"face"` could as well be a word); or a reference to a color token.
  ///
  /// Components are checked against the ranges the color module gives, with two exceptions
  /// that real colors need: hues may be any finite number (CSS reads them modulo 360, and
  /// tools write 360), and XYZ components may be any finite number (the D65 white point's Z is
  /// 1.089, outside the module's 0–1).
  func color(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> ThemeWideColor {
    try sub(json, .color, at: site) {
      if case .color(let color) = $0 { color } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      if case .string(let text) = json {
        if let css = try cssColor(text, at: site) { return css }
        guard text.hasPrefix("#"), let hex = try? ThemeColor(hex: text) else {
          throw site.error(
            expected: "a color object or a hex color (#RRGGBB or #RRGGBBAA)",
            found: json.kind
          )
        }
        noteLenient(
          site,
          site.error(expected: "a color object", found: "the hex string \"\(text)\"")
            .readAs("read it as earlier drafts of the format did"))
        return ThemeWideColor(
          .srgb,
          Double(hex.red) / 255,
          Double(hex.green) / 255,
          Double(hex.blue) / 255,
          alpha: Double(hex.alpha) / 255,
          hexFallback: ThemeColor(red: hex.red, green: hex.green, blue: hex.blue)
        )
      }
      return try colorObject(json, at: site)
    }
  }

  private func colorObject(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeWideColor
  {
    let members = try members(
      json,
      required: ["colorSpace", "components"],
      optional: ["alpha", "hex"],
      of: .color,
      at: site
    )
    let spaceSite = site.appending("colorSpace")
    let spaceJSON = try plain(members["colorSpace"] ?? .null, at: spaceSite)
    func expectedSpace() -> String {
      "a color space, one of "
        + ThemeWideColor.Space.allCases.map(\.rawValue).joined(separator: ", ")
    }
    guard case .string(let spaceName) = spaceJSON,
      let space = keyword(
        spaceName, as: ThemeWideColor.Space.self, expected: expectedSpace(), at: spaceSite)
    else {
      throw spaceSite.error(expected: expectedSpace(), found: spaceJSON.kind)
    }
    let componentsSite = site.appending("components")
    let componentsJSON = try plain(members["components"] ?? .null, at: componentsSite)
    guard case .array(let elements) = componentsJSON, elements.count == 3 else {
      throw componentsSite.error(
        expected: "3 components for \(space.rawValue), each a number or \"none\"",
        found: componentsJSON.kind
      )
    }
    var components: [Double?] = []
    for (index, element) in elements.enumerated() {
      let componentSite = componentsSite.appending("\(index)")
      let component = try literalNumber(element, at: componentSite)
      if case .string("none") = component {
        components.append(nil)
        continue
      }
      guard Self.isNumberText(component) else {
        throw componentSite.error(expected: "a number or \"none\"", found: component.kind)
      }
      let value = try partNumber(component, at: componentSite)
      let range = Self.componentRange(space, index)
      guard range.contains(value) else {
        throw componentSite.error(
          expected: "a \(space.rawValue) component \(range.description)",
          found: "\(value)"
        )
      }
      if space.hueIndex == index, !(0..<360).contains(value) {
        noteLenient(
          componentSite,
          componentSite.error(expected: "a hue from 0 up to 360", found: TokenNumber.text(value))
            .readAs("read modulo 360, as CSS does"))
      }
      components.append(value)
    }
    var alpha = 1.0
    if let alphaJSON = members["alpha"] {
      let alphaSite = site.appending("alpha")
      let literal = try literalNumber(alphaJSON, at: alphaSite)
      guard Self.isNumberText(literal, percent: true) else {
        throw alphaSite.error(expected: "an alpha from 0 to 1", found: literal.kind)
      }
      let value = try partNumber(literal, at: alphaSite, fraction: true)
      guard (0...1).contains(value) else {
        throw alphaSite.error(expected: "an alpha from 0 to 1", found: TokenNumber.text(value))
      }
      alpha = value
    }
    var fallback: ThemeColor?
    if let hexJSON = members["hex"] {
      let hexSite = site.appending("hex")
      let hex = try plain(hexJSON, at: hexSite)
      guard case .string(let text) = hex, text.hasPrefix("#"),
        let color = try? ThemeColor(hex: text)
      else {
        throw hexSite.error(expected: "a 6-digit hex color \"#RRGGBB\"", found: hex.kind)
      }
      // The short and alpha forms (`#fff`, `#ffff`, `#ffffffff`) name one color only; the
      // fallback keeps its red, green and blue, as the format's fallback has no alpha.
      let opaque = ThemeColor(red: color.red, green: color.green, blue: color.blue)
      if text.count != 7 {
        noteLenient(
          hexSite,
          hexSite.error(expected: "a 6-digit hex color \"#RRGGBB\"", found: hex.kind)
            .readAs("read as \"\(opaque.hexString)\""))
      }
      fallback = opaque
    }
    return ThemeWideColor(
      space, components[0], components[1], components[2], alpha: alpha, hexFallback: fallback)
  }

  /// A number part of a color, with a JSON Pointer followed to the literal it names; a
  /// `"{token}"` reference is left for ``partNumber(_:at:fraction:)``, which reads it, noted.
  private func literalNumber(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeTokenJSON
  {
    TokenReference.pointer(in: json) == nil ? json : try plain(json, at: site)
  }

  /// Whether `json` is a number as a color part may give it: a number, a `"{token}"`
  /// reference, or a number written as a string (`"0.5"`; with `percent`, `"50%"` too).
  static func isNumberText(_ json: ThemeTokenJSON, percent: Bool = false) -> Bool {
    switch json {
    case .number: return true
    case .string(let text):
      if TokenReference.curlyPath(text) != nil { return true }
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let digits = percent && trimmed.hasSuffix("%") ? trimmed.dropLast() : trimmed[...]
      return TokenNumber.decimal(digits) != nil
    default: return false
    }
  }

  /// A component range, closed or open at the top, as the color module writes them.
  struct ComponentRange {
    let lower: Double
    let upper: Double

    static let unit = ComponentRange(lower: 0, upper: 1)
    static let percent = ComponentRange(lower: 0, upper: 100)
    static let nonNegative = ComponentRange(lower: 0, upper: .infinity)
    static let any = ComponentRange(lower: -.infinity, upper: .infinity)

    func contains(_ value: Double) -> Bool { value.isFinite && value >= lower && value <= upper }

    var description: String {
      switch (lower.isFinite, upper.isFinite) {
      case (true, true): "from \(TokenNumber.text(lower)) to \(TokenNumber.text(upper))"
      case (true, false): "of at least \(TokenNumber.text(lower))"
      default: "that is finite"
      }
    }
  }

  static func componentRange(_ space: ThemeWideColor.Space, _ index: Int) -> ComponentRange {
    switch (space, index) {
    case (.srgb, _), (.srgbLinear, _), (.displayP3, _), (.a98RGB, _), (.prophotoRGB, _),
      (.rec2020, _):
      .unit
    case (.hsl, 0), (.hwb, 0), (.lch, 2), (.oklch, 2): .any
    case (.hsl, _), (.hwb, _): .percent
    case (.lab, 0), (.lch, 0): .percent
    case (.oklab, 0), (.oklch, 0): .unit
    case (.lch, 1), (.oklch, 1): .nonNegative
    case (.lab, _), (.oklab, _), (.xyzD65, _), (.xyzD50, _): .any
    default: .any
    }
  }
}
