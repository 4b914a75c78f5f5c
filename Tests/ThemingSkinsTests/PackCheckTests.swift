import Foundation
import Testing
import Theming
import ThemingSkins

/// Checking a pack's folder before it ships, as `theme-lint` does.
@Suite struct PackCheckTests {
  @Test("a sound pack has no finding; each problem is found with its file")
  func findings() throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let good = try fixture.pack(
      "good", palette: ##"{"title": "Festive-Regular,18", "bannerImage": "banner"}"##,
      files: [
        "images/banner.png": .image("1x"), "images/banner@2x.png": .image("2x"),
        "images/banner@3x.png": .image("3x"), "fonts/Festive-Regular.ttf": Data("font".utf8),
      ])
    let check = ThemeSkinPackCheck(folder: good)
    #expect(check.findings.isEmpty, "\(check.findings)")
    #expect(check.isInstallable && check.manifest?.id == "good")

    let bad = try fixture.pack(
      "bad",
      palette: ##"{"title": "Missing-Font,18", "header": {"icon": "nowhere"}, "x": "plain text"}"##,
      files: ["images/star@2x.png": .image("2x"), "files/readme.txt": Data("hi".utf8)])
    try Data("changed".utf8).write(to: bad.appendingPathComponent("files/readme.txt"))
    try Data("extra".utf8).write(to: bad.appendingPathComponent("files/extra.txt"))
    let findings = ThemeSkinPackCheck(folder: bad).findings
    let text = findings.map(\.description)
    #expect(findings.first?.severity == .error, "errors first: \(text)")
    #expect(text.contains { $0.hasPrefix("error: files/readme.txt: the manifest says 2 bytes") })
    #expect(text.contains { $0.hasPrefix("warning: files/extra.txt: not listed") })
    #expect(text.contains { $0.contains("image \"star\" has no 1x or @3x variant") })
    #expect(text.contains { $0.contains("\"header.icon\" names the image \"nowhere\"") })
    #expect(text.contains { $0.contains("the font \"Missing-Font\"") })
    #expect(!text.contains { $0.contains("plain text") }, "plain text is not a font or image")
    #expect(!ThemeSkinPackCheck(folder: bad).isInstallable)
  }

  @Test("a folder without a readable manifest is one error naming it")
  func noManifest() throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let check = ThemeSkinPackCheck(folder: fixture.root)
    #expect(check.manifest == nil && !check.isInstallable)
    #expect(check.findings.map(\.file) == ["skin.json"])
  }
}
