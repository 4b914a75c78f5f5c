/// Palette values as design-token `$value`s, the inverse of the reader: colors in their own
/// space with their hex fallback, dimensions and durations as objects, every token type in the
/// form the format gives it, and a composite's additional members, which the reader kept as
/// written, beside the members the format defines.
enum TokenValueEncoder {
  /// The `$value` of `value`.
  static func json(of value: ThemePaletteValue) -> ThemeTokenJSON {
    switch value {
    case .string(let text): .string(text)
    case .number(let number): .number(number)
    case .color(let color): json(of: color)
    case .token(let token): json(of: token)
    }
  }

  /// A color in its own space when its components are in the ranges the color module gives
  /// that space; otherwise, as an extended-range sRGB color from an asset catalog can be, in
  /// `xyz-d65`, whose components may be any number, so that the reader takes it back.
  static func json(of original: ThemeWideColor) -> ThemeTokenJSON {
    var color = original
    let outOfRange = original.components.enumerated().contains { index, component in
      component.map { !TokenResolver.componentRange(original.space, index).contains($0) } ?? false
    }
    if outOfRange {
      let xyz = original.converted(to: .xyzD65)
      color = ThemeWideColor(
        .xyzD65, xyz.components[0], xyz.components[1], xyz.components[2], alpha: xyz.alpha,
        hexFallback: original.hexFallback)
    }
    var members: [String: ThemeTokenJSON] = [
      "colorSpace": .string(color.space.rawValue),
      "components": .array(
        color.components.map { $0.map(ThemeTokenJSON.number) ?? .string("none") }),
    ]
    if color.alpha != 1 { members["alpha"] = .number(color.alpha) }
    if let hex = color.hexFallback {
      members["hex"] = .string(
        "#"
          + [hex.red, hex.green, hex.blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
          }.joined())
    }
    return .object(members)
  }

  private static func json(of token: ThemeTokenValue) -> ThemeTokenJSON {
    switch token {
    case .dimension(let dimension): json(of: dimension)
    case .duration(let duration): json(of: duration)
    case .fontFamily(let names): .array(names.map(ThemeTokenJSON.string))
    case .fontWeight(let weight): .number(weight)
    case .cubicBezier(let curve): json(of: curve)
    case .strokeStyle(let style): json(of: style)
    case .typography(let style): json(of: style)
    case .shadow(let layers):
      layers.count == 1 ? json(of: layers[0]) : .array(layers.map { json(of: $0) })
    case .border(let border):
      object(
        [
          "color": json(of: border.color),
          "width": json(of: border.width),
          "style": json(of: border.style),
        ], beside: border.additionalMembers)
    case .gradient(let stops):
      .array(
        stops.map {
          object(
            ["color": json(of: $0.color), "position": .number($0.position)],
            beside: $0.additionalMembers)
        })
    case .transition(let transition):
      object(
        [
          "duration": json(of: transition.duration),
          "delay": json(of: transition.delay),
          "timingFunction": json(of: transition.timingFunction),
        ], beside: transition.additionalMembers)
    case .other(_, let value): value
    }
  }

  /// An object of the members the format defines, and beside them the additional members a
  /// value kept; a defined member takes its name, should an additional one have it too.
  private static func object(
    _ defined: [String: ThemeTokenJSON], beside additional: [String: ThemeTokenJSON]
  ) -> ThemeTokenJSON {
    .object(additional.merging(defined) { _, defined in defined })
  }

  private static func json(of dimension: ThemeDimension) -> ThemeTokenJSON {
    .object(["value": .number(dimension.value), "unit": .string(dimension.unit.rawValue)])
  }

  private static func json(of duration: ThemeDuration) -> ThemeTokenJSON {
    .object(["value": .number(duration.value), "unit": .string(duration.unit.rawValue)])
  }

  private static func json(of curve: ThemeCubicBezier) -> ThemeTokenJSON {
    .array([curve.x1, curve.y1, curve.x2, curve.y2].map(ThemeTokenJSON.number))
  }

  private static func json(of style: ThemeStrokeStyle) -> ThemeTokenJSON {
    switch style {
    case .line(let line): .string(line.rawValue)
    case .dashes(let lengths, let cap, let additional):
      object(
        [
          "dashArray": .array(lengths.map { json(of: $0) }),
          "lineCap": .string(cap.rawValue),
        ], beside: additional)
    }
  }

  private static func json(of style: ThemeTypography) -> ThemeTokenJSON {
    var members: [String: ThemeTokenJSON] = [
      "fontFamily": .array(style.fontFamily.map(ThemeTokenJSON.string)),
      "fontSize": json(of: style.fontSize),
      "fontWeight": .number(style.fontWeight),
    ]
    if let spacing = style.letterSpacing { members["letterSpacing"] = json(of: spacing) }
    if let height = style.lineHeight { members["lineHeight"] = .number(height) }
    return object(members, beside: style.additionalMembers)
  }

  private static func json(of shadow: ThemeShadow) -> ThemeTokenJSON {
    var members: [String: ThemeTokenJSON] = [
      "color": json(of: shadow.color),
      "offsetX": json(of: shadow.offsetX),
      "offsetY": json(of: shadow.offsetY),
      "blur": json(of: shadow.blur),
      "spread": json(of: shadow.spread),
    ]
    if shadow.inset { members["inset"] = .bool(true) }
    return object(members, beside: shadow.additionalMembers)
  }

  /// Whether every number in `json` is finite, as JSON needs.
  static func isFinite(_ json: ThemeTokenJSON) -> Bool {
    switch json {
    case .number(let number): number.isFinite
    case .array(let elements): elements.allSatisfy(isFinite)
    case .object(let members): members.values.allSatisfy(isFinite)
    case .null, .bool, .string: true
    }
  }
}
