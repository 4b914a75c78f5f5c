/// Input that a style store or a palette loader could not read or write: it names the source,
/// the place in it and what was expected there.
///
/// ```swift
/// do {
///   let name = try UserDefaultsThemeStore(defaults: defaults).string(forKey: "theme")
/// } catch {
///   print(error)  // UserDefaults: at key "theme": expected a string, found a value of type ...
/// }
/// ```
public struct ThemeSourceError: Error, Hashable, CustomStringConvertible {
  /// Where the input came from: a file path, a URL, `UserDefaults`, or a short description
  /// such as `"hex color"`.
  public let source: String
  /// Where in the input: a line and column, a key path such as `light.navigation.color`, a
  /// stored key, or the offending value.
  public let place: String
  /// What the reader expected there.
  public let expected: String
  /// What it found instead.
  public let found: String
  /// The loader's other findings in the same input, in the order found, when it found more
  /// than one: a loader that can go on after a finding reports every one in a single error,
  /// so that a file is fixed in one pass. Each is a finding of its own, with an empty
  /// ``moreFindings``.
  public package(set) var moreFindings: [ThemeSourceError] = []

  /// Creates an error naming the source, the place, the expectation and the finding.
  ///
  /// - Parameters:
  ///   - source: Where the input came from.
  ///   - place: Where in the input.
  ///   - expected: What was expected there.
  ///   - found: What was found instead.
  public init(source: String, place: String, expected: String, found: String) {
    self.source = source
    self.place = place
    self.expected = expected
    self.found = found
  }

  /// Every finding: this one's own, then ``moreFindings``.
  public var findings: [ThemeSourceError] {
    var first = self
    first.moreFindings = []
    return [first] + moreFindings
  }

  /// A sentence naming the source, the place, the expectation and the finding; a line for
  /// each of ``moreFindings`` follows it.
  public var description: String {
    let sentence = "\(source): at \(place): expected \(expected), found \(found)"
    guard !moreFindings.isEmpty else { return sentence }
    return ([sentence] + moreFindings.map(\.description)).joined(separator: "\n")
  }
}
