import Foundation

/// The key each element of an array in a palette gets, as configurations write arrays: a tab
/// bar's items, a gradient's stops.
///
/// - When every element is a group with an `id` member that is a whole number or a string
///   without dots, each element is keyed by its id, and the `id` member is not a key:
///   `"tabbar": [{"id": 1, "textColor": "#EEE"}]` gives `tabbar.1.textColor`.
/// - When no element has an `id` member, each element is keyed by its index, from 0:
///   `"stops": ["#FFF", "#000"]` gives `stops.0` and `stops.1`.
/// - Anything between is an error, never a silent fallback to indexes, which would give every
///   element a key other than the one its id promises: some elements with an id and some
///   without, an id given twice in one array, an id that cannot be a key segment (a fraction,
///   a boolean, a group, text with a dot, empty text).
enum ArrayElementKeys {
  /// The member that names an element.
  static let idMember = "id"

  /// How an array's elements are keyed.
  enum Keys: Equatable {
    /// By index, from 0.
    case indexes
    /// By id, one per element in order; each element's `id` member is no key.
    case ids([String])
    /// Neither: the element at `index` breaks the rule, as `expected` and `found` say.
    case problem(index: Int, expected: String, found: String)
  }

  /// The keys of `elements`' members, as parsed (`NSNumber`s, strings, dictionaries, arrays).
  static func keys(of elements: [Any]) -> Keys {
    let ids = elements.map { ($0 as? [String: Any])?[idMember] }
    guard let firstWithID = ids.firstIndex(where: { $0 != nil }) else { return .indexes }
    var segments: [String] = []
    var seen: [String: Int] = [:]
    for (index, id) in ids.enumerated() {
      guard let id else {
        let element = elements[index]
        return .problem(
          index: index,
          expected: "an \"\(idMember)\" member, as element \(firstWithID) has (or none on any)",
          found: element is [String: Any] ? "a group without one" : PaletteParser.kind(of: element))
      }
      guard let segment = segment(of: id) else {
        return .problem(
          index: index, expected: "an id that is a whole number or a string without dots",
          found: describe(id))
      }
      if let first = seen.updateValue(index, forKey: segment) {
        return .problem(
          index: index, expected: "each id once in the array",
          found: "\"\(segment)\" again, first on element \(first)")
      }
      segments.append(segment)
    }
    return .ids(segments)
  }

  /// The key segment an id makes: a whole number as its digits, text as it is; `nil` for
  /// anything that cannot be one segment of a dotted key.
  private static func segment(of id: Any) -> String? {
    switch id {
    case let text as String:
      return text.isEmpty || text.contains(".") ? nil : text
    case let number as NSNumber where !PaletteParser.isBoolean(number):
      // Whole numbers a `Double` holds exactly, so that `1` and `1.0` are the same id.
      let value = number.doubleValue
      guard value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else { return nil }
      return String(Int64(value))
    default:
      return nil
    }
  }

  private static func describe(_ id: Any) -> String {
    switch id {
    case let text as String: text.isEmpty ? "empty text" : "\"\(text.prefix(80))\""
    case let number as NSNumber where !PaletteParser.isBoolean(number): "\(number.doubleValue)"
    default: PaletteParser.kind(of: id)
    }
  }
}
