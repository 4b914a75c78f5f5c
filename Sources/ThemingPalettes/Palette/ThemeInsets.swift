public import Theming

/// Distances in from each edge as a palette writes them, a view's padding for instance:
/// `"{8, 16, 8, 16}"`, in the order of UIKit's `UIEdgeInsets`: top, left, bottom, right.
///
/// Read them with ``ThemePalette/insets(_:)``, and turn them into the platform's insets where
/// they are used (`UIEdgeInsets(themeInsets)`, `NSEdgeInsets`, SwiftUI's `EdgeInsets`).
///
/// ```swift
/// let padding = try ThemeInsets(parsing: "{8, 16}")  // 8 at the top and bottom, 16 at the sides
/// ```
public struct ThemeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// No inset on any edge.
  public static let zero = ThemeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Parses insets in braces, with white space allowed around each number:
  /// - `{top, left, bottom, right}`, as UIKit's `NSStringFromUIEdgeInsets` writes them;
  /// - `{vertical, horizontal}`: the first for the top and bottom, the second for the sides,
  ///   as CSS reads two values.
  ///
  /// Numbers are decimal and finite; a negative inset is kept, as an outset.
  ///
  /// - Parameters:
  ///   - text: The text to parse.
  ///   - source: Where the text came from, for the error.
  /// - Throws: `ThemeSourceError` naming the text when it is neither form.
  public init(parsing text: String, source: String = "insets") throws(ThemeSourceError) {
    switch GeometryText.items(of: text).flatMap(GeometryText.numbers) {
    case let numbers? where numbers.count == 4:
      self.init(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    case let numbers? where numbers.count == 2:
      self.init(top: numbers[0], left: numbers[1], bottom: numbers[0], right: numbers[1])
    default:
      throw GeometryText.error(text, expected: Self.expected, source: source)
    }
  }

  /// What insets are written as, for errors and diagnostics.
  static let expected = "insets as {top, left, bottom, right} or {vertical, horizontal}"

  /// The insets as `{top, left, bottom, right}`, which ``init(parsing:source:)`` reads back.
  public var description: String {
    GeometryText.text(of: [top, left, bottom, right])
  }
}
