import Theming

/// The floor: the least any design that tracks nodes weakly must do on a switch; and, reading
/// parents, the least a design that resolves overrides from the live tree must do.
///
/// Per node: one weak-reference load, then the three shared provider closures called and
/// their values stored straight into the node's properties. No per-node records, no lookups,
/// no casts, no key paths, no overrides: it restyles every node with the current style, so in
/// the pinned switch it does more node work than the designs that skip pinned nodes, and less
/// resolution work.
///
/// Made with `readsParents` (``ContenderKind/parentReadingFloor``), it also loads each node's
/// weak `parent` once, as a design that honours overrides and reads the tree as it is at the
/// switch must (an atomic load and a release), and counts the nodes that have none, so that
/// the load is used and can be checked. It still resolves no override: it is the least a pass
/// with overrides can cost, the denominator of the pinned switch's target.
///
/// It is generic over the node class, and the figures reach it through a
/// ``SpecializedContender``, so its loop is compiled for each class: on the final class each
/// store is Swift's dynamic exclusivity check (`swift_beginAccess`, which the optimiser keeps
/// for these stored properties) and a store at the field's offset; on the view-like class, a
/// call of the `open` setter through the vtable, which makes the same check and runs `didSet`.
@MainActor
final class Floor<Node: BenchmarkNode>: Contender where Node.Base == Node {
  /// A class, not a struct: iterating an array of structs that hold a weak reference copies
  /// each weak reference (two more atomic operations per node on this runtime), which would
  /// raise the floor; reading a class's weak property is the one weak load.
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
  private let readsParents: Bool
  private var entries: [Entry] = []
  private var style: ThemeStyle = .light
  /// The nodes the last switch found without a parent: the forest's window roots, when it read
  /// every node's parent.
  private var parentlessNodes = 0

  init(forest: NodeForest<Node>, providers: Providers, readsParents: Bool = false) {
    self.kind = readsParents ? .parentReadingFloor : .floor
    self.forest = forest
    self.providers = providers
    self.readsParents = readsParents
  }

  func theme(_ node: Node) {
    entries.append(Entry(node: node))
    node.a = providers.a(style)
    node.b = providers.b(style)
    node.c = providers.c(style)
  }

  func changeTheme(to style: ThemeStyle) {
    self.style = style
    if readsParents {
      restyle(with: style) { $0.hasParent }
    } else {
      restyle(with: style) { _ in true }
    }
  }

  /// The switch, with the parent read by `hasParent`: inlined, so that each caller's loop has
  /// its own read (or none) and no closure call.
  @inline(__always)
  private func restyle(with style: ThemeStyle, hasParent: (Node) -> Bool) {
    let a = providers.a
    let b = providers.b
    let c = providers.c
    var parentless = 0
    // By index, not `for entry in entries`: a bound `entry` lives to the end of the body, so the
    // compiler retains and releases it around the opaque provider calls, two atomic operations
    // per node that are no part of the floor.
    let entries = entries
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
    // The floors have no overrides.
  }

  /// Checks that the last switch of the floor that reads parents read the parent of every
  /// node: it found as many without one as the forest has roots.
  func checkLastSwitch(context: String) throws {
    let roots = forest.shape.roots.count
    guard !readsParents || parentlessNodes == roots else {
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
