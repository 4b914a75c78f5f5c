import Foundation
import Theming

/// Puts a planned catalog on disk as a whole: written into a hidden sibling folder first, then
/// renamed into place, so that a failure leaves the old catalog, or nothing, and never part of
/// a new one. Only API that Apple's Foundation and Linux's share, and behave alike in, is used:
/// `FileManager`'s folder calls and renames, and `Data.write(to:)`.
enum AssetCatalogFileWriter {
  /// What the destination holds before writing.
  private enum Destination {
    case nothing
    case catalog
  }

  /// Writes `files` as the catalog folder `url`, replacing the catalog there, if any.
  ///
  /// - Throws: `ThemeSourceError` whose source is `url`'s path: for a name that does not end
  ///   in `.xcassets`, a missing parent folder, something at `url` other than an asset
  ///   catalog, or a file system error, which leaves what was there before.
  static func write(_ files: [AssetCatalogPlan.File], to url: URL) throws(ThemeSourceError) {
    let destination = try check(url)
    let fileManager = FileManager.default
    let parent = url.deletingLastPathComponent()
    let name = url.lastPathComponent
    let staging = parent.appendingPathComponent(".\(name).\(UUID().uuidString).new")
    do {
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
      // Each folder made once, parents first, rather than asking the file system for every
      // file's whole path again.
      var madeFolders: Set<[String]> = [[]]
      for file in files {
        let folder = file.path.dropLast()
        for end in folder.indices where madeFolders.insert(Array(folder[...end])).inserted {
          let made = folder[...end].reduce(staging) { $0.appendingPathComponent($1) }
          try fileManager.createDirectory(at: made, withIntermediateDirectories: false)
        }
        let target = file.path.reduce(staging) { $0.appendingPathComponent($1) }
        // Not `.atomic`: nothing reads the staging folder before it is complete and renamed.
        try Data(file.text.utf8).write(to: target)
      }
    } catch {
      try? fileManager.removeItem(at: staging)
      throw failure(url, place: "the catalog's files", error)
    }
    switch destination {
    case .nothing:
      do {
        try fileManager.moveItem(at: staging, to: url)
      } catch {
        try? fileManager.removeItem(at: staging)
        throw failure(url, place: "the catalog folder", error)
      }
    case .catalog:
      // Two renames in one folder: the old catalog aside, the new one in its place. Should
      // the second fail, the old one goes back.
      let old = parent.appendingPathComponent(".\(name).\(UUID().uuidString).old")
      do {
        try fileManager.moveItem(at: url, to: old)
      } catch {
        try? fileManager.removeItem(at: staging)
        throw failure(url, place: "the old catalog", error)
      }
      do {
        try fileManager.moveItem(at: staging, to: url)
      } catch {
        try? fileManager.moveItem(at: old, to: url)
        try? fileManager.removeItem(at: staging)
        throw failure(url, place: "the catalog folder", error)
      }
      // The new catalog is in place; an old one that cannot be removed is only a hidden
      // folder beside it, not a reason to report the write as failed.
      try? fileManager.removeItem(at: old)
    }
  }

  /// What is at `url`, when it may be written: nothing, or an asset catalog.
  private static func check(_ url: URL) throws(ThemeSourceError) -> Destination {
    let fileManager = FileManager.default
    guard url.isFileURL, url.pathExtension.lowercased() == "xcassets" else {
      throw ThemeSourceError(
        source: url.path,
        place: "the catalog's name",
        expected: "a folder name ending in .xcassets",
        found: ThemeColor.describe(url.lastPathComponent))
    }
    var isFolder: ObjCBool = false
    let parent = url.deletingLastPathComponent()
    let parentExists = fileManager.fileExists(atPath: parent.path, isDirectory: &isFolder)
    guard parentExists, isFolder.boolValue else {
      throw ThemeSourceError(
        source: url.path,
        place: "the folder it is in",
        expected: "an existing folder",
        found: parentExists ? "a file" : "nothing")
    }
    // A symbolic link, even one to nothing, is something there: renaming would replace the
    // link, not the catalog it leads to.
    guard let attributes = try? fileManager.attributesOfItem(atPath: url.path) else {
      return .nothing
    }
    let kind = attributes[.type] as? FileAttributeType
    let catalogFile = url.appendingPathComponent("Contents.json")
    var contentsIsFolder: ObjCBool = false
    guard kind == .typeDirectory,
      fileManager.fileExists(atPath: catalogFile.path, isDirectory: &contentsIsFolder),
      !contentsIsFolder.boolValue
    else {
      let found: String =
        switch kind {
        case .typeDirectory?: "a folder without a Contents.json"
        case .typeSymbolicLink?: "a symbolic link"
        default: "a file"
        }
      throw ThemeSourceError(
        source: url.path,
        place: "the catalog folder",
        expected: "nothing, or an asset catalog (a folder with a Contents.json) to replace",
        found: found)
    }
    if let other = firstAssetOtherThanColors(in: url) {
      throw ThemeSourceError(
        source: url.path,
        place: "the catalog folder",
        expected: "an asset catalog of color sets only, which a new one may replace whole",
        found: "\"\(other)\", which replacing it would delete: write the colors to a "
          + "catalog of their own")
    }
    return .catalog
  }

  /// The path, within the catalog, of the first asset that is not a color set (an image set,
  /// an app icon, a data set), or `nil` when it holds color sets and their folders only.
  /// Folders deeper than a catalog's readers go count as such an asset, as does one that
  /// cannot be listed.
  private static func firstAssetOtherThanColors(in folder: URL, path: [String] = [])
    -> String?
  {
    let manager = FileManager.default
    guard path.count < PaletteParser.maximumDepth,
      let entries = try? manager.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil)
    else { return path.isEmpty ? "its entries" : path.joined(separator: "/") }
    for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      let name = entry.lastPathComponent
      if name == "Contents.json" || name.hasPrefix(".") { continue }
      var isFolder: ObjCBool = false
      _ = manager.fileExists(atPath: entry.path, isDirectory: &isFolder)
      let kind = entry.pathExtension.lowercased()
      if isFolder.boolValue && kind == "colorset" { continue }
      guard isFolder.boolValue, kind.isEmpty else {
        return (path + [name]).joined(separator: "/")
      }
      if let other = firstAssetOtherThanColors(in: entry, path: path + [name]) { return other }
    }
    return nil
  }

  private static func failure(_ url: URL, place: String, _ error: any Error) -> ThemeSourceError {
    ThemeSourceError(
      source: url.path,
      place: place,
      expected: "a folder the catalog can be written to",
      found: String(describing: error))
  }
}
