import Foundation
import Theming

/// Reads one color set's `Contents.json`. Every path ends in a ``ColorSet`` or a
/// `ThemeSourceError` naming the file, the JSON place and what was expected; none traps.
enum ColorSetParser {
  /// One entry of `"colors"`, read.
  private struct Variant {
    var appearance: ColorSet.Appearance
    var idiom: String
    var gamut: String?
    var value: ThemePaletteValue
    var place: String
  }

  /// Reads a color set from the bytes of its `Contents.json`.
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - source: The file's path, for errors.
  /// - Returns: The color for each appearance the set gives; `nil` for a set whose entries give
  ///   no color at all, as the empty `AccentColor` Xcode puts in every new project.
  /// - Throws: `ThemeSourceError` naming the place of the first problem.
  static func colorSet(_ data: Data, source: String) throws(ThemeSourceError) -> ColorSet? {
    let object = try JSONShape.parse(data, source: source, document: "a color set's JSON object")
    guard let top = object as? [String: Any] else {
      throw ThemeSourceError(
        source: source,
        place: "the top level",
        expected: "an object with a \"colors\" array",
        found: JSONShape.kind(of: object)
      )
    }
    guard let entries = top["colors"] as? [Any], !entries.isEmpty else {
      let found: String =
        if let member = top["colors"] {
          member is [Any] ? "an empty array" : JSONShape.kind(of: member)
        } else {
          "nothing"
        }
      throw ThemeSourceError(
        source: source,
        place: "colors",
        expected: "an array of at least one color",
        found: found
      )
    }
    let isEmptySet = entries.allSatisfy { entry in
      (entry as? [String: Any]).map { $0["color"] == nil } ?? false
    }
    if isEmptySet { return nil }
    var variants: [Variant] = []
    for (index, entry) in entries.enumerated() {
      variants.append(try variant(entry, place: "colors[\(index)]", source: source))
    }
    return try choose(from: variants, source: source)
  }

  /// Keeps the variants of one idiom, `universal` if there are any, else the first listed;
  /// then, per appearance, the variant for any display gamut, else the Display P3 one (with
  /// the sRGB one, if given in 8-bit sRGB, as its fallback), else the sRGB one.
  private static func choose(from variants: [Variant], source: String) throws(ThemeSourceError)
    -> ColorSet
  {
    let idiom =
      variants.contains { $0.idiom == "universal" } ? "universal" : variants[0].idiom
    var chosen: [ColorSet.Appearance: [String?: Variant]] = [:]
    for variant in variants where variant.idiom == idiom {
      if let first = chosen[variant.appearance]?[variant.gamut] {
        throw ThemeSourceError(
          source: source,
          place: variant.place,
          expected: "one color per appearance, idiom and display gamut",
          found: "a second one, the first at \(first.place)"
        )
      }
      chosen[variant.appearance, default: [:]][variant.gamut] = variant
    }
    return ColorSet(
      colors: chosen.mapValues { byGamut in
        if let any = byGamut[nil] { return any.value }
        let standard = byGamut["sRGB"]
        guard let wide = byGamut["display-P3"] else { return standard?.value ?? .string("") }
        guard case .color(let color) = wide.value, case .color(let fallback)? = standard?.value,
          fallback.space == .srgb
        else { return wide.value }
        return .color(
          ThemeWideColor(
            color.space,
            color.components[0],
            color.components[1],
            color.components[2],
            alpha: color.alpha,
            hexFallback: fallback.sRGB
          ))
      })
  }

  private static func variant(_ entry: Any, place: String, source: String)
    throws(ThemeSourceError) -> Variant
  {
    let fields = try object(entry, place: place, expected: "a color variant", source: source)
    let idiom = try string(fields["idiom"], place: "\(place).idiom", source: source)
    let gamut = try string(
      fields["display-gamut"], place: "\(place).display-gamut", source: source)
    if let gamut, gamut != "sRGB", gamut != "display-P3" {
      throw ThemeSourceError(
        source: source,
        place: "\(place).display-gamut",
        expected: "\"sRGB\" or \"display-P3\"",
        found: ThemeColor.describe(gamut)
      )
    }
    let appearance = try appearance(fields["appearances"], place: place, source: source)
    guard let color = fields["color"] else {
      throw ThemeSourceError(
        source: source,
        place: "\(place).color",
        expected: "a color",
        found: "nothing"
      )
    }
    return Variant(
      appearance: appearance,
      idiom: idiom ?? "universal",
      gamut: gamut,
      value: try value(color, place: "\(place).color", source: source),
      place: place
    )
  }

  private static func appearance(_ member: Any?, place: String, source: String)
    throws(ThemeSourceError) -> ColorSet.Appearance
  {
    var appearance = ColorSet.Appearance(luminosity: nil, highContrast: false)
    guard let member else { return appearance }
    guard let list = member as? [Any] else {
      throw ThemeSourceError(
        source: source,
        place: "\(place).appearances",
        expected: "an array of appearances",
        found: JSONShape.kind(of: member)
      )
    }
    for (index, item) in list.enumerated() {
      let itemPlace = "\(place).appearances[\(index)]"
      let fields = try object(item, place: itemPlace, expected: "an appearance", source: source)
      let kind = try string(fields["appearance"], place: "\(itemPlace).appearance", source: source)
      let value = try string(fields["value"], place: "\(itemPlace).value", source: source)
      switch (kind, value) {
      case ("luminosity", "any"): appearance.luminosity = nil
      case ("luminosity", "light"): appearance.luminosity = .light
      case ("luminosity", "dark"): appearance.luminosity = .dark
      case ("contrast", "high"): appearance.highContrast = true
      case ("luminosity", _), ("contrast", _):
        throw ThemeSourceError(
          source: source,
          place: "\(itemPlace).value",
          expected: kind == "contrast" ? "\"high\"" : "\"any\", \"light\" or \"dark\"",
          found: value.map(ThemeColor.describe) ?? "nothing"
        )
      default:
        throw ThemeSourceError(
          source: source,
          place: "\(itemPlace).appearance",
          expected: "\"luminosity\" or \"contrast\"",
          found: kind.map(ThemeColor.describe) ?? "nothing"
        )
      }
    }
    return appearance
  }

