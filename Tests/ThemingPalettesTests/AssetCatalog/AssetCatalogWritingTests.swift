import Foundation
import Testing
import Theming
import ThemingPalettes

/// Palette contents written as an Xcode asset catalog: appearances, styles that are none,
/// groups, color spaces and components as Xcode writes them, names a file system cannot hold,
/// the folder replaced as a whole, and real design systems read back color for color.
@Suite struct AssetCatalogWritingTests {
  /// A fresh temporary folder, removed by `remove()`.
  private struct Scratch {
    let folder: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("AssetCatalogWritingTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var catalog: URL { folder.appendingPathComponent("Colors.xcassets") }

    func text(_ path: String) throws -> String {
      try String(contentsOf: catalog.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: catalog.appendingPathComponent(path).path)
    }

    /// The names in the scratch folder itself: a write leaves no hidden folder beside the
    /// catalog.
    func siblings() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  private func contents(
    _ styles: [ThemeStyle], _ entries: [String: [ThemeStyle: ThemePaletteValue]]
  ) throws -> ThemePaletteContents {
    try ThemePaletteContents(styles: styles, entries: entries)
  }

  private func hex(_ text: String) -> ThemePaletteValue { .string(text) }

  /// The color a value is, as palettes read it.
  private func color(_ value: ThemePaletteValue?) -> ThemeWideColor? {
    switch value {
    case .color(let color)?: color
    case .string(let text)?: (try? ThemeColor(hex: text)).map(ThemeWideColor.init)
    default: nil
    }
  }

  /// The style the reader gives an appearance's color in, for palettes whose default style is
  /// light (or no luminosity at all).
  private func readStyle(_ appearance: AssetCatalogAppearance) -> ThemeStyle {
    switch (appearance.luminosity, appearance.highContrast) {
    case (.dark, false): .dark
    case (.dark, true): .darkHighContrast
    case (_, false): .light
    case (_, true): .lightHighContrast
    }
  }

  /// How `read` differs from `written` beyond what the catalog keeps, or `nil`: the catalog
  /// keeps components to the written precision (0.0005 gamma-encoded, 0.00005 linear) in the
  /// space read, the opacity to 0.0005, and the 8-bit sRGB color exactly for a color that was
  /// 8-bit sRGB, else within one step.
  private func mismatch(_ read: ThemeWideColor?, _ written: ThemeWideColor) -> String? {
    guard let read else { return "no color read back" }
    let tolerance = read.space == .srgbLinear ? 0.000_051 : 0.000_501
    let expected = written.converted(to: read.space)
    let components = (0..<3).allSatisfy { index in
      abs((read.components[index] ?? 0) - (expected.components[index] ?? 0)) <= tolerance
    }
    guard components, abs(read.alpha - written.alpha) <= 0.000_501 else {
      return "\(read) is not \(expected)"
    }
    let isEightBit =
      written.space == .srgb
      && (written.components + [written.alpha]).allSatisfy { component in
        let scaled = (component ?? 0) * 255
        return scaled == scaled.rounded()
      }
    let readBytes = read.sRGB
    let writtenBytes = written.sRGB
    let steps = [
      (readBytes.red, writtenBytes.red), (readBytes.green, writtenBytes.green),
      (readBytes.blue, writtenBytes.blue), (readBytes.alpha, writtenBytes.alpha),
    ].map { abs(Int($0) - Int($1)) }
    guard steps.allSatisfy({ $0 <= (isEightBit ? 0 : 1) }) else {
      return "\(readBytes) is not \(writtenBytes)"
    }
    return nil
  }

  /// Expects every color of `contents` back from the catalog the report describes: each key's
  /// colors in the styles that are appearances, and for the other styles the sets of the keys
  /// whose color differs from the default style's, as keys of their own; and no other key.
  func expectRoundTrip(
    _ contents: ThemePaletteContents, _ report: AssetCatalogWriteReport,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let read = try ThemePaletteContents(assetCatalogAt: report.catalog)
    let leftOut = Set(report.leftOut.filter { $0.style == nil }.map(\.key))
    let leftOutOfStyles = Set(
      report.leftOut.compactMap { value in value.style.map { [value.key, $0.rawValue] } })
    var expectedKeys: Set<String> = []
    var mismatches: [String] = []
    for key in contents.entries.keys.sorted() where !leftOut.contains(key) {
      let defaultColor = color(contents.value(for: key, style: contents.defaultStyle))
      for style in contents.styles {
        guard let value = contents.value(for: key, style: style),
          !leftOutOfStyles.contains([key, style.rawValue])
        else { continue }
        guard let written = color(value) else {
          mismatches.append("\(key) (\(style)): not a color, and not named as left out")
          continue
        }
        var readKey = key
        var readStyle = ThemeStyle.light
        if let appearance = report.appearances[style] {
          readStyle = self.readStyle(appearance)
        } else if written != defaultColor {
          readKey = "\(style.rawValue).\(key)"
        } else {
          continue
        }
        expectedKeys.insert(readKey)
        if let problem = mismatch(color(read.value(for: readKey, style: readStyle)), written) {
          mismatches.append("\(key) (\(style)): \(problem)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)", sourceLocation: sourceLocation)
    #expect(Set(read.entries.keys) == expectedKeys, sourceLocation: sourceLocation)
    #expect(read.loadNotes.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: - Appearances

  @Test("S7: light, dark and high-contrast styles become the appearances of one color set")
  func appearances() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      [.light, .dark, .lightHighContrast, .darkHighContrast],
      [
        "surface": [
          .light: hex("#FFFFFF"), .dark: hex("#1C1C1E"),
          .lightHighContrast: hex("#F2F2F7"), .darkHighContrast: hex("#000000"),
        ],
        // No value for dark-high-contrast: the default style's, as lookups give it.
        "accent": [
          .light: hex("#0A84FF"), .dark: hex("#409CFF"), .lightHighContrast: hex("#0040DD"),
        ],
      ])
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    #expect(
      report.appearances == [
        .light: AssetCatalogAppearance(.any),
        .dark: AssetCatalogAppearance(.dark),
        .lightHighContrast: AssetCatalogAppearance(.any, highContrast: true),
        .darkHighContrast: AssetCatalogAppearance(.dark, highContrast: true),
      ])
    #expect(report.colorSetNames == ["accent", "surface"])
    #expect(report.styleFolders.isEmpty && report.leftOut.isEmpty)
    let surface = try scratch.text("surface.colorset/Contents.json")
    #expect(surface.components(separatedBy: "\"idiom\" : \"universal\"").count == 5)
    #expect(surface.contains("\"appearance\" : \"contrast\""))
    try expectRoundTrip(palette, report)
    let read = try ThemePaletteContents(assetCatalogAt: scratch.catalog)
    #expect(read.styles == [.light, .dark, .lightHighContrast, .darkHighContrast])
    #expect(
      read.value(for: "accent", style: .darkHighContrast).flatMap(color)?.sRGB.hexString
        == "#0A84FF")
  }

  @Test("S7: design systems' names for the appearances count, whatever their case and separators")
  func commonAppearanceNames() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      ["Light", "Dark", "light-hc", "dark_HC", "light-high-contrast"],
      [
        "text": [
          "Light": hex("#111111"), "Dark": hex("#EEEEEE"), "light-hc": hex("#000000"),
          "dark_HC": hex("#FFFFFF"), "light-high-contrast": hex("#222222"),
        ]
      ])
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    #expect(report.appearances["light-hc"] == AssetCatalogAppearance(.any, highContrast: true))
    #expect(report.appearances["dark_HC"] == AssetCatalogAppearance(.dark, highContrast: true))
    // A second style of a role taken already is no appearance: it gets a folder.
    #expect(report.appearances["light-high-contrast"] == nil)
    #expect(report.styleFolders == ["light-high-contrast"])
    #expect(report.colorSetNames == ["light-high-contrast/text", "text"])
    try expectRoundTrip(palette, report)
    // Apple's design resources name the increased-contrast variants `_ax`.
    let apple = try contents(
      ["light", "dark", "light_ax", "dark_ax"],
      ["fill": ["light": hex("#F2F2F7"), "dark_ax": hex("#000000")]])
    let appleReport = try apple.writeAssetCatalog(to: scratch.catalog)
    #expect(appleReport.appearances["dark_ax"] == AssetCatalogAppearance(.dark, highContrast: true))
    #expect(appleReport.styleFolders.isEmpty)
  }

