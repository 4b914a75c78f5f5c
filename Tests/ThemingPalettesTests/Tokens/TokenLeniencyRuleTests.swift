import Foundation
import Testing
import Theming
import ThemingPalettes

/// The rule for what bends the design-token format in an unambiguous way, row by row as the
/// Design Tokens article's table gives it: each test reads a small document, checks the value
/// read and the note's place and kind; the bends with two readings, or none, are typed errors
/// naming the file, the place and what was expected.
@Suite struct TokenLeniencyRuleTests {
  private static let source = "rule.tokens.json"

  private func load(_ text: String) throws -> ThemePaletteContents {
    try ThemePaletteContents(designTokens: Data(text.utf8), style: .light, source: Self.source)
  }

  private func token(_ key: String, in contents: ThemePaletteContents) -> ThemeTokenValue? {
    guard case .token(let token)? = contents.value(for: key, style: .light) else { return nil }
    return token
  }

  private func typography(_ key: String, in contents: ThemePaletteContents) -> ThemeTypography? {
    guard case .typography(let style)? = token(key, in: contents) else { return nil }
    return style
  }

  private func dimension(_ key: String, in contents: ThemePaletteContents) -> ThemeDimension? {
    guard case .dimension(let dimension)? = token(key, in: contents) else { return nil }
    return dimension
  }

  private func color(_ key: String, in contents: ThemePaletteContents) -> ThemeWideColor? {
    guard case .color(let color)? = contents.value(for: key, style: .light) else { return nil }
    return color
  }

