import Foundation
import Theming

extension DemoScreen {
  /// Themes the bars, the list and the card from a palette instead of the built-in colors:
  /// keys `surface.bar`, `surface.grouped` and `surface.card`.
  func useSurfaces(from palette: ThemePalette) {
    let bar = palette.color("surface.bar").map(RGBColor.init)
    navigationBar.theme(in: manager).backgroundColor = bar
    toolbar.theme(in: manager).backgroundColor = bar
    list.theme(in: manager).backgroundColor = palette.color("surface.grouped").map(RGBColor.init)
    card.theme(in: manager).backgroundColor = palette.color("surface.card").map(RGBColor.init)
  }
}

/// The palette files shipped with the demo, read as an app would read its own.
enum DemoResources {
  /// The surfaces palette, from the property list in the demo's resources.
  @MainActor
  static func surfaces() throws -> ThemePalette {
    try ThemePalette(propertyListAt: try url("Surfaces", "plist"))
  }

  /// The festival style, as a server would deliver it: JSON with one style.
  static func festival() throws -> ThemePaletteContents {
    let url = try url("Festival", "json")
    return try ThemePaletteContents(
      json: Data(contentsOf: url),
      defaultStyle: "festival",
      source: url.lastPathComponent
    )
  }

  private static func url(_ name: String, _ type: String) throws -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: type) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).\(type)"])
    }
    return url
  }
}