  @Test("S7: a dark default style is Any, and a light style gets the Light luminosity")
  func darkDefaultStyle() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      [.dark, .light], ["fill": [.dark: hex("#000000"), .light: hex("#FFFFFF")]])
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    #expect(report.appearances == [.dark: .init(.any), .light: .init(.light)])
    let read = try ThemePaletteContents(assetCatalogAt: scratch.catalog)
    #expect(color(read.value(for: "fill", style: .light))?.sRGB.hexString == "#FFFFFF")
    #expect(color(read.value(for: "fill", style: .dark))?.sRGB.hexString == "#000000")
  }

  // MARK: - Other styles

  @Test("S7: a style that is no appearance is a namespace folder of the colors that differ")
  func otherStyles() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      [.light, .dark, "festival", "calm"],
      [
        "surface.bar": [.light: hex("#FFFFFF"), .dark: hex("#000000"), "festival": hex("#B3001B")],
        // The same as the default style's: no set of festival's own.
        "text": [.light: hex("#111111"), .dark: hex("#EEEEEE"), "festival": hex("#111111")],
        // Differs from dark, not from the default style.
        "tint": [.light: hex("#0A84FF"), .dark: hex("#409CFF"), "calm": hex("#0A84FF")],
      ])
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    #expect(report.colorSetNames == ["festival/surface/bar", "surface/bar", "text", "tint"])
    #expect(report.styleFolders == ["festival"])
    #expect(report.stylesLikeDefault == ["calm"])
    #expect(report.appearances["festival"] == nil)
    #expect(
      try scratch.text("festival/Contents.json")
        == """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }

        """)
    #expect(!scratch.exists("calm"))
    #expect(!scratch.exists("festival/text.colorset"))
    try expectRoundTrip(palette, report)
    #expect(report.description.contains("festival/ (1 color set)"))
  }

  // MARK: - Groups

  @Test("S7: dotted keys become namespace folders, and a key beside its group is kept")
  func groupsAndNamespaces() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let deep = (1...40).map { "p\($0)" }.joined(separator: ".")
    let palette = try contents(
      [.light],
      [
        "surface": [.light: hex("#010203")],
        "surface.bar": [.light: hex("#040506")],
        "surface.bar.baz": [.light: hex("#070809")],
        "Brand.accent": [.light: hex("#0A0B0C")],
        deep: [.light: hex("#0D0E0F")],
      ])
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    // The reader walks folders 32 deep, the catalog's included: a longer key keeps its last
    // parts in the set's name.
    let deepName =
      (1...31).map { "p\($0)" }.joined(separator: "/") + "/"
      + (32...40).map { "p\($0)" }.joined(separator: ".")
    #expect(
      report.colorSetNames == [
        "Brand/accent", deepName, "surface", "surface/bar", "surface/bar/baz",
      ])
    #expect(scratch.exists("surface.colorset/Contents.json"))
    #expect(scratch.exists("surface/bar.colorset/Contents.json"))
    #expect(scratch.exists("surface/bar/baz.colorset/Contents.json"))
    #expect(try scratch.text("surface/bar/Contents.json").contains("\"provides-namespace\" : true"))
    #expect(
      try scratch.text("Contents.json")
        == """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
    try expectRoundTrip(palette, report)
  }

  // MARK: - Colors

  @Test("S7: Display P3, extended and linear colors keep their space; others are converted")
  func wideColors() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let colors: [String: ThemeWideColor] = [
      "p3": ThemeWideColor(.displayP3, 1, 0.25, 0.1),
      "p3Translucent": ThemeWideColor(.displayP3, 0.2, 0.4, 0.6, alpha: 0.35),
      "p3Beyond": ThemeWideColor(.displayP3, 1.1, 0, 0),
      "extended": ThemeWideColor(.srgb, 1.1, -0.05, 0.5),
      "linear": ThemeWideColor(.srgbLinear, 0.002, 0.5, 1),
      "oklchInSRGB": ThemeWideColor(.oklch, 0.7, 0.1, 200),
      "oklchInP3": ThemeWideColor(.displayP3, 0.9, 0.2, 0.1).converted(to: .oklch),
      "rec2020Green": ThemeWideColor(.rec2020, 0, 1, 0),
      "hsl": ThemeWideColor(.hsl, 210, 50, 40),
    ]
    let palette = try contents([.light], colors.mapValues { [.light: .color($0)] })
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    func space(_ key: String) throws -> String? {
      let text = try scratch.text("\(key).colorset/Contents.json")
      return text.components(separatedBy: "\"color-space\" : \"").dropFirst().first?
        .components(separatedBy: "\"").first
    }
    #expect(try space("p3") == "display-p3")
    #expect(try space("p3Translucent") == "display-p3")
    #expect(try space("p3Beyond") == "extended-srgb")
    #expect(try space("extended") == "extended-srgb")
    #expect(try space("linear") == "extended-linear-srgb")
    #expect(try space("oklchInSRGB") == "srgb")
    #expect(try space("oklchInP3") == "display-p3")
    #expect(try space("rec2020Green") == "extended-srgb")
    #expect(try space("hsl") == "srgb")
    #expect(try scratch.text("p3.colorset/Contents.json").contains("\"green\" : \"0.250\""))
    #expect(
      try scratch.text("p3Translucent.colorset/Contents.json").contains("\"alpha\" : \"0.350\""))
    #expect(try scratch.text("linear.colorset/Contents.json").contains("\"red\" : \"0.0020\""))
    #expect(try scratch.text("extended.colorset/Contents.json").contains("\"green\" : \"-0.050\""))
    #expect(
      report.convertedColors.map(\.description) == [
        "hsl (light): hsl to srgb", "oklchInP3 (light): oklch to display-p3",
        "oklchInSRGB (light): oklch to srgb", "p3Beyond (light): display-p3 to extended-srgb",
        "rec2020Green (light): rec2020 to extended-srgb",
      ])
    try expectRoundTrip(palette, report)
  }

  @Test("S7: hex strings are 8-bit sRGB colors, read back as the same bytes")
  func hexStrings() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      [.light, .dark],
      [
        "accent": [.light: hex("#0A84FF"), .dark: hex("0x409CFF80")],
        "short": [.light: hex("#FA0")],
      ])
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    let read = try ThemePaletteContents(assetCatalogAt: scratch.catalog)
    #expect(color(read.value(for: "accent", style: .light))?.sRGB.hexString == "#0A84FF")
    #expect(color(read.value(for: "accent", style: .dark))?.sRGB.hexString == "#409CFF80")
    #expect(color(read.value(for: "short", style: .dark))?.sRGB.hexString == "#FFAA00")
    #expect(report.convertedColors.isEmpty)
    try expectRoundTrip(palette, report)
  }

  @Test("S7: a color set's Contents.json is byte for byte what Xcode writes")
  func xcodeLayout() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      [.light, .dark],
      [
        "surface.bar": [
          .light: hex("#EAE6DE"),
          .dark: .color(ThemeWideColor(.displayP3, 1, 0.25, 0.1, alpha: 0.5)),
        ]
      ])
    _ = try palette.writeAssetCatalog(to: scratch.catalog)
    // Xcode's form, as in the catalogs of the real-world fixtures: members sorted, `" : "`,
    // two spaces a level, components as three-place decimal strings, a final line break.
    #expect(
      try scratch.text("surface/bar.colorset/Contents.json")
        == """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.871",
                  "green" : "0.902",
                  "red" : "0.918"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "0.500",
                  "blue" : "0.100",
                  "green" : "0.250",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
  }

  // MARK: - Values left out

  @Test("S7: values that are not colors are left out and named, shadows and borders whole")
  func nonColorsLeftOut() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let shadow = ThemeShadow(
      color: ThemeWideColor(.srgb, 0, 0, 0, alpha: 0.2), offsetX: ThemeDimension(0, .px),
      offsetY: ThemeDimension(2, .px), blur: ThemeDimension(4, .px),
      spread: ThemeDimension(0, .px))
    let palette = try contents(
      [.light, .dark, "festival"],
      [
        "accent": [.light: hex("#0A84FF"), "festival": .number(3)],
        "icon": [.light: .string("moon")],
        "radius": [.light: .number(8)],
        "spacing": [.light: .token(.dimension(ThemeDimension(16, .px)))],
        "elevation": [.light: .token(.shadow([shadow]))],
        "outline": [
          .light: .token(
            .border(
              ThemeBorder(
                color: ThemeWideColor(.srgb, 1, 0, 0), width: ThemeDimension(1, .px),
                style: .line(.solid))))
        ],
        "mixed": [.light: hex("#FFFFFF"), .dark: .number(1)],
      ])
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    #expect(report.colorSetNames == ["accent"])
    #expect(
      report.leftOut.map(\.description) == [
        "accent (festival): a number",
        "elevation: a \"shadow\" token",
        "icon: text that is not a hex color",
        "mixed: a number for \"dark\", where other appearances have a color",
        "outline: a \"border\" token",
        "radius: a number",
        "spacing: a \"dimension\" token",
      ])
    #expect(report.description.contains("Left out, as an asset catalog holds only colors (7):"))
    let read = try ThemePaletteContents(assetCatalogAt: scratch.catalog)
    #expect(Set(read.entries.keys) == ["accent"])
  }

  // MARK: - Refusals

  @Test(
    "S7: keys that make no file name, or clash on macOS, are refused before anything is written")
  func badKeys() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let white = [ThemeStyle.light: hex("#FFFFFF")]
    let long = String(repeating: "x", count: 250)
    let palette = try contents(
      [.light],
      [
        "fine": white, "a..b": white, ".hidden": white, "": white, "a/b": white,
        "bell\u{7}": white, long: white, "Primary": white, "primary": white,
        "Surface.x": white, "surface.y": white,
        // One folder name, composed and decomposed: one folder on macOS, two on Linux.
        "Caf\u{E9}.a": white, "Cafe\u{301}.b": white,
      ])
    let error = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: scratch.catalog)
    }
    // By key; a clash is the second key's, in order of name.
    #expect(
      error.findings.map(\.place) == [
        "key \"\"", "key \".hidden\"", "key \"Cafe\u{301}.b\"", "key \"a..b\"", "key \"a/b\"",
        "key \"bell\u{7}\"",
        "key \"primary\"", "key \"surface.y\"", "key \"\(long)\"",
      ])
    let clash = try #require(error.findings.first { $0.place == "key \"primary\"" })
    #expect(clash.found.contains("Primary.colorset"))
    #expect(error.findings.allSatisfy { $0.source == "palette" })
    #expect(try scratch.siblings().isEmpty)
  }

  @Test("S7: a style's folder that a key's group uses too is refused")
  func styleFolderClash() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      [.light, "festival", "v1.2"],
      [
        "festival.x": [.light: hex("#FFFFFF")],
        "x": [.light: hex("#FFFFFF"), "festival": hex("#000000"), "v1.2": hex("#000000")],
      ])
    let error = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: scratch.catalog, source: "tokens.json")
    }
    #expect(error.findings.map(\.place) == ["key \"x\"", "style \"v1.2\""])
    #expect(error.findings.first?.found.contains("key \"festival.x\"") == true)
    #expect(error.source == "tokens.json")
    #expect(try scratch.siblings().isEmpty)
  }

  @Test("S7: components that are not finite, and opacities outside 0–1, are refused")
  func nonFiniteColors() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents(
      [.light, .dark],
      [
        "nan": [.light: .color(ThemeWideColor(.srgb, .nan, 0, 0))],
        "infinite": [
          .light: hex("#FFFFFF"), .dark: .color(ThemeWideColor(.oklch, 0.5, .infinity, 0)),
        ],
        "opacity": [.light: .color(ThemeWideColor(.displayP3, 1, 1, 1, alpha: 1.5))],
      ])
    let error = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: scratch.catalog)
    }
    #expect(
      error.findings.map(\.place) == [
        "key \"infinite\", style \"dark\"", "key \"nan\", style \"light\"",
        "key \"opacity\", style \"light\"",
      ])
    #expect(error.findings[2].expected == "an opacity from 0 to 1")
    #expect(try scratch.siblings().isEmpty)
  }

  // MARK: - The folder

  @Test("S7: an existing catalog is replaced whole, so no stale color set is left")
  func replacesCatalog() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let first = try contents(
      [.light], ["a": [.light: hex("#FFFFFF")], "old.b": [.light: hex("#000000")]])
    _ = try first.writeAssetCatalog(to: scratch.catalog)
    #expect(scratch.exists("old/b.colorset/Contents.json"))
    let second = try contents([.light], ["a": [.light: hex("#FF0000")]])
    let report = try second.writeAssetCatalog(to: scratch.catalog)
    #expect(!scratch.exists("old"))
    #expect(report.colorSetNames == ["a"])
    #expect(try scratch.siblings() == ["Colors.xcassets"])
    try expectRoundTrip(second, report)
  }

  @Test("S7: a folder that is not an asset catalog, a file, or another name is refused, untouched")
  func refusesOtherDestinations() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try contents([.light], ["a": [.light: hex("#FFFFFF")]])
    let manager = FileManager.default
    try manager.createDirectory(at: scratch.catalog, withIntermediateDirectories: false)
    let notes = scratch.catalog.appendingPathComponent("notes.txt")
    try Data("keep".utf8).write(to: notes)
    let folder = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: scratch.catalog)
    }
    #expect(folder.found == "a folder without a Contents.json")
    #expect(folder.source == scratch.catalog.path)
    #expect(try String(contentsOf: notes, encoding: .utf8) == "keep")

    let file = scratch.folder.appendingPathComponent("File.xcassets")
    try Data("x".utf8).write(to: file)
    let fileError = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: file)
    }
    #expect(fileError.found == "a file")

    let otherName = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: scratch.folder.appendingPathComponent("Colors"))
    }
    #expect(otherName.expected == "a folder name ending in .xcassets")

    let missingParent = scratch.folder.appendingPathComponent("missing/Colors.xcassets")
    let parentError = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: missingParent)
    }
    #expect(parentError.found == "nothing")
    #expect(try scratch.siblings() == ["Colors.xcassets", "File.xcassets"])

    // An app's own catalog, with images beside its colors, is never replaced.
    let app = scratch.folder.appendingPathComponent("Assets.xcassets")
    let icon = app.appendingPathComponent("AppIcon.appiconset")
    try manager.createDirectory(at: icon, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: app.appendingPathComponent("Contents.json"))
    try Data("{}".utf8).write(to: icon.appendingPathComponent("Contents.json"))
    let images = try #require(throws: ThemeSourceError.self) {
      try palette.writeAssetCatalog(to: app)
    }
    #expect(images.found.hasPrefix("\"AppIcon.appiconset\", which replacing it would delete"))
    #expect(manager.fileExists(atPath: icon.appendingPathComponent("Contents.json").path))
  }

  // MARK: - Real catalogs and design systems

  @Test("S7: a catalog Xcode wrote is written back in its own layout, color for color")
  func realXcodeCatalog() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let original = try RealWorldFixtures.url(
      "xcassets/home-assistant-iOS/Sources/Shared/Assets/Colors.xcassets")
    let palette = try ThemePaletteContents(assetCatalogAt: original)
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    try expectRoundTrip(palette, report)
    // The namespace folder's file is Xcode's, byte for byte.
    #expect(
      try scratch.text("Domain/Contents.json")
        == String(
          contentsOf: original.appendingPathComponent("Domain/Contents.json"), encoding: .utf8))
    // So are the color sets, but for the components: Xcode wrote these in its 8-bit form
    // ("0xE5"), the writer in its floating-point one ("0.898").
    for name in ["primaryBackground", "secondaryBackground", "tileBackground"] {
      var xcode = try String(
        contentsOf: original.appendingPathComponent("Background/\(name).colorset/Contents.json"),
        encoding: .utf8)
      while let range = xcode.range(of: #""0x[0-9A-F]{2}""#, options: .regularExpression) {
        let byte = try #require(Int(xcode[range].dropFirst(3).dropLast(), radix: 16))
        xcode.replaceSubrange(range, with: "\"\(String(format: "%.3f", Double(byte) / 255))\"")
      }
      #expect(try scratch.text("\(name).colorset/Contents.json") == xcode, "\(name)")
    }
  }

  @Test("S7: the catalog's own Contents.json is the one Xcode puts in every new catalog")
  func catalogContents() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try contents([.light], ["a": [.light: hex("#FFFFFF")]]).writeAssetCatalog(
      to: scratch.catalog)
    let xcode = try RealWorldFixtures.url(
      "xcassets/mastodon-ios/Mastodon/Resources/Assets.xcassets/Contents.json")
    #expect(try scratch.text("Contents.json") == String(contentsOf: xcode, encoding: .utf8))
  }

  @Test(
    "S7: real design systems' resolvers write catalogs that read back color for color",
    arguments: ["github-primer", "ibm-carbon", "figma-sds", "shopify-polaris"])
  func realDesignSystems(_ name: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let palette = try ThemePaletteContents(
      tokenResolverAt: RealWorldFixtures.url(
        "dtcg/terrazzo-dtcg-examples/\(name).resolver.json"))
    let report = try palette.writeAssetCatalog(to: scratch.catalog)
    #expect(!report.colorSetNames.isEmpty)
    // Every key is a color set, or named as left out.
    let named = Set(report.leftOut.map(\.key))
    for key in palette.entries.keys where !named.contains(key) {
      #expect(color(palette.value(for: key, style: palette.defaultStyle)) != nil, "\(key)")
    }
    try expectRoundTrip(palette, report)
  }
}
