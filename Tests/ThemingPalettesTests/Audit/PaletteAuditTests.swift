import Foundation
import Testing
import Theming
import ThemingPalettes

/// S8: `audit` checks completeness and WCAG 2.2 contrast per style.
@MainActor
@Suite struct PaletteAuditTests {
  private func contents(_ json: String) throws -> ThemePaletteContents {
    try ThemePaletteContents(json: Data(json.utf8), source: "theme.json")
  }

  @Test("S8: a complete, readable palette has no findings")
  func s8CompleteReadablePaletteHasNoFindings() throws {
    let palette = try ThemePalette(
      jsonString: ##"""
        {"light": {"BG": "#FFFFFF", "TEXT": "#000000"},
         "dark": {"BG": "#000000", "TEXT": "#FFFFFF"}}
        """##)
    let audit = palette.audit(pairs: [ThemeContrastPair(foreground: "TEXT", background: "BG")])
    #expect(audit.findings.isEmpty)
    #expect(!audit.hasErrors)
    #expect(audit.description.isEmpty)
  }

  @Test("S8: a value a style lacks is a warning naming what it falls back to")
  func s8MissingValueIsAWarning() throws {
    let audit = try contents(
      ##"""
      {"light": {"BG": "#FFFFFF", "TEXT": "#000000", "size": 14},
       "dark": {"BG": "#000000"}}
      """##
    ).audit(source: "theme.json")
    #expect(!audit.hasErrors)
    #expect(audit.findings.count == 2)
    // By key in code-point order: upper case first.
    let size = audit.findings[1]
    #expect(size.kind == .missingValue)
    #expect(size.severity == .warning)
    #expect(size.style == .dark)
    #expect(size.keys == ["size"])
    #expect(size.colors.isEmpty)
    #expect(size.message.contains("the number 14.0"))
    let text = audit.findings[0]
    #expect(text.keys == ["TEXT"])
    #expect(text.colors == [ThemeColor(red: 0, green: 0, blue: 0)])
    #expect(
      text.message
        == #"theme.json: warning in style "dark": key "TEXT" has no value; it falls back to "#
        + ##"the default style "light"'s "#000000""##)
    #expect(audit.warnings == audit.findings)
    #expect(audit.errors.isEmpty)
  }

  @Test("S8: a key the default style lacks is an error")
  func s8KeyTheDefaultStyleLacksIsAnError() throws {
    let contents = try ThemePaletteContents(
      styles: [.light, .dark, "sepia"],
      entries: ["accent": [.dark: .string("#FF0000")]]
    )
    let audit = contents.audit()
    #expect(audit.hasErrors)
    #expect(audit.findings.map(\.style) == [.light, "sepia"])
    #expect(audit.findings.allSatisfy { $0.kind == .missingValue && $0.severity == .error })
    #expect(audit.findings[0].message.contains("no value in the default style"))
    #expect(audit.findings[1].message.contains("has none to fall back to"))
    #expect(audit.findings[1].source == "palette")
  }

  @Test("S8: low contrast is an error with both colors and the ratio")
  func s8LowContrastIsAnError() throws {
    let audit = try contents(
      ##"""
      {"light": {"BG": "#FFFFFF", "caption": "#777777", "TEXT": "#000000"},
       "dark": {"BG": "#000000", "caption": "#595959", "TEXT": "#FFFFFF"}}
      """##
    ).audit(
      pairs: [
        ThemeContrastPair(foreground: "caption", background: "BG"),
        ThemeContrastPair(foreground: "TEXT", background: "BG"),
      ],
      source: "theme.json"
    )
    #expect(audit.hasErrors)
    #expect(audit.findings.count == 2)
    let light = audit.findings[0]
    #expect(light.kind == .lowContrast)
    #expect(light.severity == .error)
    #expect(light.style == .light)
    #expect(light.keys == ["caption", "BG"])
    #expect(
      light.colors == [
        ThemeColor(red: 0x77, green: 0x77, blue: 0x77), ThemeColor(red: 255, green: 255, blue: 255),
      ])
    #expect(abs((light.ratio ?? 0) - 4.478_089_453_577_214) < 1e-9)
    #expect(light.required == 4.5)
    #expect(
      light.message
        == #"theme.json: error in style "light": "caption" #777777 on "BG" #FFFFFF: "#
        + "contrast 4.47 : 1, needs 4.5 : 1")
    #expect(light.description == light.message)
    // #595959 on black: (0.0999 + 0.05) / 0.05, about 3.
    let dark = audit.findings[1]
    #expect(dark.style == .dark)
    #expect(dark.message.hasSuffix("needs 4.5 : 1"))
    #expect(dark.message.contains("#595959 on \"BG\" #000000: contrast 2.99 : 1"))
  }

  @Test("S8: a pair's own minimum decides, and large text needs 3 : 1")
  func s8PairMinimumDecides() throws {
    let contents = try contents(##"{"light": {"BG": "#FFFFFF", "caption": "#777777"}}"##)
    let large = ThemeContrastPair(
      foreground: "caption", background: "BG", minimumRatio: ThemeContrastPair.largeText)
    #expect(contents.audit(pairs: [large]).findings.isEmpty)
    let strict = ThemeContrastPair(foreground: "caption", background: "BG", minimumRatio: 7)
    let finding = try #require(contents.audit(pairs: [strict]).findings.first)
    #expect(finding.required == 7)
    #expect(finding.message.hasSuffix("contrast 4.47 : 1, needs 7 : 1"))
  }

  @Test("S8: a style that falls back is checked with the colors it shows")
  func s8FallbackIsChecked() throws {
    let audit = try contents(
      ##"""
      {"light": {"BG": "#FFFFFF", "TEXT": "#000000"},
       "dark": {"BG": "#111111"}}
      """##
    ).audit(pairs: [ThemeContrastPair(foreground: "TEXT", background: "BG")])
    #expect(audit.findings.map(\.kind) == [.missingValue, .lowContrast])
    #expect(audit.findings.map(\.style) == [.dark, .dark])
    #expect(audit.findings[1].colors.first == ThemeColor(red: 0, green: 0, blue: 0))
  }

  @Test("S8: a pair naming an absent key is one error")
  func s8AbsentKeyIsOneError() throws {
    let audit = try contents(
      ##"{"light": {"BG": "#FFFFFF"}, "dark": {"BG": "#000000"}}"##
    ).audit(pairs: [ThemeContrastPair(foreground: "title", background: "BG")])
    #expect(audit.findings.count == 1)
    let finding = try #require(audit.findings.first)
    #expect(finding.kind == .missingKey)
    #expect(finding.severity == .error)
    #expect(finding.style == .light)
    #expect(finding.keys == ["title"])
    #expect(finding.message.contains(#"no key "title" in any style"#))
  }

  @Test("S8: a pair value that is not a color is an error where it is")
  func s8UnreadableColorIsAnError() throws {
    let audit = try contents(
      ##"""
      {"light": {"BG": "#FFFFFF", "TEXT": 12, "icon": "moon"},
       "dark": {"BG": "#000000", "icon": "#FFFFFF"}}
      """##
    ).audit(
      pairs: [
        ThemeContrastPair(foreground: "TEXT", background: "BG"),
        ThemeContrastPair(foreground: "icon", background: "BG"),
      ])
    // TEXT's 12 is reported under light only; dark falls back to it (a warning).
    #expect(audit.findings.map(\.kind) == [.unreadableColor, .unreadableColor, .missingValue])
    #expect(audit.findings.map(\.keys) == [["TEXT"], ["icon"], ["TEXT"]])
    #expect(audit.findings[0].message.contains("the number 12.0"))
    #expect(audit.findings[1].message.contains(#"holds "moon""#))
  }

  @Test("S8: colors in a color space are checked as sRGB")
  func s8WideColorsAreCheckedAsSRGB() throws {
    let contents = try ThemePaletteContents(
      styles: [.light],
      entries: [
        "BG": [.light: .color(ThemeWideColor(.srgb, 1, 1, 1))],
        "TEXT": [.light: .color(ThemeWideColor(.srgb, 0.6, 0.6, 0.6))],
      ]
    )
    let finding = try #require(
      contents.audit(pairs: [ThemeContrastPair(foreground: "TEXT", background: "BG")])
        .findings.first)
    #expect(finding.colors.first == ThemeColor(red: 153, green: 153, blue: 153))
    #expect(finding.kind == .lowContrast)
  }

  @Test("S8: findings come in style order, then by key, each once")
  func s8FindingsAreOrdered() throws {
    let contents = try ThemePaletteContents(
      styles: ["zeta", "alpha"],
      entries: [
        "b": [.init(rawValue: "zeta"): .string("#FFFFFF")],
        "a": [.init(rawValue: "zeta"): .string("#FFFFFF")],
        "c": [.init(rawValue: "zeta"): .string("#FEFEFE"), "alpha": .string("#FFFFFF")],
      ]
    )
    let pair = ThemeContrastPair(foreground: "c", background: "a")
    let audit = contents.audit(pairs: [pair, pair])
    #expect(audit.findings.map(\.style) == ["zeta", "alpha", "alpha", "alpha"])
    #expect(audit.findings.map(\.keys) == [["c", "a"], ["a"], ["b"], ["c", "a"]])
    #expect(contents.audit(pairs: [pair]) == audit)
  }

  @Test("S8: a translucent background is measured over white in a light style, and says so")
  func s8TranslucentBackgroundOverWhite() throws {
    let audit = try contents(
      ##"{"light": {"scrim": "#00000080", "TEXT": "#FFFFFF"}}"##
    ).audit(pairs: [ThemeContrastPair(foreground: "TEXT", background: "scrim")])
    let finding = try #require(audit.findings.first)
    #expect(
      finding.message.contains(
        "#00000080 (over #FFFFFF, the default backdrop of style \"light\"): contrast 4 : 1"))
  }

  @Test("S8: a dark style's translucent background is seen over black, or the pair's backdrop")
  func s8TranslucentBackgroundOverTheStylesBackdrop() throws {
    // White text on 10 % white: over black it reads (about 15 : 1); over white it would not.
    let contents = try contents(
      ##"""
      {"light": {"glass": "#0000001A", "TEXT": "#000000", "window": "#FFFFFF"},
       "dark": {"glass": "#FFFFFF1A", "TEXT": "#FFFFFF", "window": "#FFFFFF"}}
      """##)
    let glass = ThemeContrastPair(foreground: "TEXT", background: "glass")
    #expect(contents.audit(pairs: [glass]).findings.isEmpty)
    #expect(ThemeContrastPair.defaultBackdrop(for: "darkHighContrast").hexString == "#000000")
    // Over a backdrop the pair names, the dark style's white window makes it unreadable.
    let overWindow = ThemeContrastPair(foreground: "TEXT", background: "glass", backdrop: "window")
    let finding = try #require(contents.audit(pairs: [overWindow]).findings.first)
    #expect(finding.style == .dark)
    #expect(finding.message.contains("#FFFFFF1A (over \"window\" #FFFFFF): contrast 1 : 1"))
    // A backdrop key the palette lacks is a missing key.
    let absent = ThemeContrastPair(foreground: "TEXT", background: "glass", backdrop: "nowhere")
    #expect(contents.audit(pairs: [absent]).findings.map(\.keys) == [["nowhere"]])
  }

  @Test("S7/S8: a design token of a type the library does not interpret is kept and reported")
  func s8UnsupportedTokenTypeIsReported() throws {
    let contents = try ThemePaletteContents(
      designTokens: Data(
        ##"""
        {
          "BG": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
          "haptic": { "$type": "vibration", "$value": { "pattern": [10, 20] } }
        }
        """##.utf8),
      style: .light,
      source: "app.tokens.json"
    )
    let audit = contents.audit(source: "app.tokens.json")
    #expect(!audit.hasErrors)
    let finding = try #require(audit.findings.first)
    #expect(audit.findings.count == 1)
    #expect(finding.kind == .unsupportedType)
    #expect(finding.severity == .warning)
    #expect(finding.keys == ["haptic"])
    #expect(finding.message.contains(#"type "vibration""#))
    #expect(finding.message.hasPrefix("app.tokens.json"))
  }
}
