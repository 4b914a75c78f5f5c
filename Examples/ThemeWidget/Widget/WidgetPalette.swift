import Foundation
import Theming
import ThemingPalettes

/// The widget's palette, WidgetPalette.json in the extension's bundle: one color per key and
/// style, as the app's own palette holds them.
@MainActor
enum WidgetPalette {
  /// The palette, or `nil` when the file is missing or does not load, which is reported once
  /// on standard error: the widget then draws with the system's colors rather than not at all.
  static let shared: ThemePalette? = load()

  private static func load() -> ThemePalette? {
    guard let url = Bundle.main.url(forResource: "WidgetPalette", withExtension: "json") else {
      report("WidgetPalette.json is not in the extension's bundle")
      return nil
    }
    do {
      return try ThemePalette(jsonAt: url)
    } catch {
      report("\(error)")
      return nil
    }
  }

  private static func report(_ message: String) {
    FileHandle.standardError.write(Data("ThemeWidget: \(message)\n".utf8))
  }
}
