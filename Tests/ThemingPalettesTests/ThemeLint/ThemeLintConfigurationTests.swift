import Foundation
import Testing
import Theming
import ThemingPalettes
import ThemingTestSupport

/// S6, S8, S9: `theme-lint` on configurations as people write them: the article's example skin
/// (`Fixtures/RealWorld/seed-skin-config.json`) is read as a theme file by its content, with
/// the natural command, and every finding is printed, its invalid colors as errors.
@Suite("S8: theme-lint reads configurations as people write them")
struct ThemeLintConfigurationTests {
  private func lint(_ arguments: [String]) throws -> Probe.Run {
    try Probe.locate("theme-lint").run(arguments, environment: ProcessInfo.processInfo.environment)
  }

  @Test(
    "S9: the seed's configuration: every key read, each 5-digit color an error with its place; exit 1"
  )
  func seedConfiguration() throws {
    let seed = try RealWorldFixtures.url("seed-skin-config.json").path
    let run = try lint([seed])
    #expect(run.status == 1 && !run.stoppedBySignal, "\(run)")
    let lines = run.trimmedOutput.components(separatedBy: "\n")
    #expect(lines.count == 6, "\(run)")
    let errors = lines.filter { $0.hasPrefix(#"\#(seed): error in style "seed-skin-config": "#) }
    #expect(errors.count == 3)
    #expect(
      errors.first?.contains(
        #"key "normalPage.text_white_4" holds an invalid value, kept as written: "#) == true)
    #expect(
      errors.first?.contains("\(seed): at normalPage.text_white_4 (line 25, column 21)") == true)
    #expect(errors.first?.hasSuffix(#"found "0x1FF32", 5 hex digits"#) == true)
    #expect(errors.last?.contains("at normalPage.text_white_6 (line 27, column 21)") == true)
    let warnings = lines.filter { $0.contains(": warning in style ") }
    #expect(warnings.count == 2)
    #expect(warnings.contains { $0.contains("at normalPage (line 27, column 30)") })
    #expect(warnings.contains { $0.contains("at the top level (line 29, column 6)") })
    #expect(
      lines.last
        == "theme-lint: 1 palette, 0 pairs: 3 errors, 2 warnings; 18 keys read (0 leniently), "
        + "0 left out")
    // The same with the format named, and in JSON for another tool.
    #expect(try lint(["--as", "theme-file", seed]).trimmedOutput == run.trimmedOutput)
    let json = try lint([seed, "--format", "json"])
    #expect(json.output.contains(#""kind" : "invalidValue""#))
    #expect(json.output.contains(#""normalPage.text_white_4""#))
  }

  @Test("S6: a JSON palette with a trailing comma is told and read the same on every platform")
  func trailingCommaPalette() throws {
    let folder = try ThemeLintTests.Folder()
    let file = try folder.file(
      "Colors.json", ##"{"light": {"title": "#000000", "BG": "#FFFFFF",},}"##)
    let run = try lint([file])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output.contains(#"\#(file): warning in style "light": the document was read leniently"#))
    #expect(
      run.trimmedOutput.hasSuffix("0 errors, 2 warnings; 2 keys read (0 leniently), 0 left out"))
    #expect(try lint([file, "--strict"]).status == 1)
  }
}
