/// The limits that the README and the documentation state, for behaviour tests that count
/// against them through the public API: the limits on loops and nesting (R12), which the app
/// sees only as the `limit` of a ``ThemeDiagnostic`` (`switchLoop`, `passLoop`,
/// `reapplyRecursion`), and the size of a binary property list palette (S6), which it sees in
/// an error's `expected`.
///
/// `Engine/EngineLimitsTests.swift` proves that the library's limits are these, so that a change
/// to either side is caught.
public enum DocumentedLimits {
  /// "stopped after 100 chained switches"
  public static let chainedSwitches = 100
  /// "100 passes in a row"
  public static let chainedPasses = 100
  /// "a provider that refreshes its own object (100 levels deep)"
  public static let userCodeNesting = 100
  /// "all the switches and passes one call sets off share a budget of 10,000"
  public static let chainWork = 10_000
  /// "One that expands to more than 250,000 values [...] is an error" (a binary property list
  /// palette, in `ThemePalette(propertyList:)`)
  public static let binaryPropertyListValues = 250_000
}
