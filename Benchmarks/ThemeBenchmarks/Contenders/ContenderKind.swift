/// The designs that the benchmark compares, the floors they are measured against, and
/// Theming by each of its two routes.
enum ContenderKind: String, CaseIterable, Codable {
  case floor
  case parentReadingFloor
  case notificationCenter
  case jxTheme
  case themingKeyPath
  case themingDeclared

  /// The contenders of the switch without overrides and of assignment: every design and both
  /// of Theming's routes.
  static let all: [ContenderKind] = [
    .floor, .notificationCenter, .jxTheme, .themingKeyPath, .themingDeclared,
  ]

  /// The contenders of the pinned switch: the two floors and both of Theming's routes. The
  /// NotificationCenter design has no overrides, and the JXTheme design is compared without.
  static let pinned: [ContenderKind] = [
    .floor, .parentReadingFloor, .themingKeyPath, .themingDeclared,
  ]

  /// Theming through `route`.
  static func theming(_ route: ThemingRoute) -> ContenderKind {
    switch route {
    case .keyPathLookup: .themingKeyPath
    case .declaredProperties: .themingDeclared
    }
  }

  /// The route Theming takes as this contender, or `nil` for another design.
  var themingRoute: ThemingRoute? {
    switch self {
    case .themingKeyPath: .keyPathLookup
    case .themingDeclared: .declaredProperties
    default: nil
    }
  }

  var title: String {
    switch self {
    case .floor: "floor"
    case .parentReadingFloor: "floor + parent read"
    case .notificationCenter: "NotificationCenter design"
    case .jxTheme: "JXTheme design"
    case .themingKeyPath: "Theming, key-path lookup"
    case .themingDeclared: "Theming, declared properties"
    }
  }

  /// What the contender models, in one short line for the report.
  var summary: String {
    switch self {
    case .floor: "one weak load, three provider calls and three setter calls per node"
    case .parentReadingFloor: "the floor plus one load of each node's weak parent"
    case .notificationCenter:
      "SwiftTheme, DKNightVersion, SDTheme, LEETheme: one observer per object"
    case .jxTheme: "JXTheme: weak table, [String: Any] + 11 as? casts, overrides pushed down"
    case .themingKeyPath: "this package: node.theme.a = provider, nothing declared"
    case .themingDeclared:
      "this package: properties declared on ThemeWrapper, as the library declares UIKit's"
    }
  }
}
