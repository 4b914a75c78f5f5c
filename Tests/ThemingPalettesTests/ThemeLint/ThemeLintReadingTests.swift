import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S6, S8 and S9: `theme-lint` reads what the library reads, with the same arguments (base
/// documents, styles, resolver inputs, a format by name), reports every finding of a load, and
/// with `--strict` holds files to the letter of their format.
@Suite("S8: theme-lint reads what the library reads")
struct ThemeLintReadingTests {
  private typealias Folder = ThemeLintTests.Folder

  private func lint(_ arguments: [String]) throws -> Probe.Run {
    try Probe.locate("theme-lint").run(arguments, environment: ProcessInfo.processInfo.environment)
  }

  private func realWorld(_ path: String) throws -> String {
    try RealWorldFixtures.url(path).path
  }

  private static let lenient =
    ##"{"gap": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}, "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}}}"##

  @Test("S6: a load that fails prints every finding, one line each; exit 1")
  func everyFinding() throws {
    let folder = try Folder()
    let file = try folder.file(
      "broken.tokens.json",
      #"{"a": {"$type": "number", "$value": "x"}, "b": {"$type": "color", "$value": 3}}"#)
    let run = try lint([file])
    #expect(run.status == 1, "\(run)")
    let lines = run.trimmedOutput.components(separatedBy: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("\(file): at a ($value)"))
    #expect(lines[1].hasPrefix("\(file): at b ($value)"))
    #expect(lines[2].hasPrefix("theme-lint: 1 palette, 0 pairs: 2 errors, 0 warnings"))
  }

  @Test("S9: lenient reads are warnings, counted; --strict makes them errors")
  func strict() throws {
    let folder = try Folder()
    let file = try folder.file("system.tokens.json", Self.lenient)
    let run = try lint([file])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.trimmedOutput.hasSuffix(
        "0 errors, 2 warnings; 2 keys read (2 leniently), 0 left out"))
    let strict = try lint([file, "--strict"])
    #expect(strict.status == 1, "\(strict)")
    #expect(
      strict.trimmedOutput.contains("\(file): error (--strict) in style \"system\": key \"gap\""))
    #expect(strict.trimmedOutput.contains("2 errors, 0 warnings"))
    let json = try lint([file, "--strict", "--format", "json"])
    #expect(json.output.contains("\"severity\" : \"error\""))
    #expect(json.output.contains("\"kind\" : \"readLeniently\""))
  }

  @Test("S9: a Figma export loads over its primitives with --base, a style each with --style")
  func figmaExport() throws {
    let folder = "dtcg/figma-variables-github-action-example/tokens/"
    let primitives = try realWorld(folder + "Primitives — Completed.Modern Theme.json")
    let light = try realWorld(folder + "Tokens — Completed.Light.json")
    let dark = try realWorld(folder + "Tokens — Completed.Dark.json")
    let alone = try lint([light])
    #expect(alone.status == 1)
    #expect(alone.output.contains("which names nothing in the document"))
    let based = try lint(["--base", primitives, light])
    #expect(based.status == 0, "\(based)")
    let styles = try lint([
      "--base", primitives, "--style", "light=\(light)", "--style", "dark=\(dark)",
    ])
    #expect(styles.status == 0, "\(styles)")
    #expect(styles.trimmedOutput.hasSuffix("50 keys read (11 leniently), 0 left out"))
    let converted = try lint([
      "convert", "--base", primitives, "--style", "light=\(light)", "--style", "dark=\(dark)",
      "--to", "json", "-",
    ])
    #expect(converted.status == 0, "\(converted)")
    let palette = try ThemePaletteContents(json: Data(converted.output.utf8))
    #expect(Set(palette.styles) == [.light, .dark])
  }

  @Test("S9: a resolver's other modifiers take --input")
  func resolverInputs() throws {
    let primer = try realWorld("dtcg/terrazzo-dtcg-examples/github-primer.resolver.json")
    #expect(try lint([primer, "--input", "size=coarse"]).status == 0)
    let unknown = try lint([primer, "--input", "density=high"])
    #expect(unknown.status == 1)
    #expect(unknown.output.contains("inputs naming the modifiers"))
  }

  @Test(
    "S9: a Tokens Studio folder is read with --as tokens-studio",
    .enabled(
      if: RealWorldFixtures.shared != nil,
      "its publisher gives no licence, so it is read from the shared real files, absent here"))
  func tokensStudioFolder() throws {
    let studio = try RealWorldFixtures.sharedURL("dtcg/tokens-studio-sd-example-react/tokens")
    let run = try lint(["--as", "tokens-studio", studio.path])
    #expect(run.status == 0, "\(run)")
    #expect(run.trimmedOutput.hasSuffix("154 keys read (5 leniently), 2 left out"))
    // Without --as, a folder of sets alone shows no format.
    #expect(try lint([studio.path]).status == 1)
  }

  @Test("S9: a SwiftTheme theme file is told by its content, and read as one style")
  func swiftThemeFile() throws {
    let night = try realWorld("json/wxxsw-SwiftTheme.Night.json")
    let plist = try realWorld("plist/wxxsw-SwiftTheme.Night.plist")
    let run = try lint([night, plist])
    #expect(run.status == 0, "\(run)")
    // A theme file of groups only looks like a style tree, and is read as one when asked.
    let folder = try Folder()
    let grouped = try folder.file("Day.json", ##"{"Global": {"textColor": "#000"}}"##)
    let converted = try lint(["convert", "--as", "theme-file", grouped, "--to", "json", "-"])
    #expect(converted.status == 0, "\(converted)")
    let palette = try ThemePaletteContents(json: Data(converted.output.utf8))
    #expect(palette.styles == ["Day"])
    #expect(palette.value(for: "Global.textColor", style: "Day") == .string("#000"))
  }

  @Test("S8: convert writes one style as a token document, and dimensions to a plist as tokens")
  func convertTokens() throws {
    let folder = try Folder()
    let file = try folder.file(
      "sizes.tokens.json",
      #"{"gap": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}"#)
    let tokens = try lint(["convert", file, "--to", "tokens", "-"])
    #expect(tokens.status == 0, "\(tokens)")
    let document = try ThemePaletteContents(designTokens: Data(tokens.output.utf8), style: "sizes")
    #expect(
      document.value(for: "gap", style: "sizes") == .token(.dimension(ThemeDimension(16, .px))))
    let plist = try lint(["convert", file, "--to", "plist", "-"])
    #expect(plist.status == 0, "\(plist)")
    #expect(plist.output.contains("<key>$tokenType</key>"))
    #expect(plist.errorOutput.isEmpty, "\(plist)")
    let fromPlist = try ThemePaletteContents(propertyList: Data(plist.output.utf8))
    #expect(
      fromPlist.value(for: "gap", style: "sizes") == .token(.dimension(ThemeDimension(16, .px))))
    let table = try lint(["convert", file, "--to", "table", "-"])
    #expect(table.status == 0, "\(table)")
    #expect(
      table.errorOutput.contains("1 key was left out, as a table holds colors only: gap"))
  }

  @Test("S8: convert writes an asset catalog folder, naming what it leaves out, and reads it")
  func convertToAssetCatalog() throws {
    let folder = try Folder()
    let file = try folder.file(
      "brand.resolver.json",
      #"""
      {"version": "2025.10",
       "modifiers": {"theme": {"default": "light", "contexts": {
         "light": [{"bar": {"$type": "color", "$value": "#FFFFFF"},
                    "gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}],
         "dark": [{"bar": {"$type": "color",
                           "$value": {"colorSpace": "display-p3", "components": [0.1, 0.1, 0.12]}}}]}}},
       "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
      """#)
    let catalog = folder.path("Brand.xcassets")
    let run = try lint(["convert", file, "--to", "xcassets", catalog])
    #expect(run.status == 0, "\(run)")
    #expect(run.errorOutput.contains("1 color set written; dark as Dark, light as Any"), "\(run)")
    #expect(
      run.errorOutput.contains("1 key was left out, as an asset catalog holds colors only: gap"))
    let read = try ThemePaletteContents(assetCatalogAt: URL(fileURLWithPath: catalog))
    guard case .color(let dark)? = read.value(for: "bar", style: .dark) else {
      Issue.record("bar is no color in \(read)")
      return
    }
    #expect(dark.space == .displayP3)
    let check = try lint([catalog])
    #expect(check.status == 0, "\(check)")
    // A catalog is a folder: it cannot go to standard output.
    let stdout = try lint(["convert", file, "--to", "xcassets", "-"])
    #expect(stdout.status == 1 && stdout.errorOutput.contains("standard output"), "\(stdout)")
  }

  @Test("S8: after --, -h is a file's name, not a request for help")
  func dashHAfterDoubleDash() throws {
    let run = try lint(["--", "-h"])
    #expect(run.status == 1, "\(run)")
    #expect(run.output.hasPrefix("-h: at its name"))
  }
}
