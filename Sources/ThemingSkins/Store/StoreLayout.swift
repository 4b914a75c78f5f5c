import Foundation

/// The store's folder on disk, and the only code that writes it.
///
/// ```text
/// <folder>/skins/<id>/current          the installed version's number: the commit point
/// <folder>/skins/<id>/<version>/       skin.json, skin.json.sig and the pack's files
/// <folder>/staging/<random>/           an install under way
/// ```
///
/// An install fills a staging folder, renames it to its version's folder, then replaces the
/// `current` file in one rename. A process stopped at any step leaves either the old `current`
/// or the new one; opening the store removes what no `current` names and every staging folder.
/// The store removes each folder it empties, so that removing every skin leaves the folder as
/// it was before the first install. Only paths relative to the folder are kept anywhere.
struct StoreLayout: Sendable {
  let folder: URL

  private var fileManager: FileManager { .default }

  private func url(_ relative: String) -> URL {
    folder.appendingPathComponent(relative)
  }

  // MARK: - Installed skins

  /// The installed skins' manifests and folders, after removing whatever an interrupted install
  /// or removal left; and the skins whose manifest this library cannot read (written by a newer
  /// version of it, or damaged), which are kept on disk untouched.
  func openInstalled() -> (
    found: [(manifest: ThemeSkinManifest, folder: String)], unreadable: [ThemeSkinError]
  ) {
    removeTree("staging")
    var found: [(ThemeSkinManifest, String)] = []
    var unreadable: [ThemeSkinError] = []
    for id in contents(of: "skins") {
      let skinFolder = "skins/\(id)"
      guard
        let current = (try? String(contentsOf: url("\(skinFolder)/current"), encoding: .utf8))
          .map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) })
      else {
        // No `current`: an install that never finished.
        removeTree(skinFolder)
        continue
      }
      for entry in contents(of: skinFolder) where entry != "current" && entry != current {
        removeTree("\(skinFolder)/\(entry)")
      }
      do throws(ThemeSkinError) {
        let data: Data
        do {
          data = try Data(contentsOf: url("\(skinFolder)/\(current)/skin.json"))
        } catch {
          throw ThemeSkinError(
            .missingFile, skin: id, file: "skin.json", expected: "the installed manifest",
            found: "none")
        }
        let manifest = try ThemeSkinManifest(data: data, source: id)
        guard manifest.id == id else {
          throw ThemeSkinError(
            .manifest, skin: id, file: "skin.json, id", expected: "\"\(id)\"",
            found: "\"\(manifest.id)\"")
        }
        found.append((manifest, "\(skinFolder)/\(current)"))
      } catch {
        unreadable.append(error)
      }
    }
    removeIfEmpty("skins")
    return (found, unreadable)
  }

  /// Makes the version in `staging` the installed one: renames it into place, then replaces the
  /// `current` file, then removes the version it replaced. Returns the version's folder.
  func commit(staging: String, manifest: ThemeSkinManifest) throws(ThemeSkinError) -> String {
    let skinFolder = "skins/\(manifest.id)"
    let versionFolder = "\(skinFolder)/\(manifest.version)"
    do {
      try fileManager.createDirectory(at: url(skinFolder), withIntermediateDirectories: true)
      removeTree(versionFolder)
      try fileManager.moveItem(at: url(staging), to: url(versionFolder))
      // Written to a file beside it and renamed over it: the commit point.
      try Data(manifest.version.description.utf8).write(
        to: url("\(skinFolder)/current"), options: .atomic)
    } catch {
      removeStagingFolder(staging)
      throw ThemeSkinError(
        .storage, skin: manifest.id, expected: "a writable store folder",
        found: error.localizedDescription)
    }
    for entry in contents(of: skinFolder)
    where entry != "current" && entry != manifest.version.description {
      removeTree("\(skinFolder)/\(entry)")
    }
    removeIfEmpty("staging")
    return versionFolder
  }

  /// Removes the skin `id` and every version of it.
  func remove(_ id: String) throws(ThemeSkinError) {
    let skinFolder = "skins/\(id)"
    do {
      // The `current` file first, so that a process stopped half way leaves no skin.
      try fileManager.removeItem(at: url("\(skinFolder)/current"))
    } catch {
      throw ThemeSkinError(
        .storage, skin: id, expected: "a writable store folder",
        found: error.localizedDescription)
    }
    removeTree(skinFolder)
    removeIfEmpty("skins")
  }

  // MARK: - Staging

  /// A new, empty staging folder for an install of `skin`.
  func makeStagingFolder(skin: String) throws(ThemeSkinError) -> String {
    let relative = "staging/\(UUID().uuidString)"
    do {
      try fileManager.createDirectory(at: url(relative), withIntermediateDirectories: true)
    } catch {
      throw ThemeSkinError(
        .storage, skin: skin, expected: "a writable store folder",
        found: error.localizedDescription)
    }
    return relative
  }

  /// Writes `data` as `path` inside the staging folder `staging`.
  func write(_ data: Data, to path: String, in staging: String, skin: String)
    throws(ThemeSkinError)
  {
    let target = url("\(staging)/\(path)")
    do {
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target)
    } catch {
      throw ThemeSkinError(
        .storage, skin: skin, file: path, expected: "a writable store folder",
        found: error.localizedDescription)
    }
  }

  /// Removes a staging folder, and the staging area when it is left empty.
  func removeStagingFolder(_ staging: String) {
    removeTree(staging)
    removeIfEmpty("staging")
  }

  // MARK: - Helpers

  private func contents(of relative: String) -> [String] {
    ((try? fileManager.contentsOfDirectory(atPath: url(relative).path)) ?? []).sorted()
  }

  private func removeTree(_ relative: String) {
    let target = url(relative)
    if (try? fileManager.attributesOfItem(atPath: target.path)) != nil {
      try? fileManager.removeItem(at: target)
    }
  }

  private func removeIfEmpty(_ relative: String) {
    let target = url(relative)
    if let entries = try? fileManager.contentsOfDirectory(atPath: target.path), entries.isEmpty {
      try? fileManager.removeItem(at: target)
    }
  }
}
