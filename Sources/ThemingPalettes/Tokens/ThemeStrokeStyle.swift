/// How a line or border is drawn, from design tokens: one of CSS's line styles, or dashes of
/// given lengths with a line cap.
///
/// ```swift
/// switch palette.strokeStyle("focus.ring")(.light) {
/// case .line(.dashed): …
/// case .dashes(let lengths, let cap, _): …
/// default: …
/// }
/// ```
public enum ThemeStrokeStyle: Hashable, Sendable {
  /// CSS's line styles, named as the format names them.
  public enum Line: String, Hashable, Sendable, CaseIterable {
    /// A solid line.
    case solid
    /// Dashes.
    case dashed
    /// Dots.
    case dotted
    /// Two lines.
    case double
    /// Carved into the surface.
    case groove
    /// Coming out of the surface.
    case ridge
    /// The inside looks embossed.
    case outset
    /// The inside looks engraved.
    case inset
  }

  /// How the ends of dashes are drawn, as SVG's `stroke-linecap`.
  public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Rounded ends.
    case round
    /// Square ends at the end point.
    case butt
    /// Square ends past the end point by half the width.
    case square
  }

  /// One of the predefined line styles.
  case line(Line)
  /// Alternating dash and gap lengths (repeated when odd in number), with a line cap, and the
  /// members of the stroke style object beyond those the format defines, kept as written,
  /// references not followed, so that a token read and written again keeps them; none unless
  /// the source had some.
  case dashes(
    [ThemeDimension], lineCap: LineCap, additionalMembers: [String: ThemeTokenJSON] = [:])

  /// The members of a stroke style object beyond those the format defines, kept as written;
  /// empty for a line style, which is a keyword.
  public var additionalMembers: [String: ThemeTokenJSON] {
    guard case .dashes(_, _, let members) = self else { return [:] }
    return members
  }
}
