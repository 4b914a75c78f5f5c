import Foundation
import Theming
import ThemingSkins

// Usage: PackManifest FOLDER ID VERSION DISPLAY-NAME light|dark
//
// Writes FOLDER/skin.json for the files in FOLDER as they are now. The palettes are every
// `.json`, `.plist` and `.tokens` file at the top of the folder, as the library chooses them.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 5 else {
  FileHandle.standardError.write(
    Data("usage: PackManifest FOLDER ID VERSION DISPLAY-NAME light|dark\n".utf8))
  exit(2)
}
let values = Array(arguments)
let folder = URL(fileURLWithPath: values[0], isDirectory: true)
// A manifest names only these two; `unspecified` is the library's, not a pack's.
let appearance = ThemeSystemAppearance(rawValue: values[4]).flatMap {
  $0 == .unspecified ? nil : $0
}
guard let version = ThemeSkinVersion(values[2]), let appearance else {
  FileHandle.standardError.write(
    Data("PackManifest: the version must be like 1.0.0, the appearance light or dark\n".utf8))
  exit(2)
}
do {
  let manifest = try ThemeSkinManifest(
    describingFolder: folder, id: values[1], version: version, displayName: values[3],
    appearance: appearance)
  let target = folder.appendingPathComponent("skin.json")
  try Data(manifest.jsonText.utf8).write(to: target)
  print("\(target.path): \(manifest.files.count) files, palettes \(manifest.palettes)")
} catch {
  FileHandle.standardError.write(Data("PackManifest: \(error)\n".utf8))
  exit(1)
}
