/// What governs a node's style: the number of the style of the nearest override above it (or
/// on it), or one of these.
enum Governor {
  /// No override: the node follows the current style.
  static let current: StyleID = 0
  /// Not known: the node has not been resolved since it was tracked, or its record was dropped.
  static let unknown: StyleID = -1
}
