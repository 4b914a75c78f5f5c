public import Theming

/// A color as four 8-bit components, independent of any UI framework.
///
/// Palettes hold colors as `ThemeColor`; convert them to the platform's color type where they
/// are used (`UIColor(themeColor)` on iOS, `NSColor(themeColor)` on macOS).
///
/// ```swift
/// let accent = try ThemeColor(hex: "#0A84FF")
/// let translucent = try ThemeColor(hex: "0x0A84FF80")
/// ```
public struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0–255.
  public var red: UInt8
  /// The green component, 0–255.
  public var green: UInt8
  /// The blue component, 0–255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// Creates a color from its components.
  ///
  /// - Parameters:
  ///   - red: The red component, 0–255.
  ///   - green: The green component, 0–255.
  ///   - blue: The blue component, 0–255.
  ///   - alpha: The opacity, 0–255; opaque unless given.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses a hexadecimal color: `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA`, after an optional `#`
  /// or `0x` prefix, with surrounding whitespace ignored and digits in either case.
  ///
  /// ```swift
  /// try ThemeColor(hex: "#FFF")        // white
  /// try ThemeColor(hex: "0x00000080")  // black at half opacity
  /// ```
  ///
  /// - Parameters:
  ///   - hex: The text to parse.
  ///   - source: Where the text came from, for the error; `"hex color"` unless given.
  /// - Throws: `ThemeSourceError` naming the text when it is not one of those forms.
  public init(hex: String, source: String = "hex color") throws(ThemeSourceError) {
    let trimmed = hex.trimmingWhitespace()
    var digits = Substring(trimmed)
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      digits = digits.dropFirst(2)
    }
    let nibbles = digits.utf8.compactMap(Self.hexValue)
    guard nibbles.count == digits.utf8.count, [3, 4, 6, 8].contains(nibbles.count) else {
      let found: String =
        if let bad = digits.first(where: {
          $0.utf8.count != 1 || Self.hexValue($0.utf8.first ?? 0) == nil
        }) {
          "\(Self.describe(String(bad))), which is not a hex digit"
        } else {
          "\(nibbles.count) hex digits"
        }
      throw ThemeSourceError(
        source: source,
        place: Self.describe(hex),
        expected: "#RGB, #RGBA, #RRGGBB or #RRGGBBAA (with #, 0x or no prefix)",
        found: found
      )
    }
    let components: [UInt8] =
      if nibbles.count <= 4 {
        nibbles.map { $0 << 4 | $0 }
      } else {
        stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
      }
    self.init(
      red: components[0],
      green: components[1],
      blue: components[2],
      alpha: components.count == 4 ? components[3] : 255
    )
  }

  /// Whether `text` is written as a hex number: `0x` (or `0X`) and one or more hex digits, white
  /// space around them ignored. Nobody writes such text to be read as words, so in a palette it
  /// is a color, and a count of digits no color has (`0x1FF32`) is a mistake the loaders
  /// report where it is written, not only where it is looked up.
  static func isHexLiteral(_ text: String) -> Bool {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") else { return false }
    let digits = trimmed.utf8.dropFirst(2)
    return !digits.isEmpty && digits.allSatisfy { hexValue($0) != nil }
  }

  /// The color as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
  public var hexString: String {
    let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + parts.map { Self.twoDigits($0) }.joined()
  }

  /// The color's ``hexString``.
  public var description: String { hexString }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func twoDigits(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
  }

  /// A short, printable account of bad input, so that an error message stays one line.
  static func describe(_ text: String) -> String {
    if text.isEmpty { return "\"\"" }
    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return "\"\(shown.debugDescription.dropFirst().dropLast())\""
  }
}

extension ThemeColor: Codable {
  /// Decodes a color from a hex string.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is not a string in one of the hex forms.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(hex: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: error.description
      )
    }
  }

  /// Encodes the color as its ``hexString``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexString)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  func trimmingWhitespace() -> String {
    guard let start = firstIndex(where: { !$0.isPlainWhitespace }),
      let end = lastIndex(where: { !$0.isPlainWhitespace })
    else { return "" }
    return String(self[start...end])
  }
}

extension Character {
  /// Whether every scalar of the character is whitespace. `isWhitespace` looks at the first
  /// only, so a space that carries a combining mark would count, and the mark would be lost.
  var isPlainWhitespace: Bool {
    unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }
}
