import Theming
import ThemingPalettes

/// Keys a conversion left out because the target format cannot hold their values, and why.
struct LeftOut: Equatable {
  /// What a format cannot hold.
  enum Reason: CaseIterable {
    /// A color table holds a color in every cell.
    case notAColor
    /// A property list has no `null`.
    case null
    /// A token document reads text written `{group.token}` as a reference.
    case textAsReference
    /// An asset catalog holds colors only; its writer leaves the rest out itself.
    case notACatalogColor

    /// Whether `format` cannot hold what this reason names.
    func applies(to format: PaletteFormat) -> Bool {
      switch self {
      case .notAColor: format == .colorTable
      case .null: format == .propertyList
      case .textAsReference: format == .designTokens || format == .tokenResolver
      case .notACatalogColor: false
      }
    }

    /// Whether a format this reason applies to holds `value`.
    func holds(_ value: ThemePaletteValue) -> Bool {
      switch (self, value) {
      case (.notAColor, .color): true
      case (.notAColor, .string(let text)): (try? ThemeColor(hex: text)) != nil
      case (.notAColor, _): false
      case (.null, _): WrittenFormatLimits.propertyListHolds(value)
      case (.textAsReference, _): WrittenFormatLimits.tokenDocumentHolds(value)
      case (.notACatalogColor, _): true
      }
    }

    var explanation: String {
      switch self {
      case .notAColor: "a table holds colors only"
      case .null: "a property list has no null, which their values hold"
      case .textAsReference: "a token document reads text written {a.b} as a reference"
      case .notACatalogColor: "an asset catalog holds colors only"
      }
    }
  }

  let reason: Reason
  let keys: [String]

  /// The note `theme-lint` prints: how many, which (the first five) and why.
  var note: String {
    "\(keys.count) \(keys.count == 1 ? "key was" : "keys were") left out, as "
      + "\(reason.explanation): \(keys.prefix(5).joined(separator: ", "))"
      + (keys.count > 5 ? ", …" : "")
  }
}
