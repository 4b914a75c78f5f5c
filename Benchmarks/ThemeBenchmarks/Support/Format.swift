import Foundation

/// Number formatting for the table.
enum Format {
  /// A duration in the unit that suits it: `812 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`.
  static func duration(_ nanoseconds: Double) -> String {
    if nanoseconds < 1e3 { return "\(fixed(nanoseconds, digits: 0)) ns" }
    if nanoseconds < 1e6 { return "\(fixed(nanoseconds / 1e3, digits: 1)) µs" }
    if nanoseconds < 1e9 { return "\(fixed(nanoseconds / 1e6, digits: 2)) ms" }
    return "\(fixed(nanoseconds / 1e9, digits: 2)) s"
  }

  /// Nanoseconds per item, with one decimal below 100.
  static func nanoseconds(_ value: Double) -> String {
    "\(fixed(value, digits: value < 100 ? 1 : 0)) ns"
  }

  static func perItem(_ median: Double, _ minimum: Double) -> String {
    let digits = median < 100 ? 1 : 0
    return "\(fixed(median, digits: digits)) [\(fixed(minimum, digits: digits))]"
  }

  /// A ratio: `0.04×`, `1.23×`, `12.3×`, `123×`.
  static func ratio(_ value: Double) -> String {
    if value >= 100 { return "\(fixed(value, digits: 0))×" }
    if value >= 10 { return "\(fixed(value, digits: 1))×" }
    return "\(fixed(value, digits: 2))×"
  }

  /// How many times faster one median is than another: `3.10× faster`, or `2.40× slower`
  /// when `value`, the other's over this one's, is below 1.
  static func speedup(_ value: Double) -> String {
    value >= 1 || value <= 0 ? "\(ratio(value)) faster" : "\(ratio(1 / value)) slower"
  }

  /// Words filled into lines of at most `width` characters, each after `indent`.
  static func wrapped(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && indent.count + line.count + 1 + word.count > width {
        lines.append(indent + line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(indent + line) }
    return lines.joined(separator: "\n")
  }

  /// `1k`, `10k`, `100k`, `1M`, or the number itself.
  static func count(_ value: Int) -> String {
    if value >= 1_000_000 && value % 1_000_000 == 0 { return "\(value / 1_000_000)M" }
    if value >= 1_000 && value % 1_000 == 0 { return "\(value / 1_000)k" }
    return "\(value)"
  }

  static func fixed(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}
