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
  private var memo: StyleMemo
  /// Whether every live pin is in `memo` already, so that a node's own pin needs no look-up of
  /// its own.
  private let pinsAreRemembered: Bool
  /// The nodes of the walk under way, waiting for the style found above them; `memo` holds
  /// them.
  private var path: [ObjectIdentifier] = []
  private let current: StyleID
  private unowned let engine: ThemeEngine

  /// A resolver for `engine`'s tree as it is now. A pass, which resolves every tracked node,
  /// gives `expectedCount` and has the pins remembered up front (a look-up fewer per node); a
  /// pin set while it runs waits for the pass that follows, which the setter asks for. A walk,
  /// which may resolve a handful of nodes, looks pins up as it meets them.
  init(engine: ThemeEngine, forPassOver expectedCount: Int? = nil) {
    self.engine = engine
    self.current = engine.current.id
    self.pinsAreRemembered = expectedCount != nil
    memo = StyleMemo(capacity: expectedCount.map { $0 + engine.pins.count } ?? 0)
    if expectedCount != nil {
      engine.pins.forEachLivePin { node, style in memo.remember(style, for: node) }
    }
  }

  /// The number of the effective style of `node`.
  mutating func style(of node: any ThemeNode) -> StyleID {
    let id = ObjectIdentifier(node)
    if let known = memo.style(of: id) { return known }
    if !pinsAreRemembered, let pinned = engine.pins.styleID(of: node) {
      memo.remember(pinned, for: node)
      return pinned
    }
    memo.hold(node)
    return style(ofHeld: id, parent: node.themeParent)
  }

  /// For a pass: the number of the effective style of `object`, the live node of `record`, and
  /// whether the resolver met it first. The caller then holds `object` while it applies it,
  /// and hands it to ``keep(_:)`` afterwards, so that the reference it loaded is the one the
  /// resolver holds: a second reference, taken and dropped, is a count up and down on the
  /// object's side table, a quarter of a pinned switch's time (BENCHMARKS.md, what the engine
  /// keeps).
  mutating func style(ofTracked object: AnyObject, of record: NodeRecord)
    -> (style: StyleID, isNew: Bool)
  {
    let id = ObjectIdentifier(object)
    if let known = memo.style(of: id) { return (known, false) }
    return (style(ofHeld: id, parent: record.themeParent(of: object)), true)
  }

  /// Holds `node`, which ``style(ofTracked:of:)`` met first, until the resolver is dropped.
  mutating func keep(_ node: consuming AnyObject) {
    memo.hold(node)
  }

  /// The style of the node at `id`, which is held, below `parent`.
  private mutating func style(ofHeld id: ObjectIdentifier, parent: (any ThemeNode)?) -> StyleID {
    guard let parent else {
      memo.remember(current, forHeld: id)
      return current
    }
    if let known = memo.style(of: ObjectIdentifier(parent)) {
      memo.remember(known, forHeld: id)
      return known
    }
    path.append(id)
    return walk(from: parent)
  }

  /// Walks up from `start`, the parent of the last node in `path`, to the first ancestor whose
  /// style is known or pinned, and remembers that style for every node on the way.
  private mutating func walk(from start: any ThemeNode) -> StyleID {
    var result = current
    var cursor = start
    while true {
      let id = ObjectIdentifier(cursor)
      if let known = memo.style(of: id) {
        result = known
        break
      }
      if !pinsAreRemembered, let pinned = engine.pins.styleID(of: cursor) {
        memo.remember(pinned, for: cursor)
        result = pinned
        break
      }
      memo.hold(cursor)
      path.append(id)
      guard let parent = cursor.themeParent else { break }
      if path.count > ThemeEngine.parentWalkLimit {
        // A loop, or a tree deeper than any app's: the node is treated as a root, and the app
        // is told why it shows the current style.
        engine.report(.parentCycle(limit: ThemeEngine.parentWalkLimit))
        break
      }
      cursor = parent
    }
    for step in path {
      memo.remember(result, forHeld: step)
    }
    path.removeAll(keepingCapacity: true)
    return result
  }
}
