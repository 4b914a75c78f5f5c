public import Theming

/// A rectangle as a palette writes it, a view's frame for instance: `"{16, 44, 13, 33}"`.
///
/// Read it with ``ThemePalette/rect(_:)``, and turn it into the platform's rect where it is used
/// (`CGRect(themeRect)`).
///
/// ```swift
/// let frame = try ThemeRect(parsing: "{16,44,13,33}")  // x 16, y 44, width 13, height 33
/// ```
public struct ThemeRect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge (the bottom edge on platforms whose y axis points up).
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// The rect at the origin with no size.
  public static let zero = ThemeRect(x: 0, y: 0, width: 0, height: 0)

  /// Creates a rect.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Parses a rect in braces, with white space allowed around each number:
  /// - `{x, y, width, height}`, as configurations write frames: `{16,44,13,33}`;
  /// - `{{x, y}, {width, height}}`, as UIKit's `NSStringFromCGRect` writes one;
  /// - `{width, height}`, a size, at the origin.
  ///
  /// Numbers are decimal and finite; a negative size is kept, as `CGRect` keeps one.
  ///
  /// - Parameters:
  ///   - text: The text to parse.
  ///   - source: Where the text came from, for the error.
  /// - Throws: `ThemeSourceError` naming the text when it is none of those forms.
  public init(parsing text: String, source: String = "rect") throws(ThemeSourceError) {
    let items = GeometryText.items(of: text)
    let numbers: [Double]? =
      if let items, items.count == 2, case .group(let origin) = items[0],
        case .group(let size) = items[1]
      {
        GeometryText.numbers(origin + size)
      } else {
        items.flatMap(GeometryText.numbers)
      }
    switch numbers {
    case let numbers? where numbers.count == 4:
      self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    case let numbers? where numbers.count == 2 && items?.count == 2:
      self.init(x: 0, y: 0, width: numbers[0], height: numbers[1])
    default:
      throw GeometryText.error(text, expected: Self.expected, source: source)
    }
  }

  /// What a rect is written as, for errors and diagnostics.
  static let expected =
    "a rect as {x, y, width, height}, {{x, y}, {width, height}} or {width, height}"

  /// The rect as `{x, y, width, height}`, which ``init(parsing:source:)`` reads back.
  public var description: String {
    GeometryText.text(of: [x, y, width, height])
  }
}
