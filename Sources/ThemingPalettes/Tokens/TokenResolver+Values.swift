import Foundation
import Theming

// Reading values by their type. Each reader takes JSON whose own references are already
// followed; the members of composite values may still be references, which `sub` follows.
//
// What the format does not allow is read when it can mean one value only and nothing written
// is lost, with a note at its place ("expected …, found …; read as …"); the bends are the same
// wherever a type is taken, as a token's value or as a member of a composite: a number, a
// dimension, a duration, a color, a font family or weight, a keyword. A member the format does
// not define is kept aside, as written, in the composite's `additionalMembers`. What has two
// readings, or none, is an error. The Design Tokens article lists the rule, bend by bend.
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

  /// The members of a composite value, which must be an object with all of `required`; a
  /// member beyond those and `optional` is kept aside, as written, and noted, since it is not
  /// read. Noted in a Tokens Studio value too, whose typography members beyond the format's
  /// (`textCase`, `paragraphSpacing`) are no more read than any other.
  func compositeMembers(
    _ json: ThemeTokenJSON,
    required: [String],
    optional: [String] = [],
    of type: TokenType,
    at site: Site
  ) throws(ThemeSourceError) -> (
    defined: [String: ThemeTokenJSON], additional: [String: ThemeTokenJSON]
  ) {
    guard case .object(var defined) = json, defined.count > required.count else {
      return (try members(json, required: required, optional: optional, of: type, at: site), [:])
    }
    var additional: [String: ThemeTokenJSON] = [:]
    let known = Set(required + optional)
    for name in defined.keys where !known.contains(name) {
      additional[name] = defined.removeValue(forKey: name)
    }
    // The defined members are checked first, so that a value with an error has no notes.
    let members = try members(
      .object(defined), required: required, optional: optional, of: type, at: site)
    let all = (required + optional).map { "\"\($0)\"" }.joined(separator: ", ")
    for name in additional.keys.sorted() {
      findings.note(
        .readLeniently, token: site.token,
        site.appending(name).error(
          expected: "a \(type.rawValue) object with only \(all)", found: "\"\(name)\""
        ).readAs("kept it aside, as written"))
    }
    return (members, additional)
  }

  /// The case of `Keyword` that `text` names: exactly, or, noted, in another case (`"Solid"`,
  /// `"sRGB"`), which names the same keyword.
  func keyword<Keyword: RawRepresentable & CaseIterable>(
    _ text: String, as _: Keyword.Type, expected: @autoclosure () -> String, at site: Site
  ) -> Keyword? where Keyword.RawValue == String {
    if let exact = Keyword(rawValue: text) { return exact }
    let folded = text.lowercased()
    guard let match = Keyword.allCases.first(where: { $0.rawValue.lowercased() == folded }) else {
      return nil
    }
    noteLenient(
      site,
      site.error(expected: expected(), found: "\"\(text)\"").readAs("read as \(match.rawValue)"))
    return match
  }

  // MARK: - Simple types

  /// A number that is part of a value which is not a composite (a dimension's `value`, a
  /// cubic Bézier's coordinate): a literal or a JSON Pointer to one. A `"{token}"` reference
  /// there, which the format keeps for whole values and composites' members, is read with a
  /// note.
  ///
  /// A percentage is read only where the number is a `fraction` of one (an alpha); elsewhere (a
  /// length's number, a coordinate) it is an error, being a percentage of nothing the value
  /// defines.
  func partNumber(_ json: ThemeTokenJSON, at site: Site, fraction: Bool = false)
    throws(ThemeSourceError) -> Double
  {
    if case .string(let text) = json, TokenReference.curlyPath(text) != nil {
      noteLenient(
        site,
        site.error(
          expected: "a number or a JSON Pointer to one", found: "the reference \"\(text)\""
        ).readAs("read the number it names"))
    }
    return try number(json, at: site, fraction: fraction)
  }

  /// A number: a literal, or a reference to a number token. Read too, noted: a number written
  /// as a string (`"1.5"`), and, where the number is a fraction of one or a multiple (a
  /// `number` token, a gradient stop's position), a percentage, `"50%"` or `{"value": 50,
  /// "unit": "%"}`, as the fraction it stands for.
  func number(_ json: ThemeTokenJSON, at site: Site, fraction: Bool = true)
    throws(ThemeSourceError) -> Double
  {
    try sub(json, .number, at: site) {
      if case .number(let number) = $0 { number } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      switch json {
      case .number(let number) where number.isFinite:
        return number
      case .string(let text):
        if let number = try textNumber(text, at: site, percent: fraction) { return number }
        let digits = text.prefix { "0123456789.+-eE".contains($0) }
        if TokenNumber.decimal(digits) != nil {
          throw site.error(
            expected: "a number", found: "the length \"\(text)\", whose unit a number would drop")
        }
      case .object:
        return try percentage(json, at: site, fraction: fraction)
      default:
        break
      }
      throw site.error(expected: "a number", found: json.kind)
    }
  }

  /// A dimension object where a number is meant: read when its unit is `%` and the number is
  /// a fraction, as the fraction; with any other unit it is an error, as the unit would be
  /// dropped, and what the number means depends on it.
  private func percentage(_ json: ThemeTokenJSON, at site: Site, fraction: Bool)
    throws(ThemeSourceError) -> Double
  {
    guard case .object(let members) = json, members.count == 2, let valueJSON = members["value"],
      let unitJSON = members["unit"]
    else { throw site.error(expected: "a number", found: json.kind) }
    let unit = try plain(unitJSON, at: site.appending("unit"))
    guard fraction, unit == .string("%") else {
      let found =
        if case .string(let name) = unit { "a dimension in \"\(name)\"" } else { json.kind }
      throw site.error(
        expected: fraction
          ? "a number, or a percentage {\"value\": number, \"unit\": \"%\"}" : "a number",
        found: found)
    }
    let value = try partNumber(valueJSON, at: site.appending("value"))
    noteLenient(
      site,
      site.error(expected: "a number", found: "the percentage \(TokenNumber.text(value))%")
        .readAs("read as \(TokenNumber.text(value / 100))"))
    return value / 100
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
      case .string(let name):
        guard let names = try cssFontList(name, at: site) else { return [name] }
        let outcome =
          names.count == 1
          ? "read as the name \"\(names[0])\"" : "read as the \(names.count) names it lists"
        noteLenient(
          site,
          site.error(
            expected: "a font name or an array of them", found: "the CSS font list \"\(name)\""
          )
          .readAs(outcome))
        return names
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

  /// The names of a CSS font list written as one name (`"'Segoe UI', Roboto, sans-serif"`):
  /// split at the commas outside quotes, each name without the quotes around it; `nil` for a
  /// plain name, without a comma or quotes. A list with an empty name or an unclosed quote is
  /// an error, as where its names begin and end is not clear.
  private func cssFontList(_ text: String, at site: Site) throws(ThemeSourceError) -> [String]? {
    guard text.contains(",") || text.hasPrefix("'") || text.hasPrefix("\"") else { return nil }
    var names: [String] = []
    var name = ""
    var quote: Character?
    var quoted = false
    func finish() -> Bool {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      name = ""
      defer { quoted = false }
      guard !trimmed.isEmpty else { return false }
      names.append(trimmed)
      return true
    }
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { name.append(character) }
      } else if character == "'" || character == "\"" {
        guard name.allSatisfy(\.isWhitespace), !quoted else {
          throw site.error(
            expected: "a CSS font list, each name quoted whole or not at all", found: "\"\(text)\"")
        }
        quote = character
        quoted = true
      } else if character == "," {
        guard finish() else {
          throw site.error(
            expected: "a CSS font list with a name between commas", found: "\"\(text)\"")
        }
      } else {
        if quoted, !character.isWhitespace {
          throw site.error(
            expected: "a CSS font list, each name quoted whole or not at all", found: "\"\(text)\"")
        }
        name.append(character)
      }
    }
    guard quote == nil, finish() else {
      throw site.error(
        expected: "a CSS font list with closed quotes and a name after each comma",
        found: "\"\(text)\"")
    }
    return names
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
      if case .string(let text) = json {
        func expected() -> String {
          "a stroke style, one of "
            + ThemeStrokeStyle.Line.allCases.map(\.rawValue).joined(separator: ", ")
        }
        guard
          let line = keyword(text, as: ThemeStrokeStyle.Line.self, expected: expected(), at: site)
        else { throw site.error(expected: expected(), found: json.kind) }
        return .line(line)
      }
      let (members, additional) = try compositeMembers(
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
        let cap = keyword(
          capName, as: ThemeStrokeStyle.LineCap.self, expected: "round, butt or square",
          at: capSite)
      else {
        throw capSite.error(expected: "round, butt or square", found: capJSON.kind)
      }
      return .dashes(dashes, lineCap: cap, additionalMembers: additional)
    }
  }

  func border(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError) -> ThemeBorder {
    try sub(json, .border, at: site) {
      if case .token(.border(let border)) = $0 { border } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      let (members, additional) = try compositeMembers(
        json, required: ["color", "width", "style"], of: .border, at: site)
      return ThemeBorder(
        color: try color(members["color"] ?? .null, at: site.appending("color")),
        width: try dimension(members["width"] ?? .null, at: site.appending("width")),
        style: try strokeStyle(members["style"] ?? .null, at: site.appending("style")),
        additionalMembers: additional
      )
    }
  }

  func transition(_ json: ThemeTokenJSON, at site: Site) throws(ThemeSourceError)
    -> ThemeTokenTransition
  {
    try sub(json, .transition, at: site) {
      if case .token(.transition(let transition)) = $0 { transition } else { nil }
    } literal: { json, site throws(ThemeSourceError) in
      let (members, additional) = try compositeMembers(
        json, required: ["duration", "delay", "timingFunction"], of: .transition, at: site)
      return ThemeTokenTransition(
        duration: try duration(members["duration"] ?? .null, at: site.appending("duration")),
        delay: try duration(members["delay"] ?? .null, at: site.appending("delay")),
        timingFunction: try cubicBezier(
          members["timingFunction"] ?? .null, at: site.appending("timingFunction")),
        additionalMembers: additional
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
    let (members, additional) = try compositeMembers(
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
      inset: inset,
      additionalMembers: additional
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
          let (members, additional) = try compositeMembers(
            json, required: ["color", "position"], of: .gradient, at: site)
          let position = try number(members["position"] ?? .null, at: site.appending("position"))
          return ThemeGradientStop(
            color: try color(members["color"] ?? .null, at: site.appending("color")),
            position: min(max(position, 0), 1),
            additionalMembers: additional
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
      let (members, kept) = try compositeMembers(
        json,
        required: ["fontFamily", "fontSize", "fontWeight"],
        optional: ["letterSpacing", "lineHeight"],
        of: .typography,
        at: site
      )
      var additional = kept
      let fontSize = try dimension(members["fontSize"] ?? .null, at: site.appending("fontSize"))
      // The optional members are read with `if let`: `Optional.map` rethrows `any Error` in the
      // Swift 5.10 standard library that the iOS 17.4 SDK carries.
      var letterSpacing: ThemeDimension?
      if let json = members["letterSpacing"] {
        letterSpacing = try dimension(json, at: site.appending("letterSpacing"))
      }
      var lineHeight: Double?
      if let json = members["lineHeight"] {
        lineHeight = try self.lineHeight(
          json, fontSize: fontSize, at: site.appending("lineHeight"))
        if lineHeight == nil { additional["lineHeight"] = json }
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
        fontSize: fontSize,
        fontWeight: try fontWeight(
          members["fontWeight"] ?? .null, at: site.appending("fontWeight")),
        letterSpacing: letterSpacing,
        lineHeight: lineHeight,
        additionalMembers: additional
      )
    }
  }

  /// A typography's line height as a multiple of its font size: a number, or a number written
  /// as a string or a percentage (`"1.5"`, `"150%"`); or, noted, a length (`{"value": 41,
  /// "unit": "px"}`, `"24px"`, a reference to a dimension token) that can be compared with the
  /// font size: in `%` or `em`, which are multiples of the font size already, in the font
  /// size's own unit, or both in units of one point (`px`, `pt`, `dp`, `sp`).
  ///
  /// A length that cannot be compared with the font size without knowing where the style is
  /// used (`rem` beside `px`, `vh`, a font size of 0) has no one reading: `nil`, noted, and the
  /// caller keeps it aside, as written.
  private func lineHeight(_ json: ThemeTokenJSON, fontSize: ThemeDimension, at site: Site)
    throws(ThemeSourceError) -> Double?
  {
    let expected = "a number, the line height as a multiple of the font size"
    let length: ThemeDimension
    switch try expand(json, expecting: nil, at: site) {
    case .value(.number(let number)):
      return number
    case .value(.token(.dimension(let dimension))):
      length = dimension
    case .value(let other):
      let written = if case .string(let text) = json { "\"\(text)\"" } else { "a reference" }
      throw site.error(
        expected: "a reference to a number or dimension token",
        found: "\(written), a \(TokenType.name(of: other)) token")
    case .json(.number(let number)) where number.isFinite:
      return number
    case .json(.string(let text)):
      if let number = try textNumber(text, at: site, percent: true) { return number }
      guard let first = text.first, "0123456789.+-".contains(first) else {
        throw site.error(expected: expected, found: ThemeTokenJSON.string(text).kind)
      }
      length = try dimension(.string(text), at: site)
    case .json(let literal):
      guard case .object = literal else {
        throw site.error(expected: expected, found: literal.kind)
      }
      length = try dimension(literal, at: site)
    }
    guard let ratio = Self.multiple(length, of: fontSize) else {
      let reason =
        fontSize.value == 0
        ? "a font size of 0 has no multiples"
        : "\(length.unit.rawValue) and \(fontSize.unit.rawValue) compare only where the style is used"
      findings.note(
        .readLeniently, token: site.token,
        site.error(
          expected: expected, found: "the length \(length) beside the font size \(fontSize)"
        )
        .readAs("kept it aside, as written, and read the style without a line height, as \(reason)")
      )
      return nil
    }
    noteLenient(
      site,
      site.error(expected: expected, found: "the length \(length)")
        .readAs("read as \(TokenNumber.text(ratio)), its ratio to the font size \(fontSize)"))
    return ratio
  }

  /// `length` as a multiple of `fontSize`, when one reading exists, as a line height reads it.
  static func multiple(_ length: ThemeDimension, of fontSize: ThemeDimension) -> Double? {
    let points: Set<ThemeDimension.Unit> = [.px, .pt, .dp, .sp]
    switch length.unit {
    case .percent: return length.value / 100
    case .em: return length.value
    default:
      guard fontSize.value != 0,
        length.unit == fontSize.unit
          || (points.contains(length.unit) && points.contains(fontSize.unit))
      else { return nil }
      return length.value / fontSize.value
    }
  }

  /// Whether `text` is several values apart by spaces, as CSS writes a padding: `"4px 8px"`,
  /// `"{radius.sm} {radius.lg}"`, rather than one value or arithmetic.
  static func isMultiValue(_ text: String) -> Bool {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    return parts.count > 1 && parts.count <= 4
      && !parts.contains { $0.count == 1 && "+-*/^".contains($0) }
      && !text.contains("(")
  }
}
