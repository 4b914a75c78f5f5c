import Foundation
import Theming
import ThemingPalettes

/// A JSON palette made up for the loading figures: one object per style, each holding the same
/// keys with a `#RRGGBB` color each in nested groups (`"group3": { "key7": "#1A2B3C" }`, the key
/// `group3.key7`), laid out one member a line as a hand-written file would be; or the same keys
/// as a design-token resolver document.
struct PaletteJSON {
  /// How the document is read.
  enum Format: String {
    /// The JSON palette form, read by `ThemePalette(json:)`.
    case palette
    /// A design-token resolver document with one inline context per style, read by
    /// `ThemePaletteContents(tokenResolver:documents:)`.
    case tokenResolver
  }

  /// The document's UTF-8 bytes.
  let data: Data
  /// How it is read.
  let format: Format
  /// The styles, one top-level member each.
  let styles: [ThemeStyle]
  /// The number of distinct keys, each with a value in every style.
  let keys: Int
  /// The last key of the last style, and the value it must load as.
  let probeKey: String
  let probeValue: ThemePaletteValue

  /// What the document is, for the report.
  var title: String {
    switch format {
    case .palette: "JSON palette"
    case .tokenResolver: "design-token resolver document"
    }
  }

  /// Groups of `keysPerGroup` keys, as many as make the document at least `bytes` long.
  static func grouped(styles: [ThemeStyle], keysPerGroup: Int, atLeastBytes bytes: Int)
    -> PaletteJSON
  {
    atLeast(bytes) { grouped(styles: styles, groups: $0, keysPerGroup: keysPerGroup) }
  }

  /// The document `make` makes of as many groups as bring it to at least `bytes`: later groups
  /// have longer names than the first, so a count from the first group's size is enough.
  private static func atLeast(_ bytes: Int, make: (_ groups: Int) -> PaletteJSON) -> PaletteJSON {
    let firstGroup = make(1).data.count
    return make(max(1, (bytes + firstGroup - 1) / firstGroup))
  }

  /// `groups` nested objects of `keysPerGroup` keys in each style's object.
  private static func grouped(styles: [ThemeStyle], groups: Int, keysPerGroup: Int)
    -> PaletteJSON
  {
    var text = "{\n"
    var probe = (key: "", value: "")
    for (styleIndex, style) in styles.enumerated() {
      text += "  \"\(style.rawValue)\": {\n"
      for group in 0..<groups {
        text += "    \"group\(group)\": {\n"
        for key in 0..<keysPerGroup {
          let index = group * keysPerGroup + key
          let value = color(index, style: styleIndex)
          let comma = key == keysPerGroup - 1 ? "" : ","
          text += "      \"key\(index)\": \"\(value)\"\(comma)\n"
          probe = ("group\(group).key\(index)", value)
        }
        text += "    }\(group == groups - 1 ? "" : ",")\n"
      }
      text += "  }\(styleIndex == styles.count - 1 ? "" : ",")\n"
    }
    text += "}\n"
    return PaletteJSON(
      data: Data(text.utf8),
      format: .palette,
      styles: styles,
      keys: groups * keysPerGroup,
      probeKey: probe.key,
      probeValue: .string(probe.value)
    )
  }

  /// A design-token resolver document of groups of `keysPerGroup` color tokens per style, as
  /// many groups as make it at least `bytes` long: a modifier `theme` with one inline context
  /// per style, each group typed `color`, each token an sRGB color object with its hex
  /// fallback, and every tenth token an alias to the one before it.
  static func tokens(styles: [ThemeStyle], keysPerGroup: Int, atLeastBytes bytes: Int)
    -> PaletteJSON
  {
    atLeast(bytes) { tokens(styles: styles, groups: $0, keysPerGroup: keysPerGroup) }
  }

  private static func tokens(styles: [ThemeStyle], groups: Int, keysPerGroup: Int)
    -> PaletteJSON
  {
    var text = "{\n  \"version\": \"2025.10\",\n  \"modifiers\": {\n    \"theme\": {\n"
    text += "      \"default\": \"\(styles.first?.rawValue ?? "light")\",\n"
    text += "      \"contexts\": {\n"
    var probe: (key: String, value: ThemePaletteValue) = ("", .number(0))
    for (styleIndex, style) in styles.enumerated() {
      text += "        \"\(style.rawValue)\": [{\n"
      for group in 0..<groups {
        text += "          \"group\(group)\": {\n            \"$type\": \"color\",\n"
        var previous: ThemePaletteValue = .number(0)
        for key in 0..<keysPerGroup {
          let index = group * keysPerGroup + key
          let comma = key == keysPerGroup - 1 ? "" : ","
          let value: ThemePaletteValue
          if key % 10 == 9 {
            let alias = "{group\(group).key\(index - 1)}"
            text += "            \"key\(index)\": { \"$value\": \"\(alias)\" }\(comma)\n"
            value = previous
          } else {
            let hex = color(index, style: styleIndex)
            let rgb = Int(hex.dropFirst(), radix: 16) ?? 0
            let bytes = [(rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF]
            let components = bytes.map { "\(Double($0) / 255)" }.joined(separator: ", ")
            text +=
              "            \"key\(index)\": { \"$value\": { \"colorSpace\": \"srgb\", "
              + "\"components\": [\(components)], \"hex\": \"\(hex.lowercased())\" } }\(comma)\n"
            value = .color(
              ThemeWideColor(
                .srgb,
                Double(bytes[0]) / 255,
                Double(bytes[1]) / 255,
                Double(bytes[2]) / 255,
                hexFallback: ThemeColor(
                  red: UInt8(bytes[0]), green: UInt8(bytes[1]), blue: UInt8(bytes[2]))
              ))
          }
          previous = value
          probe = ("group\(group).key\(index)", value)
        }
        text += "          }\(group == groups - 1 ? "" : ",")\n"
      }
      text += "        }]\(styleIndex == styles.count - 1 ? "" : ",")\n"
    }
    text += "      }\n    }\n  },\n"
    text += "  \"resolutionOrder\": [{ \"$ref\": \"#/modifiers/theme\" }]\n}\n"
    return PaletteJSON(
      data: Data(text.utf8),
      format: .tokenResolver,
      styles: styles,
      keys: groups * keysPerGroup,
      probeKey: probe.key,
      probeValue: probe.value
    )
  }

  /// A color that differs from key to key and from style to style.
  private static func color(_ index: Int, style: Int) -> String {
    let rgb =
      (UInt32(truncatingIfNeeded: index) &* 2_654_435_761 &+ UInt32(style) &* 40_503)
      & 0xFF_FFFF
    let hex = String(rgb, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - hex.count) + hex
  }
}
