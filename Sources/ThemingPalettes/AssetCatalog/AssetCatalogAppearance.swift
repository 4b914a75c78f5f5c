/// An appearance a color set gives a color for, as Xcode's attributes inspector names it: a
/// luminosity (Any, Light or Dark), with or without High Contrast.
///
/// ```swift
/// let report = try contents.writeAssetCatalog(to: catalogURL)
/// report.appearances["dark-hc"]  // Dark + High Contrast
/// ```
public struct AssetCatalogAppearance: Hashable, Sendable, CustomStringConvertible {
  /// The luminosity a color is for.
  public enum Luminosity: String, Hashable, Sendable {
    /// Any appearance: the color when no other entry fits.
    case any
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
  }

  /// The luminosity.
  public let luminosity: Luminosity
  /// Whether the color is for increased contrast.
  public let highContrast: Bool

  /// Creates an appearance.
  ///
  /// - Parameters:
  ///   - luminosity: The luminosity.
  ///   - highContrast: Whether it is for increased contrast; `false` unless given.
  public init(_ luminosity: Luminosity, highContrast: Bool = false) {
    self.luminosity = luminosity
    self.highContrast = highContrast
  }

  /// The appearance as Xcode shows it: `Any`, `Dark + High Contrast`.
  public var description: String {
    let name =
      switch luminosity {
      case .any: "Any"
      case .light: "Light"
      case .dark: "Dark"
      }
    return highContrast ? "\(name) + High Contrast" : name
  }

  /// The entry's `"appearances"` member; `nil` for Any without High Contrast, which has none.
  var json: XcodeJSON? {
    var list: [XcodeJSON] = []
    if luminosity != .any {
      list.append(
        .object(["appearance": .string("luminosity"), "value": .string(luminosity.rawValue)]))
    }
    if highContrast {
      list.append(.object(["appearance": .string("contrast"), "value": .string("high")]))
    }
    return list.isEmpty ? nil : .array(list)
  }
}
