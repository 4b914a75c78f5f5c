import Foundation
import Theming

/// Writes palette contents as one resolver document (Design Tokens Resolver Module 2025.10):
/// a modifier `theme` with one context per style, each holding that style's tokens inline, and
/// a `resolutionOrder` of that modifier, which reads back as equal contents; or one style as a
/// token document of its own.
enum DesignTokenWriter {
  static func data(_ contents: ThemePaletteContents, hexStringsAsColors: Bool)
    throws(ThemeSourceError) -> Data
  {
    let paths = try tokenPaths(contents)
    var contexts: [String: ThemeTokenJSON] = [:]
    for style in contents.styles {
      let tree = try tree(
        of: contents, style: style, paths: paths, hexStringsAsColors: hexStringsAsColors)
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
    return text(of: document)
  }

  /// One style of the contents as a token document of its own: that style's values, with the
  /// default style's standing in for the keys it lacks, as lookups give them.
  static func document(
    _ contents: ThemePaletteContents, style: ThemeStyle, hexStringsAsColors: Bool
  ) throws(ThemeSourceError) -> Data {
    var filled: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    for key in contents.entries.keys {
      if let value = contents.value(for: key, style: style) { filled[key] = [style: value] }
    }
    let one = ThemePaletteContents(
      checkedStyles: [style], entries: filled, tokenInfo: contents.tokenInfo)
    let tree = try tree(
      of: one, style: style, paths: try tokenPaths(one), hexStringsAsColors: hexStringsAsColors)
    return text(of: .object(tree))
  }

  private static func text(of document: ThemeTokenJSON) -> Data {
    var text = ""
    TokenJSONWriter.write(document, into: &text, indent: 0)
    return Data((text + "\n").utf8)
  }

  /// Each key's path in the token tree: its dotted names, and `$root` when it is also a group.
  private static func tokenPaths(_ contents: ThemePaletteContents) throws(ThemeSourceError)
    -> [(key: String, path: [String])]
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
      // A group for each name but the last: deeper than the reader's limit, the document
      // would not read back.
      guard segments.count <= PaletteParser.maximumDepth + 1 else {
        throw ThemeSourceError(
          source: "design tokens",
          place: "key \"\(key)\"",
          expected: "a key of at most \(PaletteParser.maximumDepth + 1) dot-separated names, as a "
            + "token document nests a group for each name but the last",
          found: "\(segments.count) names"
        )
      }
      segmentsByKey[key] = segments
      for length in 1..<segments.count { groupPrefixes.insert(Array(segments.prefix(length))) }
    }
    return keys.compactMap { key in
      guard let segments = segmentsByKey[key] else { return nil }
      return (key, groupPrefixes.contains(segments) ? segments + ["$root"] : segments)
    }
  }

  /// The token tree of `style`'s own values.
  private static func tree(
    of contents: ThemePaletteContents,
    style: ThemeStyle,
    paths: [(key: String, path: [String])],
    hexStringsAsColors: Bool
  ) throws(ThemeSourceError) -> [String: ThemeTokenJSON] {
    var tree: [String: ThemeTokenJSON] = [:]
    for (key, path) in paths {
      guard let value = contents.entries[key]?[style] else { continue }
      let token = try token(
        value, info: contents.tokenInfo[key], key: key, hexStringsAsColors: hexStringsAsColors)
      insert(token, at: path[...], into: &tree)
    }
    return tree
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
    // Text written `{group.token}` is an alias in a token document, which has no way to say
    // it is text: it would read back as a reference.
    if case .string(let text) = written, TokenReference.curlyPath(text) != nil {
      throw ThemeSourceError(
        source: "design tokens",
        place: "key \"\(key)\"",
        expected: "text that does not read as a reference, which a token document cannot hold "
          + "as text",
        found: "\"\(text)\""
      )
    }
    let json = TokenValueEncoder.json(of: written)
    guard WrittenFormatLimits.isFinite(written) else {
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
