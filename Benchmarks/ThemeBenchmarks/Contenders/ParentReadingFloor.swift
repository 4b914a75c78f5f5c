import Theming

/// The floor of a design that resolves overrides from the live tree: the ``Floor``'s work plus
/// one read of each node's parent.
///
/// A design that honours overrides and reads the tree as it is at the switch must learn each
/// node's parent on every pass: from the node's weak parent reference, an atomic load and a
/// release. This contender does the floor's work (one weak load of the node, three provider
/// calls, three stores) and loads the node's `parent` once, counting the nodes that have none
/// so that the load is used and can be checked. It resolves no override (it restyles every
/// node with the current style), so it is the least a pass with overrides can cost, and the
/// denominator of the override figure's target. Like the floor, it is reached through a
/// ``SpecializedContender``, so its loop is compiled for each node class.
///
/// Made with a ``RuntimeParentReader`` (``ContenderKind/runtimeParentReadingFloor``), it reads
/// each parent through `ThemeNode.themeParent` instead, by a reader chosen at run time: what a
/// design that themes the app's own classes, which it cannot name, has to call.
@MainActor
final class ParentReadingFloor<Node: BenchmarkNode>: Contender where Node.Base == Node {
  /// A class, as in ``Floor``: reading a class's weak property is the one weak load.
  private final class Entry {
    weak var node: Node?

    init(node: Node) {
      self.node = node
    }
  }

  let kind: ContenderKind
  let forest: NodeForest<Node>
  let honoursOverrides = false
  private let providers: Providers
  private var entries: [Entry] = []
  private var style: ThemeStyle = .light
  /// Reads parents through `themeParent` when set; otherwise the loop reads the class's own
  /// weak property, inlined.
  private let runtimeReader: (any RuntimeParentReader.Type)?
  /// The nodes the last switch found without a parent: the forest's roots, when it read every
  /// node's parent.
  private(set) var parentlessNodes = 0

  init(
    forest: NodeForest<Node>,
    providers: Providers,
    runtimeReader: (any RuntimeParentReader.Type)? = nil
  ) {
    self.kind = runtimeReader == nil ? .parentReadingFloor : .runtimeParentReadingFloor
    self.forest = forest
    self.providers = providers
    self.runtimeReader = runtimeReader
  }

  func theme(_ node: Node) {
    entries.append(Entry(node: node))
    node.a = providers.a(style)
    node.b = providers.b(style)
    node.c = providers.c(style)
  }

  func changeTheme(to style: ThemeStyle) {
    self.style = style
    if let reader = runtimeReader {
      restyle(with: style) { reader.parent(of: $0) != nil }
    } else {
      restyle(with: style) { $0.hasParent }
    }
  }

  /// The switch, with the parent read by `hasParent`: inlined, so each caller's loop has its
  /// own read and no closure call.
  @inline(__always)
  private func restyle(with style: ThemeStyle, hasParent: (Node) -> Bool) {
    let a = providers.a
    let b = providers.b
    let c = providers.c
    let entries = entries
    var parentless = 0
    // By index, for the reason the floor gives.
    for index in entries.indices {
      guard let node = entries[index].node else { continue }
      if !hasParent(node) { parentless += 1 }
      node.a = a(style)
      node.b = b(style)
      node.c = c(style)
    }
    parentlessNodes = parentless
  }

  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int) {
    // Like the floor, it resolves no override.
  }

  /// Checks that the last switch read the parent of every node: it found as many without one
  /// as the forest has roots.
  func checkLastSwitch(context: String) throws {
    let roots = forest.shape.screenRoots.count
    guard parentlessNodes == roots else {
      throw BenchmarkFailure(
        description: "\(kind.title): after \(context), found \(parentlessNodes) nodes "
          + "without a parent, but the forest has \(roots) roots"
      )
    }
  }

  func tearDown() {
    entries.removeAll()
  }
}

/// Reads a node's parent through `ThemeNode.themeParent`, for a class that the caller learns at
/// run time: a library's view of the app's classes.
@MainActor
protocol RuntimeParentReader {
  static func parent(of object: AnyObject) -> (any ThemeNode)?
}

/// The ``RuntimeParentReader`` of `Node` and its subclasses.
enum RuntimeParentOf<Node: ThemeNode>: RuntimeParentReader {
  static func parent(of object: AnyObject) -> (any ThemeNode)? {
    // The floor hands a reader only the nodes of its own forest.
    unsafeDowncast(object, to: Node.self).themeParent
  }
}
