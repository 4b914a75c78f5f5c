import Foundation
import Theming
import ThemingPalettes

/// A skin as the store holds it: its manifest, its folder relative to the store's, its palette
/// and an index of the files its keys name. Loaded off the main actor, once per version.
struct InstalledSkin: Sendable {
  let manifest: ThemeSkinManifest
  /// The folder of this version, relative to the store's folder.
  let relativeFolder: String
  /// The skin's own values, under its style.
  let contents: ThemePaletteContents
  /// What loading the palette noted.
  let notes: [ThemeLoadNote]
  /// The files its keys name.
  let resources: ResourceIndex

  /// Reads the pack in `folder` (the store's `relativeFolder` inside `storeFolder`), whose
  /// manifest was checked: its palettes, and the index of its files.
  static func load(
    manifest: ThemeSkinManifest, storeFolder: URL, relativeFolder: String
  ) throws(ThemeSkinError) -> InstalledSkin {
    let folder = storeFolder.appendingPathComponent(relativeFolder, isDirectory: true)
    var notes: [ThemeLoadNote] = []
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    for path in manifest.palettes {
      let loaded = try palette(at: path, in: folder, manifest: manifest)
      notes += loaded.loadNotes
      for (key, values) in loaded.entries {
        if let value = values[manifest.style] { entries[key] = [manifest.style: value] }
      }
    }
    let contents: ThemePaletteContents
    do {
      contents = try ThemePaletteContents(
        styles: [manifest.style], entries: entries, source: manifest.id)
    } catch {
      throw ThemeSkinError(
        .palette, skin: manifest.id, expected: error.expected, found: error.found)
    }
    return InstalledSkin(
      manifest: manifest, relativeFolder: relativeFolder, contents: contents, notes: notes,
      resources: ResourceIndex(paths: manifest.files.map(\.path)))
  }

  /// One palette file of the pack, read by its name: design tokens, else a theme file.
  private static func palette(
    at path: String, in folder: URL, manifest: ThemeSkinManifest
  ) throws(ThemeSkinError) -> ThemePaletteContents {
    let url = folder.appendingPathComponent(path)
    let source = "\(manifest.id)/\(path)"
    do {
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw ThemeSkinError(
          .missingFile, skin: manifest.id, file: path, expected: "a readable palette file",
          found: "none")
      }
      let lowercased = path.lowercased()
      if lowercased.hasSuffix(".tokens.json") || lowercased.hasSuffix(".tokens") {
        return try ThemePaletteContents(designTokens: data, style: manifest.style, source: source)
      }
      return try ThemePaletteContents(
        themeFileData: [(style: manifest.style, data: data, source: source)])
    } catch let error as ThemeSkinError {
      throw error
    } catch let error as ThemeSourceError {
      throw ThemeSkinError(
        .palette, skin: manifest.id, file: path, expected: "\(error.expected) at \(error.place)",
        found: error.found)
    } catch {
      throw ThemeSkinError(
        .palette, skin: manifest.id, file: path, expected: "a palette",
        found: String(describing: error))
    }
  }

  /// The same skin, moved to `folder` (relative to the store's).
  func moved(to folder: String) -> InstalledSkin {
    InstalledSkin(
      manifest: manifest, relativeFolder: folder, contents: contents, notes: notes,
      resources: resources)
  }

  /// The public description.
  var skin: ThemeSkin {
    ThemeSkin(manifest: manifest, relativeFolder: relativeFolder)
  }
}
