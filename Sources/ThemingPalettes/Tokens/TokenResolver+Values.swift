import Foundation
import Theming

// Reading values by their type. Each reader takes JSON whose own references are already
// followed; the members of composite values may still be references, which `sub` follows.
extension TokenResolver {
  /// The value of a token of type `type`.
  func parse(_ json: ThemeTokenJSON, type: String, at site: Site) throws(ThemeSourceError)
    -> ThemePaletteValue
  {
    guard let known = TokenType(rawValue: type) else {
      return .token(.other(type: type, value: json))
    }
    switch known {
    case .color: return .color(try color(json, at: site))
    case .number: return .number(try number(json, at: site))
    case .string:
      guard case .string(let text) = json else {
        throw site.error(expected: "a string", found: json.kind)
      }
      return .string(text)
    case .dimension: return .token(.dimension(try dimension(json, at: site)))
    case .duration: return .token(.duration(try duration(json, at: site)))
    case .fontFamily: return .token(.fontFamily(try fontFamily(json, at: site)))
    case .fontWeight: return .token(.fontWeight(try fontWeight(json, at: site)))
    case .cubicBezier: return .token(.cubicBezier(try cubicBezier(json, at: site)))
    case .strokeStyle: return .token(.strokeStyle(try strokeStyle(json, at: site)))
    case .border: return .token(.border(try border(json, at: site)))
    case .transition: return .token(.transition(try transition(json, at: site)))
    case .shadow: return .token(.shadow(try shadow(json, at: site)))
    case .gradient: return .token(.gradient(try gradient(json, at: site)))
    case .typography: return .token(.typography(try typography(json, at: site)))
    }
  }

  /// A member of a composite value: a literal, or a reference to a token of `type`.
  func sub<Value>(
    _ json: ThemeTokenJSON,
    _ type: TokenType,
    at site: Site,
    extract: (ThemePaletteValue) -> Value?,
    literal: (ThemeTokenJSON, Site) throws(ThemeSourceError) -> Value
  ) throws(ThemeSourceError) -> Value {
    switch try expand(json, expecting: type.rawValue, at: site) {
    case .value(let value):
      guard let typed = extract(value) else {
        throw site.error(expected: "a \(type.rawValue) value", found: TokenType.name(of: value))
      }
      return typed
    case .json(let json):
      return try literal(json, site)
    }
  }

