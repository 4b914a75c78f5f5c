import Foundation
import ThemingPalettes

/// The files shipped in the demo's resources, read as an app would read its own.
enum DemoResources {
  /// The demo's palette of light and dark colors, from the property list in its resources.
  @MainActor
  static func surfaces() throws -> ThemePalette {
    try ThemePalette(propertyListAt: try url("Surfaces", "plist"))
  }

  /// The festival style, as a server would deliver it: JSON with one style, with a color for
  /// every key of the palette it joins.
  static func festival() throws -> ThemePaletteContents {
    let url = try url("Festival", "json")
    return try ThemePaletteContents(
      json: Data(contentsOf: url),
      defaultStyle: "festival",
      source: url.lastPathComponent
    )
  }

  /// The Spring Festival skin pack: a folder holding `skin.json`, its palette and images, as a
  /// server would serve it (step 9).
  static func skinPack() throws -> URL {
    try url("SpringFestival", nil)
  }

  private static func url(_ name: String, _ type: String?) throws -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: type) else {
      let file = type.map { "\(name).\($0)" } ?? name
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: file])
    }
    return url
  }
}
