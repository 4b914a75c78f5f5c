import Foundation
import Theming
import ThemingPalettes
import ThemingSkins

/// `theme-lint` for skin packs: checking a pack's folder, and writing its manifest.
enum PackLint {
  static let usage = """
    Skin packs:
           theme-lint FOLDER [--pairs PAIRS.json] [--min RATIO]
           theme-lint pack FOLDER [--id ID] [--version VERSION] [--name NAME]
                               [--appearance light|dark] [--parent ID] [--palette FILE]...

    A FOLDER holding skin.json is a skin pack: theme-lint checks it as the store would install
    it (the manifest, every listed file's size and SHA-256, the palette), then what would
    install but look wrong (files not listed, images missing a scale variant, image names and
    fonts the pack does not hold), and, with --pairs, the palette's contrast in the skin's
    style. `pack` writes FOLDER/skin.json listing every file of the folder; each value not
    given is kept from the manifest already there (the version is required otherwise).
    """

  /// Whether `path` is a folder holding a manifest.
  static func isPack(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
      && FileManager.default.fileExists(
        atPath: (path as NSString).appendingPathComponent("skin.json"))
  }

  // MARK: - Checking

  /// Checks the pack named by `arguments`; the exit status.
  static func check(_ arguments: [String]) -> Int32 {
    var reader = ArgumentReader(arguments[...], optionNames: ["--pairs", "--min"])
    var folder: String?
    var pairsFile: String?
    var minimum: Double?
    do throws(LintCommand.UsageError) {
      while let argument = try reader.next() {
        switch argument {
        case .option("--pairs", let value): pairsFile = value
        case .option(_, let text):
          guard let value = Double(text), value >= 1, value <= 21 else {
            throw LintCommand.UsageError(message: "--min takes a ratio from 1 to 21, not \(text)")
          }
          minimum = value
        case .positional(let path) where folder == nil:
          folder = path
        case .positional, .flag:
          throw LintCommand.UsageError(message: "a pack is checked alone, with --pairs or --min")
        }
      }
    } catch {
      ThemeLint.printError("theme-lint: \(error.message)\n\n\(usage)")
      return ThemeLint.ExitStatus.usage
    }
    guard let folder else { return ThemeLint.ExitStatus.usage }
    let check = ThemeSkinPackCheck(folder: URL(fileURLWithPath: folder, isDirectory: true))
    var errors = check.findings.filter { $0.severity == .error }.count
    var warnings = check.findings.count - errors
    for finding in check.findings { print("\(folder): \(finding)") }
    if let pairsFile, let contents = check.contents {
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: pairsFile))
        var pairs = try ThemeContrastPair.list(fromJSON: data, source: pairsFile)
        if let minimum {
          for index in pairs.indices { pairs[index].minimumRatio = minimum }
        }
        for finding in contents.audit(pairs: pairs, source: folder).findings {
          print("\(folder): \(finding.severity.rawValue): \(finding)")
          if finding.severity == .error { errors += 1 } else { warnings += 1 }
        }
      } catch {
        print("\(folder): error: \(pairsFile): \(error)")
        errors += 1
      }
    }
    let name = check.manifest.map { "\($0.id) \($0.version)" } ?? "no skin"
    print("\(folder): \(name): \(errors) error(s), \(warnings) warning(s)")
    return errors > 0 ? ThemeLint.ExitStatus.failure : ThemeLint.ExitStatus.success
  }

  // MARK: - Writing a manifest

  /// Writes the manifest of the folder named by `arguments`; the exit status.
  static func writeManifest(_ arguments: [String]) -> Int32 {
    do {
      let request = try ManifestRequest(arguments)
      let manifest = try request.manifest()
      let url = request.folder.appendingPathComponent("skin.json")
      try Data(manifest.jsonText.utf8).write(to: url)
      print("\(url.path): \(manifest.id) \(manifest.version), \(manifest.files.count) file(s)")
      return ThemeLint.ExitStatus.success
    } catch let error as LintCommand.UsageError {
      ThemeLint.printError("theme-lint: \(error.message)\n\n\(usage)")
      return ThemeLint.ExitStatus.usage
    } catch {
      ThemeLint.printError("theme-lint: \(error)")
      return ThemeLint.ExitStatus.failure
    }
  }
}