  /// A part of a value that is not a token type of its own (a unit, a line cap): a literal, or
  /// a pointer to one.
  func plain(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> ThemeTokenJSON {
    switch try expand(json, expecting: nil, at: site) {
    case .json(let json): return json
    case .value(let value):
      throw site.error(
        expected: "a literal value or a JSON Pointer to one",
        found: "a reference to a whole \(TokenType.name(of: value)) token"
      )
    }
  }

  /// The members of a composite value, which must be an object with all of `required`, and no
  /// members but those and `optional`.
  func members(
    _ json: ThemeTokenJSON,
    required: [String],
    optional: [String] = [],
    of type: TokenType,
    at site: Site
  ) throws(ThemeSourceError) -> [String: ThemeTokenJSON] {
    // Built only for an error: most values are well formed.
    func all() -> String { (required + optional).map { "\"\($0)\"" }.joined(separator: ", ") }
    guard case .object(let members) = json else {
      throw site.error(expected: "a \(type.rawValue) object with \(all())", found: json.kind)
    }
    for name in required where members[name] == nil {
      throw site.error(
        expected: "a \(type.rawValue) object with \(all())", found: "no \"\(name)\"")
    }
    if members.count > required.count {
      let known = Set(required + optional)
      for name in members.keys.sorted() where !known.contains(name) {
        throw site.error(
          expected: "a \(type.rawValue) object with only \(all())",
          found: "\"\(name)\""
        )
      }
    }
    return members
  }

  // MARK: - Simple types

  /// A number that is part of a value which is not a composite (a dimension's `value`, a
  /// cubic Bézier's coordinate): a literal or a JSON Pointer to one. A `"{token}"` reference
  /// there, which the format keeps for whole values and composites' members, is read with a
  /// note.
  func partNumber(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> Double {
    if case .string(let text) = json, TokenReference.curlyPath(text) != nil {
      noteLenient(
        site,
        site.error(
          expected: "a number or a JSON Pointer to one", found: "the reference \"\(text)\""
        ).readAs("read the number it names"))
    }
    return try number(json, at: site)
  }

  func number(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> Double {
    try sub(json, .number, at: site) {
      if case .number(let number) = $0 { number } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      if case .number(let number) = json, number.isFinite { return number }
      if case .string(let text) = json, let number = try textNumber(text, at: site) {
        return number
      }
      throw site.error(expected: "a number", found: json.kind)
    }
  }

  func dimension(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeDimension
  {
    try sub(json, .dimension, at: site) {
      if case .token(.dimension(let dimension)) = $0 { dimension } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      let (value, unit) = try measure(
        json, of: .dimension, units: ["px", "rem"],
        lenient: ThemeDimension.Unit.allCases.filter { !$0.isStandard }.map(\.rawValue),
        bare: "px", at: site)
      return ThemeDimension(value, ThemeDimension.Unit(rawValue: unit) ?? .px)
    }
  }

  func duration(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> ThemeDuration {
    try sub(json, .duration, at: site) {
      if case .token(.duration(let duration)) = $0 { duration } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      let (value, unit) = try measure(
        json, of: .duration, units: ["ms", "s"], lenient: [], bare: "ms", at: site)
      return ThemeDuration(value, unit == "ms" ? .ms : .s)
    }
  }

  /// A number and a unit: `{"value": 16, "unit": "px"}`, or the string `"16px"` of the format's
  /// earlier drafts, which design tools still export.
  ///
  /// What real files bend in a way that can mean one thing only is read and noted: a unit of
  /// `lenient` (`em`, `dp`), and a bare number or an empty unit, taken as `bare` (a number of
  /// pixels, as design tools mean it).
  private func measure(
    _ json: ThemeTokenJSON,
    of type: TokenType,
    units: [String],
    lenient: [String],
    bare: String,
    at site: Site
  ) throws(ThemeSourceError) -> (Double, String) {
    func expected() -> String {
      "a \(type.rawValue) {\"value\": number, \"unit\": \(units.joined(separator: " or "))}"
    }
    func lenientUnit(_ unit: String, at site: Site) -> String? {
      if unit.isEmpty {
        noteLenient(
          site, site.error(expected: expected(), found: "an empty unit").readAs("read as \(bare)"))
        return bare
      }
      guard lenient.contains(unit) else { return nil }
      noteLenient(
        site,
        site.error(
          expected: "one of the units \(units.joined(separator: ", "))", found: "\"\(unit)\""
        )
        .readAs("read as \(unit), a unit the format does not list"))
      return unit
    }
    switch json {
    case .number(let value) where value.isFinite:
      noteLenient(
        site,
        site.error(expected: expected(), found: "a bare number").readAs("read as \(bare)"))
      return (value, bare)
    case .string(let text) where Self.isMultiValue(text):
      // Tokens Studio's shorthand for several sides or corners, as CSS writes it.
      throw leaveOut(
        site.token,
        site.error(expected: expected(), found: "\"\(text)\", several values")
          .readAs("left it out, as a token holds one \(type.rawValue)"))
    case .string(let text) where TokenMath.looksLikeMath(text):
      let result = try evaluate(text, at: site)
      guard let unit = result.unit else { return (result.value, bare) }
      guard units.contains(unit) || lenientUnit(unit, at: site) != nil else {
        throw site.error(
          expected: expected(), found: "\"\(text)\", which comes to a number of \(unit)")
      }
      return (result.value, unit)
    case .string(let text):
      // Longest unit first, so that "ms" is not read as "s".
      for unit in units.sorted(by: { $0.count > $1.count }) where text.hasSuffix(unit) {
        if let value = TokenNumber.decimal(text.dropLast(unit.count)) {
          noteLenient(
            site,
            site.error(expected: expected(), found: "the string \"\(text)\"")
              .readAs("read it as earlier drafts of the format did"))
          return (value, unit)
        }
      }
      let number = text.prefix { "0123456789.+-eE".contains($0) }
      if let value = TokenNumber.decimal(number),
        let unit = lenientUnit(String(text.dropFirst(number.count)), at: site)
      {
        return (value, unit)
      }
      throw site.error(expected: expected(), found: json.kind)
    default:
      break
    }
    let members = try members(json, required: ["value", "unit"], of: type, at: site)
    let value = try partNumber(members["value"] ?? .null, at: site.appending("value"))
    let unitSite = site.appending("unit")
    let unitJSON = try plain(members["unit"] ?? .null, at: unitSite)
    guard case .string(let unit) = unitJSON,
      units.contains(unit) || lenientUnit(unit, at: unitSite) != nil
    else {
      throw unitSite.error(
        expected: "one of the units \(units.joined(separator: ", "))",
        found: unitJSON.kind
      )
    }
    return (value, unit.isEmpty ? bare : unit)
  }

  func fontFamily(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> [String] {
    try sub(json, .fontFamily, at: site) {
      if case .token(.fontFamily(let names)) = $0 { names } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      switch json {
      case .string(let name): return [name]
      case .array(let elements) where !elements.isEmpty:
        var names: [String] = []
        for (index, element) in elements.enumerated() {
          let elementSite = site.appending("\(index)")
          guard case .string(let name) = try plain(element, at: elementSite) else {
            throw elementSite.error(expected: "a font name", found: element.kind)
          }
          names.append(name)
        }
        return names
      default:
        throw site.error(expected: "a font name or a non-empty array of them", found: json.kind)
      }
    }
  }

  func fontWeight(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> Double {
    try sub(json, .fontWeight, at: site) {
      if case .token(.fontWeight(let weight)) = $0 { weight } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      switch json {
      case .number(let weight) where (1...1000).contains(weight):
        return weight
      case .string(let keyword):
        if let weight = TokenType.fontWeightKeywords[keyword] { return weight }
        if let weight = TokensStudioType.fontWeight(named: keyword) {
          noteLenient(
            site,
            site.error(expected: "a font weight keyword", found: "\"\(keyword)\"")
              .readAs("read as \(TokenNumber.text(weight))"))
          return weight
        }
      default:
        break
      }
      throw site.error(
        expected: "a font weight from 1 to 1000 or one of the keywords "
          + TokenType.fontWeightKeywords.keys.sorted().joined(separator: ", "),
        found: json.kind
      )
    }
  }

  func cubicBezier(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeCubicBezier
  {
    try sub(json, .cubicBezier, at: site) {
      if case .token(.cubicBezier(let curve)) = $0 { curve } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      guard case .array(let elements) = json, elements.count == 4 else {
        throw site.error(expected: "a cubicBezier array [x1, y1, x2, y2]", found: json.kind)
      }
      var numbers: [Double] = []
      for (index, element) in elements.enumerated() {
        let elementSite = site.appending("\(index)")
        let value = try partNumber(element, at: elementSite)
        if index.isMultiple(of: 2), !(0...1).contains(value) {
          throw elementSite.error(expected: "an x coordinate from 0 to 1", found: "\(value)")
        }
        numbers.append(value)
      }
      return ThemeCubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
  }

  // MARK: - Composite types

  func strokeStyle(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeStrokeStyle
  {
    try sub(json, .strokeStyle, at: site) {
      if case .token(.strokeStyle(let style)) = $0 { style } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      if case .string(let keyword) = json {
        guard let line = ThemeStrokeStyle.Line(rawValue: keyword) else {
          throw site.error(
            expected: "a stroke style, one of "
              + ThemeStrokeStyle.Line.allCases.map(\.rawValue).joined(separator: ", "),
            found: json.kind
          )
        }
        return .line(line)
      }
      let members = try members(
        json, required: ["dashArray", "lineCap"], of: .strokeStyle, at: site)
      let dashSite = site.appending("dashArray")
      guard case .array(let elements) = try plain(members["dashArray"] ?? .null, at: dashSite),
        !elements.isEmpty
      else {
        throw dashSite.error(expected: "a non-empty array of dimensions", found: "something else")
      }
      var dashes: [ThemeDimension] = []
      for (index, element) in elements.enumerated() {
        dashes.append(try dimension(element, at: dashSite.appending("\(index)")))
      }
      let capSite = site.appending("lineCap")
      let capJSON = try plain(members["lineCap"] ?? .null, at: capSite)
      guard case .string(let capName) = capJSON,
        let cap = ThemeStrokeStyle.LineCap(rawValue: capName)
      else {
        throw capSite.error(expected: "round, butt or square", found: capJSON.kind)
      }
      return .dashes(dashes, lineCap: cap)
    }
  }

  func border(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> ThemeBorder {
    try sub(json, .border, at: site) {
      if case .token(.border(let border)) = $0 { border } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      let members = try members(json, required: ["color", "width", "style"], of: .border, at: site)
      return ThemeBorder(
        color: try color(members["color"] ?? .null, at: site.appending("color")),
        width: try dimension(members["width"] ?? .null, at: site.appending("width")),
        style: try strokeStyle(members["style"] ?? .null, at: site.appending("style"))
      )
    }
  }

  func transition(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeTokenTransition
  {
    try sub(json, .transition, at: site) {
      if case .token(.transition(let transition)) = $0 { transition } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      let members = try members(
        json, required: ["duration", "delay", "timingFunction"], of: .transition, at: site)
      return ThemeTokenTransition(
        duration: try duration(members["duration"] ?? .null, at: site.appending("duration")),
        delay: try duration(members["delay"] ?? .null, at: site.appending("delay")),
        timingFunction: try cubicBezier(
          members["timingFunction"] ?? .null, at: site.appending("timingFunction"))
      )
    }
  }

  /// One shadow object, or an array of shadow objects and references to shadow tokens; a
  /// reference in an array stands for one shadow, so the token it names must hold one.
  func shadow(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> [ThemeShadow] {
    guard case .array(let elements) = json else { return [try shadowLayer(json, at: site)] }
    guard !elements.isEmpty else {
      throw site.error(expected: "a shadow or a non-empty array of shadows", found: json.kind)
    }
    var layers: [ThemeShadow] = []
    for (index, element) in elements.enumerated() {
      let elementSite = site.appending("\(index)")
      layers.append(
        try sub(element, .shadow, at: elementSite) {
          if case .token(.shadow(let layers)) = $0, layers.count == 1 { layers[0] } else { nil }
        } literal: { json, site throws(ThemeSourceError) in
          try shadowLayer(json, at: site)
        })
    }
    return layers
  }

  private func shadowLayer(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeShadow
  {
    let members = try members(
      formatShadow(json, at: site) ?? json,
      required: ["color", "offsetX", "offsetY", "blur", "spread"],
      optional: ["inset"],
      of: .shadow,
      at: site
    )
    var inset = false
    if let insetJSON = members["inset"] {
      guard case .bool(let flag) = try plain(insetJSON, at: site.appending("inset")) else {
        throw site.appending("inset").error(expected: "true or false", found: insetJSON.kind)
      }
      inset = flag
    }
    return ThemeShadow(
      color: try color(members["color"] ?? .null, at: site.appending("color")),
      offsetX: try dimension(members["offsetX"] ?? .null, at: site.appending("offsetX")),
      offsetY: try dimension(members["offsetY"] ?? .null, at: site.appending("offsetY")),
      blur: try dimension(members["blur"] ?? .null, at: site.appending("blur")),
      spread: try dimension(members["spread"] ?? .null, at: site.appending("spread")),
      inset: inset
    )
  }

  /// An array of stops and references to gradient tokens; a reference stands for one stop,
  /// so the token it names must hold one. Positions outside 0–1 are clamped, as the format
  /// says.
  func gradient(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> [ThemeGradientStop]
  {
    guard case .array(let elements) = json, !elements.isEmpty else {
      throw site.error(expected: "a non-empty array of gradient stops", found: json.kind)
    }
    var stops: [ThemeGradientStop] = []
    for (index, element) in elements.enumerated() {
      stops.append(
        try sub(element, .gradient, at: site.appending("\(index)")) {
          if case .token(.gradient(let stops)) = $0, stops.count == 1 { stops[0] } else { nil }
        } literal: { json, site throws(ThemeSourceError) in
          let members = try members(json, required: ["color", "position"], of: .gradient, at: site)
          let position = try number(members["position"] ?? .null, at: site.appending("position"))
          return ThemeGradientStop(
            color: try color(members["color"] ?? .null, at: site.appending("color")),
            position: min(max(position, 0), 1)
          )
        })
    }
    return stops
  }

  func typography(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeTypography
  {
    try sub(json, .typography, at: site) {
      if case .token(.typography(let style)) = $0 { style } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      let members = try members(
        typographyMembers(json, at: site),
        required: ["fontFamily", "fontSize", "fontWeight"],
        optional: ["letterSpacing", "lineHeight"],
        of: .typography,
        at: site
      )
      // The optional members are read with `if let`: `Optional.map` rethrows `any Error` in the
      // Swift 5.10 standard library that the iOS 17.4 SDK carries.
      var letterSpacing: ThemeDimension?
      if let json = members["letterSpacing"] {
        letterSpacing = try dimension(json, at: site.appending("letterSpacing"))
      }
      var lineHeight: Double?
      if let json = members["lineHeight"] {
        lineHeight = try number(json, at: site.appending("lineHeight"))
      }
      for name in ["letterSpacing", "lineHeight"] where members[name] == nil {
        noteLenient(
          site,
          site.error(expected: "a typography object with all five members", found: "no \"\(name)\"")
            .readAs("read without it"))
      }
      return ThemeTypography(
        fontFamily: try fontFamily(
          members["fontFamily"] ?? .null, at: site.appending("fontFamily")),
        fontSize: try dimension(members["fontSize"] ?? .null, at: site.appending("fontSize")),
        fontWeight: try fontWeight(
          members["fontWeight"] ?? .null, at: site.appending("fontWeight")),
        letterSpacing: letterSpacing,
        lineHeight: lineHeight
      )
    }
  }

  /// A typography value without the members design tools add that ``ThemeTypography`` has no
  /// place for (Tokens Studio's `paragraphSpacing`, `textCase`, `textDecoration`,
  /// `paragraphIndent`), each noted, since its value is not kept.
  private func typographyMembers(_ json: ThemeTokenJSON, at site: Site) -> ThemeTokenJSON {
    guard case .object(var members) = json else { return json }
    for name in Self.typographyExtras where members[name] != nil {
      members[name] = nil
      findings.note(
        .readLeniently, token: site.token,
        site.appending(name).error(
          expected: "a typography member the format defines", found: "\"\(name)\""
        ).readAs("left it out of the typography value"))
    }
    return .object(members)
  }

  static let typographyExtras = [
    "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration",
  ]

  /// Whether `text` is several values apart by spaces, as CSS writes a padding: `"4px 8px"`,
  /// `"{radius.sm} {radius.lg}"`, rather than one value or arithmetic.
  static func isMultiValue(_ text: String) -> Bool {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    return parts.count > 1 && parts.count <= 4
      && !parts.contains { $0.count == 1 && "+-*/^".contains($0) }
      && !text.contains("(")
  }
}
