/// A length of time from design tokens, such as `200ms` or `0.5s`.
///
/// ```swift
/// let fade = palette.duration("motion.fade")(.light).seconds  // 0.2
/// ```
public struct ThemeDuration: Hashable, Sendable, CustomStringConvertible {
  /// The units the design-token format allows for durations.
  public enum Unit: String, Hashable, Sendable, CaseIterable {
    /// Milliseconds.
    case ms
    /// Seconds.
    case s
  }

  /// The number of units.
  public let value: Double
  /// The unit.
  public let unit: Unit

  /// Creates a duration.
  ///
  /// - Parameters:
  ///   - value: The number of units.
  ///   - unit: The unit.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The duration in seconds, as animation APIs take it.
  public var seconds: Double { unit == .s ? value : value / 1000 }

  /// The duration as CSS writes it: `200ms`, `0.5s`.
  public var description: String { "\(TokenNumber.text(value))\(unit.rawValue)" }
}
