import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S8: the `theme-lint` executable, run as a process of its own: its findings as text and JSON,
/// its exit status (0 clean, 1 on an error, 2 on bad usage) and its conversions.
@Suite("S8: theme-lint checks and converts palettes")
struct ThemeLintTests {
  /// A folder of fixture files, removed when the test ends.
  final class Folder {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("ThemeLintTests-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to a file called `name` and returns its path.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
      let file = url.appendingPathComponent(name)
      try Data(text.utf8).write(to: file)
      return file.path
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  }

  /// `#777777` on white is 4.48 : 1, just short of 4.5; white on black is 21 : 1. The dark
  /// style lacks `size`, which falls back to light's: a warning.
  static let palette = """
    {
      "light": { "title": "#777777", "BG": "#FFFFFF", "size": 14 },
      "dark": { "title": "#FFFFFF", "BG": "#000000" }
    }
    """
  static let pairs = #"{"pairs": [{"foreground": "title", "background": "BG", "minimum": 4.5}]}"#

  private func lint(_ arguments: [String]) throws -> Probe.Run {
    try Probe.locate("theme-lint").run(arguments, environment: ProcessInfo.processInfo.environment)
  }

  @Test("S8: a failing pair is one line naming the file, style, keys and ratio; exit 1")
  func failingPairExitsOne() throws {
    let folder = try Folder()
    let palette = try folder.file("Colors.json", Self.palette)
    let pairs = try folder.file("pairs.json", Self.pairs)
    let run = try lint([palette, "--pairs", pairs])
    #expect(run.status == 1 && !run.stoppedBySignal, "\(run)")
    let lines = run.trimmedOutput.components(separatedBy: "\n")
    #expect(
      lines.first
        == "\(palette): error in style \"light\": \"title\" #777777 on \"BG\" #FFFFFF: "
        + "contrast 4.47 : 1, needs 4.5 : 1")
    #expect(lines.contains { $0.hasPrefix("\(palette): warning in style \"dark\": key \"size\"") })
    #expect(
      lines.last
        == "theme-lint: 1 palette, 1 pair: 1 error, 1 warning; 3 keys read (0 leniently), "
        + "0 left out")
  }

  @Test("S9: a .json file of design tokens is checked as design tokens, named by its file")
  @MainActor
  func jsonFileOfTokens() throws {
    let folder = try Folder()
    let tokens = try folder.file(
      "Dark.json", ##"{"color": {"$type": "color", "ink": {"$value": "#F2F2F7"}}}"##)
    let run = try lint(["convert", tokens, "--to", "json", folder.path("out.json")])
    #expect(run.status == 0, "\(run)")
    let converted = try ThemePaletteContents(
      json: Data(contentsOf: URL(fileURLWithPath: folder.path("out.json"))))
    #expect(converted.styles == ["Dark"])
    #expect(ThemePalette(contents: converted).color("color.ink")("Dark").hexString == "#F2F2F7")
  }

  @Test("S8: warnings alone pass; exit 0")
  func warningsPass() throws {
    let folder = try Folder()
    let palette = try folder.file("Colors.json", Self.palette)
    let run = try lint([palette])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.trimmedOutput.hasSuffix(
        "theme-lint: 1 palette, 0 pairs: 0 errors, 1 warning; 3 keys read (0 leniently), "
          + "0 left out"))
  }

  @Test("S8: --min replaces every pair's own minimum")
  func minimumFromCommandLineWins() throws {
    let folder = try Folder()
    let palette = try folder.file("Colors.json", Self.palette)
    let lenient = try folder.file(
      "lenient.json", #"{"pairs": [{"foreground": "title", "background": "BG", "role": "ui"}]}"#)
    #expect(try lint([palette, "--pairs", lenient]).status == 0)
    let strict = try lint([palette, "--pairs", lenient, "--min", "4.5"])
    #expect(strict.status == 1, "\(strict)")
    #expect(strict.output.contains("needs 4.5 : 1"))
    let pairs = try folder.file("pairs.json", Self.pairs)
    #expect(try lint([palette, "--pairs", pairs, "--min=4.4"]).status == 0)
  }

  @Test("S8: --format json prints an array of findings with their places and ratios")
  func jsonReport() throws {
    let folder = try Folder()
    let palette = try folder.file("Colors.json", Self.palette)
    let pairs = try folder.file("pairs.json", Self.pairs)
    let missing = folder.path("Missing.plist")
    let run = try lint([palette, missing, "--pairs", pairs, "--format", "json"])
    #expect(run.status == 1, "\(run)")
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    try #require(array.count == 3)
    #expect(array[0]["file"] as? String == palette)
    #expect(array[0]["kind"] as? String == "lowContrast")
    #expect(array[0]["severity"] as? String == "error")
    #expect(array[0]["style"] as? String == "light")
    #expect(array[0]["keys"] as? [String] == ["title", "BG"])
    #expect(array[0]["colors"] as? [String] == ["#777777", "#FFFFFF"])
    let ratio = try #require((array[0]["ratio"] as? NSNumber)?.doubleValue)
    #expect(abs(ratio - 4.478) < 0.001)
    #expect((array[0]["required"] as? NSNumber)?.doubleValue == 4.5)
    #expect(array[1]["kind"] as? String == "missingValue")
    #expect(array[1]["severity"] as? String == "warning")
    #expect(array[2]["kind"] as? String == "loadError")
    #expect(array[2]["file"] as? String == missing)
    #expect(array[2]["place"] as? String == "the file")
  }

  @Test("S6/S8: files that do not load are reported with their place; exit 1")
  func loadErrors() throws {
    let folder = try Folder()
    let broken = try folder.file("Broken.json", "{\n  \"light\": { \"BG\": }\n}")
    let unknown = try folder.file("Colors.yaml", "light: {}")
    let table = try folder.file("Colors.table", "light dark\n#fff #00000 BG\n")
    let run = try lint([broken, unknown, table])
    #expect(run.status == 1, "\(run)")
    let lines = run.trimmedOutput.components(separatedBy: "\n")
    try #require(lines.count == 4, "\(run)")
    #expect(lines[0].hasPrefix("\(broken): at line 2"))
    #expect(lines[1].hasPrefix("\(unknown): at its name: expected a palette file ending in"))
    #expect(lines[2].hasPrefix("\(table): at line 2, column 6: expected #RGB"))
    #expect(
      lines[3]
        == "theme-lint: 3 palettes, 0 pairs: 3 errors, 0 warnings; 0 keys read (0 leniently), "
        + "0 left out")

    // The longest ending decides the format: a token file is read as one style named after
    // it, and a resolver document must be one.
    let tokens = try folder.file(
      "dark.tokens.json", ##"{"BG": {"$type": "color", "$value": "#000000"}}"##)
    let tokenRun = try lint([tokens, "--format", "json"])
    #expect(tokenRun.status == 0, "\(tokenRun)")
    let resolver = try folder.file("Theme.resolver.json", "{}")
    let resolverRun = try lint([resolver])
    #expect(resolverRun.status == 1, "\(resolverRun)")
    #expect(resolverRun.output.hasPrefix("\(resolver): "), "\(resolverRun)")
    let shortName = try folder.file(
      "light.tokens", ##"{"BG": {"$type": "color", "$value": "#FFFFFF"}}"##)
    #expect(try lint([shortName]).status == 0)

    let pairsError = try lint([try folder.file("ok.json", "{}"), "--pairs", broken])
    #expect(pairsError.status == 1)
    #expect(pairsError.output.contains("\(broken): at line 2"))
  }

  @Test("S8: bad usage prints the usage on standard error; exit 2. --help exits 0")
  func badUsage() throws {
    let folder = try Folder()
    let palette = try folder.file("Colors.json", Self.palette)
    let cases: [([String], String)] = [
      ([], "no palette file given"),
      ([palette, "--bogus"], "unknown option --bogus"),
      ([palette, "--pairs"], "--pairs needs a value"),
      ([palette, "--min", "4.5"], "--min sets the minimum of the pairs given with --pairs"),
      ([palette, "--pairs", palette, "--min", "0.5"], "--min takes a ratio from 1 to 21"),
      ([palette, "--format", "xml"], "--format takes text or json"),
      (["convert", palette, "--to", "yaml", "out"], "--to takes one of json, plist, table"),
      (["convert", palette, "--to", "json"], "convert takes an input and an output file"),
      (["convert", palette, "out.json"], "convert needs --to FORMAT"),
    ]
    for (arguments, message) in cases {
      let run = try lint(arguments)
      #expect(run.status == 2, "\(run)")
      #expect(run.errorOutput.hasPrefix("theme-lint: \(message)"), "\(run)")
      #expect(run.errorOutput.contains("USAGE: theme-lint FILE..."))
      #expect(run.output.isEmpty)
    }
    let help = try lint(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("USAGE: theme-lint FILE..."))
  }

  @Test("S2/S8: convert round trips through JSON, property lists and color tables")
  func convertRoundTrips() throws {
    let folder = try Folder()
    let table = try folder.file(
      "DKColorTable.txt",
      "NORMAL  NIGHT  RED\n#ffffff #343434 #fafafa BG\n#aaaaaa #313131 #aaaaaa SEP\n")
    let original = try ThemePaletteContents(
      colorTable: String(contentsOfFile: table, encoding: .utf8))
    let json = folder.path("Colors.json")
    let toJSON = try lint(["convert", table, "--to", "json", json])
    #expect(toJSON.status == 0, "\(toJSON)")
    // JSON keeps no default style: the tool says so, and how to load it.
    #expect(toJSON.errorOutput.contains("does not record the default style \"NORMAL\""))
    let plist = folder.path("Colors.plist")
    #expect(try lint(["convert", json, "--to", "plist", plist]).status == 0)
    let back = folder.path("Back.table")
    #expect(try lint(["convert", plist, "--to", "table", back]).status == 0)

    let readJSON = try ThemePaletteContents(
      json: Data(contentsOf: URL(fileURLWithPath: json)), defaultStyle: "NORMAL")
    #expect(readJSON == original)
    let readPlist = try ThemePaletteContents(
      propertyList: Data(contentsOf: URL(fileURLWithPath: plist)), defaultStyle: "NORMAL")
    #expect(readPlist == original)
    // Through JSON the default style was lost, so the table comes back with NIGHT first; the
    // colors are the same.
    let readTable = try ThemePaletteContents(
      colorTable: String(contentsOfFile: back, encoding: .utf8))
    #expect(readTable.styles == ["NIGHT", "NORMAL", "RED"])
    #expect(readTable.entries == original.entries)

    let stdout = try lint(["convert", table, "--to", "table", "-"])
    #expect(stdout.status == 0)
    #expect(try ThemePaletteContents(colorTable: stdout.output) == original)
  }

  @Test("S8: convert says what a table fills in, and leaves out and names what it cannot hold")
  func convertToTable() throws {
    let folder = try Folder()
    let palette = try folder.file("Colors.json", Self.palette)
    let out = folder.path("Colors.txt")
    let run = try lint(["convert", palette, "--to", "table", out])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.errorOutput.hasPrefix(
        "theme-lint: note: 1 key was left out, as a table holds colors only: size\n"),
      "\(run)")
    let colorsOnly = try ThemePaletteContents(
      colorTable: String(contentsOfFile: out, encoding: .utf8))
    #expect(colorsOnly.entries["size"] == nil && !colorsOnly.entries.isEmpty)

    let colors = try folder.file(
      "Colors2.json", ##"{"light": {"BG": "#fff", "SEP": "#eee"}, "dark": {"BG": "#000"}}"##)
    let filled = try lint(["convert", colors, "--to", "table", out])
    #expect(filled.status == 0, "\(filled)")
    #expect(
      filled.errorOutput.contains("1 missing value was filled with the default style's colors"))
    let table = try ThemePaletteContents(colorTable: String(contentsOfFile: out, encoding: .utf8))
    #expect(table.entries["SEP"] == [.light: .string("#EEEEEE"), .dark: .string("#EEEEEE")])

    // Design tokens of several styles are a resolver document, named so; it keeps every style
    // and the default, and reads back through the tool.
    let misnamed = try lint(["convert", colors, "--to", "tokens", folder.path("Colors.tokens")])
    #expect(misnamed.status == 1, "\(misnamed)")
    #expect(misnamed.errorOutput.contains("expected a name ending in .resolver.json"))
    let tokenFile = folder.path("Colors.resolver.json")
    let tokens = try lint(["convert", colors, "--to", "tokens", tokenFile])
    #expect(tokens.status == 0, "\(tokens)")
    let written = try ThemePaletteContents(
      tokenResolver: Data(contentsOf: URL(fileURLWithPath: tokenFile)), documents: [:])
    #expect(written.styles == [.light, .dark])
    guard case .color(let darkBG)? = written.entries["BG"]?[.dark] else {
      Issue.record("BG is not a color in \(written)")
      return
    }
    #expect(darkBG.space == .srgb && darkBG.sRGB == ThemeColor(red: 0, green: 0, blue: 0))
    let back = try lint(["convert", tokenFile, "--to", "json", "-"])
    #expect(back.status == 0, "\(back)")
    #expect(back.output.contains("\"BG\" : \"#000000\""), "\(back)")
  }

  @Test("S7/S8: an asset catalog is checked, and converting it says its colors became hex")
  func assetCatalog() throws {
    let catalog = try TemporaryCatalog()
    let gray = #""red": "0.467", "green": "0.467", "blue": "0.467", "alpha": "1.000""#
    let white = #""red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000""#
    let black = #""red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000""#
    try catalog.colorSet(
      "title", colorEntry("srgb", gray), colorEntry("srgb", white, appearances: darkAppearance))
    try catalog.colorSet(
      "BG", colorEntry("srgb", white), colorEntry("srgb", black, appearances: darkAppearance))
    let folder = try Folder()
    let pairs = try folder.file("pairs.json", Self.pairs)
    // Given as a folder, with the trailing slash a shell's completion adds.
    let run = try lint([catalog.url.path + "/", "--pairs", pairs])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.trimmedOutput.hasPrefix(
        "\(catalog.url.path)/: error in style \"light\": \"title\" #777777 on \"BG\" #FFFFFF: "
          + "contrast 4.47 : 1"),
      "\(run)")

    let json = folder.path("Colors.json")
    let convert = try lint(["convert", catalog.url.path, "--to", "json", json])
    #expect(convert.status == 0, "\(convert)")
    // 0.467 is no whole 8-bit step: kept in its space, where "1.000" is written as hex.
    #expect(!convert.errorOutput.contains("8-bit"), "\(convert)")
    let read = try ThemePaletteContents(json: Data(contentsOf: URL(fileURLWithPath: json)))
    #expect(
      read.value(for: "title", style: .light)
        == .color(ThemeWideColor(.srgb, 0.467, 0.467, 0.467)))
    #expect(read.value(for: "BG", style: .dark) == .string("#000000"))
  }
}
