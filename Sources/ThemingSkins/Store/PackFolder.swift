import Foundation

/// Reads files of a pack from a local folder without following a link out of it.
enum PackFolder {
  /// The bytes of `path` inside `folder`. Every folder on the way and the file itself must be
  /// what they seem, not symbolic links, and the file no larger than `maximumBytes`.
  static func read(_ path: String, in folder: URL, skin: String, maximumBytes: Int)
    throws(ThemeSkinError) -> Data
  {
    let manager = FileManager.default
    var current = folder
    let parts = path.split(separator: "/").map(String.init)
    for (index, part) in parts.enumerated() {
      current.appendPathComponent(part, isDirectory: index < parts.count - 1)
      let attributes: [FileAttributeKey: Any]
      do {
        // Reads the link itself, not what it points to.
        attributes = try manager.attributesOfItem(atPath: current.path)
      } catch {
        throw ThemeSkinError(
          .missingFile, skin: skin, file: path, expected: "the file in the pack's folder",
          found: "none")
      }
      let type = attributes[.type] as? FileAttributeType
      if type == .typeSymbolicLink {
        throw ThemeSkinError(
          .symbolicLink, skin: skin, file: path, expected: "a file inside the pack",
          found: "a symbolic link at `\(parts[0...index].joined(separator: "/"))`")
      }
      let isLast = index == parts.count - 1
      if isLast && type != .typeRegular || !isLast && type != .typeDirectory {
        throw ThemeSkinError(
          .missingFile, skin: skin, file: path,
          expected: isLast ? "a regular file" : "a folder", found: "\(type?.rawValue ?? "none")")
      }
      if isLast, let size = attributes[.size] as? NSNumber, size.intValue > maximumBytes {
        throw ThemeSkinError(
          .sizeMismatch, skin: skin, file: path, expected: "at most \(maximumBytes) bytes",
          found: "\(size.intValue) bytes")
      }
    }
    let data: Data
    do {
      data = try Data(contentsOf: current, options: .mappedIfSafe)
    } catch {
      throw ThemeSkinError(
        .missingFile, skin: skin, file: path, expected: "a readable file",
        found: error.localizedDescription)
    }
    guard data.count <= maximumBytes else {
      throw ThemeSkinError(
        .sizeMismatch, skin: skin, file: path, expected: "at most \(maximumBytes) bytes",
        found: "\(data.count) bytes")
    }
    return Data(data)
  }

  /// Every file in `folder` but the manifest and its signature, as sorted pack paths. A link,
  /// a path a pack may not hold, two names that differ only in case, or more than `limit`
  /// files is an error.
  static func listFiles(in folder: URL, skin: String, limit: Int) throws(ThemeSkinError)
    -> [String]
  {
    var found: [String] = []
    var pending = [""]
    var seen: [String: String] = [:]
    while let relative = pending.popLast() {
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: url.path)
      } catch {
        throw ThemeSkinError(
          .missingFile, skin: skin, file: relative.isEmpty ? nil : relative,
          expected: "a readable folder", found: error.localizedDescription)
      }
      for name in names.sorted() {
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        if path == "skin.json" || path == "skin.json.sig" || name == ".DS_Store" { continue }
        if let problem = PackPath.problem(with: path) {
          throw ThemeSkinError(
            .unsafePath, skin: skin, file: path, expected: "a name a pack may hold", found: problem)
        }
        let type =
          (try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path))?[
            .type] as? FileAttributeType
        switch type {
        case .typeSymbolicLink?:
          throw ThemeSkinError(
            .symbolicLink, skin: skin, file: path, expected: "a file or a folder",
            found: "a symbolic link")
        case .typeDirectory?:
          pending.append(path)
        case .typeRegular?:
          if let other = seen.updateValue(path, forKey: PackPath.collisionKey(path)) {
            throw ThemeSkinError(
              .caseCollision, skin: skin, file: path,
              expected: "a name no other file of the pack has, whatever the case",
              found: "`\(other)` too")
          }
          found.append(path)
          if found.count > limit {
            throw ThemeSkinError(
              .tooManyFiles, skin: skin, expected: "at most \(limit) files", found: "more")
          }
        default:
          throw ThemeSkinError(
            .missingFile, skin: skin, file: path, expected: "a file or a folder",
            found: type?.rawValue ?? "something unreadable")
        }
      }
    }
    return found.sorted()
  }
}
