/// A type whose instances have the `.theme` namespace.
///
/// ```swift
/// extension Label: ThemeCompatible {}   // Label already has `themeParent`
/// label.theme.textColor = ThemeProvider(light: .black, dark: .white)
/// ```
@MainActor
public protocol ThemeCompatible: ThemeNode {}
