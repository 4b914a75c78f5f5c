import Foundation
import Testing
import Theming
import ThemingPalettes

/// S7: reading W3C design tokens (format 2025.10): groups, types, aliases, composite values.
@Suite struct DesignTokenReaderTests {
  private static let white = ThemeWideColor(
    .srgb, 1, 1, 1, hexFallback: ThemeColor(red: 255, green: 255, blue: 255))
  private static let blue = ThemeWideColor(
    .srgb, 0, 0.4, 0.8, hexFallback: ThemeColor(red: 0, green: 0x66, blue: 0xCC))

  @Test("S7: a multi-file export loads every style with aliases into the shared base")
  func s7MultiFileExportLoads() throws {
    let contents = try TokenFixtures.exportContents()
    #expect(contents.styles == [.light, .dark, "festival"])
    #expect(contents.value(for: "color.background", style: .light) == .color(Self.white))
    #expect(
      contents.value(for: "color.background", style: "festival")
        == .color(ThemeWideColor(.displayP3, 1, 0.2, 0.1, alpha: 0.9)))
    // Festival has no text color of its own: it falls back to the default style's.
    #expect(contents.entries["color.text"]?["festival"] == nil)
    #expect(
      contents.value(for: "color.text", style: "festival")
        == contents.value(for: "color.text", style: .light))
    #expect(contents.value(for: "label", style: .dark) == .string("Night"))
    #expect(contents.value(for: "opacity.disabled", style: .dark) == .number(0.38))
    #expect(
      contents.value(for: "size.md", style: .light) == .token(.dimension(ThemeDimension(16, .px))))
  }

  @Test("S7: nested groups make dotted keys and types are inherited from enclosing groups")
  func s7GroupsAndTypeInheritance() throws {
    let contents = try TokenFixtures.exportContents()
    #expect(contents.value(for: "palette.blue.500", style: .light) == .color(Self.blue))
    #expect(contents.tokenInfo["palette.blue.500"]?.type == "color")
    #expect(contents.tokenInfo["palette.blue.500"]?.description == "Brand blue")
    #expect(
      contents.value(for: "size.lg", style: .light) == .token(.dimension(ThemeDimension(1.5, .rem)))
    )
    #expect(
      contents.value(for: "font.family.sans", style: .light)
        == .token(.fontFamily(["Inter", "Helvetica", "sans-serif"])))
    #expect(
      contents.value(for: "font.family.mono", style: .light) == .token(.fontFamily(["Menlo"])))
  }

  @Test("S7: font weight keywords read as the numbers of the format's table")
  func s7FontWeightKeywords() throws {
    let contents = try TokenFixtures.exportContents()
    #expect(contents.value(for: "font.weight.regular", style: .light) == .token(.fontWeight(400)))
    #expect(contents.value(for: "font.weight.bold", style: .light) == .token(.fontWeight(700)))
    #expect(contents.value(for: "font.weight.heavy", style: .light) == .token(.fontWeight(950)))
    let table: [(String, Double)] = [
      ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
      ("normal", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
      ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
      ("ultra-black", 950),
    ]
    for (keyword, weight) in table {
      let document = #"{"w": {"$type": "fontWeight", "$value": "\#(keyword)"}}"#
      #expect(try TokenFixtures.value("w", in: document) == .token(.fontWeight(weight)))
    }
  }

  @Test("S7: durations, cubic Béziers and legacy unit strings")
  func s7DurationsAndCurves() throws {
    let contents = try TokenFixtures.exportContents()
    #expect(
      contents.value(for: "motion.fast", style: .light)
        == .token(.duration(ThemeDuration(150, .ms))))
    #expect(
      contents.value(for: "motion.slow", style: .light) == .token(.duration(ThemeDuration(0.5, .s)))
    )
    #expect(
      contents.value(for: "motion.ease", style: .light)
        == .token(.cubicBezier(ThemeCubicBezier(0.42, 0, 0.58, 1))))
    #expect(
      contents.value(for: "size.hairline", style: .light)
        == .token(.dimension(ThemeDimension(1, .px))))
    #expect(ThemeDuration(150, .ms).seconds == 0.15)
    #expect(ThemeDimension(1.5, .rem).points() == 24)
  }

  @Test("S7: composite values resolve aliases inside them")
  func s7CompositeValuesResolveInnerAliases() throws {
    let contents = try TokenFixtures.exportContents()
    let body = ThemeTypography(
      fontFamily: ["Inter", "Helvetica", "sans-serif"],
      fontSize: ThemeDimension(16, .px),
      fontWeight: 400,
      letterSpacing: ThemeDimension(0, .px),
      lineHeight: 1.5
    )
    #expect(contents.value(for: "text.body", style: .light) == .token(.typography(body)))
    let darkBody = ThemeTypography(
      fontFamily: ["Inter", "Helvetica", "sans-serif"], fontSize: ThemeDimension(16, .px),
      fontWeight: 700)
    #expect(contents.value(for: "text.body", style: .dark) == .token(.typography(darkBody)))
    let shadow = ThemeShadow(
      color: ThemeWideColor(.srgb, 0, 0, 0, alpha: 0.2),
      offsetX: ThemeDimension(0, .px),
      offsetY: ThemeDimension(2, .px),
      blur: ThemeDimension(8, .px),
      spread: ThemeDimension(0, .px)
    )
    #expect(contents.value(for: "elevation.card", style: .light) == .token(.shadow([shadow])))
  }

  @Test("S7: border, transition, gradient, stroke style and layered shadows")
  func s7OtherCompositeTypes() throws {
    let document = #"""
      {
        "base": {
          "red": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
          "width": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } },
          "dash": { "$type": "strokeStyle", "$value": "dashed" },
          "fast": { "$type": "duration", "$value": { "value": 100, "unit": "ms" } },
          "curve": { "$type": "cubicBezier", "$value": [0, 0, 1, 1] },
          "glow": { "$type": "shadow", "$value": {
            "color": "{base.red}", "offsetX": "0px", "offsetY": "0px", "blur": "4px", "spread": "1px",
            "inset": true } },
          "start": { "$type": "gradient", "$value": [ { "color": "{base.red}", "position": 0 } ] }
        },
        "focus": { "$type": "border", "$value": {
          "color": "{base.red}", "width": "{base.width}", "style": "{base.dash}" } },
        "dotted": { "$type": "strokeStyle", "$value": {
          "dashArray": ["{base.width}", { "value": 0.25, "unit": "rem" }], "lineCap": "round" } },
        "move": { "$type": "transition", "$value": {
          "duration": "{base.fast}", "delay": { "value": 0, "unit": "s" }, "timingFunction": "{base.curve}" } },
        "layered": { "$type": "shadow", "$value": [
          "{base.glow}",
          { "color": "#00000033", "offsetX": "1px", "offsetY": "2px", "blur": "3px", "spread": "0px" } ] },
        "sunset": { "$type": "gradient", "$value": [
          "{base.start}",
          { "color": "#0000ff", "position": 42 },
          { "color": "{base.red}", "position": { "$ref": "#/base/start/$value/0/position" } } ] }
      }
      """#
    let contents = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    let red = ThemeWideColor(.srgb, 1, 0, 0)
    let width = ThemeDimension(2, .px)
    #expect(
      contents.value(for: "focus", style: .light)
        == .token(.border(ThemeBorder(color: red, width: width, style: .line(.dashed)))))
    #expect(
      contents.value(for: "dotted", style: .light)
        == .token(.strokeStyle(.dashes([width, ThemeDimension(0.25, .rem)], lineCap: .round))))
    #expect(
      contents.value(for: "move", style: .light)
        == .token(
          .transition(
            ThemeTokenTransition(
              duration: ThemeDuration(100, .ms), delay: ThemeDuration(0, .s),
              timingFunction: .linear))))
    guard case .token(.shadow(let layers))? = contents.value(for: "layered", style: .light) else {
      Issue.record("expected a shadow")
      return
    }
    #expect(layers.count == 2)
    #expect(layers[0].inset && layers[0].color == red && layers[0].spread == ThemeDimension(1, .px))
    #expect(!layers[1].inset && layers[1].color.alpha == 0x33 / 255)
    guard case .token(.gradient(let stops))? = contents.value(for: "sunset", style: .light) else {
      Issue.record("expected a gradient")
      return
    }
    // A position outside 0–1 is clamped, as the format says.
    #expect(stops.map(\.position) == [0, 1, 0])
    #expect(stops[0].color == red && stops[2].color == red)
  }

  @Test("S7: every colour space of the colour module, none components, alpha and hex")
  func s7EveryColourSpace() throws {
    for space in ThemeWideColor.Space.allCases {
      let components =
        switch space {
        case .hsl, .hwb: "[210, 50, \"none\"]"
        case .lab, .lch: "[50, 20, 30]"
        case .oklab, .oklch: "[0.5, 0.1, 120]"
        default: "[0.25, 0.5, 0.75]"
        }
      let document = #"""
        {"c": {"$type": "color", "$value": {"colorSpace": "\#(space.rawValue)",
          "components": \#(components), "alpha": 0.5, "hex": "#336699"}}}
        """#
      guard case .color(let color)? = try TokenFixtures.value("c", in: document) else {
        Issue.record("\(space) did not read as a color")
        continue
      }
      #expect(color.space == space)
      #expect(color.alpha == 0.5)
      #expect(color.hexFallback == ThemeColor(red: 0x33, green: 0x66, blue: 0x99))
      if space == .hsl { #expect(color.components == [210, 50, nil]) }
    }
  }

  @Test("S7: a legacy hex colour string keeps its alpha and an opaque hex fallback")
  func s7LegacyHexColour() throws {
    let contents = try TokenFixtures.exportContents()
    let expected = ThemeWideColor(
      .srgb, 1, 0, 0, alpha: 128.0 / 255, hexFallback: ThemeColor(red: 255, green: 0, blue: 0))
    #expect(contents.value(for: "palette.legacy", style: .light) == .color(expected))
    #expect(
      contents.value(for: "color.accent", style: "festival")
        == .color(
          ThemeWideColor(
            .srgb, 1, 215.0 / 255, 0, hexFallback: ThemeColor(red: 255, green: 215, blue: 0))))
  }

  @Test("S7: a $ref JSON Pointer aliases a whole token, a value, or one component")
  func s7JSONPointerReferences() throws {
    let contents = try TokenFixtures.exportContents()
    #expect(contents.value(for: "color.accent", style: .dark) == .color(Self.blue))
    let document = #"""
      {
        "colors": { "blue": { "$type": "color",
          "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.9], "hex": "#3366e6" } } },
        "semantic": {
          "primary": { "$ref": "#/colors/blue" },
          "muted": { "$type": "color", "$value": { "colorSpace": "srgb",
            "components": [ { "$ref": "#/colors/blue/$value/components/0" }, 0.4, 0.7 ] } },
          "hue": { "$type": "number", "$value": { "$ref": "#/colors/blue/$value/components/2" } }
        },
        "layout": {
          "base": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
          "small": { "$type": "dimension",
            "$value": { "value": { "$ref": "#/layout/base/$value/value" }, "unit": "rem" } }
        }
      }
      """#
    let pointed = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    let blue = ThemeWideColor(
      .srgb, 0.2, 0.4, 0.9, hexFallback: ThemeColor(red: 0x33, green: 0x66, blue: 0xE6))
    #expect(pointed.value(for: "semantic.primary", style: .light) == .color(blue))
    #expect(pointed.tokenInfo["semantic.primary"]?.type == "color")
    #expect(
      pointed.value(for: "semantic.muted", style: .light)
        == .color(ThemeWideColor(.srgb, 0.2, 0.4, 0.7)))
    #expect(pointed.value(for: "semantic.hue", style: .light) == .number(0.9))
    #expect(
      pointed.value(for: "layout.small", style: .light)
        == .token(.dimension(ThemeDimension(16, .rem))))
  }

  @Test("S7: a $ref JSON Pointer goes through aliases into the value they stand for")
  func s7JSONPointerThroughAliases() throws {
    let document = #"""
      {
        "colors": {
          "blue": { "$type": "color",
            "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.9], "hex": "#3366e6" } },
          "brand": { "$type": "color", "$value": "{colors.blue}" },
          "primary": { "$ref": "#/colors/blue" },
          "accent": { "$type": "color", "$value": "{colors.primary}" }
        },
        "parts": { "$type": "number",
          "throughCurly": { "$value": { "$ref": "#/colors/brand/$value/components/2" } },
          "throughPointer": { "$value": { "$ref": "#/colors/primary/$value/components/1" } },
          "throughBoth": { "$value": { "$ref": "#/colors/accent/$value/components/0" } }
        }
      }
      """#
    let contents = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    #expect(contents.value(for: "parts.throughCurly", style: .light) == .number(0.9))
    #expect(contents.value(for: "parts.throughPointer", style: .light) == .number(0.4))
    #expect(contents.value(for: "parts.throughBoth", style: .light) == .number(0.2))
  }

  @Test("S7: chains of aliases resolve, and an alias takes its target's type")
  func s7AliasChains() throws {
    let document = #"""
      {
        "base": { "primary": { "$type": "color", "$value": "#0066cc" } },
        "semantic": {
          "brand": { "$value": "{base.primary}" },
          "link": { "$value": "{semantic.brand}" },
          "visited": { "$value": { "$ref": "#/semantic/link/$value" } }
        }
      }
      """#
    let contents = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    let primary = contents.value(for: "base.primary", style: .light)
    #expect(primary != nil)
    #expect(contents.value(for: "semantic.link", style: .light) == primary)
    #expect(contents.value(for: "semantic.visited", style: .light) == primary)
    #expect(contents.tokenInfo["semantic.link"]?.type == "color")
  }

  @Test("S7: $extends inherits a group's tokens, which local tokens override and add to")
  func s7ExtendsInheritsAndOverrides() throws {
    let document = #"""
      {
        "theme": {
          "$type": "color",
          "button": {
            "background": { "$value": "#0066cc" },
            "text": { "$value": "#ffffff" },
            "radius": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } }
          }
        },
        "button-primary": {
          "$extends": "{theme.button}",
          "background": { "$value": "#cc0066" },
          "focus": { "$value": "#ff3399" }
        },
        "button-ghost": { "$extends": { "$ref": "#/theme/button" } },
        "button-deep": { "$extends": "{button-primary}", "text": { "$value": "{button-primary.focus}" } }
      }
      """#
    let contents = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    func hex(_ key: String) -> ThemeColor? {
      guard case .color(let color)? = contents.value(for: key, style: .light) else { return nil }
      return color.hexFallback
    }
    #expect(hex("button-primary.background") == ThemeColor(red: 0xCC, green: 0, blue: 0x66))
    #expect(hex("button-primary.text") == ThemeColor(red: 255, green: 255, blue: 255))
    #expect(hex("button-primary.focus") == ThemeColor(red: 255, green: 0x33, blue: 0x99))
    #expect(hex("button-ghost.background") == ThemeColor(red: 0, green: 0x66, blue: 0xCC))
    #expect(hex("button-deep.text") == ThemeColor(red: 255, green: 0x33, blue: 0x99))
    #expect(hex("button-deep.background") == ThemeColor(red: 0xCC, green: 0, blue: 0x66))
    #expect(
      contents.value(for: "button-ghost.radius", style: .light)
        == .token(.dimension(ThemeDimension(4, .px))))
  }

  @Test("S7: a group's $root token takes the group's key beside its children")
  func s7RootTokens() throws {
    let document = #"""
      {
        "accent": {
          "$type": "color",
          "$root": { "$value": "#dd0000" },
          "light": { "$value": "#ff2222" }
        },
        "link": { "$value": "{accent.$root}" }
      }
      """#
    let contents = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    #expect(contents.value(for: "accent", style: .light) != nil)
    #expect(contents.value(for: "accent.light", style: .light) != nil)
    #expect(
      contents.value(for: "link", style: .light) == contents.value(for: "accent", style: .light))
  }

  @Test("S7: a type the library does not interpret is kept, with its metadata")
  func s7UnknownTypesAreKept() throws {
    let document = #"""
      {
        "motion": {
          "spring": {
            "$type": "spring",
            "$value": { "stiffness": 100, "damping": [10, null, true] },
            "$description": "Bouncy",
            "$deprecated": true,
            "$extensions": { "com.example.tool": { "id": 7 } }
          },
          "bounce": { "$value": "{motion.spring}" }
        }
      }
      """#
    let contents = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    let expected = ThemeTokenJSON.object([
      "stiffness": .number(100), "damping": .array([.number(10), .null, .bool(true)]),
    ])
    #expect(
      contents.value(for: "motion.spring", style: .light)
        == .token(.other(type: "spring", value: expected)))
    #expect(
      contents.value(for: "motion.bounce", style: .light)
        == .token(.other(type: "spring", value: expected)))
    let info = try #require(contents.tokenInfo["motion.spring"])
    #expect(info.type == "spring" && info.description == "Bouncy" && info.isDeprecated)
    #expect(info.extensions == .object(["com.example.tool": .object(["id": .number(7)])]))
    // theme-lint finds what the library did not interpret by scanning the values.
    let uninterpreted = contents.entries.filter { _, values in
      values.values.contains { if case .token(.other) = $0 { true } else { false } }
    }
    #expect(uninterpreted.keys.sorted() == ["motion.bounce", "motion.spring"])
  }

  @Test("S7: $deprecated is inherited from groups and may carry a reason")
  func s7DeprecationIsInherited() throws {
    let contents = try TokenFixtures.exportContents()
    #expect(contents.tokenInfo["color.text"]?.deprecationReason == "Use color.content")
    #expect(contents.tokenInfo["color.text"]?.isDeprecated == true)
    #expect(contents.tokenInfo["color.background"]?.isDeprecated == false)
    let document = #"""
      {"old": {"$deprecated": "Gone in 3.0", "$type": "number",
        "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}}}
      """#
    let grouped = try ThemePaletteContents(designTokens: Data(document.utf8), style: .light)
    #expect(grouped.tokenInfo["old.a"]?.deprecationReason == "Gone in 3.0")
    #expect(grouped.tokenInfo["old.b"]?.isDeprecated == false)
  }

  @Test("S7: a token that is a $ref into part of another token's value is an alias to that part")
  func s7WholeTokenPointerIntoAValue() throws {
    let contents = try ThemePaletteContents(
      designTokens: Data(
        #"""
        {"base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.25, 1]}},
         "red": {"$type": "number", "$ref": "#/base/$value/components/0"},
         "alpha": {"$type": "number", "$ref": "#/base/$value/components/2"}}
        """#.utf8),
      style: .light)
    #expect(contents.value(for: "red", style: .light) == .number(0.5))
    #expect(contents.value(for: "alpha", style: .light) == .number(1))
    #expect(contents.loadNotes.isEmpty)
  }

  @Test("S7: tokens a group inherits through $extends keep their type beside its own $type")
  func s7ExtendedTokensKeepTheirType() throws {
    let contents = try ThemePaletteContents(
      designTokens: Data(
        ##"""
        {"colors": {"$type": "color", "red": {"$value": "#ff0000"},
                    "shades": {"dark": {"$value": "#800000"}}},
         "more": {"$extends": "{colors}", "$type": "dimension",
                  "gap": {"$value": {"value": 4, "unit": "px"}}}}
        """##.utf8),
      style: .light)
    #expect(contents.tokenInfo["more.red"]?.type == "color")
    #expect(contents.tokenInfo["more.shades.dark"]?.type == "color")
    #expect(contents.tokenInfo["more.gap"]?.type == "dimension")
  }
}
