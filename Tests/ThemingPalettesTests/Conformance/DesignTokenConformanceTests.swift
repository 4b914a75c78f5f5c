import Foundation
import Testing
import Theming
import ThemingPalettes

/// The Design Tokens Community Group's conformance suite for format 2025.10 and the resolver
/// module (`Fixtures/Conformance`, with `SOURCES.md`), run case by case through the public API:
/// every positive case must load, with nothing left out or read leniently and with the values
/// its file gives; every negative case must be rejected with a `ThemeSourceError`, or load only
/// by a documented leniency: with a note in `loadNotes`, or a type the format does not define
/// that the audit reports, which `theme-lint --strict` refuses either way.
@Suite struct DesignTokenConformanceTests {
  private typealias Conformance = ConformanceSuite

  @Test("The suite's manifests list every fixture, 220 format cases and 30 resolver cases")
  func manifestsAreComplete() throws {
    let format = try Conformance.cases(.format)
    let resolver = try Conformance.cases(.resolver)
    #expect(format.count == 220)
    #expect(format.filter(\.isPositive).count == 93)
    #expect(resolver.count == 30)
    #expect(resolver.filter(\.isPositive).count == 10)
    for testCase in format + resolver {
      #expect(
        FileManager.default.fileExists(atPath: Conformance.url(of: testCase).path),
        "\(testCase.path)")
    }
    #expect(Set(format.map(\.id)).count == format.count)
    #expect(Set(resolver.map(\.id)).count == resolver.count)
    // Every positive case is checked for values, not only for loading; the empty group's check
    // is that it has none.
    let unchecked = (format + resolver).filter {
      $0.isPositive && Conformance.expectations[$0.id] == nil && $0.id != "group-empty-group"
    }
    #expect(unchecked.isEmpty, "no values to check for \(unchecked.map(\.id))")
  }

  @Test(
    "Positive format cases load, with the values their files give",
    arguments: ConformanceSuite.format(true))
  func positiveFormatCase(_ testCase: ConformanceCase) throws {
    try Conformance.expectValid(testCase)
  }

  @Test(
    "Negative format cases are rejected, or load only with a note",
    arguments: ConformanceSuite.format(false))
  func negativeFormatCase(_ testCase: ConformanceCase) throws {
    try Conformance.expectInvalid(testCase)
  }

  @Test("Positive resolver cases load", arguments: ConformanceSuite.resolver(true))
  func positiveResolverCase(_ testCase: ConformanceCase) throws {
    try Conformance.expectValid(testCase)
  }

  @Test(
    "Negative resolver cases are rejected, but for one documented leniency",
    arguments: ConformanceSuite.resolver(false))
  func negativeResolverCase(_ testCase: ConformanceCase) throws {
    try Conformance.expectInvalid(testCase)
  }
}

/// One case of a manifest of the suite.
struct ConformanceCase: Decodable, Sendable, CustomTestStringConvertible {
  /// The manifest's identifier for the case.
  let id: String
  /// `PositiveEvaluationTest` or `NegativeEvaluationTest`.
  let type: String
  /// What the case is, in a few words.
  let name: String
  /// What the case verifies.
  let purpose: String
  /// The fixture's path, relative to its manifest.
  let input: String
  /// The features the case exercises.
  let features: [String]?
  /// The module the case belongs to (`format` or `resolver`); set after decoding.
  var module = ""

  private enum CodingKeys: String, CodingKey {
    case id, type, name, purpose, input, features
  }

  /// Whether the fixture is valid.
  var isPositive: Bool { type == "PositiveEvaluationTest" }

  /// The fixture's path relative to the suite's version folder: `format/positive/…`.
  var path: String { "\(module)/\(input)" }

  var testDescription: String { path }
}

/// A value a positive case's file gives a key, in the default style unless another is named.
struct ConformanceExpectation: Sendable {
  /// The token's key.
  let key: String
  /// The style to look it up in; the default style if `nil`.
  var style: ThemeStyle?
  /// The value, or `nil` for a key that has no value in that style.
  let value: ThemePaletteValue?

  init(_ key: String, _ value: ThemePaletteValue?, style: ThemeStyle? = nil) {
    self.key = key
    self.value = value
    self.style = style
  }
}

