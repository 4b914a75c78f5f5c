import Theming

extension ThemePalette {
  /// Checks what the palette holds now for completeness and contrast in every style, naming
  /// the palette's ``source``; see ``ThemePaletteContents/audit(pairs:source:)``.
  ///
  /// ```swift
  /// let audit = palette.audit(pairs: [ThemeContrastPair(foreground: "TEXT", background: "BG")])
  /// #if DEBUG
  /// if audit.hasErrors { print(audit) }
  /// #endif
  /// ```
  ///
  /// - Parameter pairs: The foreground and background keys that must stay readable.
  /// - Returns: The findings.
  public func audit(pairs: [ThemeContrastPair] = []) -> ThemePaletteAudit {
    contents.audit(pairs: pairs, source: source)
  }
}
