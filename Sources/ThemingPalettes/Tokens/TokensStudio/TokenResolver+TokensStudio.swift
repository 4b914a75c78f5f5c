import Foundation
import Theming

// Values as Tokens Studio writes them (``TokensStudioType``): numbers as text, arithmetic,
// CSS `rgba()` colors, font style names as weights, its own shadow shape. A Tokens Studio value
// is read by these rules silently; a value of a plain design-token document that needs one is
// read too, with a note.
extension TokenResolver {
  /// A number written as text: `"4"`, `"50%"` (a fraction), or arithmetic; `nil` when `text`
  /// is none of these. A percentage is read only where `percent` says the number is a fraction
  /// of one or a multiple; elsewhere it is an error, being a percentage of nothing the value
  /// defines.
  func textNumber(_ text: String, at site: Site, percent allowsPercent: Bool = true)
    throws(ThemeSourceError) -> Double?
  {
    func notAFraction() -> ThemeSourceError {
      site.error(
        expected: "a number", found: "the percentage \"\(text)\", where no whole is defined")
    }
    if TokenMath.looksLikeMath(text) {
      let result = try evaluate(text, at: site)
      guard result.unit == nil || result.unit == "%" else {
        throw site.error(
          expected: "a number",
          found: "\"\(text)\", which comes to a number of \(result.unit ?? "")")
      }
      if result.unit == "%", !allowsPercent { throw notAFraction() }
      return result.unit == "%" ? result.value / 100 : result.value
    }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let percent = trimmed.hasSuffix("%")
    guard let value = TokenNumber.decimal(percent ? trimmed.dropLast() : trimmed[...]) else {
      return nil
    }
    if percent, !allowsPercent { throw notAFraction() }
    noteLenient(
      site,
      site.error(expected: "a number", found: "the string \"\(text)\"")
        .readAs("read as \(TokenNumber.text(percent ? value / 100 : value))"))
    return percent ? value / 100 : value
  }

  /// The quantity arithmetic in `text` comes to, each `{reference}` standing for the number,
  /// dimension or duration token it names; noted outside Tokens Studio, which defines it.
  func evaluate(_ text: String, at site: Site) throws(ThemeSourceError) -> TokenMath.Quantity {
    var referenceError: ThemeSourceError?
    let result: TokenMath.Quantity
    do throws(TokenMath.Failure) {
      result = try TokenMath.evaluate(text) { path throws(TokenMath.Failure) in
        do throws(ThemeSourceError) {
          return try self.quantity(path, at: site)
        } catch {
          referenceError = error
          throw TokenMath.Failure(reason: error.found)
        }
      }
    } catch {
      if let referenceError { throw referenceError }
      throw site.error(expected: "arithmetic of numbers and references", found: error.reason)
    }
    noteLenient(
      site,
      site.error(expected: "a literal value", found: "the arithmetic \"\(text)\"")
        .readAs("evaluated it, as Tokens Studio does"))
    return result
  }

  private func quantity(_ path: String, at site: Site) throws(ThemeSourceError)
    -> TokenMath.Quantity
  {
    let written = "{\(path)}"
    let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    switch try resolve(segments, from: site, written: written) {
    case .number(let number): return TokenMath.Quantity(value: number, unit: nil)
    case .token(.dimension(let dimension)):
      return TokenMath.Quantity(value: dimension.value, unit: dimension.unit.rawValue)
    case .token(.duration(let duration)):
      return TokenMath.Quantity(value: duration.value, unit: duration.unit.rawValue)
    case .token(.fontWeight(let weight)): return TokenMath.Quantity(value: weight, unit: nil)
    case let other:
      throw site.error(
        expected: "references to number, dimension or duration tokens in arithmetic",
        found: "\"\(written)\", a \(TokenType.name(of: other)) token")
    }
  }

  /// A CSS color function as Tokens Studio writes it: `rgba({colors.black}, 0.5)`,
  /// `rgba(#000000, 0.5)`, `rgb(0, 0, 0)`, `rgba(0, 0, 0, 0.5)`; `nil` for other text.
  func cssColor(_ text: String, at site: Site) throws(ThemeSourceError) -> ThemeWideColor? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let lower = trimmed.lowercased()
    guard lower.hasPrefix("rgb"), trimmed.hasSuffix(")"),
      let open = trimmed.firstIndex(of: "(")
    else { return nil }
    let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    func expectedForm() -> ThemeSourceError {
      site.error(
        expected: "rgb(r, g, b), rgba(r, g, b, a) or rgba(color, a)", found: "\"\(text)\"")
    }
    var color: ThemeWideColor
    var alphaText: String?
    switch arguments.count {
    case 2:
      alphaText = arguments[1]
      color = try self.color(.string(arguments[0]), at: site)
    case 3, 4:
      var channels: [Double] = []
      for argument in arguments.prefix(3) {
        guard let channel = Double(argument), (0...255).contains(channel) else {
          throw expectedForm()
        }
        channels.append(channel / 255)
      }
      color = ThemeWideColor(.srgb, channels[0], channels[1], channels[2])
      alphaText = arguments.count == 4 ? arguments[3] : nil
    default:
      throw expectedForm()
    }
    if let alphaText {
      let percent = alphaText.hasSuffix("%")
      guard var alpha = Double(percent ? String(alphaText.dropLast()) : alphaText) else {
        throw expectedForm()
      }
      if percent { alpha /= 100 }
      guard (0...1).contains(alpha) else { throw expectedForm() }
      color = ThemeWideColor(
        color.space, color.components[0], color.components[1], color.components[2],
        alpha: alpha * color.alpha, hexFallback: color.hexFallback)
    }
    noteLenient(
      site,
      site.error(expected: "a color object or a hex color", found: "\"\(text)\"")
        .readAs("read it as CSS does"))
    return color
  }

  /// A shadow in Tokens Studio's shape, `{x, y, blur, spread, color, type}`, in the format's
  /// (`offsetX`, `offsetY`, `inset` for an `innerShadow`); `nil` when `json` is not in it.
  static let tokensStudioShadowMembers: Set<String> = [
    "x", "y", "blur", "spread", "color", "type", "$type",
  ]

  func formatShadow(_ json: ThemeTokenJSON, at site: Site) -> ThemeTokenJSON? {
    guard case .object(let members) = json, members["x"] != nil || members["y"] != nil,
      members["offsetX"] == nil, members["offsetY"] == nil
    else { return nil }
    var shadow: [String: ThemeTokenJSON] = [
      "offsetX": members["x"] ?? .number(0),
      "offsetY": members["y"] ?? .number(0),
      "blur": members["blur"] ?? .number(0),
      "spread": members["spread"] ?? .number(0),
    ]
    if let color = members["color"] { shadow["color"] = color }
    // Members of neither shape are kept, for the reader to keep aside as any other.
    for (name, value) in members where !Self.tokensStudioShadowMembers.contains(name) {
      shadow[name] = value
    }
    let kind = members["type"] ?? members["$type"]
    shadow["inset"] = .bool(kind == .string("innerShadow"))
    noteLenient(
      site,
      site.error(expected: "a shadow object with offsetX and offsetY", found: "x and y")
        .readAs("read it as Tokens Studio's shadow"))
    return .object(shadow)
  }
}
