/// What ``ThemePaletteContents/audit(pairs:source:)`` found in a palette: every finding, in
/// the order of the palette's styles, then by key.
///
/// ```swift
/// let audit = palette.audit(pairs: [ThemeContrastPair(foreground: "TEXT", background: "BG")])
/// if audit.hasErrors { print(audit) }
/// ```
public struct ThemePaletteAudit: Sendable, Equatable, CustomStringConvertible {
  /// Every finding, in the order of the palette's styles, then by key.
  public let findings: [ThemePaletteFinding]

  /// Creates an audit from findings.
  ///
  /// - Parameter findings: The findings, in the order to report them.
  public init(findings: [ThemePaletteFinding]) {
    self.findings = findings
  }

  /// Whether any finding is an error.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// The findings that are errors.
  public var errors: [ThemePaletteFinding] { findings.filter { $0.severity == .error } }

  /// The findings that are warnings.
  public var warnings: [ThemePaletteFinding] { findings.filter { $0.severity == .warning } }

  /// One line per finding.
  public var description: String { findings.map(\.message).joined(separator: "\n") }
}
