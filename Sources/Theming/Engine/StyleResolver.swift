/// Resolves nodes' effective styles for one pass or walk, reading each part of the tree once.
///
/// A node's style is its own override, else its parent's style, else the current style (R2).
/// The resolver remembers the style it found for every node it met, the untracked ancestors
/// included, so that a child whose parent was met already costs one look-up. It holds each node
/// it remembers until it is dropped, at the end of the pass: an identity then names one object
/// for the resolver's whole life, even when the app's code run meanwhile (providers,
/// `themeParent`) frees other objects and makes new ones (R9).
@MainActor
struct StyleResolver {
  private struct Entry {
    /// Held, so that no other object takes the address while the entry is used.
    let node: AnyObject
    let style: StyleID
  }

  private var memo: [ObjectIdentifier: Entry] = [:]
  /// The nodes of the walk under way, waiting for the style found above them.
  private var path: [any ThemeNode] = []
  private let current: StyleID
  private unowned let engine: ThemeEngine

  init(engine: ThemeEngine, expectedCount: Int = 0) {
    self.engine = engine
    self.current = engine.current.id
    memo.reserveCapacity(expectedCount)
  }

  /// The number of the effective style of `node`.
  mutating func style(of node: any ThemeNode) -> StyleID {
    if let known = memo[ObjectIdentifier(node)] { return known.style }
    var result = current
    var cursor = node
    while true {
      if let pinned = engine.pins.styleID(of: cursor) {
        result = pinned
        break
      }
      path.append(cursor)
      guard let parent = cursor.themeParent else { break }
      if let known = memo[ObjectIdentifier(parent)] {
        result = known.style
        break
      }
      if path.count > ThemeEngine.parentWalkLimit {
        // A loop, or a tree deeper than any app's: the node is treated as a root, and the app
        // is told why it shows the current style.
        engine.report(.parentCycle(limit: ThemeEngine.parentWalkLimit))
        break
      }
      cursor = parent
    }
    memo[ObjectIdentifier(cursor)] = Entry(node: cursor, style: result)
    for step in path {
      memo[ObjectIdentifier(step)] = Entry(node: step, style: result)
    }
    path.removeAll(keepingCapacity: true)
    return result
  }
}
