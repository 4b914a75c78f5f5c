import Foundation
import Theming

/// Writes palette contents as one resolver document (Design Tokens Resolver Module 2025.10):
/// a modifier `theme` with one context per style, each holding that style's tokens inline, and
/// a `resolutionOrder` of that modifier. Reading it back gives equal contents.
enum DesignTokenWriter {
  static func data(_ contents: ThemePaletteContents, hexStringsAsColors: Bool)
    throws(ThemeSourceError) -> Data
  {
    let keys = contents.entries.keys.sorted()
    var segmentsByKey: [String: [String]] = [:]
    var groupPrefixes: Set<[String]> = []
    for key in keys {
      let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      for segment in segments {
        if segment.isEmpty || segment.hasPrefix("$")
          || segment.contains(where: { "{}".contains($0) })
        {
          throw ThemeSourceError(
            source: "design tokens",
            place: "key \"\(key)\"",
            expected: "a key whose dot-separated names are not empty, do not start with \"$\" "
              + "and do not contain \"{\" or \"}\"",
            found: "the name \"\(segment)\""
          )
        }
      }
      segmentsByKey[key] = segments
      for length in 1..<segments.count { groupPrefixes.insert(Array(segments.prefix(length))) }
    }
    var contexts: [String: ThemeTokenJSON] = [:]
    for style in contents.styles {
      var tree: [String: ThemeTokenJSON] = [:]
      for key in keys {
        guard let value = contents.entries[key]?[style], let segments = segmentsByKey[key] else {
          continue
        }
        let token = try token(
          value, info: contents.tokenInfo[key], key: key, hexStringsAsColors: hexStringsAsColors)
        let path = groupPrefixes.contains(segments) ? segments + ["$root"] : segments
        insert(token, at: path[...], into: &tree)
      }
      contexts[style.rawValue] = .array([.object(tree)])
    }
    let document: ThemeTokenJSON = .object([
      "$schema": .string("https://www.designtokens.org/schemas/2025.10/resolver.json"),
      "version": .string("2025.10"),
      "modifiers": .object([
        "theme": .object([
          "contexts": .object(contexts),
          "default": .string(contents.defaultStyle.rawValue),
          "$extensions": .object([
            TokenResolverDocument.styleOrderExtension: .array(
              contents.styles.map { .string($0.rawValue) })
          ]),
        ])
      ]),
      "resolutionOrder": .array([.object(["$ref": .string("#/modifiers/theme")])]),
    ])
    var text = ""
    TokenJSONWriter.write(document, into: &text, indent: 0)
    return Data((text + "\n").utf8)
  }

  private static func token(
    _ value: ThemePaletteValue,
    info: ThemeTokenInfo?,
    key: String,
    hexStringsAsColors: Bool
  ) throws(ThemeSourceError) -> ThemeTokenJSON {
    var written = value
    if hexStringsAsColors, case .string(let text) = value, let hex = try? ThemeColor(hex: text) {
      written = .color(
        ThemeWideColor(
          .srgb,
          Double(hex.red) / 255,
          Double(hex.green) / 255,
          Double(hex.blue) / 255,
          alpha: Double(hex.alpha) / 255,
          hexFallback: ThemeColor(red: hex.red, green: hex.green, blue: hex.blue)
        ))
    }
    let json = TokenValueEncoder.json(of: written)
    guard TokenValueEncoder.isFinite(json) else {
      throw ThemeSourceError(
        source: "design tokens",
        place: "key \"\(key)\"",
        expected: "finite numbers, which JSON can write",
        found: "a number that is not finite"
      )
    }
    var members: [String: ThemeTokenJSON] = [
      "$type": .string(TokenType.name(of: written)),
      "$value": json,
    ]
    if let info {
      if let description = info.description { members["$description"] = .string(description) }
      if let reason = info.deprecationReason {
        members["$deprecated"] = .string(reason)
      } else if info.isDeprecated {
        members["$deprecated"] = .bool(true)
      }
      if let extensions = info.extensions { members["$extensions"] = extensions }
    }
    return .object(members)
  }

  private static func insert(
    _ token: ThemeTokenJSON,
    at path: ArraySlice<String>,
    into group: inout [String: ThemeTokenJSON]
  ) {
    guard let name = path.first else { return }
    if path.count == 1 {
      group[name] = token
      return
    }
    var nested = group[name]?.objectMembers ?? [:]
    group[name] = .null
    insert(token, at: path.dropFirst(), into: &nested)
    group[name] = .object(nested)
  }
}
