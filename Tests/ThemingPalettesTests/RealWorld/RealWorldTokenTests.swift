import Foundation
import Testing
import Theming
import ThemingPalettes

/// S9: design systems' W3C token files, Figma's variable export and a Tokens Studio export load
/// as they are published, and their values are those the files give.
@Suite struct RealWorldTokenTests {
  private typealias Fixtures = RealWorldFixtures

  private func resolver(_ name: String, inputs: [String: String] = [:]) throws
    -> ThemePaletteContents
  {
    try ThemePaletteContents(
      tokenResolverAt: Fixtures.url("dtcg/terrazzo-dtcg-examples/\(name).resolver.json"),
      inputs: inputs)
  }

  @Test("S9: Figma's Simple Design System loads, its em letter spacing noted")
  func figmaSimpleDesignSystem() throws {
    let sds = try resolver("figma-sds")
    #expect(sds.styles == [.light, .dark])
    // theme-light: {color.brand.900}; theme-dark: {color.brand.300}.
    #expect(Fixtures.hex("color.background.brand.hover", .light, in: sds) == "#1E1E1E")
    #expect(Fixtures.hex("color.background.brand.hover", .dark, in: sds) == "#D9D9D9")
    #expect(Fixtures.dimension("size.blur.100", .light, in: sds) == ThemeDimension(0.25, .rem))
    guard
      case .token(.typography(let body))? = sds.value(for: "typography.body.large", style: .light)
    else {
      Issue.record("typography.body.large is not a typography token")
      return
    }
    #expect(body.letterSpacing == ThemeDimension(0, .em))
    #expect(body.fontFamily.first == "inter")
    let note = try #require(sds.loadNotes.first { $0.key == "typography.body.large" })
    #expect(note.kind == .readLeniently)
    #expect(note.issue.place == "typography.body.large ($value/letterSpacing/unit)")
    #expect(sds.loadCounts.leftOut == 0)
  }

