import Foundation
import Testing
import Theming
import ThemingPalettes

/// Every writable format, written and read back, then written in every other format and read
/// back again, keeps every value it can hold: JSON, property lists and resolver documents hold
/// every design-token type and every color in its own space; a color table holds colors only,
/// as 8-bit sRGB.
@Suite struct FormatRoundTripTests {
  /// A writable format, with its writer and reader.
  enum Format: String, CaseIterable, CustomStringConvertible {
    case json
    case propertyList
    case resolver
    case colorTable

    var description: String { rawValue }

    /// Whether it holds every value, rather than colors as 8-bit sRGB only.
    var holdsEverything: Bool { self != .colorTable }

    func write(_ contents: ThemePaletteContents) throws -> Data {
      switch self {
      case .json: try contents.jsonData()
      case .propertyList: try contents.propertyListData()
      case .resolver: try contents.designTokensData(hexStringsAsColors: true)
      case .colorTable: Data(try FormatRoundTripTests.colorsOnly(contents).colorTableText().utf8)
      }
    }

    func read(_ data: Data, defaultStyle: ThemeStyle) throws -> ThemePaletteContents {
      switch self {
      case .json: try ThemePaletteContents(json: data, defaultStyle: defaultStyle)
      case .propertyList: try ThemePaletteContents(propertyList: data, defaultStyle: defaultStyle)
      case .resolver: try ThemePaletteContents(tokenResolver: data, documents: [:])
      case .colorTable: try ThemePaletteContents(colorTable: String(decoding: data, as: UTF8.self))
      }
    }
  }

  /// Three styles, the default not `light`, with a value of every kind: colors in sRGB (8-bit
  /// and not), Display P3 and Oklch with alpha, hex text, every design-token type, a type the
  /// library does not read, plain text and numbers.
  static func everyKind() throws -> ThemePaletteContents {
    let px = { (value: Double) in ThemeDimension(value, .px) }
    let shadowColor = ThemeWideColor(.srgb, 0, 0, 0, alpha: 0.25)
    let entries: [String: [ThemeStyle: ThemePaletteValue]] = [
      "surface.bar": [
        "night": .color(ThemeWideColor(.srgb, 0, 0, 0)),
        "day": .string("#FFFFFF"),
        "festival": .color(ThemeWideColor(.displayP3, 1, 0.2, 0.1)),
      ],
      "surface.tint": [
        "night": .color(ThemeWideColor(.oklch, 0.63, 0.19, 259.5, alpha: 0.8)),
        "day": .color(ThemeWideColor(.srgb, 0.123_456, 0.5, 0.75)),
      ],
      "text.body": [
        "night": .token(
          .typography(
            ThemeTypography(
              fontFamily: ["Inter", "sans-serif"], fontSize: px(17), fontWeight: 400,
              letterSpacing: ThemeDimension(0.01, .em), lineHeight: 1.294_117_647)))
      ],
      "text.caption": [
        "night": .token(
          .typography(
            ThemeTypography(
              fontFamily: ["Inter"], fontSize: ThemeDimension(0.75, .rem), fontWeight: 500)
          ))
      ],
      "elevation.card": [
        "night": .token(
          .shadow([
            ThemeShadow(
              color: shadowColor, offsetX: px(0), offsetY: px(2), blur: px(4), spread: px(0)),
            ThemeShadow(
              color: shadowColor, offsetX: px(0), offsetY: px(8), blur: px(16), spread: px(-2),
              inset: true),
          ])),
        "day": .token(
          .shadow([
            ThemeShadow(
              color: shadowColor, offsetX: px(1), offsetY: px(1), blur: px(2), spread: px(0))
          ])),
      ],
      "card.border": [
        "night": .token(
          .border(
            ThemeBorder(
              color: ThemeWideColor(.displayP3, 0.2, 0.4, 0.9), width: px(1.5),
              style: .dashes([px(2), px(4)], lineCap: .round))))
      ],
      "focus.ring": ["night": .token(.strokeStyle(.line(.dashed)))],
      "hero.gradient": [
        "night": .token(
          .gradient([
            ThemeGradientStop(color: ThemeWideColor(.srgb, 1, 0, 0), position: 0),
            ThemeGradientStop(color: ThemeWideColor(.oklab, 0.7, 0.1, -0.1), position: 0.6),
          ]))
      ],
      "motion.move": [
        "night": .token(
          .transition(
            ThemeTokenTransition(
              duration: ThemeDuration(250, .ms), delay: ThemeDuration(0, .s),
              timingFunction: ThemeCubicBezier(0.2, 0, 0, 1))))
      ],
      "motion.ease": ["night": .token(.cubicBezier(ThemeCubicBezier(0.4, 0, 0.2, 1)))],
      "motion.fade": ["night": .token(.duration(ThemeDuration(200, .ms)))],
      "spacing.md": ["night": .token(.dimension(px(16))), "day": .token(.dimension(px(12)))],
      "font.family": ["night": .token(.fontFamily(["SF Pro", "Helvetica Neue"]))],
      "font.weight": ["night": .token(.fontWeight(700))],
      "motion.spring": [
        "night": .token(
          .other(
            type: "spring",
            value: .object([
              "stiffness": .number(120), "damping": .number(14), "snappy": .bool(true),
            ])))
      ],
      "opacity.disabled": ["night": .number(0.38)],
      "font.name": ["night": .string("PingFang-SC-Regular,14")],
    ]
    return try ThemePaletteContents(styles: ["night", "day", "festival"], entries: entries)
  }

