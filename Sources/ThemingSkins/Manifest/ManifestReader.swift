import Foundation
import Theming
import ThemingPalettes

/// Reads `skin.json`, collecting every problem before it throws.
enum ManifestReader {
  /// The largest manifest read: enough for thousands of files.
  static let maximumBytes = 1024 * 1024

  static func read(_ data: Data, source: String) throws(ThemeSkinError) -> ThemeSkinManifest {
    guard data.count <= maximumBytes else {
      throw ThemeSkinError(
        .tooLarge, skin: source, file: "skin.json",
        expected: "a manifest of at most \(maximumBytes) bytes", found: "\(data.count) bytes")
    }
    let json: ThemeTokenJSON
    do {
      json = try ThemeTokenJSON.read(data, source: "skin.json")
    } catch {
      throw ThemeSkinError(
        .manifest, skin: source, file: "skin.json",
        expected: "\(error.expected) at \(error.place)", found: error.found)
    }
    guard case .object(let members) = json else {
      throw ThemeSkinError(
        .manifest, skin: source, file: "skin.json", expected: "a JSON object",
        found: json.kindName)
    }
    var reader = Members(members: members, skin: source)
    return try reader.manifest()
  }

  /// The members of the manifest's object, read one by one, each problem noted.
  private struct Members {
    let members: [String: ThemeTokenJSON]
    var skin: String
    var findings: [ThemeSkinError] = []

    mutating func manifest() throws(ThemeSkinError) -> ThemeSkinManifest {
      let id = string("id") ?? ""
      if !id.isEmpty {
        if ThemeSkinManifest.isValidID(id) {
          skin = id
        } else {
          note(
            .manifest, "id",
            expected: "1–64 of a–z, 0–9, -, _ and ., starting with a letter or digit",
            found: "\"\(id)\"")
        }
      }
      let formatVersion = integer("formatVersion") ?? ThemeSkinManifest.currentFormatVersion
      if formatVersion > ThemeSkinManifest.currentFormatVersion || formatVersion < 1 {
        note(
          .manifest, "formatVersion",
          expected: "a format this library reads (1 to \(ThemeSkinManifest.currentFormatVersion))",
          found: "\(formatVersion)")
      }
      let versionText = string("version") ?? ""
      let version = ThemeSkinVersion(versionText)
      if version == nil && members["version"] != nil {
        note(
          .manifest, "version", expected: "one to four numbers separated by dots, such as 1.0.0",
          found: "\"\(versionText)\"")
      }
      let displayName = string("displayName") ?? ""
      let appearanceText = string("appearance") ?? ""
      let appearance: ThemeSystemAppearance? =
        switch appearanceText {
        case "light": .light
        case "dark": .dark
        default: nil
        }
      if appearance == nil && members["appearance"] != nil {
        note(
          .manifest, "appearance", expected: "\"light\" or \"dark\"", found: "\"\(appearanceText)\""
        )
      }
      let parent = optionalString("parent")
      if let parent, !ThemeSkinManifest.isValidID(parent) || parent == id {
        note(.manifest, "parent", expected: "the id of another skin", found: "\"\(parent)\"")
      }
      let files = fileEntries()
      let palettes = paletteList(listed: Set(files.map(\.path)))
      for name in members.keys.sorted() where !Self.known.contains(name) {
        note(.manifest, name, expected: "only the members of format 1", found: "`\(name)`")
      }
      if let error = ThemeSkinError.combining(findings) { throw error }
      guard let version, let appearance else {
        // Each missing member was noted above; reaching here means none was.
        throw ThemeSkinError(
          .manifest, skin: skin, file: "skin.json", expected: "a version and an appearance",
          found: "neither")
      }
      return ThemeSkinManifest(
        id: id, version: version, displayName: displayName, appearance: appearance,
        parent: parent, palettes: palettes, files: files, formatVersion: formatVersion)
    }

