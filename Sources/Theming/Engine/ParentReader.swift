/// Reads `themeParent` from a plain object of a class known in advance. A type, not a closure:
/// calling a closure stored per class counts its context up and down on every call, a cost that
/// a pass with overrides would pay for every node.
@MainActor
protocol ParentReader {
  static func parent(of object: AnyObject) -> (any ThemeNode)?
}

/// The ``ParentReader`` of the class `Node`.
enum ParentOf<Node: ThemeNode>: ParentReader {
  static func parent(of object: AnyObject) -> (any ThemeNode)? {
    // The table hands an object to the reader of its own class only.
    unsafeDowncast(object, to: Node.self).themeParent
  }
}
