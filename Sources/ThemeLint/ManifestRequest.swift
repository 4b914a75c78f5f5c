import Foundation
import Theming
import ThemingSkins

/// What `theme-lint pack` was asked to write: the folder, and each manifest value given on the
/// command line.
struct ManifestRequest {
  let folder: URL
  var id: String?
  var version: String?
  var name: String?
  var appearance: ThemeSystemAppearance?
  var parent: String?
  var palettes: [String] = []

  init(_ arguments: [String]) throws(LintCommand.UsageError) {
    var reader = ArgumentReader(
      arguments[...],
      optionNames: ["--id", "--version", "--name", "--parent", "--palette", "--appearance"])
    var folder: String?
    while let argument = try reader.next() {
      switch argument {
      case .option("--id", let value): id = value
      case .option("--version", let value): version = value
      case .option("--name", let value): name = value
      case .option("--parent", let value): parent = value
      case .option("--palette", let value): palettes.append(value)
      case .option(_, let text):
        guard let value = ThemeSystemAppearance(rawValue: text), value != .unspecified else {
          throw LintCommand.UsageError(message: "--appearance takes light or dark, not \(text)")
        }
        appearance = value
      case .positional(let path) where folder == nil:
        folder = path
      case .positional(let path):
        throw LintCommand.UsageError(message: "pack takes one folder, not also \(path)")
      case .flag(let name):
        throw LintCommand.UsageError(message: "unknown argument \(name)")
      }
    }
    guard let folder else {
      throw LintCommand.UsageError(message: "pack needs the pack's folder")
    }
    self.folder = URL(fileURLWithPath: folder, isDirectory: true)
  }

  /// The manifest for the folder as it is now, each value from the command line, else from
  /// the manifest already there.
  func manifest() throws -> ThemeSkinManifest {
    let existing = (try? Data(contentsOf: folder.appendingPathComponent("skin.json")))
      .flatMap { try? ThemeSkinManifest(data: $0, source: folder.lastPathComponent) }
    guard let id = id ?? existing?.id else {
      throw LintCommand.UsageError(message: "pack needs --id for a folder without skin.json")
    }
    guard let versionText = version ?? existing?.version.description,
      let parsed = ThemeSkinVersion(versionText)
    else {
      throw LintCommand.UsageError(
        message: "pack needs --version, one to four numbers separated by dots")
    }
    return try ThemeSkinManifest(
      describingFolder: folder, id: id, version: parsed,
      displayName: name ?? existing?.displayName ?? id,
      appearance: appearance ?? existing?.appearance ?? .light,
      parent: parent ?? existing?.parent,
      palettes: palettes.isEmpty ? existing?.palettes : palettes)
  }
}
