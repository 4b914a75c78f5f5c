import Foundation
import Testing
import Theming
import ThemingSkins

/// The manifest as the store reads it and as `theme-lint pack` writes it.
@Suite struct ManifestTests {
  @Test("a written manifest reads back the same, whatever its display name holds")
  func writtenManifestReadsBack() throws {
    let version = try #require(ThemeSkinVersion("2.10.0"))
    let manifest = ThemeSkinManifest(
      id: "spring-festival", version: version,
      displayName: "Spring \"Festival\" \\ 春节 \u{1}", appearance: .dark, parent: "base",
      palettes: ["palette.json"],
      files: [
        ThemeSkinFile(path: "palette.json", size: 12, sha256: String(repeating: "0", count: 64)),
        ThemeSkinFile(
          path: "images/bg@2x.png", size: 3, sha256: String(repeating: "f", count: 64)),
      ])
    let read = try ThemeSkinManifest(data: Data(manifest.jsonText.utf8), source: "written")
    #expect(read.displayName == manifest.displayName)
    #expect(read.id == manifest.id && read.version == version && read.parent == "base")
    #expect(read.appearance == .dark && read.palettes == ["palette.json"])
    #expect(Set(read.files) == Set(manifest.files))
    #expect(read.style == ThemeStyle(rawValue: "spring-festival"))
  }

  @Test("versions compare number by number, missing numbers counting as zero")
  func versions() throws {
    func version(_ text: String) throws -> ThemeSkinVersion {
      try #require(ThemeSkinVersion(text))
    }
    #expect(try version("1.10") > version("1.9"))
    #expect(try version("1.2") == version("1.2.0"))
    #expect(try Set([version("1.2"), version("1.2.0.0")]).count == 1)
    #expect(try version("2") > version("1.99.99"))
    for bad in ["", "1.", ".1", "1.2.3.4.5", "v1", "1.-2", "1.2b", "1234567890"] {
      #expect(ThemeSkinVersion(bad) == nil, "\(bad)")
    }
  }

  @Test("ids are lowercase letters, digits, dashes, underscores and dots, 1 to 64 long")
  func ids() {
    for good in ["festival", "spring-festival.2027", "9lives", "a_b"] {
      #expect(ThemeSkinManifest.isValidID(good), "\(good)")
    }
    for bad in ["", "Festival", "-x", ".x", "a b", "a/b", String(repeating: "a", count: 65)] {
      #expect(!ThemeSkinManifest.isValidID(bad), "\(bad)")
    }
  }
}

extension ManifestTests {
  @Test("a manifest is read strictly: a trailing comma is an error naming its place")
  func trailingCommaRefused() throws {
    let text = """
      {"formatVersion": 1, "id": "comma", "version": "1", "displayName": "C",
       "appearance": "light", "palettes": [], "files": [],}
      """
    do {
      _ = try ThemeSkinManifest(data: Data(text.utf8), source: "comma pack")
      Issue.record("a trailing comma was read")
    } catch {
      #expect(error.reason == .manifest && error.file == "skin.json")
      #expect(error.expected.contains("line 2"), "\(error)")
    }
  }
}