  /// Checks that `contents` has a note of `kind` on `key`, at `place`, whose finding contains
  /// `found`, about the document `source`.
  private func expectNote(
    _ contents: ThemePaletteContents,
    key: String,
    place: String,
    found: String,
    kind: ThemeLoadNote.Kind = .readLeniently,
    source: String = Self.source,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let notes = contents.loadNotes.filter { $0.key == key && $0.issue.place == place }
    #expect(
      notes.contains { $0.kind == kind && $0.issue.found.contains(found) },
      "no \(kind) note at \(place) with \"\(found)\"; notes: \(contents.loadNotes.map(\.description))",
      sourceLocation: sourceLocation)
    #expect(
      notes.allSatisfy { $0.issue.source == source }, sourceLocation: sourceLocation)
  }

  /// The error a document is refused with, or `nil` when it loads.
  private func refusal(_ text: String) -> ThemeSourceError? {
    do {
      _ = try ThemePaletteContents(
        designTokens: Data(text.utf8), style: .light, source: Self.source)
      return nil
    } catch {
      return error
    }
  }

  private let px16 = ThemeDimension(16, .px)

  // MARK: - Members a composite does not define

  @Test("S7/S9: A member a composite does not define is kept aside, as written, with a note")
  func unknownMembersAreKeptAside() throws {
    let loaded = try load(
      #"""
      {
        "size": {"base": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}},
        "t": {"$type": "typography", "$value": {
          "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
          "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5,
          "MozOsxFontSmoothing": "grayscale", "paragraphSpacing": "{size.base}"}},
        "s": {"$type": "shadow", "$value": [{
          "color": "#000000", "offsetX": {"value": 0, "unit": "px"},
          "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"},
          "spread": {"value": 0, "unit": "px"}, "blendMode": "multiply"}]},
        "b": {"$type": "border", "$value": {
          "color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "solid",
          "radius": {"value": 4, "unit": "px"}}},
        "m": {"$type": "transition", "$value": {
          "duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
          "timingFunction": [0.4, 0, 0.2, 1], "property": "opacity"}},
        "g": {"$type": "gradient", "$value": [
          {"color": "#000000", "position": 0, "midpoint": 0.5},
          {"color": "#ffffff", "position": 1}]},
        "d": {"$type": "strokeStyle", "$value": {
          "dashArray": [{"value": 2, "unit": "px"}], "lineCap": "round",
          "dashOffset": {"value": 1, "unit": "px"}}}
      }
      """#)
    let style = try #require(typography("t", in: loaded))
    // A reference in a member kept aside is kept as written, not followed.
    #expect(
      style.additionalMembers == [
        "MozOsxFontSmoothing": .string("grayscale"), "paragraphSpacing": .string("{size.base}"),
      ])
    #expect(style.lineHeight == 1.5)
    expectNote(
      loaded, key: "t", place: "t ($value/MozOsxFontSmoothing)",
      found: "\"MozOsxFontSmoothing\"; kept it aside, as written")
    expectNote(
      loaded, key: "t", place: "t ($value/paragraphSpacing)", found: "kept it aside, as written")

    guard case .shadow(let layers)? = token("s", in: loaded) else {
      Issue.record("s is not a shadow")
      return
    }
    #expect(layers.first?.additionalMembers == ["blendMode": .string("multiply")])
    expectNote(loaded, key: "s", place: "s ($value/0/blendMode)", found: "kept it aside")

    guard case .border(let border)? = token("b", in: loaded) else {
      Issue.record("b is not a border")
      return
    }
    #expect(
      border.additionalMembers == [
        "radius": .object(["value": .number(4), "unit": .string("px")])
      ])
    expectNote(loaded, key: "b", place: "b ($value/radius)", found: "kept it aside")

    guard case .transition(let transition)? = token("m", in: loaded) else {
      Issue.record("m is not a transition")
      return
    }
    #expect(transition.additionalMembers == ["property": .string("opacity")])
    expectNote(loaded, key: "m", place: "m ($value/property)", found: "kept it aside")

    guard case .gradient(let stops)? = token("g", in: loaded) else {
      Issue.record("g is not a gradient")
      return
    }
    #expect(stops.map(\.additionalMembers) == [["midpoint": .number(0.5)], [:]])
    expectNote(loaded, key: "g", place: "g ($value/0/midpoint)", found: "kept it aside")

    guard case .strokeStyle(let stroke)? = token("d", in: loaded) else {
      Issue.record("d is not a stroke style")
      return
    }
    #expect(
      stroke
        == .dashes(
          [ThemeDimension(2, .px)], lineCap: .round,
          additionalMembers: ["dashOffset": .object(["value": .number(1), "unit": .string("px")])]
        ))
    #expect(stroke.additionalMembers.keys.sorted() == ["dashOffset"])
    expectNote(loaded, key: "d", place: "d ($value/dashOffset)", found: "kept it aside")
    #expect(loaded.loadCounts.leftOut == 0)
  }

  @Test("S7/S9: Members kept aside survive writing and reading again, in both writers' documents")
  func unknownMembersSurviveARoundTrip() throws {
    let loaded = try load(
      #"""
      {
        "t": {"$type": "typography", "$value": {
          "fontFamily": ["Inter"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
          "lineHeight": {"value": 1.5, "unit": "rem"}, "textCase": "uppercase"}},
        "s": {"$type": "shadow", "$value": {
          "color": "#000000", "offsetX": {"value": 0, "unit": "px"},
          "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"},
          "spread": {"value": 0, "unit": "px"}, "blendMode": "multiply"}},
        "b": {"$type": "border", "$value": {
          "color": "#000000", "width": {"value": 1, "unit": "px"},
          "style": {"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "butt", "x-gap": 3},
          "radius": 4}},
        "m": {"$type": "transition", "$value": {
          "duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
          "timingFunction": [0.4, 0, 0.2, 1], "property": ["opacity", "transform"]}},
        "g": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0, "hint": true}]}
      }
      """#)
    let resolver = try ThemePaletteContents(
      tokenResolver: loaded.designTokensData(), source: "written.resolver.json", documents: [:])
    let document = try ThemePaletteContents(
      designTokens: loaded.designTokenDocumentData(), style: .light, source: "written.tokens.json")
    for key in ["t", "s", "b", "m", "g"] {
      #expect(resolver.value(for: key, style: .light) == loaded.value(for: key, style: .light))
      #expect(document.value(for: key, style: .light) == loaded.value(for: key, style: .light))
    }
    let style = try #require(typography("t", in: document))
    #expect(style.additionalMembers["textCase"] == .string("uppercase"))
    #expect(
      style.additionalMembers["lineHeight"]
        == .object(["value": .number(1.5), "unit": .string("rem")]))
    #expect(style.lineHeight == nil)
    // Read again, the members are noted again: the written document bends as the source did.
    expectNote(
      document, key: "t", place: "t ($value/textCase)", found: "kept it aside",
      source: "written.tokens.json")
  }

  // MARK: - Typography

  @Test("S7/S9: A typography without letterSpacing or lineHeight is read without them, noted")
  func typographyWithoutOptionalMembers() throws {
    let loaded = try load(
      #"""
      {"t": {"$type": "typography", "$value": {
        "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400}}}
      """#)
    let style = try #require(typography("t", in: loaded))
    #expect(style.letterSpacing == nil)
    #expect(style.lineHeight == nil)
    #expect(style.additionalMembers.isEmpty)
    expectNote(
      loaded, key: "t", place: "t ($value)", found: "no \"letterSpacing\"; read without it")
    expectNote(loaded, key: "t", place: "t ($value)", found: "no \"lineHeight\"; read without it")
  }

  @Test(
    "S7/S9: A line height written as a length comparable with the font size is read as its multiple",
    arguments: [
      // Apple's Human Interface Guidelines: both in px.
      (#"{"value": 41, "unit": "px"}"#, #"{"value": 34, "unit": "px"}"#, 41.0 / 34),
      (#"{"value": 18, "unit": "pt"}"#, #"{"value": 12, "unit": "px"}"#, 1.5),
      (#"{"value": 1.5, "unit": "rem"}"#, #"{"value": 1, "unit": "rem"}"#, 1.5),
      (#"{"value": 1.5, "unit": "em"}"#, #"{"value": 1, "unit": "rem"}"#, 1.5),
      (#"{"value": 150, "unit": "%"}"#, #"{"value": 20, "unit": "vw"}"#, 1.5),
      (#""24px""#, #"{"value": 16, "unit": "px"}"#, 1.5),
      (#""{size.line}""#, #"{"value": 16, "unit": "px"}"#, 1.5),
    ])
  func lineHeightAsAComparableLength(lineHeight: String, fontSize: String, multiple: Double)
    throws
  {
    let loaded = try load(
      #"""
      {"size": {"line": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}}},
       "t": {"$type": "typography", "$value": {
        "fontFamily": "Inter", "fontSize": \#(fontSize), "fontWeight": 400,
        "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \#(lineHeight)}}}
      """#)
    let style = try #require(typography("t", in: loaded))
    #expect(style.lineHeight == multiple)
    #expect(style.additionalMembers.isEmpty)
    expectNote(
      loaded, key: "t", place: "t ($value/lineHeight)", found: "its ratio to the font size")
  }

  @Test(
    "S7/S9: A line height that cannot be compared with the font size is kept aside, as written",
    arguments: [
      (ThemeDimension(1.5, .rem), ThemeDimension(16, .px), "rem and px"),
      (ThemeDimension(3, .vh), ThemeDimension(16, .px), "vh and px"),
      (ThemeDimension(0, .px), ThemeDimension(0, .px), "a font size of 0"),
    ])
  func lineHeightAsAnIncomparableLength(
    length: ThemeDimension, size: ThemeDimension, reason: String
  ) throws {
    func json(_ dimension: ThemeDimension) -> String {
      #"{"value": \#(dimension.value), "unit": "\#(dimension.unit.rawValue)"}"#
    }
    let lineHeight = json(length)
    let fontSize = json(size)
    let document = #"""
      {"t": {"$type": "typography", "$value": {
        "fontFamily": "Inter", "fontSize": \#(fontSize), "fontWeight": 400,
        "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \#(lineHeight)}}}
      """#
    let loaded = try load(document)
    let style = try #require(typography("t", in: loaded))
    #expect(style.lineHeight == nil)
    #expect(
      style.additionalMembers["lineHeight"]
        == .object(["value": .number(length.value), "unit": .string(length.unit.rawValue)]))
    expectNote(loaded, key: "t", place: "t ($value/lineHeight)", found: "kept it aside, as written")
    expectNote(loaded, key: "t", place: "t ($value/lineHeight)", found: reason)
    // Written again, the line height is written as it was, and read the same.
    let again = try ThemePaletteContents(
      designTokens: loaded.designTokenDocumentData(), style: .light, source: "again.json")
    #expect(typography("t", in: again) == style)
  }

  // MARK: - Numbers

  @Test("S7/S9: A number written as a string is read wherever a number is, noted at its place")
  func numbersWrittenAsStrings() throws {
    let loaded = try load(
      #"""
      {
        "n": {"$type": "number", "$value": "1.5"},
        "t": {"$type": "typography", "$value": {
          "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
          "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "1.25"}},
        "g": {"$type": "gradient", "$value": [{"color": "#000000", "position": "0.5"}]},
        "d": {"$type": "dimension", "$value": {"value": "16", "unit": "px"}},
        "u": {"$type": "duration", "$value": {"value": "200", "unit": "ms"}},
        "b": {"$type": "cubicBezier", "$value": ["0.42", 0, 0.58, 1]},
        "c": {"$type": "color", "$value": {
          "colorSpace": "srgb", "components": ["1", 0.5, 0], "alpha": "0.5"}}
      }
      """#)
    #expect(loaded.value(for: "n", style: .light) == .number(1.5))
    #expect(typography("t", in: loaded)?.lineHeight == 1.25)
    #expect(gradientPosition("g", in: loaded) == 0.5)
    #expect(dimension("d", in: loaded) == px16)
    #expect(token("u", in: loaded) == .duration(ThemeDuration(200, .ms)))
    #expect(token("b", in: loaded) == .cubicBezier(ThemeCubicBezier(0.42, 0, 0.58, 1)))
    let read = try #require(color("c", in: loaded))
    #expect(read.components == [1, 0.5, 0])
    #expect(read.alpha == 0.5)
    for (key, place, text) in [
      ("n", "n ($value)", "1.5"), ("t", "t ($value/lineHeight)", "1.25"),
      ("g", "g ($value/0/position)", "0.5"), ("d", "d ($value/value)", "16"),
      ("u", "u ($value/value)", "200"), ("b", "b ($value/0)", "0.42"),
      ("c", "c ($value/components/0)", "1"), ("c", "c ($value/alpha)", "0.5"),
    ] {
      expectNote(loaded, key: key, place: place, found: "the string \"\(text)\"; read as")
    }
  }

  private func gradientPosition(_ key: String, in contents: ThemePaletteContents) -> Double? {
    guard case .gradient(let stops)? = token(key, in: contents) else { return nil }
    return stops.first?.position
  }

  @Test("S7/S9: A percentage is read as the fraction where the number is a fraction or a multiple")
  func percentagesWhereTheNumberIsAFraction() throws {
    let loaded = try load(
      #"""
      {
        "n": {"$type": "number", "$value": "50%"},
        "o": {"$type": "number", "$value": {"value": 40, "unit": "%"}},
        "g": {"$type": "gradient", "$value": [{"color": "#000000", "position": {"value": 25, "unit": "%"}}]},
        "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "50%"}},
        "t": {"$type": "typography", "$value": {
          "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
          "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "150%"}}
      }
      """#)
    #expect(loaded.value(for: "n", style: .light) == .number(0.5))
    #expect(loaded.value(for: "o", style: .light) == .number(0.4))
    #expect(gradientPosition("g", in: loaded) == 0.25)
    #expect(color("c", in: loaded)?.alpha == 0.5)
    #expect(typography("t", in: loaded)?.lineHeight == 1.5)
    expectNote(loaded, key: "n", place: "n ($value)", found: "the string \"50%\"; read as 0.5")
    expectNote(loaded, key: "o", place: "o ($value)", found: "the percentage 40%; read as 0.4")
    expectNote(
      loaded, key: "g", place: "g ($value/0/position)", found: "the percentage 25%; read as 0.25")
    expectNote(loaded, key: "c", place: "c ($value/alpha)", found: "\"50%\"; read as 0.5")
    expectNote(loaded, key: "t", place: "t ($value/lineHeight)", found: "\"150%\"; read as 1.5")
  }

  // MARK: - Dimensions and durations

  @Test(
    "S7/S9: A dimension or duration written as a string is read as earlier drafts did, everywhere")
  func dimensionsAndDurationsWrittenAsStrings() throws {
    let loaded = try load(
      #"""
      {
        "d": {"$type": "dimension", "$value": "1.5rem"},
        "u": {"$type": "duration", "$value": "0.5s"},
        "s": {"$type": "shadow", "$value": {
          "color": "#000000", "offsetX": "2px", "offsetY": {"value": 1, "unit": "px"},
          "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
        "m": {"$type": "transition", "$value": {
          "duration": "150ms", "delay": {"value": 0, "unit": "ms"},
          "timingFunction": [0.4, 0, 0.2, 1]}}
      }
      """#)
    #expect(dimension("d", in: loaded) == ThemeDimension(1.5, .rem))
    #expect(token("u", in: loaded) == .duration(ThemeDuration(0.5, .s)))
    guard case .shadow(let layers)? = token("s", in: loaded),
      case .transition(let transition)? = token("m", in: loaded)
    else {
      Issue.record("s or m not read")
      return
    }
    #expect(layers.first?.offsetX == ThemeDimension(2, .px))
    #expect(transition.duration == ThemeDuration(150, .ms))
    let found = "read it as earlier drafts of the format did"
    expectNote(loaded, key: "d", place: "d ($value)", found: "the string \"1.5rem\"; \(found)")
    expectNote(loaded, key: "u", place: "u ($value)", found: found)
    expectNote(loaded, key: "s", place: "s ($value/offsetX)", found: found)
    expectNote(loaded, key: "m", place: "m ($value/duration)", found: found)
  }

  @Test("S7/S9: A bare number or an empty unit is a number of pixels or milliseconds, everywhere")
  func bareNumbersArePixelsAndMilliseconds() throws {
    let loaded = try load(
      #"""
      {
        "d": {"$type": "dimension", "$value": 12},
        "e": {"$type": "dimension", "$value": {"value": 3, "unit": ""}},
        "u": {"$type": "duration", "$value": 200},
        "b": {"$type": "border", "$value": {"color": "#000000", "width": 1, "style": "solid"}},
        "t": {"$type": "typography", "$value": {
          "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
          "letterSpacing": 0, "lineHeight": 1}}
      }
      """#)
    #expect(dimension("d", in: loaded) == ThemeDimension(12, .px))
    #expect(dimension("e", in: loaded) == ThemeDimension(3, .px))
    #expect(token("u", in: loaded) == .duration(ThemeDuration(200, .ms)))
    guard case .border(let border)? = token("b", in: loaded) else {
      Issue.record("b is not a border")
      return
    }
    #expect(border.width == ThemeDimension(1, .px))
    #expect(typography("t", in: loaded)?.letterSpacing == ThemeDimension(0, .px))
    expectNote(loaded, key: "d", place: "d ($value)", found: "a bare number; read as px")
    expectNote(loaded, key: "e", place: "e ($value/unit)", found: "an empty unit; read as px")
    expectNote(loaded, key: "u", place: "u ($value)", found: "a bare number; read as ms")
    expectNote(loaded, key: "b", place: "b ($value/width)", found: "a bare number; read as px")
    expectNote(
      loaded, key: "t", place: "t ($value/letterSpacing)", found: "a bare number; read as px")
  }

  @Test("S7/S9: A dimension unit the format does not list is read with its unit, noted")
  func unitsTheFormatDoesNotList() throws {
    let units: [ThemeDimension.Unit] = [.em, .pt, .dp, .sp, .percent, .vw, .vh]
    let members = units.map {
      #""\#($0.rawValue)": {"$value": {"value": 2, "unit": "\#($0.rawValue)"}}"#
    }
    let loaded = try load(#"{"d": {"$type": "dimension", \#(members.joined(separator: ", "))}}"#)
    for unit in units {
      #expect(dimension("d.\(unit.rawValue)", in: loaded) == ThemeDimension(2, unit))
      expectNote(
        loaded, key: "d.\(unit.rawValue)", place: "d.\(unit.rawValue) ($value/unit)",
        found: "read as \(unit.rawValue), a unit the format does not list")
    }
  }

  // MARK: - Colors

  @Test("S7/S9: A color written as a string is read wherever a color is; a short hex fallback too")
  func colorsWrittenAsStrings() throws {
    let loaded = try load(
      ##"""
      {
        "c": {"$type": "color", "$value": "#ff000080"},
        "b": {"$type": "border", "$value": {"color": "#000", "width": {"value": 1, "unit": "px"}, "style": "solid"}},
        "s": {"$type": "shadow", "$value": {
          "color": "rgba(0, 0, 0, 0.5)", "offsetX": {"value": 0, "unit": "px"},
          "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"},
          "spread": {"value": 0, "unit": "px"}}},
        "g": {"$type": "gradient", "$value": [{"color": "#fff", "position": 0}]},
        "f": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}
      }
      """##)
    let red = try #require(color("c", in: loaded))
    #expect(red.sRGB == ThemeColor(red: 255, green: 0, blue: 0, alpha: 128))
    guard case .border(let border)? = token("b", in: loaded),
      case .shadow(let layers)? = token("s", in: loaded),
      case .gradient(let stops)? = token("g", in: loaded)
    else {
      Issue.record("b, s or g not read")
      return
    }
    #expect(border.color.sRGB == ThemeColor(red: 0, green: 0, blue: 0))
    #expect(layers.first?.color.alpha == 0.5)
    #expect(stops.first?.color.sRGB == ThemeColor(red: 255, green: 255, blue: 255))
    #expect(color("f", in: loaded)?.hexFallback == ThemeColor(red: 255, green: 255, blue: 255))
    let drafts = "read it as earlier drafts of the format did"
    expectNote(
      loaded, key: "c", place: "c ($value)", found: "the hex string \"#ff000080\"; \(drafts)")
    expectNote(loaded, key: "b", place: "b ($value/color)", found: drafts)
    expectNote(loaded, key: "s", place: "s ($value/color)", found: "read it as CSS does")
    expectNote(loaded, key: "g", place: "g ($value/0/color)", found: drafts)
    expectNote(loaded, key: "f", place: "f ($value/hex)", found: "read as \"#FFFFFF\"")
  }

  @Test("S7/S9: A hue of 360 or more is read modulo 360, noted")
  func huesOf360OrMore() throws {
    let loaded = try load(
      #"{"c": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [360, 50, 50]}}}"#)
    #expect(color("c", in: loaded)?.components == [360, 50, 50])
    expectNote(
      loaded, key: "c", place: "c ($value/components/0)", found: "read modulo 360, as CSS does")
  }

  // MARK: - Keywords and names

  @Test("S7/S9: A keyword in another case or spelling is read as the keyword it names, noted")
  func keywordsInAnotherCase() throws {
    let loaded = try load(
      #"""
      {
        "w": {"$type": "fontWeight", "upper": {"$value": "BOLD"}, "style": {"$value": "Semi Bold"},
              "text": {"$value": "700"}},
        "l": {"$type": "strokeStyle", "$value": "Dashed"},
        "d": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "Round"}},
        "c": {"$type": "color", "$value": {"colorSpace": "sRGB", "components": [0, 0, 0]}},
        "p": {"$type": "color", "$value": {"colorSpace": "Display-P3", "components": [1, 0, 0]}}
      }
      """#)
    #expect(token("w.upper", in: loaded) == .fontWeight(700))
    #expect(token("w.style", in: loaded) == .fontWeight(600))
    #expect(token("w.text", in: loaded) == .fontWeight(700))
    #expect(token("l", in: loaded) == .strokeStyle(.line(.dashed)))
    #expect(
      token("d", in: loaded) == .strokeStyle(.dashes([ThemeDimension(2, .px)], lineCap: .round)))
    #expect(color("c", in: loaded)?.space == .srgb)
    #expect(color("p", in: loaded)?.space == .displayP3)
    expectNote(loaded, key: "w.upper", place: "w.upper ($value)", found: "\"BOLD\"; read as 700")
    expectNote(loaded, key: "w.style", place: "w.style ($value)", found: "read as 600")
    expectNote(loaded, key: "l", place: "l ($value)", found: "\"Dashed\"; read as dashed")
    expectNote(loaded, key: "d", place: "d ($value/lineCap)", found: "\"Round\"; read as round")
    expectNote(loaded, key: "c", place: "c ($value/colorSpace)", found: "\"sRGB\"; read as srgb")
    expectNote(
      loaded, key: "p", place: "p ($value/colorSpace)", found: "read as display-p3")
  }

  @Test(
    "S7/S9: A font family written as a CSS font list is read as its names, noted; a name is not")
  func cssFontLists() throws {
    let loaded = try load(
      #"""
      {"f": {"$type": "fontFamily",
        "list": {"$value": "'Segoe UI', \"Helvetica Neue\", sans-serif"},
        "name": {"$value": "Segoe UI"}},
       "t": {"$type": "typography", "$value": {
         "fontFamily": "'IBM Plex Mono', Menlo, monospace", "fontSize": {"value": 16, "unit": "px"},
         "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
      """#)
    #expect(
      token("f.list", in: loaded) == .fontFamily(["Segoe UI", "Helvetica Neue", "sans-serif"]))
    #expect(token("f.name", in: loaded) == .fontFamily(["Segoe UI"]))
    #expect(typography("t", in: loaded)?.fontFamily == ["IBM Plex Mono", "Menlo", "monospace"])
    expectNote(
      loaded, key: "f.list", place: "f.list ($value)", found: "read as the 3 names it lists")
    expectNote(
      loaded, key: "t", place: "t ($value/fontFamily)", found: "read as the 3 names it lists")
    #expect(!loaded.loadNotes.contains { $0.key == "f.name" })
  }

  // MARK: - References and types

  @Test("S7/S9: A curly-brace alias inside a value's number is read as the number it names, noted")
  func aliasesInsideANumberPart() throws {
    let loaded = try load(
      #"""
      {
        "n": {"$type": "number", "base": {"$value": 8}, "alpha": {"$value": 0.5}},
        "d": {"$type": "dimension", "$value": {"value": "{n.base}", "unit": "px"}},
        "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "{n.alpha}"}},
        "b": {"$type": "cubicBezier", "$value": [0, "{n.alpha}", 1, 1]}
      }
      """#)
    #expect(dimension("d", in: loaded) == ThemeDimension(8, .px))
    #expect(color("c", in: loaded)?.alpha == 0.5)
    #expect(token("b", in: loaded) == .cubicBezier(ThemeCubicBezier(0, 0.5, 1, 1)))
    let found = "read the number it names"
    expectNote(loaded, key: "d", place: "d ($value/value)", found: found)
    expectNote(loaded, key: "c", place: "c ($value/alpha)", found: found)
    expectNote(loaded, key: "b", place: "b ($value/1)", found: found)
  }

  @Test(
    "S7/S9: A token without a type is read when its value can be of one type only, else left out")
  func untypedTokens() throws {
    let loaded = try load(
      ##"""
      {
        "hex": {"$value": "#0a84ff"},
        "ratio": {"$value": 1.5},
        "object": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
        "gap": {"$value": {"value": 4, "unit": "px"}},
        "fade": {"$value": {"value": 200, "unit": "ms"}},
        "label": {"$value": "Hello"},
        "odd": {"$value": {"value": 4, "unit": "ft"}},
        "pair": {"$value": {"a": 1, "b": 2}}
      }
      """##)
    #expect(color("hex", in: loaded)?.sRGB == ThemeColor(red: 10, green: 132, blue: 255))
    #expect(loaded.value(for: "ratio", style: .light) == .number(1.5))
    #expect(color("object", in: loaded)?.space == .displayP3)
    #expect(dimension("gap", in: loaded) == ThemeDimension(4, .px))
    #expect(token("fade", in: loaded) == .duration(ThemeDuration(200, .ms)))
    expectNote(loaded, key: "object", place: "object", found: "read its color object as a color")
    expectNote(loaded, key: "gap", place: "gap", found: "read its value and unit as a dimension")
    expectNote(loaded, key: "fade", place: "fade", found: "read its value and unit as a duration")
    for key in ["label", "odd", "pair"] {
      #expect(loaded.value(for: key, style: .light) == nil)
      expectNote(
        loaded, key: key, place: key, found: "could be of several types", kind: .leftOut)
    }
    #expect(loaded.loadCounts == ThemeLoadCounts(read: 5, leftOut: 3, readLeniently: 5))
  }

  @Test(
    "S7/S9: Tokens Studio's forms in a plain token document are read as Tokens Studio does, noted")
  func tokensStudioFormsInAPlainDocument() throws {
    let loaded = try load(
      #"""
      {
        "size": {"$type": "dimension", "base": {"$value": {"value": 4, "unit": "px"}},
                 "double": {"$value": "{size.base} * 2"}},
        "c": {"$type": "color", "black": {"$value": "#000000"},
              "scrim": {"$value": "rgba({c.black}, 0.5)"}}
      }
      """#)
    #expect(dimension("size.double", in: loaded) == ThemeDimension(8, .px))
    #expect(color("c.scrim", in: loaded)?.alpha == 0.5)
    expectNote(
      loaded, key: "size.double", place: "size.double ($value)",
      found: "evaluated it, as Tokens Studio does")
    expectNote(loaded, key: "c.scrim", place: "c.scrim ($value)", found: "read it as CSS does")
  }

  // MARK: - What stays an error

  @Test(
    "S7/S9: A bend with two readings is a typed error naming the file, the place and the expectation",
    arguments: [
      // A length where a plain number is meant: the unit would be dropped.
      (#"{"x": {"$type": "number", "$value": "16px"}}"#, "x ($value)", "a number"),
      (
        #"{"x": {"$type": "number", "$value": {"value": 4, "unit": "px"}}}"#, "x ($value)",
        "a number"
      ),
      (
        ##"{"x": {"$type": "gradient", "$value": [{"color": "#000000", "position": {"value": 20, "unit": "px"}}]}}"##,
        "x ($value/0/position)", "a number"
      ),
      // A percentage where the number is not a fraction: a percentage of what?
      (
        #"{"x": {"$type": "dimension", "$value": {"value": "50%", "unit": "px"}}}"#,
        "x ($value/value)", "a number"
      ),
      (#"{"x": {"$type": "cubicBezier", "$value": ["50%", 0, 1, 1]}}"#, "x ($value/0)", "a number"),
      (
        #"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["50%", 0, 0]}}}"#,
        "x ($value/components/0)", "a number or \"none\""
      ),
      // A color string without "#": a word as well as a hex color.
      (
        #"{"x": {"$type": "color", "$value": "face"}}"#, "x ($value)",
        "a color object or a hex color"
      ),
      // A member a color or dimension object does not define: no place to keep it.
      (
        #"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "opacity": 0.5}}}"#,
        "x ($value)", "a color object with only"
      ),
      (
        #"{"x": {"$type": "dimension", "$value": {"value": 1, "unit": "px", "scale": 2}}}"#,
        "x ($value)", "a dimension object with only"
      ),
      // A required member left out: any default would be a guess.
      (
        ##"{"x": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": 0, "offsetY": 0, "blur": 0}}}"##,
        "x ($value)", "a shadow object with"
      ),
      // A CSS font list whose names are not clear.
      (
        #"{"x": {"$type": "fontFamily", "$value": "Inter, , sans-serif"}}"#, "x ($value)",
        "a CSS font list"
      ),
      (
        #"{"x": {"$type": "fontFamily", "$value": "'Inter, sans-serif"}}"#, "x ($value)",
        "a CSS font list"
      ),
    ])
  func ambiguousBendsAreTypedErrors(document: String, place: String, expected: String) throws {
    let error = try #require(refusal(document), "\(document) loaded")
    #expect(error.source == Self.source)
    #expect(error.place == place, "\(document)")
    #expect(error.expected.hasPrefix(expected), "\(document): \(error.expected)")
  }

  @Test(
    "S7/S9: A value with no reading is a typed error naming the file, the place and the expectation",
    arguments: [
      (#"{"x": {"$type": "dimension", "$value": true}}"#, "x ($value)", "a dimension"),
      (
        #"{"x": {"$type": "dimension", "$value": {"value": 1, "unit": "ft"}}}"#, "x ($value/unit)",
        "one of the units"
      ),
      (
        #"{"x": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"#, "x ($value/unit)",
        "one of the units"
      ),
      (#"{"x": {"$type": "fontWeight", "$value": "Boldest"}}"#, "x ($value)", "a font weight"),
      (#"{"x": {"$type": "fontWeight", "$value": 1001}}"#, "x ($value)", "a font weight"),
      (#"{"x": {"$type": "strokeStyle", "$value": "wavy"}}"#, "x ($value)", "a stroke style"),
      (
        #"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 2}}}"#,
        "x ($value/alpha)", "an alpha from 0 to 1"
      ),
      (
        #"{"x": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": true}}}"#,
        "x ($value/lineHeight)", "a number, the line height as a multiple of the font size"
      ),
      (
        #"{"x": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": "normal"}}}"#,
        "x ($value/lineHeight)", "a number, the line height as a multiple of the font size"
      ),
    ])
  func valuesWithNoReadingAreTypedErrors(document: String, place: String, expected: String) throws {
    let error = try #require(refusal(document), "\(document) loaded")
    #expect(error.source == Self.source)
    #expect(error.place == place, "\(document)")
    #expect(error.expected.hasPrefix(expected), "\(document): \(error.expected)")
  }

  @Test("S7/S9: Every error of a document is reported at once, each at its own place")
  func everyErrorAtOnce() throws {
    let error = try #require(
      refusal(
        #"""
        {"a": {"$type": "number", "$value": {"value": 4, "unit": "px"}},
         "b": {"$type": "color", "$value": "face"},
         "c": {"$type": "border", "$value": {"color": "#000000", "width": 1, "extra": 1}}}
        """#))
    #expect(Set(error.findings.map(\.place)) == ["a ($value)", "b ($value)", "c ($value)"])
    #expect(error.findings.allSatisfy { $0.source == Self.source })
  }
}