/// Where the suite is, what its manifests list, and what its positive cases' files give.
enum ConformanceSuite {
  /// A module of the suite, by its folder.
  enum Module: String {
    case format, resolver
  }

  /// The suite's version folder: in the test bundle when the test target copies
  /// `Fixtures/Conformance`, else beside this source file.
  static let root: URL = {
    if let bundled = Bundle.module.url(forResource: "Conformance", withExtension: nil) {
      return bundled.appendingPathComponent("2025.10")
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/Conformance/2025.10")
  }()

  private struct Manifest: Decodable {
    let tests: [ConformanceCase]
  }

  /// Every case of `module`'s manifest, in the manifest's order.
  static func cases(_ module: Module) throws -> [ConformanceCase] {
    let url = root.appendingPathComponent(module.rawValue).appendingPathComponent("manifest.json")
    return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url)).tests.map {
      var testCase = $0
      testCase.module = module.rawValue
      return testCase
    }
  }

  /// The positive or negative cases of the format module; none if the manifest cannot be read,
  /// which `manifestsAreComplete` reports.
  static func format(_ positive: Bool) -> [ConformanceCase] {
    ((try? cases(.format)) ?? []).filter { $0.isPositive == positive }
  }

  /// The positive or negative cases of the resolver module.
  static func resolver(_ positive: Bool) -> [ConformanceCase] {
    ((try? cases(.resolver)) ?? []).filter { $0.isPositive == positive }
  }

  /// The fixture's file.
  static func url(of testCase: ConformanceCase) -> URL {
    root.appendingPathComponent(testCase.path)
  }

  /// The fixture's bytes.
  static func data(of testCase: ConformanceCase) throws -> Data {
    try Data(contentsOf: url(of: testCase))
  }

  /// A context for each modifier the resolver document's `resolutionOrder` names (the first of
  /// its contexts by name), as a tool resolving the document would take from its user: the
  /// library needs one for every modifier without a `default` but the one whose contexts are
  /// the styles, and the suite's documents give no `default`. Empty for a document that does
  /// not read as JSON, which the library then reports.
  static func inputs(_ data: Data) -> [String: String] {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let order = root["resolutionOrder"] as? [Any]
    else { return [:] }
    let modifiers = root["modifiers"] as? [String: Any] ?? [:]
    var inputs: [String: String] = [:]
    for case let item as [String: Any] in order {
      let name: String
      let modifier: [String: Any]
      if let reference = item["$ref"] as? String, reference.hasPrefix("#/modifiers/") {
        name = String(reference.dropFirst("#/modifiers/".count))
        guard let referenced = modifiers[name] as? [String: Any] else { continue }
        modifier = referenced
      } else if item["type"] as? String == "modifier", let inlineName = item["name"] as? String {
        name = inlineName
        modifier = item
      } else {
        continue
      }
      if let first = (modifier["contexts"] as? [String: Any])?.keys.sorted().first {
        inputs[name] = first
      }
    }
    return inputs
  }

  /// The case's file loaded as its module reads it: a token document as one style, or a
  /// resolver document with ``inputs(_:)``.
  static func load(_ testCase: ConformanceCase, _ data: Data) throws(ThemeSourceError)
    -> ThemePaletteContents
  {
    guard testCase.module == Module.resolver.rawValue else {
      return try ThemePaletteContents(designTokens: data, style: .light, source: testCase.path)
    }
    return try ThemePaletteContents(
      tokenResolver: data, source: testCase.path, inputs: inputs(data), documents: [:])
  }

  /// A positive case loads, cleanly, with the values its file gives.
  static func expectValid(_ testCase: ConformanceCase) throws {
    let contents: ThemePaletteContents
    do {
      contents = try load(testCase, try data(of: testCase))
    } catch {
      Issue.record("\(testCase.path) is valid (\(testCase.purpose)) but was rejected: \(error)")
      return
    }
    expectCleanLoad(contents, testCase)
    expectValues(contents, testCase)
  }

  /// A negative case is rejected by an error naming its file, or loads by a documented leniency.
  static func expectInvalid(_ testCase: ConformanceCase) throws {
    let data = try data(of: testCase)
    do {
      recordUnexpectedLoad(try load(testCase, data), testCase)
    } catch {
      #expect(error.source == testCase.path)
    }
  }

  /// A valid file needs no lenient rule, and nothing of it may be left out.
  static func expectCleanLoad(_ contents: ThemePaletteContents, _ testCase: ConformanceCase) {
    #expect(
      contents.loadNotes.isEmpty,
      "\(testCase.path) is valid, but the loader noted: \(contents.loadNotes.map(\.description))")
  }

  /// Checks the values `expectations` gives for the case.
  static func expectValues(_ contents: ThemePaletteContents, _ testCase: ConformanceCase) {
    for expected in expectations[testCase.id] ?? [] {
      let style = expected.style ?? contents.defaultStyle
      let found = contents.value(for: expected.key, style: style)
      #expect(found == expected.value, "\(testCase.path): \(expected.key) in \(style)")
    }
    switch testCase.id {
    case "metadata-deprecated-boolean":
      #expect(contents.tokenInfo["color"]?.isDeprecated == true)
    case "metadata-deprecated-string":
      #expect(contents.tokenInfo["dimension"]?.deprecationReason == "Use spacing.base instead")
    case "metadata-with-extensions":
      #expect(
        contents.tokenInfo["color"]?.extensions
          == .object(["com.example.tool": .object(["customProperty": .string("value")])]))
    case "group-empty-group":
      #expect(contents.entries.isEmpty)
    case "resolver-with-modifiers", "resolver-with-inline-modifier", "resolver-with-extensions",
      "resolver-with-multiple-modifiers":
      #expect(contents.styles == [.light, .dark])
    case "resolver-modifier-referencing-set":
      #expect(Set(contents.styles) == ["small", "large"])
    case "resolver-with-empty-context-array":
      #expect(Set(contents.styles) == ["off", "on"])
    case "minimal-resolver", "resolver-with-sets", "resolver-with-inline-set", "resolver-with-defs":
      #expect(contents.styles.count == 1)
    default:
      break
    }
  }

  /// The negative cases the library loads on purpose without a note: a modifier of one
  /// context, which the module says a tool SHOULD refuse, is how a palette of one style other
  /// than `light` is written as a resolver document (`designTokensData()`).
  static let documentedLeniencies: Set<String> = ["modifier-single-context"]

  /// Records that an invalid file loaded, with what the loader made of it, unless it loaded by
  /// a documented leniency: a note, a type the audit reports, or one of ``documentedLeniencies``.
  static func recordUnexpectedLoad(_ contents: ThemePaletteContents, _ testCase: ConformanceCase) {
    let reported = contents.audit().findings.contains { $0.kind == .unsupportedType }
    if !contents.loadNotes.isEmpty || reported || documentedLeniencies.contains(testCase.id) {
      return
    }
    let values = contents.entries.keys.sorted().map { key in
      "\(key) = \(contents.value(for: key, style: contents.defaultStyle).map { "\($0)" } ?? "nil")"
    }
    Issue.record(
      """
      \(testCase.path) is invalid (\(testCase.purpose)) but loaded without an error. \
      Values: \(values). Notes: \(contents.loadNotes.map(\.description))
      """)
  }

  // MARK: - What the positive cases' files give

  private static let black = ThemeWideColor(.srgb, 0, 0, 0)

  private static func color(
    _ space: ThemeWideColor.Space, _ first: Double?, _ second: Double?, _ third: Double?,
    alpha: Double = 1
  ) -> ThemePaletteValue {
    .color(ThemeWideColor(space, first, second, third, alpha: alpha))
  }

  private static func px(_ value: Double) -> ThemeDimension { ThemeDimension(value, .px) }

  private static func ms(_ value: Double) -> ThemeDuration { ThemeDuration(value, .ms) }

  private static func token(_ value: ThemeTokenValue) -> ThemePaletteValue { .token(value) }

  private static func line(_ line: ThemeStrokeStyle.Line) -> ThemePaletteValue {
    .token(.strokeStyle(.line(line)))
  }

  private static let blackShadow = ThemeShadow(
    color: black, offsetX: px(0), offsetY: px(0), blur: px(0), spread: px(0))

  private static let blackBorder = ThemeBorder(color: black, width: px(0), style: .line(.solid))

  private static let linear = ThemeCubicBezier(0, 0, 1, 1)

  private static func typography(
    size: ThemeDimension = px(0), weight: Double = 400, spacing: ThemeDimension = px(0)
  ) -> ThemePaletteValue {
    .token(
      .typography(
        ThemeTypography(
          fontFamily: ["sans-serif"], fontSize: size, fontWeight: weight, letterSpacing: spacing,
          lineHeight: 0)))
  }

  /// The values each positive case's file gives its tokens, by case: the suite publishes no
  /// expected output, so these are the file's own literals, and for an alias the literal it
  /// points to.
  static let expectations: [String: [ConformanceExpectation]] = [
    // Composite and simple types.
    "border-basic": [.init("border", token(.border(blackBorder)))],
    "border-custom-dash": [
      .init(
        "border",
        token(
          .border(
            ThemeBorder(
              color: black, width: px(0), style: .dashes([px(8), px(4)], lineCap: .round))
          )))
    ],
    "border-dashed": [
      .init(
        "border", token(.border(ThemeBorder(color: black, width: px(0), style: .line(.dashed)))))
    ],
    "color-srgb-basic": [.init("color", color(.srgb, 1, 0, 0.5))],
    "color-srgb-with-alpha": [.init("color", color(.srgb, 0.2, 0.4, 0.8, alpha: 0.5))],
    "color-srgb-linear": [.init("color", color(.srgbLinear, 0.5, 0.5, 0.5))],
    "color-hsl-basic": [.init("color", color(.hsl, 180, 50, 50))],
    "color-hsl-with-none": [.init("color", color(.hsl, nil, 0, 100))],
    "color-hwb-basic": [.init("color", color(.hwb, 120, 20, 30))],
    "color-lab-basic": [.init("color", color(.lab, 60.17, 93.54, -60.5))],
    "color-lch-basic": [.init("color", color(.lch, 60.17, 111.4, 327.11))],
    "color-oklab-basic": [.init("color", color(.oklab, 0.701, 0.2746, -0.169))],
    "color-oklch-basic": [.init("color", color(.oklch, 0.7016, 0.3225, 328.363))],
    "color-display-p3": [.init("color", color(.displayP3, 1, 0.5, 0))],
    "color-rec2020": [.init("color", color(.rec2020, 0.6, 0.8, 0.4))],
    "color-prophoto-rgb": [.init("color", color(.prophotoRGB, 0.7, 0.3, 0.9))],
    "color-a98-rgb": [.init("color", color(.a98RGB, 0.8, 0.2, 0.6))],
    "color-xyz-d50": [.init("color", color(.xyzD50, 0.5791, 0.2831, 0.728))],
    "color-xyz-d65": [.init("color", color(.xyzD65, 0.5929, 0.2848, 0.9699))],
    "color-alpha-fully-transparent": [.init("color", color(.srgb, 0, 0, 0, alpha: 0))],
    "cubicBezier-basic": [
      .init("cubicBezier", token(.cubicBezier(ThemeCubicBezier(0.42, 0, 0.58, 1))))
    ],
    "cubicBezier-extreme-values": [
      .init("cubicBezier", token(.cubicBezier(ThemeCubicBezier(0.68, -0.55, 0.265, 1.55))))
    ],
    "dimension-px-basic": [.init("dimension", token(.dimension(px(16))))],
    "dimension-rem-basic": [.init("dimension", token(.dimension(ThemeDimension(2, .rem))))],
    "dimension-fractional-value": [
      .init("dimension", token(.dimension(ThemeDimension(0.5, .rem))))
    ],
    "dimension-zero-value": [.init("dimension", token(.dimension(px(0))))],
    "dimension-extreme-values": [
      .init("dimensions.large", token(.dimension(px(9999.99)))),
      .init("dimensions.tiny", token(.dimension(ThemeDimension(0.001, .rem)))),
    ],
    "duration-milliseconds": [.init("duration", token(.duration(ms(300))))],
    "duration-seconds": [.init("duration", token(.duration(ThemeDuration(1.5, .s))))],
    "duration-fractional-seconds": [.init("duration", token(.duration(ThemeDuration(2.5, .s))))],
    "duration-zero-ms": [.init("duration", token(.duration(ms(0))))],
    "fontFamily-string": [.init("fontFamily", token(.fontFamily(["Helvetica Neue"])))],
    "fontFamily-array": [
      .init("fontFamily", token(.fontFamily(["Arial", "Helvetica", "sans-serif"])))
    ],
    "fontFamily-single-element": [.init("fontFamily", token(.fontFamily(["Monaco"])))],
    "fontWeight-numeric": [.init("fontWeight", token(.fontWeight(700)))],
    "fontWeight-string": [.init("fontWeight", token(.fontWeight(700)))],
    "fontWeight-thin": [.init("fontWeight", token(.fontWeight(100)))],
    "fontWeight-hairline": [.init("fontWeight", token(.fontWeight(100)))],
    "fontWeight-extra-bold": [.init("fontWeight", token(.fontWeight(800)))],
    "fontWeight-black": [.init("fontWeight", token(.fontWeight(900)))],
    "fontWeight-ultra-black": [.init("fontWeight", token(.fontWeight(950)))],
    "fontWeight-extreme": [
      .init("fontWeights.min", token(.fontWeight(1))),
      .init("fontWeights.max", token(.fontWeight(1000))),
    ],
    "gradient-basic": [
      .init(
        "gradient",
        token(
          .gradient([
            ThemeGradientStop(color: black, position: 0),
            ThemeGradientStop(color: black, position: 1),
          ])))
    ],
    "gradient-three-stop": [
      .init(
        "gradient",
        token(
          .gradient([0, 0.5, 1].map { ThemeGradientStop(color: black, position: $0) })))
    ],
    "gradient-single-stop": [
      .init("gradient", token(.gradient([ThemeGradientStop(color: black, position: 0.5)])))
    ],
    "gradient-missing-start": [
      .init(
        "gradient",
        token(
          .gradient([
            ThemeGradientStop(color: black, position: 0.666),
            ThemeGradientStop(color: black, position: 1),
          ])))
    ],
    "number-positive": [.init("number", .number(1.5))],
    "number-negative": [.init("number", .number(-5))],
    "number-zero": [.init("number", .number(0))],
    "shadow-basic": [.init("shadow", token(.shadow([blackShadow])))],
    "shadow-array": [.init("shadow", token(.shadow([blackShadow, blackShadow])))],
    "shadow-with-inset": [
      .init(
        "shadow",
        token(
          .shadow([
            ThemeShadow(
              color: black, offsetX: px(0), offsetY: px(0), blur: px(0), spread: px(0), inset: true)
          ])))
    ],
    "strokeStyle-solid": [.init("strokeStyle", line(.solid))],
    "strokeStyle-dashed": [.init("strokeStyle", line(.dashed))],
    "strokeStyle-dotted": [.init("strokeStyle", line(.dotted))],
    "strokeStyle-double": [.init("strokeStyle", line(.double))],
    "strokeStyle-groove": [.init("strokeStyle", line(.groove))],
    "strokeStyle-ridge": [.init("strokeStyle", line(.ridge))],
    "strokeStyle-inset": [.init("strokeStyle", line(.inset))],
    "strokeStyle-outset": [.init("strokeStyle", line(.outset))],
    "strokeStyle-custom-dash": [
      .init("strokeStyle", token(.strokeStyle(.dashes([px(0), px(0)], lineCap: .round))))
    ],
    "strokeStyle-custom-dash-butt-cap": [
      .init("strokeStyle", token(.strokeStyle(.dashes([px(0), px(0)], lineCap: .butt))))
    ],
    "strokeStyle-custom-dash-square-cap": [
      .init("strokeStyle", token(.strokeStyle(.dashes([px(0), px(0)], lineCap: .square))))
    ],
    "transition-basic": [
      .init(
        "transition",
        token(
          .transition(ThemeTokenTransition(duration: ms(0), delay: ms(0), timingFunction: linear))))
    ],
    "transition-with-delay": [
      .init(
        "transition",
        token(
          .transition(ThemeTokenTransition(duration: ms(0), delay: ms(500), timingFunction: linear))
        ))
    ],
    "typography-basic": [.init("typography", typography())],
    "typography-string-weight": [.init("typography", typography(weight: 400))],
    "typography-rem-fontsize": [
      .init("typography", typography(size: ThemeDimension(0.875, .rem)))
    ],
    "typography-negative-letterspacing": [.init("typography", typography(spacing: px(-0.5)))],
    // Groups.
    "group-nested-groups": [.init("colors.nested.deep.veryDeep.color", .color(black))],
    "group-root-token": [
      .init("group", .color(black)), .init("group.light", .color(black)),
      .init("group.dark", .color(black)),
    ],
    "group-type-inheritance": [
      .init("colors.primary", .color(black)), .init("colors.secondary", .color(black)),
    ],
    "group-extends": [
      .init("primary-button.background", .color(black)),
      .init("primary-button.text", .color(black)),
    ],
    "group-extends-nested-override": [
      .init("dark-theme.primary", .color(black)), .init("dark-theme.secondary", .color(black)),
    ],
    "group-multi-level-extends": [
      .init("button.text", .color(black)), .init("primary-button.background", .color(black)),
      .init("primary-button.text", .color(black)),
    ],
    // Metadata: the values; `expectValues` checks the metadata itself.
    "metadata-deprecated-boolean": [.init("color", .color(black))],
    "metadata-deprecated-string": [.init("dimension", token(.dimension(px(0))))],
    "metadata-with-extensions": [.init("color", .color(black))],
    // References.
    "reference-curly-brace-alias": [.init("semantic.primary", .color(black))],
    "reference-json-pointer-basic": [.init("semantic.primary", .color(black))],
    "reference-json-pointer-subproperty": [.init("numbers.component", .number(0))],
    "reference-color-components-array-ref": [.init("colors.derived", .color(black))],
    "reference-strokestyle-dasharray-ref": [
      .init("strokeStyles.derived", token(.strokeStyle(.dashes([px(0), px(0)], lineCap: .butt))))
    ],
    "reference-color-components-ref-hsl": [.init("colors.derived", color(.hsl, 120, 50, 50))],
    "reference-chained-reference": [.init("aliases.brand", .color(black))],
    "reference-composite-with-refs": [.init("shadows.default", token(.shadow([blackShadow])))],
    "reference-composite-subvalue-refs": [
      .init("shadow-color-only", .color(black)),
      .init("shadow-blur-only", token(.dimension(px(0)))),
      .init("shadow-offsetX-value", .number(0)),
    ],
    "reference-nested-composite-refs": [
      .init("stroke-from-border", token(.strokeStyle(.dashes([px(0), px(0)], lineCap: .round)))),
      .init("dimension-from-dash-array", token(.dimension(px(0)))),
      .init("duration-from-transition", token(.duration(ms(0)))),
      .init("easing-from-transition", token(.cubicBezier(linear))),
    ],
    "reference-cross-composite-refs": [
      .init("border-reusing-shadow-color", token(.border(blackBorder))),
      .init("dimension-from-shadow", token(.dimension(px(0)))),
    ],
    "reference-multi-source-composite": [
      .init("complex-shadow-from-multiple-sources", token(.shadow([blackShadow])))
    ],
    "reference-gradient-array-refs": [
      .init("color-from-gradient-start", .color(black)),
      .init("color-from-gradient-end", .color(black)),
      .init("position-from-gradient", .number(1)),
    ],
    "reference-typography-property-refs": [
      .init("extracted-font-family", token(.fontFamily(["sans-serif"]))),
      .init("extracted-font-size", token(.dimension(px(0)))),
      .init("extracted-line-height", .number(0)),
      .init("typography-inheriting-parts", typography(weight: 700)),
    ],
    // Resolver documents.
    "minimal-resolver": [.init("color", .color(black))],
    "resolver-with-sets": [
      .init("color", .color(black)), .init("dimension", token(.dimension(px(0)))),
    ],
    "resolver-with-inline-set": [.init("color", .color(black))],
    "resolver-with-modifiers": [
      .init("color", .color(black), style: .light), .init("color", .color(black), style: .dark),
    ],
    "resolver-with-inline-modifier": [
      .init("color", .color(black), style: .light), .init("color", .color(black), style: .dark),
    ],
    "resolver-with-multiple-modifiers": [
      .init("color", .color(black), style: .dark),
      .init("dimension", token(.dimension(px(0))), style: .dark),
    ],
    "resolver-modifier-referencing-set": [
      .init("dimension", token(.dimension(px(0))), style: "small"),
      .init("number", .number(0), style: "large"),
    ],
    "resolver-with-empty-context-array": [
      .init("color", .color(black), style: "off"), .init("number", nil, style: "off"),
      .init("number", .number(1), style: "on"),
    ],
    "resolver-with-defs": [.init("color", .color(black))],
    "resolver-with-extensions": [.init("color", .color(black), style: .dark)],
  ]
}
