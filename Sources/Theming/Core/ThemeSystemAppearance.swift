/// The system's own light or dark look, which the platform's colors, materials, keyboards and
/// alerts follow: UIKit's user interface style, AppKit's appearance.
///
/// A manager says which one each style means (``ThemeManager/systemAppearances``), and sets it
/// where the app pins a style (``ThemeWrapper/overrideThemeStyle``) and on the roots it is asked
/// to match (``ThemeManager/matchSystemAppearance(of:)``), so that system colors and asset
/// catalog colors agree with the theme.
public enum ThemeSystemAppearance: String, Hashable, Sendable, CaseIterable {
  /// The system's light look.
  case light
  /// The system's dark look.
  case dark
  /// No preference: the object takes the system's look, or its parent's.
  case unspecified
}