    static let known: Set<String> = [
      "formatVersion", "id", "version", "displayName", "appearance", "parent", "palettes",
      "files", "$schema",
    ]

    private mutating func fileEntries() -> [ThemeSkinFile] {
      guard case .array(let items)? = require("files") else {
        if let value = members["files"] {
          note(.manifest, "files", expected: "an array of files", found: value.kindName)
        }
        return []
      }
      var files: [ThemeSkinFile] = []
      var seen: [String: String] = [:]
      for (index, item) in items.enumerated() {
        let place = "files[\(index)]"
        guard case .object(let entry) = item,
          case .string(let path)? = entry["path"],
          case .number(let size)? = entry["size"],
          case .string(let digest)? = entry["sha256"]
        else {
          note(
            .manifest, place,
            expected: "an object with a string `path`, a number `size` and a string `sha256`",
            found: item.kindName)
          continue
        }
        if let problem = PackPath.problem(with: path) {
          note(.unsafePath, path, expected: "a path inside the pack", found: problem)
          continue
        }
        if path == "skin.json" || path == "skin.json.sig" {
          note(
            .manifest, path, expected: "a file other than the manifest and its signature",
            found: "`\(path)` listed")
          continue
        }
        guard size >= 0, size == size.rounded(), size < 1e15 else {
          note(.manifest, path, expected: "a size in whole bytes", found: "\(size)")
          continue
        }
        guard digest.utf8.count == 64,
          digest.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) })
        else {
          note(
            .manifest, path, expected: "a SHA-256 of 64 lowercase hexadecimal digits",
            found: "\"\(digest)\"")
          continue
        }
        let key = PackPath.collisionKey(path)
        if let other = seen[key] {
          note(
            .caseCollision, path,
            expected: "a name no other file of the pack has, whatever the case",
            found: other == path ? "the same path listed twice" : "`\(other)` too")
          continue
        }
        seen[key] = path
        files.append(ThemeSkinFile(path: path, size: Int(size), sha256: digest))
      }
      return files
    }

    private mutating func paletteList(listed: Set<String>) -> [String] {
      guard let value = members["palettes"] else { return [] }
      guard case .array(let items) = value else {
        note(.manifest, "palettes", expected: "an array of file paths", found: value.kindName)
        return []
      }
      var palettes: [String] = []
      for item in items {
        guard case .string(let path) = item, listed.contains(path) else {
          note(
            .manifest, "palettes", expected: "paths of files listed in `files`",
            found: item.kindName)
          continue
        }
        palettes.append(path)
      }
      return palettes
    }

    private mutating func require(_ name: String) -> ThemeTokenJSON? {
      guard let value = members[name] else {
        note(.manifest, name, expected: "the member `\(name)`", found: "none")
        return nil
      }
      return value
    }

    private mutating func string(_ name: String) -> String? {
      guard let value = require(name) else { return nil }
      guard case .string(let text) = value else {
        note(.manifest, name, expected: "a string", found: value.kindName)
        return nil
      }
      return text
    }

    private mutating func optionalString(_ name: String) -> String? {
      guard let value = members[name] else { return nil }
      guard case .string(let text) = value else {
        note(.manifest, name, expected: "a string", found: value.kindName)
        return nil
      }
      return text
    }

    private mutating func integer(_ name: String) -> Int? {
      guard let value = require(name) else { return nil }
      guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e9
      else {
        note(.manifest, name, expected: "a whole number", found: value.kindName)
        return nil
      }
      return Int(number)
    }

    private mutating func note(
      _ reason: ThemeSkinError.Reason, _ place: String, expected: String, found: String
    ) {
      let file = reason == .manifest ? "skin.json, \(place)" : place
      findings.append(
        ThemeSkinError(reason, skin: skin, file: file, expected: expected, found: found))
    }
  }
}

extension ThemeTokenJSON {
  /// What kind of JSON value this is, for errors.
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number(let number): "the number \(number)"
    case .string(let text): "the string \"\(text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}
