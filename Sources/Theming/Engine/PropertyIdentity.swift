/// Whether two key paths bound on one object name the same property.
///
/// A key path names its root type, so one property reached through a superclass
/// (`\Widget.color`) and through a subclass (`\Label.color`) gives two unequal key paths, which
/// would otherwise be two bindings writing one property, the later-assigned one winning on
/// every pass. Swift has no portable way to tell whether two key paths with different roots
/// name one property; Key-Value Coding does, for properties visible to Objective-C (all of
/// UIKit's and AppKit's), through the key path's KVC string, which is `nil` everywhere else.
enum PropertyIdentity: Equatable {
  /// The same property: a binding through one replaces a binding through the other.
  case same
  /// Different properties.
  case different
  /// Roots differ, the value types match, and nothing tells whether the property is one:
  /// both bindings are kept and the app is told.
  case unknown

  /// Reads a key path's Key-Value Coding string, `nil` when it has none (always, on a runtime
  /// without Objective-C).
  static func keyValueCodingName(of keyPath: AnyKeyPath) -> String? {
    keyPath._kvcKeyPathString
  }

  /// Compares two key paths bound on the same object (so their roots are the object's class
  /// or superclasses of it).
  ///
  /// - Parameters:
  ///   - first: One key path.
  ///   - second: The other.
  ///   - names: Reads a key path's Key-Value Coding string; tests stand in for a runtime with
  ///     Objective-C through it.
  /// - Returns: What can be told.
  static func of(
    _ first: AnyKeyPath,
    _ second: AnyKeyPath,
    names: (AnyKeyPath) -> String? = keyValueCodingName(of:)
  ) -> PropertyIdentity {
    if first == second { return .same }
    let firstType = type(of: first)
    let secondType = type(of: second)
    // One root and two key paths: two properties. Other value types: two properties.
    guard firstType.rootType != secondType.rootType,
      firstType.valueType == secondType.valueType
    else { return .different }
    guard let firstName = names(first),
      let secondName = names(second)
    else { return .unknown }
    return firstName == secondName ? .same : .different
  }
}
