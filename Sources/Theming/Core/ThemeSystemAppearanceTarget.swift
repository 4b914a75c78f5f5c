/// An object whose toolkit gives it a light or dark system appearance of its own, which a
/// manager sets to match the theme: `UIView` (and so `UIWindow`) and `NSView` on Apple
/// platforms, or a class of another toolkit.
///
/// ```swift
/// final class Panel: ThemeCompatible, ThemeSystemAppearanceTarget {
///   var themeParent: (any ThemeNode)? { nil }
///   var systemLook: ThemeSystemAppearance = .unspecified
///
///   func applySystemAppearance(_ appearance: ThemeSystemAppearance) {
///     systemLook = appearance
///   }
/// }
/// ```
@MainActor
public protocol ThemeSystemAppearanceTarget: AnyObject {
  /// Sets the object's own system appearance; `.unspecified` removes it, so that the object
  /// takes its parent's or the system's again.
  ///
  /// - Parameter appearance: The appearance to set.
  func applySystemAppearance(_ appearance: ThemeSystemAppearance)
}
