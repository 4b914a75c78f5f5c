/// A skin's version: one to four numbers separated by dots, such as `1.2.0`, compared number by
/// number (`1.10` is newer than `1.9`; `1.2` and `1.2.0` are the same version).
public struct ThemeSkinVersion: Comparable, Hashable, Sendable, LosslessStringConvertible {
  /// The numbers, as written.
  public let components: [Int]

  /// The version written as `text`; `nil` unless it is one to four dot-separated numbers of at
  /// most nine digits each.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...4).contains(parts.count) else { return nil }
    var components: [Int] = []
    for part in parts {
      guard (1...9).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(part)
      else { return nil }
      components.append(number)
    }
    self.components = components
  }

  /// The version as written, such as `1.2.0`.
  public var description: String {
    components.map(String.init).joined(separator: ".")
  }

  /// Whether `lhs` is older than `rhs`; missing numbers count as zero.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Whether the two name the same version; missing numbers count as zero.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Hashes the numbers without trailing zeros, so that equal versions hash alike.
  public func hash(into hasher: inout Hasher) {
    var trimmed = components[...]
    while trimmed.count > 1, trimmed.last == 0 { trimmed = trimmed.dropLast() }
    hasher.combine(Array(trimmed))
  }
}
