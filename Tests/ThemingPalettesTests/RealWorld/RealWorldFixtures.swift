import Foundation
import Testing
import Theming
import ThemingPalettes

/// The files real apps and tools ship, byte for byte (`Fixtures/RealWorld`, with `SOURCES.md`),
/// and what the tests read from their contents.
enum RealWorldFixtures {
  /// The URL of `path` within `Fixtures/RealWorld`.
  static func url(_ path: String) throws -> URL {
    let root = try #require(
      Bundle.module.url(forResource: "RealWorld", withExtension: nil), "no RealWorld fixtures")
    return root.appendingPathComponent(path)
  }

  /// The project's shared folder of real files that are not copied into the repository, as
  /// their publishers give no licence: `shared/realworld` beside the checkout, or the folder
  /// `THEMING_REALWORLD` names; `nil` where there is none.
  static let shared: URL? = {
    let checkout = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder =
      ProcessInfo.processInfo.environment["THEMING_REALWORLD"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
      }
      ?? checkout.deletingLastPathComponent()
      .appendingPathComponent("shared/realworld", isDirectory: true)
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }()

  /// The URL of `path` within ``shared``.
  static func sharedURL(_ path: String) throws -> URL {
    try #require(shared, "no shared real files").appendingPathComponent(path)
  }

  /// The hex string of the 8-bit sRGB color `key` has in `style`, or `nil` when it has none.
  static func hex(_ key: String, _ style: ThemeStyle, in contents: ThemePaletteContents)
    -> String?
  {
    switch contents.value(for: key, style: style) {
    case .color(let color)?: color.sRGB.hexString
    case .string(let text)?: (try? ThemeColor(hex: text))?.hexString
    default: nil
    }
  }

  /// The dimension `key` has in `style`, or `nil` when it has none.
  static func dimension(_ key: String, _ style: ThemeStyle, in contents: ThemePaletteContents)
    -> ThemeDimension?
  {
    if case .token(.dimension(let dimension))? = contents.value(for: key, style: style) {
      return dimension
    }
    return nil
  }
}
