/// The `userInfo` dictionaries of the `.themeDidChange` notifications of recent switches, by
/// their pair of styles.
///
/// An app switches between a few styles, and building the dictionary (three keys, each checked
/// against the others, and two styles boxed) costs about as much as posting it: for a small
/// tree, more than applying its nodes. A dictionary is a value, so handing out the same one
/// again is safe.
struct ChangeUserInfoCache {
  private struct Entry {
    let oldStyle: ThemeStyle
    let newStyle: ThemeStyle
    let userInfo: [AnyHashable: Any]
  }

  /// The most pairs kept; the oldest goes first.
  static let capacity = 4

  private var entries: [Entry] = []

  /// The `userInfo` of a switch from `oldStyle` to `newStyle`, made by `make` the first time.
  mutating func userInfo(
    from oldStyle: ThemeStyle,
    to newStyle: ThemeStyle,
    make: () -> [AnyHashable: Any]
  ) -> [AnyHashable: Any] {
    if let entry = entries.first(where: { $0.oldStyle == oldStyle && $0.newStyle == newStyle }) {
      return entry.userInfo
    }
    let userInfo = make()
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append(Entry(oldStyle: oldStyle, newStyle: newStyle, userInfo: userInfo))
    return userInfo
  }
}