  /// A color: components in a color space, or a named system color.
  private static func value(_ member: Any, place: String, source: String)
    throws(ThemeSourceError) -> ThemePaletteValue
  {
    let fields = try object(
      member, place: place, expected: "components or a system color reference", source: source)
    if fields["reference"] != nil {
      guard
        let reference = try string(
          fields["reference"], place: "\(place).reference", source: source),
        !reference.isEmpty
      else {
        throw ThemeSourceError(
          source: source,
          place: "\(place).reference",
          expected: "the name of a system color",
          found: "an empty string"
        )
      }
      _ = try string(fields["platform"], place: "\(place).platform", source: source)
      return .string(reference)
    }
    let spaceName =
      try string(fields["color-space"], place: "\(place).color-space", source: source) ?? "srgb"
    guard let space = AssetColorSpace(rawValue: spaceName) else {
      throw ThemeSourceError(
        source: source,
        place: "\(place).color-space",
        expected: AssetColorSpace.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
        found: ThemeColor.describe(spaceName)
      )
    }
    let componentsPlace = "\(place).components"
    guard let components = fields["components"] else {
      throw ThemeSourceError(
        source: source,
        place: componentsPlace,
        expected: "the components \(space.componentNames.joined(separator: ", "))",
        found: "nothing"
      )
    }
    return .color(
      space.color(try values(of: components, in: space, place: componentsPlace, source: source)))
  }

  /// The components of `space`, in the order of its ``AssetColorSpace/componentNames``, each
  /// in range.
  private static func values(
    of member: Any, in space: AssetColorSpace, place componentsPlace: String, source: String
  ) throws(ThemeSourceError) -> [Double] {
    let components = try object(
      member, place: componentsPlace, expected: "an object of components", source: source)
    if let stray = components.keys.filter({ !space.componentNames.contains($0) }).min() {
      throw ThemeSourceError(
        source: source,
        place: "\(componentsPlace).\(stray)",
        expected: "only \(space.componentNames.joined(separator: ", ")) in \(space.rawValue)",
        found: "\"\(stray)\""
      )
    }
    var values: [Double] = []
    for name in space.componentNames {
      let componentPlace = "\(componentsPlace).\(name)"
      // Xcode always writes alpha; a file without it means an opaque color.
      guard let written = components[name] else {
        if name == "alpha" {
          values.append(1)
          continue
        }
        throw ThemeSourceError(
          source: source,
          place: componentPlace,
          expected: "a component",
          found: "nothing"
        )
      }
      let value = try component(written, place: componentPlace, source: source)
      let limited = name == "alpha" || !space.isExtended
      if limited, !(0...1).contains(value) {
        throw ThemeSourceError(
          source: source,
          place: componentPlace,
          expected: name == "alpha"
            ? "an opacity from 0 to 1 (or 0 to 255 as a whole number)"
            : "a component from 0 to 1 (or 0 to 255 as a whole number) in \(space.rawValue)",
          found: JSONShape.describe(written)
        )
      }
      values.append(value)
    }
    return values
  }

  /// A component in any form Xcode writes: a JSON number or a string with a decimal point or
  /// an exponent (`"0.500"`), both on the 0–1 scale; a whole number (`"128"`) or a hex byte
  /// (`"0x80"`), both on the 0–255 scale.
  private static func component(_ written: Any, place: String, source: String)
    throws(ThemeSourceError) -> Double
  {
    if let number = JSONShape.number(written) { return number }
    if let text = (written as? String)?.trimmingWhitespace() {
      let isFloating = text.contains { $0 == "." || $0 == "e" || $0 == "E" }
      if text.hasPrefix("0x") || text.hasPrefix("0X") {
        let digits = text.dropFirst(2)
        if (1...2).contains(digits.count), digits.allSatisfy(\.isHexDigit),
          let byte = UInt8(digits, radix: 16)
        {
          return Double(byte) / 255
        }
      } else if isFloating, let number = Double(text), number.isFinite {
        return number
      } else if !isFloating, text.allSatisfy(\.isWholeNumberDigit), let byte = UInt8(text) {
        return Double(byte) / 255
      }
    }
    throw ThemeSourceError(
      source: source,
      place: place,
      expected: "a number such as \"0.500\", \"128\" (0–255), \"0x80\" or 0.5",
      found: JSONShape.describe(written)
    )
  }

  private static func object(_ value: Any, place: String, expected: String, source: String)
    throws(ThemeSourceError) -> [String: Any]
  {
    guard let fields = value as? [String: Any] else {
      throw ThemeSourceError(
        source: source, place: place, expected: expected, found: JSONShape.kind(of: value))
    }
    return fields
  }

  /// An optional string member: `nil` when absent, an error when of another kind.
  private static func string(_ value: Any?, place: String, source: String)
    throws(ThemeSourceError) -> String?
  {
    guard let value else { return nil }
    guard let text = value as? String else {
      throw ThemeSourceError(
        source: source, place: place, expected: "a string", found: JSONShape.kind(of: value))
    }
    return text
  }
}

extension Character {
  /// Whether the character is one of the digits 0 to 9 (`isWholeNumber` also takes other
  /// scripts' digits, which `UInt8(_:)` would reject anyway).
  fileprivate var isWholeNumberDigit: Bool {
    asciiValue.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
  }
}
