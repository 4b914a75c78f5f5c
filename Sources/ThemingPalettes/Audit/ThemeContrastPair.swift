public import Theming

/// A foreground and a background that appear together, and the least WCAG 2.2 contrast ratio
/// they must keep in every style.
///
/// ```swift
/// let pairs = [
///   ThemeContrastPair(foreground: "title", background: "BG"),
///   ThemeContrastPair(foreground: "icon", background: "BG", minimumRatio: .userInterface),
/// ]
/// let audit = palette.audit(pairs: pairs)
/// ```
///
/// The minimums of WCAG 2.2's success criteria: ``text`` (1.4.3, level AA), ``largeText`` for
/// text of 18 points, or 14 points bold, and larger (1.4.3), and ``userInterface`` for the
/// parts of controls and graphics that must be seen (1.4.11).
public struct ThemeContrastPair: Hashable, Sendable {
  /// The key of the color in front, such as text or an icon.
  public var foreground: String
  /// The key of the color behind it.
  public var background: String
  /// The least contrast ratio the pair must have, 1–21.
  public var minimumRatio: Double
  /// The key of the color a translucent background is seen over, such as the window's; `nil`
  /// for the style's default backdrop (``defaultBackdrop(for:)``).
  public var backdrop: String?

  /// The minimum for body text: 4.5 : 1 (WCAG 2.2, 1.4.3 Contrast (Minimum)).
  public static let text: Double = 4.5
  /// The minimum for large text, 18 points or 14 points bold and larger: 3 : 1 (WCAG 2.2,
  /// 1.4.3).
  public static let largeText: Double = 3
  /// The minimum for controls' boundaries, states and meaningful graphics: 3 : 1 (WCAG 2.2,
  /// 1.4.11 Non-text Contrast).
  public static let userInterface: Double = 3

  /// Creates a pair.
  ///
  /// - Parameters:
  ///   - foreground: The key of the color in front.
  ///   - background: The key of the color behind it.
  ///   - minimumRatio: The least contrast ratio; ``text`` (4.5) unless given.
  ///   - backdrop: The key of the color a translucent background is seen over; the style's
  ///     default backdrop unless given.
  public init(
    foreground: String,
    background: String,
    minimumRatio: Double = Self.text,
    backdrop: String? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.minimumRatio = minimumRatio
    self.backdrop = backdrop
  }

  /// What a translucent background is seen over in `style` when a pair names no backdrop:
  /// opaque black in a dark style, whose name contains "dark" in any case (`dark`,
  /// `darkHighContrast`, a design tool's `Dark` mode), and opaque white in any other.
  ///
  /// - Parameter style: The style the pair is checked in.
  /// - Returns: The backdrop.
  public static func defaultBackdrop(for style: ThemeStyle) -> ThemeColor {
    style.rawValue.lowercased().contains("dark")
      ? ThemeColor(red: 0, green: 0, blue: 0)
      : ThemeColor(red: 255, green: 255, blue: 255)
  }
}
