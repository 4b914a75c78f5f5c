import Theming
import UIKit

/// The levels of text the screens use, each a color per style.
enum TextColorLevel: String {
  case normal, mainTitle, subTitle
}

/// A provider of the text color for `level`, looked up by style name.
func dynamicTextColor(_ level: TextColorLevel) -> ThemeProvider<UIColor> {
  ThemeProvider { style in ColorTable.shared.textColor(style: style, level: level) }
}

/// The app's accent color, as a closure of the style.
@MainActor
enum Accent {
  static let color: @MainActor (ThemeStyle) -> UIColor = { style in
    switch style {
    case .dark: .systemOrange
    case .pink: .magenta
    default: .systemBlue
    }
  }
}

/// Text colors by style name and level, as hex strings.
@MainActor
final class ColorTable {
  static let shared = ColorTable()

  /// What a `StaticSource.plist` held, keyed by style name, then by level.
  private var configs: [String: [String: String]] = [
    "light": ["normal": "#555555", "mainTitle": "#000000", "subTitle": "#333333"],
    "dark": ["normal": "#FFFFFF", "mainTitle": "#FFFFFF", "subTitle": "#DDDDDD"],
    "pink": ["normal": "#8E3A59", "mainTitle": "#5C1A33", "subTitle": "#A0526F"],
    "sepia": ["normal": "#5B4636", "mainTitle": "#3B2A1E", "subTitle": "#6F5A48"],
  ]

  /// The color for `style` and `level`; gray where the table has none.
  func textColor(style: ThemeStyle, level: TextColorLevel) -> UIColor {
    guard let hex = configs[style.rawValue]?[level.rawValue] else { return .gray }
    return UIColor(hex: hex) ?? .gray
  }

  /// Adds or replaces the colors of the styles in `colors`.
  func merge(_ colors: [String: [String: String]]) {
    configs.merge(colors) { _, new in new }
  }
}

/// Styles a server delivers while the app runs: their names are not known when it ships.
@MainActor
final class ServerThemes {
  static let shared = ServerThemes()

  /// The delivered styles, in name order.
  private(set) var styles: [ThemeStyle] = []
  private var darkStyles: Set<ThemeStyle> = []

  /// What the server answered at the last launch, kept in the bundle for this example.
  private let bundledResponse = """
    {"midnight": {"dark": "yes", "normal": "#C8D3F5", "mainTitle": "#FFFFFF", "subTitle": "#A9B8E8"},
     "mint": {"dark": "no", "normal": "#2F5D50", "mainTitle": "#12352B", "subTitle": "#3E7263"}}
    """

  /// Reads the bundled response and registers its styles.
  func installBundledResponse() {
    guard let data = bundledResponse.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data),
      let configs = object as? [String: [String: String]]
    else { return }
    ColorTable.shared.merge(configs)
    styles = configs.keys.map { ThemeStyle(rawValue: $0) }.sorted()
    darkStyles = Set(
      configs.filter { $0.value["dark"] == "yes" }.keys.map { ThemeStyle(rawValue: $0) })
    for style in styles {
      ThemeManager.shared.register(style)
    }
  }

  /// Whether the server marked `style` as a dark one.
  func isDark(_ style: ThemeStyle) -> Bool {
    darkStyles.contains(style)
  }
}

extension UIColor {
  /// A color from six hex digits, with or without a leading `#`.
  convenience init?(hex: String) {
    var digits = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    if digits.hasPrefix("#") { digits.removeFirst() }
    guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255,
      green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255,
      alpha: 1
    )
  }
}