  /// The keys whose value in every style is a color, as a color table holds them.
  static func colorsOnly(_ contents: ThemePaletteContents) throws -> ThemePaletteContents {
    let entries = contents.entries.filter { key, _ in
      contents.styles.allSatisfy { style in
        switch contents.value(for: key, style: style) {
        case .color?: true
        case .string(let text)?: (try? ThemeColor(hex: text)) != nil
        default: false
        }
      }
    }
    return try ThemePaletteContents(styles: contents.styles, entries: entries)
  }

  /// A value as every format gives it back: an 8-bit sRGB color and hex text are the same
  /// value, written `#RRGGBB`, since the style trees write such a color as its hex text.
  static func normalized(_ value: ThemePaletteValue) -> ThemePaletteValue {
    switch value {
    case .string(let text):
      if let color = try? ThemeColor(hex: text) { return .string(color.hexString) }
      return value
    case .color(let color):
      let parts = color.components + [color.alpha]
      let bytes = parts.compactMap { part -> UInt8? in
        guard let part, (0...1).contains(part), abs(part * 255 - (part * 255).rounded()) < 1e-9
        else { return nil }
        return UInt8((part * 255).rounded())
      }
      guard color.space == .srgb, bytes.count == 4 else {
        // The fallback a writer adds for tools that cannot read the space is no part of it.
        return .color(
          ThemeWideColor(
            color.space, color.components[0], color.components[1], color.components[2],
            alpha: color.alpha))
      }
      return .string(
        ThemeColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3]).hexString)
    case .number, .token:
      return value
    }
  }

  /// The 8-bit sRGB color a value stands for, if it is a color.
  static func sRGB(_ value: ThemePaletteValue?) -> ThemeColor? {
    switch value {
    case .color(let color)?: color.sRGB
    case .string(let text)?: try? ThemeColor(hex: text)
    default: nil
    }
  }

  /// Expects `read` to hold every key of `original` the formats it went through hold, with the
  /// same value in every style (as lookups give it).
  static func expectSame(
    _ read: ThemePaletteContents, _ original: ThemePaletteContents, eightBit: Bool,
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = eightBit ? try colorsOnly(original) : original
    #expect(Set(read.styles) == Set(expected.styles), comment, sourceLocation: sourceLocation)
    #expect(read.defaultStyle == expected.defaultStyle, comment, sourceLocation: sourceLocation)
    #expect(
      Set(read.entries.keys) == Set(expected.entries.keys), comment,
      sourceLocation: sourceLocation)
    for key in expected.entries.keys.sorted() {
      for style in expected.styles {
        let want = expected.value(for: key, style: style)
        let got = read.value(for: key, style: style)
        if eightBit {
          let (a, b) = (sRGB(want), sRGB(got))
          let close =
            a != nil && b != nil
            && zip([a?.red, a?.green, a?.blue, a?.alpha], [b?.red, b?.green, b?.blue, b?.alpha])
              .allSatisfy { abs(Int($0 ?? 0) - Int($1 ?? 0)) <= 1 }
          #expect(
            close,
            Comment(
              rawValue: "\(comment): \(key) in \(style): \(String(describing: want)) became "
                + "\(String(describing: got))"), sourceLocation: sourceLocation)
        } else {
          #expect(
            want.map(normalized) == got.map(normalized),
            Comment(rawValue: "\(comment): \(key) in \(style)"), sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test(
    "S2: each format read back, then written in every other and read back, keeps every value",
    arguments: Format.allCases, Format.allCases)
  func roundTrip(first: Format, second: Format) throws {
    let original = try Self.everyKind()
    let once = try first.read(first.write(original), defaultStyle: original.defaultStyle)
    try Self.expectSame(once, original, eightBit: !first.holdsEverything, "\(first)")
    let twice = try second.read(second.write(once), defaultStyle: original.defaultStyle)
    let eightBit = !first.holdsEverything || !second.holdsEverything
    try Self.expectSame(twice, original, eightBit: eightBit, "\(first) then \(second)")
  }

  @Test(
    "S2: an asset catalog, written from each format and read back into it, keeps every color",
    arguments: Format.allCases)
  func assetCatalogPairs(other: Format) throws {
    // A catalog's styles are appearances: light (the default) and dark.
    let everyKind = try Self.everyKind()
    var entries = try Self.colorsOnly(everyKind).entries.mapValues { values in
      values.filter { $0.key != "festival" }
    }
    entries["surface.bar"]?["day"] = .color(ThemeWideColor(.displayP3, 1, 0.2, 0.1))
    let original = try ThemePaletteContents(
      styles: [.light, .dark],
      entries: entries.mapValues { values in
        Dictionary(
          uniqueKeysWithValues: values.map { ($0.key == "night" ? .light : .dark, $0.value) })
      })
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FormatRoundTrip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func throughCatalog(_ contents: ThemePaletteContents, _ name: String) throws
      -> ThemePaletteContents
    {
      let catalog = folder.appendingPathComponent("\(name).xcassets")
      _ = try contents.writeAssetCatalog(to: catalog)
      return try ThemePaletteContents(assetCatalogAt: catalog)
    }
    // The other format first, then the catalog; and the catalog first, then the other format.
    let viaOther = try other.read(other.write(original), defaultStyle: .light)
    let thenCatalog = try throughCatalog(viaOther, "after")
    try Self.expectSame(thenCatalog, original, eightBit: true, "\(other) then xcassets")
    let fromCatalog = try throughCatalog(original, "before")
    let thenOther = try other.read(other.write(fromCatalog), defaultStyle: .light)
    try Self.expectSame(thenOther, original, eightBit: true, "xcassets then \(other)")
    if other.holdsEverything {
      // A wide color keeps its space through both.
      guard case .color(let wide)? = thenOther.value(for: "surface.bar", style: .dark) else {
        Issue.record("surface.bar is no color in dark: \(thenOther)")
        return
      }
      #expect(wide.space == .displayP3)
    }
  }

  @Test("S2: a style tree holds a composite token as its type and design-token value")
  func tokenObjectShape() throws {
    let data = try Self.everyKind().jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let night = try #require(object["night"] as? [String: Any])
    let text = try #require(night["text"] as? [String: Any])
    let body = try #require(text["body"] as? [String: Any])
    #expect(body["$tokenType"] as? String == "typography")
    let value = try #require(body["$tokenValue"] as? [String: Any])
    #expect(value["fontFamily"] as? [String] == ["Inter", "sans-serif"])
    // An 8-bit sRGB color is hex text; any other keeps its space.
    let surface = try #require(night["surface"] as? [String: Any])
    #expect(surface["bar"] as? String == "#000000")
    let tint = try #require(surface["tint"] as? [String: Any])
    #expect(tint["$tokenType"] as? String == "color")
    #expect((tint["$tokenValue"] as? [String: Any])?["colorSpace"] as? String == "oklch")
  }

  @Test("S2: a token object that is not one is refused, naming its place")
  func malformedTokenObject() throws {
    let cases: [(String, String)] = [
      (#"{"$tokenType": "dimension", "$tokenValue": "wide"}"#, "night.gap"),
      (#"{"$tokenType": 3, "$tokenValue": 1}"#, "\"$tokenType\" as a number"),
      (#"{"$tokenType": "dimension"}"#, "no \"$tokenValue\""),
      (#"{"$tokenType": "number", "$tokenValue": 1, "extra": 2}"#, "\"extra\""),
    ]
    for (token, mention) in cases {
      let data = Data(#"{"night": {"gap": \#(token)}}"#.utf8)
      #expect {
        try ThemePaletteContents(json: data, defaultStyle: "night")
      } throws: { error in
        "\(error)".contains(mention) && "\(error)".contains("night.gap")
      }
    }
  }

  @Test("S2: every writer refuses a color whose components are not finite")
  func nonFiniteColor() throws {
    for component in [Double.nan, .infinity] {
      let contents = try ThemePaletteContents(
        styles: [.light],
        entries: ["accent": [.light: .color(ThemeWideColor(.displayP3, component, 0.5, 0.5))]])
      for format in Format.allCases {
        #expect(throws: ThemeSourceError.self, "\(format), \(component)" as Comment) {
          try format.write(contents)
        }
      }
      #expect(throws: ThemeSourceError.self) { try contents.designTokenDocumentData() }
      let shadow = ThemeShadow(
        color: ThemeWideColor(.displayP3, 0, component, 0), offsetX: ThemeDimension(0, .px),
        offsetY: ThemeDimension(1, .px), blur: ThemeDimension(2, .px),
        spread: ThemeDimension(0, .px))
      let inToken = try ThemePaletteContents(
        styles: [.light], entries: ["card": [.light: .token(.shadow([shadow]))]])
      for format in Format.allCases where format.holdsEverything {
        #expect(throws: ThemeSourceError.self, "\(format), shadow \(component)" as Comment) {
          try format.write(inToken)
        }
      }
      let alpha = try ThemePaletteContents(
        styles: [.light],
        entries: ["accent": [.light: .color(ThemeWideColor(.srgb, 1, 0, 0, alpha: component))]])
      for format in Format.allCases {
        #expect(throws: ThemeSourceError.self, "\(format), alpha \(component)" as Comment) {
          try format.write(alpha)
        }
      }
    }
  }
}
