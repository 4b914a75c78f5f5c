/// How much of its input a loader took: the keys it read, and the keys it left out or read by
/// a lenient rule (each named in ``ThemePaletteContents/loadNotes``), so that nothing a file
/// held is dropped without a count.
///
/// ```swift
/// let counts = contents.loadCounts
/// print("\(counts.read) read, \(counts.leftOut) left out")
/// ```
public struct ThemeLoadCounts: Hashable, Sendable, CustomStringConvertible {
  /// The keys in the contents.
  public let read: Int
  /// The keys left out of the contents, in any style.
  public let leftOut: Int
  /// The keys in the contents that a lenient rule read, in any style.
  public let readLeniently: Int

  /// Creates counts.
  ///
  /// - Parameters:
  ///   - read: The keys in the contents.
  ///   - leftOut: The keys left out.
  ///   - readLeniently: The keys read by a lenient rule.
  public init(read: Int, leftOut: Int, readLeniently: Int) {
    self.read = read
    self.leftOut = leftOut
    self.readLeniently = readLeniently
  }

  /// `"120 read (3 leniently), 2 left out"`.
  public var description: String {
    "\(read) read (\(readLeniently) leniently), \(leftOut) left out"
  }
}

extension ThemePaletteContents {
  /// How many keys the loader read, left out and read leniently.
  public var loadCounts: ThemeLoadCounts {
    func keys(_ kind: ThemeLoadNote.Kind) -> Int {
      Set(loadNotes.lazy.filter { $0.kind == kind }.map(\.key)).count
    }
    // A note on a group's text (a trailing comma) names no key of the contents: no key was
    // read leniently for it.
    let lenient = Set(
      loadNotes.lazy.filter { $0.kind == .readLeniently && entries[$0.key] != nil }.map(\.key))
    return ThemeLoadCounts(
      read: entries.count, leftOut: keys(.leftOut), readLeniently: lenient.count)
  }
}