  @Test("S9: GitHub Primer loads in its four themes, its alpha members noted")
  func githubPrimer() throws {
    let primer = try resolver("github-primer")
    // The default context first, then the others by name.
    #expect(primer.styles == ["light", "dark", "dark-hc", "light-hc"])
    #expect(Fixtures.hex("fgColor.danger", .light, in: primer) == "#D1242F")
    #expect(Fixtures.hex("bgColor.success.emphasis", .light, in: primer) == "#1F883D")
    #expect(Fixtures.hex("base.color.black", .light, in: primer) == "#1F2328")
    #expect(Fixtures.hex("base.color.black", .dark, in: primer) == "#010409")
    #expect(Fixtures.dimension("borderWidth.thin", .light, in: primer) == ThemeDimension(1, .px))
    #expect(Fixtures.dimension("text.display.size", .light, in: primer) == ThemeDimension(40, .px))
    let alpha = try #require(primer.loadNotes.first { $0.key == "base.color.transparent" })
    #expect(alpha.issue.place == "base.color.transparent.alpha")
    #expect(alpha.kind == .readLeniently)
    #expect(primer.loadCounts.leftOut == 0)
    // The size modifier's other contexts are inputs.
    let coarse = try resolver("github-primer", inputs: ["size": "coarse"])
    #expect(
      Fixtures.dimension("control.minTarget.auto", .light, in: coarse) == ThemeDimension(44, .px))
    #expect(primer.value(for: "control.minTarget.auto", style: .light) == nil)
    #expect(
      Fixtures.dimension("control.minTarget.fine", .light, in: primer) == ThemeDimension(16, .px))
  }

  @Test("S9: IBM Carbon loads at each breakpoint, its 3-digit hex fallbacks noted")
  func ibmCarbon() throws {
    let carbon = try resolver("ibm-carbon")
    #expect(carbon.styles.contains("lg") && carbon.styles.contains("max"))
    #expect(Fixtures.hex("color.black.100", "lg", in: carbon) == "#000000")
    let note = try #require(
      carbon.loadNotes.first { $0.issue.place == "color.black.100 ($value/hex)" })
    #expect(note.kind == .readLeniently)
    #expect(note.issue.found.contains("read as \"#000000\""))
    #expect(carbon.loadCounts.read > 300)
  }

  @Test("S9: Shopify Polaris, a resolver of sets and no modifier, loads as one style")
  func shopifyPolaris() throws {
    let polaris = try resolver("shopify-polaris")
    #expect(polaris.styles == [.light])
    #expect(polaris.loadNotes.isEmpty)
    #expect(polaris.loadCounts.read == 67)
  }

  @Test("S9: Figma's variable export loads each mode over its primitives")
  func figmaVariablesExport() throws {
    func file(_ name: String) throws -> ThemeTokenFile {
      try ThemeTokenFile(
        contentsOf: Fixtures.url("dtcg/figma-variables-github-action-example/tokens/\(name).json"))
    }
    let modern = try file("Primitives — Completed.Modern Theme")
    let contents = try ThemePaletteContents(
      designTokenStyles: [
        (.light, file("Tokens — Completed.Light")), (.dark, file("Tokens — Completed.Dark")),
      ],
      base: [modern])
    // Light's border.border-primary is {color.gray.900}, dark's {color.gray.50}.
    let light = try #require(Fixtures.hex("border.border-primary", .light, in: contents))
    let dark = try #require(Fixtures.hex("border.border-primary", .dark, in: contents))
    #expect(light != dark)
    #expect(Fixtures.hex("color.gray.900", .light, in: contents) == light)
    #expect(Fixtures.hex("color.gray.50", .light, in: contents) == dark)
    let brutal = try ThemePaletteContents(
      designTokens: file("Primitives — Completed.Brutal Theme").data, style: "brutal")
    // Figma writes colors as hex strings, as the format's earlier drafts did: read, and noted.
    #expect(brutal.loadCounts.read > 0 && brutal.loadCounts.leftOut == 0)
    #expect(brutal.loadNotes.allSatisfy { $0.issue.found.hasPrefix("the hex string") })
    let interactions = try ThemePaletteContents(
      designTokens: file("Product interactions — Completed.Default").data, style: .light)
    #expect(interactions.loadCounts.read == 4)
  }

  @Test(
    "S9: a Tokens Studio export loads as a style per light and dark set, with its math",
    .enabled(
      if: RealWorldFixtures.shared != nil,
      "its publisher gives no licence, so it is read from the shared real files, absent here"))
  func tokensStudioExport() throws {
    let folder = try Fixtures.sharedURL("dtcg/tokens-studio-sd-example-react/tokens")
    let studio = try ThemePaletteContents(tokensStudioAt: folder)
    #expect(studio.styles == [.light, .dark])
    // dimension.scale "2", xs "4", sm "{xs} * {scale}", md "{sm} * {scale}": 16.
    #expect(Fixtures.dimension("dimension.md", .light, in: studio) == ThemeDimension(16, .px))
    #expect(Fixtures.dimension("spacing.md", .light, in: studio) == ThemeDimension(16, .px))
    // fontSizes.h1 "roundTo({fontSizes.body}*1.25^5)" with body "16": 48.828… → 49.
    #expect(Fixtures.dimension("fontSizes.h1", .light, in: studio) == ThemeDimension(49, .px))
    #expect(studio.value(for: "opacity.md", style: .light) == .number(0.5))
    #expect(studio.value(for: "lineHeights.heading", style: .light) == .number(1.1))
    #expect(
      studio.value(for: "fontWeights.headingBold", style: .light) == nil
        || studio.tokenInfo["fontWeights.headingBold"]?.type == "fontWeight")
    // light's accent.bg is {colors.indigo.200}, dark's {colors.indigo.800}.
    #expect(
      Fixtures.hex("accent.bg", .light, in: studio)
        == Fixtures.hex("colors.indigo.200", .light, in: studio))
    #expect(
      Fixtures.hex("accent.bg", .dark, in: studio)
        == Fixtures.hex("colors.indigo.800", .dark, in: studio))
    guard case .token(.shadow(let layers))? = studio.value(for: "boxShadow.default", style: .light)
    else {
      Issue.record("boxShadow.default is not a shadow")
      return
    }
    #expect(layers.count == 2)
    #expect(layers.map(\.inset) == [false, true])
    #expect(layers[0].blur == ThemeDimension(10, .px))
    // Multi-value shorthands cannot be one dimension: left out, and named.
    #expect(studio.loadNotes.contains { $0.key == "spacing.multi-value" && $0.kind == .leftOut })
    #expect(studio.loadCounts.leftOut == 2)
  }
}
