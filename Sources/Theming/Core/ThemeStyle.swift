/// A named appearance that an app can switch to: light, dark, or any style of its own.
///
/// A style is a string underneath, so new ones cost one line and can arrive at run time,
/// for example in a payload from a server:
///
/// ```swift
/// extension ThemeStyle {
///   static let pink: ThemeStyle = "pink"
/// }
/// let festival = ThemeStyle(rawValue: "festival")
/// ```
///
/// Two styles are equal when their raw values are equal. A style encodes as its bare raw
/// string, so it reads naturally in JSON and property lists.
public struct ThemeStyle: RawRepresentable, Hashable, Sendable {
  /// The style's name, as stored and as compared.
  public let rawValue: String

  /// Creates a style from its name.
  ///
  /// - Parameter rawValue: The style's name. Any string is a valid style.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A style that names no appearance.
  ///
  /// It is an ordinary value: an override of `.unspecified` pins a subtree to it, and providers
  /// receive it as it is. To inherit instead, set an override to `nil`.
  public static let unspecified = ThemeStyle(rawValue: "unspecified")

  /// The light appearance.
  public static let light = ThemeStyle(rawValue: "light")

  /// The dark appearance.
  public static let dark = ThemeStyle(rawValue: "dark")
}

extension ThemeStyle: ExpressibleByStringLiteral {
  /// Creates a style from a string literal: `let pink: ThemeStyle = "pink"`.
  ///
  /// - Parameter value: The style's name.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}

extension ThemeStyle: Comparable {
  /// Orders styles by name, so that lists of styles sort predictably.
  ///
  /// - Parameters:
  ///   - lhs: A style.
  ///   - rhs: Another style.
  /// - Returns: Whether `lhs`'s name sorts before `rhs`'s.
  public static func < (lhs: ThemeStyle, rhs: ThemeStyle) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ThemeStyle: CustomStringConvertible {
  /// The style's name.
  public var description: String { rawValue }
}

extension ThemeStyle: Codable {
  /// Decodes a style from a single string value.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(rawValue: try container.decode(String.self))
  }

  /// Encodes the style as a single string value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
