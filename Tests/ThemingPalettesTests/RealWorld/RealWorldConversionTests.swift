import Foundation
import Testing
import Theming
import ThemingPalettes

/// S9: every real design system, Figma's variable export and a Tokens Studio export convert
/// to JSON, a property list, a resolver document and an asset catalog, and each reads back
/// with the same keys and the same values in every style (an asset catalog: its colors).
@Suite struct RealWorldConversionTests {
  private typealias Fixtures = RealWorldFixtures
  private typealias Format = FormatRoundTripTests.Format

  /// The published files, loaded as a user loads them (with the options they need).
  enum Source: String, CaseIterable, CustomStringConvertible {
    case githubPrimer = "github-primer"
    case ibmCarbon = "ibm-carbon"
    case figmaSDS = "figma-sds"
    case shopifyPolaris = "shopify-polaris"
    case figmaVariables = "figma-variables-export"
    case tokensStudio = "tokens-studio-export"

    var description: String { rawValue }

    func load() throws -> ThemePaletteContents {
      switch self {
      case .githubPrimer, .ibmCarbon, .figmaSDS, .shopifyPolaris:
        return try ThemePaletteContents(
          tokenResolverAt: Fixtures.url("dtcg/terrazzo-dtcg-examples/\(rawValue).resolver.json"))
      case .figmaVariables:
        func file(_ name: String) throws -> ThemeTokenFile {
          try ThemeTokenFile(
            contentsOf: Fixtures.url(
              "dtcg/figma-variables-github-action-example/tokens/\(name).json"))
        }
        return try ThemePaletteContents(
          designTokenStyles: [
            (.light, file("Tokens — Completed.Light")), (.dark, file("Tokens — Completed.Dark")),
          ],
          base: [file("Primitives — Completed.Modern Theme")])
      case .tokensStudio:
        return try ThemePaletteContents(
          tokensStudioAt: Fixtures.sharedURL("dtcg/tokens-studio-sd-example-react/tokens"))
      }
    }

    /// Whether the files are here: the Tokens Studio export is read from the shared real files,
    /// as its publisher gives no licence to copy it.
    var isPresent: Bool { self != .tokensStudio || Fixtures.shared != nil }
  }

  @Test(
    "S9: a real export converts to JSON, a property list and a resolver, each reading back the same",
    arguments: Source.allCases.filter(\.isPresent))
  func convertsToEveryFormat(source: Source) throws {
    let original = try source.load()
    #expect(original.loadCounts.read > 0)
    for format in [Format.json, .propertyList, .resolver] {
      let again = try format.read(format.write(original), defaultStyle: original.defaultStyle)
      try FormatRoundTripTests.expectSame(
        again, original, eightBit: false, "\(source) as \(format)")
    }
    // The terrazzo design systems' catalogs are checked by the catalog writer's own tests.
    guard source == .figmaVariables || source == .tokensStudio else { return }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("RealWorldConversion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try original.writeAssetCatalog(
      to: folder.appendingPathComponent("\(source).xcassets"))
    #expect(!report.colorSetNames.isEmpty)
    try AssetCatalogWritingTests().expectRoundTrip(original, report)
  }
}
