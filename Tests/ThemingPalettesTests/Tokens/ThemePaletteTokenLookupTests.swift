import Foundation
import Testing
import Theming
import ThemingPalettes

/// S3 for design tokens: typed lookups with documented fallbacks and diagnostics.
@MainActor
@Suite struct ThemePaletteTokenLookupTests {
  private func palette() throws -> ThemePalette {
    ThemePalette(contents: try TokenFixtures.exportContents(), source: "export")
  }

  @Test("S3: each token type has a lookup that reads it")
  func s3LookupsReadTokens() throws {
    let palette = try palette()
    #expect(palette.dimension("size.lg")(.light) == ThemeDimension(1.5, .rem))
    #expect(palette.duration("motion.fast")(.dark) == ThemeDuration(150, .ms))
    #expect(palette.fontFamily("font.family.mono")(.light) == ["Menlo"])
    #expect(palette.fontWeight("font.weight.bold")(.light) == 700)
    #expect(palette.typography("text.body")(.dark).fontWeight == 700)
    #expect(palette.shadow("elevation.card")(.light).first?.blur == ThemeDimension(8, .px))
    #expect(palette.cubicBezier("motion.ease")(.light) == ThemeCubicBezier(0.42, 0, 0.58, 1))
    #expect(palette.wideColor("palette.p3red")(.light).space == .displayP3)
    #expect(palette.token("size.md")(.light) == .dimension(ThemeDimension(16, .px)))
    let composite = try ThemePalette(
      designTokens: Data(
        #"""
        {"b": {"$type": "border", "$value": {"color": "#000000", "width": "1px", "style": "dotted"}},
         "g": {"$type": "gradient", "$value": [{"color": "#ffffff", "position": 0.5}]},
         "s": {"$type": "strokeStyle", "$value": "inset"},
         "t": {"$type": "transition", "$value": {"duration": "1s", "delay": "0ms", "timingFunction": [0, 0, 1, 1]}}}
        """#.utf8),
      style: .light)
    #expect(composite.border("b")(.light).style == .line(.dotted))
    #expect(composite.gradient("g")(.light).map(\.position) == [0.5])
    #expect(composite.strokeStyle("s")(.light) == .line(.inset))
    #expect(composite.transition("t")(.light).duration.seconds == 1)
  }

  @Test("S3: a missing or mistyped token key gives the documented fallback and one diagnostic")
  func s3FallbacksAndDiagnostics() throws {
    let palette = try palette()
    var diagnostics: [ThemePaletteDiagnostic] = []
    palette.diagnosticHandler = { diagnostics.append($0) }
    #expect(palette.dimension("nope")(.light) == ThemePalette.missingDimension)
    #expect(palette.dimension("nope")(.light) == ThemePalette.missingDimension)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.error.place == "key \"nope\", style \"light\"")
    #expect(diagnostics.first?.error.expected == "a dimension")
    #expect(palette.duration("size.md")(.light) == ThemePalette.missingDuration)
    #expect(diagnostics.last?.error.found.hasPrefix("the dimension token") == true)
    #expect(palette.fontFamily("missing.fontFamily")(.light) == [])
    #expect(palette.fontWeight("missing.fontWeight")(.light) == ThemePalette.missingFontWeight)
    #expect(palette.typography("missing.typography")(.light) == ThemePalette.missingTypography)
    #expect(palette.shadow("missing.shadow")(.light) == [])
    #expect(palette.border("missing.border")(.light) == ThemePalette.missingBorder)
    #expect(palette.gradient("missing.gradient")(.light) == [])
    #expect(palette.cubicBezier("missing.cubicBezier")(.light) == .linear)
    #expect(palette.strokeStyle("missing.strokeStyle")(.light) == .line(.solid))
    #expect(palette.transition("missing.transition")(.light) == ThemePalette.missingTransition)
    #expect(palette.token("color.background")(.light) == nil)
    #expect(palette.color("size.md")(.light) == ThemePalette.missingColor)
    // "size.md" in light was reported by the duration lookup already: once per key and style.
    #expect(diagnostics.count == 12)
  }

  @Test("S3: number reads font weights but not dimensions")
  func s3NumberReadsFontWeights() throws {
    let palette = try palette()
    palette.diagnosticHandler = { _ in }
    #expect(palette.number("font.weight.bold")(.light) == 700)
    #expect(palette.number("opacity.disabled")(.light) == 0.38)
    #expect(palette.number("size.md")(.light) == 0)
    #expect(palette.fontWeight("opacity.disabled")(.light) == ThemePalette.missingFontWeight)
  }

  @Test("S3: validateTokens lists every missing or mistyped token key at once")
  func s3ValidateTokens() throws {
    let palette = try palette()
    try palette.validateTokens(
      dimensions: ["size.md"], fontWeights: ["font.weight.bold"], typographies: ["text.body"])
    do {
      try palette.validateTokens(dimensions: ["size.md", "gone"], shadows: ["text.body"])
      Issue.record("expected problems")
    } catch {
      #expect(error.problems.count == 4)
      #expect(error.problems.first?.place == "key \"gone\", style \"light\"")
      #expect(error.problems.first?.expected == "a dimension token")
      #expect(error.problems.last?.expected == "a shadow token")
    }
  }
}
