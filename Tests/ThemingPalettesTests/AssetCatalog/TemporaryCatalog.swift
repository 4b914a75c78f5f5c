import Foundation

/// An `.xcassets` folder in a fresh temporary folder, removed when the value is released.
final class TemporaryCatalog {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingTests-\(UUID().uuidString)")
      .appendingPathComponent("Colors.xcassets")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try write("Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
  }

  deinit {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }

  /// Writes `text` to `path` under the catalog, making the folders on the way.
  func write(_ path: String, _ text: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Writes a color set's `Contents.json` with the given entries of `"colors"`.
  func colorSet(_ path: String, _ colors: String...) throws {
    try write(
      "\(path).colorset/Contents.json",
      #"{"colors": [\#(colors.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    )
  }

  /// Writes a folder's `Contents.json` that provides a namespace.
  func namespace(_ path: String) throws {
    try write(
      "\(path)/Contents.json",
      #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#)
  }
}

/// A `"colors"` entry as Xcode writes it.
func colorEntry(
  _ space: String,
  _ components: String,
  appearances: String? = nil,
  idiom: String = "universal",
  gamut: String? = nil
) -> String {
  var fields = [#""color": {"color-space": "\#(space)", "components": {\#(components)}}"#]
  fields.append(#""idiom": "\#(idiom)""#)
  if let appearances { fields.append(#""appearances": [\#(appearances)]"#) }
  if let gamut { fields.append(#""display-gamut": "\#(gamut)""#) }
  return "{" + fields.joined(separator: ", ") + "}"
}

let darkAppearance = #"{"appearance": "luminosity", "value": "dark"}"#
let lightAppearance = #"{"appearance": "luminosity", "value": "light"}"#
let highContrast = #"{"appearance": "contrast", "value": "high"}"#
