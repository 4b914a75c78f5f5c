import Foundation
import Theming

/// Reads the color sets of an Xcode asset catalog folder into palette contents. Every path
/// ends in contents or a `ThemeSourceError` naming the file; none traps.
enum AssetCatalogReader {
  private static let colorSetExtension = ".colorset"

  /// One color set found in the catalog.
  private struct Found {
    let colorSet: ColorSet
    let path: String
  }

  /// The color sets found so far, by key, and the sets left out for giving no color.
  private struct Sets {
    var byKey: [String: Found] = [:]
    var leftOut: [ThemeLoadNote] = []
  }

  static func contents(at url: URL) throws(ThemeSourceError) -> ThemePaletteContents {
    guard isDirectory(url) else {
      throw ThemeSourceError(
        source: url.path,
        place: "the folder",
        expected: "an asset catalog folder (.xcassets)",
        found: FileManager.default.fileExists(atPath: url.path) ? "a file" : "nothing"
      )
    }
    var sets = Sets()
    try walk(url, prefix: "", depth: 1, into: &sets)
    let found = sets.byKey
    let highContrast = found.values.contains { $0.colorSet.hasHighContrast }
    let styles: [ThemeStyle] =
      [.light, .dark] + (highContrast ? [.lightHighContrast, .darkHighContrast] : [])
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    for (key, set) in found {
      var values: [ThemeStyle: ThemePaletteValue] = [:]
      for style in styles {
        values[style] = set.colorSet.value(for: style)
      }
      entries[key] = values
    }
    var contents = try ThemePaletteContents(styles: styles, entries: entries, source: url.path)
    contents.loadNotes = sets.leftOut.sorted { $0.key < $1.key }
    return contents
  }

  /// Collects the color sets under `folder` by key, in name order, each key prefixed with the
  /// names of the enclosing folders that provide a namespace.
  private static func walk(_ folder: URL, prefix: String, depth: Int, into sets: inout Sets)
    throws(ThemeSourceError)
  {
    guard depth <= PaletteParser.maximumDepth else {
      throw ThemeSourceError(
        source: folder.path,
        place: "the folder",
        expected: "folders nested at most \(PaletteParser.maximumDepth) deep",
        found: "deeper nesting"
      )
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      throw ThemeSourceError(
        source: folder.path,
        place: "the folder",
        expected: "a readable folder",
        found: String(describing: error)
      )
    }
    for name in names where !name.hasPrefix(".") {
      let child = folder.appendingPathComponent(name)
      guard isDirectory(child) else {
        // A file named like a color set is what an unpacked or damaged catalog leaves: it
        // gives no color, and is named rather than skipped unseen.
        if name.hasSuffix(colorSetExtension) {
          sets.leftOut.append(
            ThemeLoadNote(
              key: prefix + name.dropLast(colorSetExtension.count),
              issue: ThemeSourceError(
                source: child.path, place: "the color set", expected: "a folder",
                found: "a file")))
        }
        continue
      }
      guard name.hasSuffix(colorSetExtension) else {
        let namespace = try providesNamespace(child) ? "\(prefix)\(name)." : prefix
        try walk(child, prefix: namespace, depth: depth + 1, into: &sets)
        continue
      }
      let file = child.appendingPathComponent("Contents.json")
      let key = prefix + name.dropLast(colorSetExtension.count)
      if let other = sets.byKey[key] {
        throw ThemeSourceError(
          source: file.path,
          place: "the color set's name",
          expected: "a name no other color set in the catalog has",
          found: "\"\(key)\", also at \(other.path)"
        )
      }
      guard let colorSet = try ColorSetParser.colorSet(PaletteParser.read(file), source: file.path)
      else {
        // Xcode's empty set gives nothing to show; the rest of the catalog loads.
        sets.leftOut.append(
          ThemeLoadNote(
            key: key,
            issue: ThemeSourceError(
              source: file.path, place: "colors", expected: "a color in some entry",
              found: "a color set with no color")))
        continue
      }
      sets.byKey[key] = Found(colorSet: colorSet, path: file.path)
    }
  }

  /// Whether a folder's `Contents.json` says `"properties": {"provides-namespace": true}`.
  private static func providesNamespace(_ folder: URL) throws(ThemeSourceError) -> Bool {
    let file = folder.appendingPathComponent("Contents.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return false }
    let object = try JSONShape.parse(
      PaletteParser.read(file), source: file.path, document: "a folder's JSON object")
    guard let top = object as? [String: Any] else {
      throw ThemeSourceError(
        source: file.path,
        place: "the top level",
        expected: "an object",
        found: JSONShape.kind(of: object)
      )
    }
    guard let properties = top["properties"] else { return false }
    guard let fields = properties as? [String: Any] else {
      throw ThemeSourceError(
        source: file.path,
        place: "properties",
        expected: "an object",
        found: JSONShape.kind(of: properties)
      )
    }
    guard let flag = fields["provides-namespace"] else { return false }
    guard let number = flag as? NSNumber, JSONShape.isBoolean(number) else {
      throw ThemeSourceError(
        source: file.path,
        place: "properties.provides-namespace",
        expected: "true or false",
        found: JSONShape.describe(flag)
      )
    }
    return number.boolValue
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory)
      && directory.boolValue
  }
}
