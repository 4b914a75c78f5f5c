import Foundation
import Testing
import ThemingSkins
import ThemingTestSupport

/// `theme-lint` on skin packs, run as a process of its own: writing a manifest, and checking a
/// pack with its exit status (0 clean, 1 on an error, 2 on bad usage).
@Suite struct ThemeLintPackTests {
  private func lint(_ arguments: [String]) throws -> Probe.Run {
    try Probe.locate("theme-lint").run(arguments, environment: ProcessInfo.processInfo.environment)
  }

  @Test("pack writes a manifest the store reads; a check finds every problem of a pack")
  func writeThenCheck() throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let folder = try fixture.pack(
      "lint", palette: ##"{"tint": "#FF0000", "text": "#FFFFFF"}"##,
      files: ["images/flag@2x.png": .image("2x"), "images/flag@3x.png": .image("3x")])
    try FileManager.default.removeItem(at: folder.appendingPathComponent("skin.json"))

    let missing = try lint(["pack", folder.path])
    #expect(missing.status == 2 && missing.errorOutput.contains("--id"), "\(missing)")
    let written = try lint([
      "pack", folder.path, "--id", "lint", "--version", "2.1", "--name", "Lint", "--appearance",
      "dark",
    ])
    #expect(written.status == 0, "\(written)")
    let manifest = try ThemeSkinManifest(
      data: Data(contentsOf: folder.appendingPathComponent("skin.json")), source: "written")
    #expect(manifest.id == "lint" && manifest.version == ThemeSkinVersion("2.1"))
    #expect(manifest.appearance == .dark && manifest.palettes == ["palette.json"])
    #expect(
      manifest.files.map(\.path) == ["images/flag@2x.png", "images/flag@3x.png", "palette.json"])

    let pairs = fixture.root.appendingPathComponent("pairs.json")
    try Data(#"{"pairs": [{"foreground": "text", "background": "tint"}]}"#.utf8).write(to: pairs)
    let clean = try lint([folder.path])
    #expect(clean.status == 0, "\(clean)")
    #expect(clean.output.contains("images/flag: image \"flag\" has no 1x variant"))
    let contrast = try lint([folder.path, "--pairs", pairs.path])
    #expect(contrast.status == 1, "white on red is 4.0 : 1: \(contrast)")

    // Rewritten with the values kept, after a file changed: clean again.
    try Data.image("new 2x").write(to: folder.appendingPathComponent("images/flag@2x.png"))
    let stale = try lint([folder.path])
    #expect(stale.status == 1 && stale.output.contains("error: images/flag@2x.png"), "\(stale)")
    #expect(try lint(["pack", folder.path]).status == 0)
    #expect(try lint([folder.path]).status == 0)
  }
}
