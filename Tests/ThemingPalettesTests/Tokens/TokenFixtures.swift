import Foundation
import Theming
import ThemingPalettes

/// Design-token documents shaped like real exports: a Tokens-Studio-style set of files (core
/// primitives that light, dark and festival alias) and a resolver document over them.
enum TokenFixtures {
  static let core = #"""
    {
      "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
      "palette": {
        "$type": "color",
        "blue": {
          "500": {
            "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc" },
            "$description": "Brand blue"
          }
        },
        "gray": {
          "0": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
          "900": { "$value": { "colorSpace": "srgb", "components": [0.07, 0.07, 0.08] } }
        },
        "p3red": {
          "$value": { "colorSpace": "display-p3", "components": [1, 0.2, 0.1], "alpha": 0.9 }
        },
        "legacy": { "$value": "#ff000080" }
      },
      "size": {
        "$type": "dimension",
        "base": { "$value": { "value": 16, "unit": "px" } },
        "md": { "$value": "{size.base}" },
        "lg": { "$value": { "value": 1.5, "unit": "rem" } },
        "hairline": { "$value": "1px" }
      },
      "font": {
        "family": {
          "sans": { "$type": "fontFamily", "$value": ["Inter", "Helvetica", "sans-serif"] },
          "mono": { "$type": "fontFamily", "$value": "Menlo" }
        },
        "weight": {
          "$type": "fontWeight",
          "regular": { "$value": "regular" },
          "bold": { "$value": 700 },
          "heavy": { "$value": "extra-black" }
        }
      },
      "motion": {
        "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } },
        "slow": { "$type": "duration", "$value": "0.5s" },
        "ease": { "$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1] }
      },
      "opacity": { "disabled": { "$type": "number", "$value": 0.38 } }
    }
    """#

  static let light = #"""
    {
      "color": {
        "$type": "color",
        "background": { "$value": "{palette.gray.0}" },
        "text": { "$value": "{palette.gray.900}", "$deprecated": "Use color.content" },
        "accent": { "$value": "{palette.blue.500}" }
      },
      "text": {
        "body": {
          "$type": "typography",
          "$value": {
            "fontFamily": "{font.family.sans}",
            "fontSize": "{size.md}",
            "fontWeight": "{font.weight.regular}",
            "letterSpacing": { "value": 0, "unit": "px" },
            "lineHeight": 1.5
          }
        }
      },
      "elevation": {
        "card": {
          "$type": "shadow",
          "$value": {
            "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 },
            "offsetX": { "value": 0, "unit": "px" },
            "offsetY": { "value": 2, "unit": "px" },
            "blur": { "value": 8, "unit": "px" },
            "spread": { "value": 0, "unit": "px" }
          }
        }
      },
      "label": { "$type": "string", "$value": "Day" }
    }
    """#

  static let dark = #"""
    {
      "color": {
        "$type": "color",
        "background": { "$value": "{palette.gray.900}" },
        "text": { "$value": "{palette.gray.0}" },
        "accent": { "$value": { "$ref": "#/palette/blue/500/$value" } }
      },
      "text": {
        "body": {
          "$type": "typography",
          "$value": {
            "fontFamily": "{font.family.sans}",
            "fontSize": "{size.md}",
            "fontWeight": "{font.weight.bold}"
          }
        }
      },
      "label": { "$type": "string", "$value": "Night" }
    }
    """#

  static let festival = #"""
    {
      "color": {
        "$type": "color",
        "background": { "$value": "{palette.p3red}" },
        "accent": { "$value": "#ffd700" }
      },
      "label": { "$type": "string", "$value": "Party" }
    }
    """#

  /// A resolver document whose theme modifier reads the same files, with an inline set and a
  /// second modifier that takes its default.
  static let resolver = #"""
    {
      "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
      "name": "Example",
      "version": "2025.10",
      "sets": {
        "core": { "sources": [{ "$ref": "tokens/core.tokens.json" }] },
        "spacing": {
          "sources": [
            { "spacing": { "$type": "dimension", "gap": { "$value": "{size.base}" } } }
          ]
        }
      },
      "modifiers": {
        "theme": {
          "contexts": {
            "light": [{ "$ref": "tokens/light.tokens.json" }],
            "dark": [{ "$ref": "tokens/dark.tokens.json" }],
            "festival": [
              { "$ref": "tokens/light.tokens.json" },
              { "$ref": "tokens/festival.tokens.json" }
            ]
          },
          "default": "light"
        },
        "density": {
          "contexts": {
            "regular": [],
            "compact": [{ "spacing": { "gap": { "$value": { "value": 8, "unit": "px" } } } }]
          },
          "default": "regular"
        }
      },
      "resolutionOrder": [
        { "$ref": "#/sets/core" },
        { "$ref": "#/sets/spacing" },
        { "$ref": "#/modifiers/theme" },
        { "$ref": "#/modifiers/density" }
      ]
    }
    """#

  static var resolverDocuments: [String: Data] {
    [
      "tokens/core.tokens.json": Data(core.utf8),
      "tokens/light.tokens.json": Data(light.utf8),
      "tokens/dark.tokens.json": Data(dark.utf8),
      "tokens/festival.tokens.json": Data(festival.utf8),
    ]
  }

  static func file(_ text: String, _ name: String) -> ThemeTokenFile {
    ThemeTokenFile(data: Data(text.utf8), source: name)
  }

  /// The multi-file export: light, dark and festival over core.
  static func exportContents() throws -> ThemePaletteContents {
    try ThemePaletteContents(
      designTokenStyles: [
        (.light, file(light, "light.tokens.json")),
        (.dark, file(dark, "dark.tokens.json")),
        ("festival", file(festival, "festival.tokens.json")),
      ],
      base: [file(core, "core.tokens.json")]
    )
  }

  /// The error reading `text` as a one-style document named `tokens.json`, if any.
  static func error(_ text: String) -> ThemeSourceError? {
    do {
      _ = try ThemePaletteContents(
        designTokens: Data(text.utf8), style: .light, source: "tokens.json")
      return nil
    } catch {
      return error
    }
  }

  /// The value of `key` in a one-style document.
  static func value(_ key: String, in text: String) throws -> ThemePaletteValue? {
    try ThemePaletteContents(designTokens: Data(text.utf8), style: .light).value(
      for: key, style: .light)
  }
}
