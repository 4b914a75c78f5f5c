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
public struct ThemeSourceError: Error, Equatable, CustomStringConvertible {
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

  /// A sentence naming the source, the place, the expectation and the finding.
  public var description: String {
    "\(source): at \(place): expected \(expected), found \(found)"
  }
}
