import Theming

/// The floor: the least any design that tracks nodes weakly must do on a switch.
///
/// Per node: one weak-reference load, then the three shared provider closures called and
/// their values stored straight into the node's properties. No per-node records, no lookups,
/// no casts, no key paths, no overrides (it restyles every node with the current style, so
/// in the override figure it does more node work than the designs that skip pinned nodes,
/// and less resolution work).
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

  let kind = ContenderKind.floor
  let forest: NodeForest<Node>
  let honoursOverrides = false
  private let providers: Providers
  private var entries: [Entry] = []
  private var style: ThemeStyle = .light

  init(forest: NodeForest<Node>, providers: Providers) {
    self.forest = forest
    self.providers = providers
  }

  func theme(_ node: Node) {
    entries.append(Entry(node: node))
    node.a = providers.a(style)
    node.b = providers.b(style)
    node.c = providers.c(style)
  }

  func changeTheme(to style: ThemeStyle) {
    self.style = style
    let a = providers.a
    let b = providers.b
    let c = providers.c
    // By index, not `for entry in entries`: a bound `entry` lives to the end of the body, so the
    // compiler retains and releases it around the opaque provider calls, two atomic operations
    // per node that are no part of the floor.
    let entries = entries
    for index in entries.indices {
      guard let node = entries[index].node else { continue }
      node.a = a(style)
      node.b = b(style)
      node.c = c(style)
    }
  }

  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int) {
    // The floor has no overrides.
  }

  func tearDown() {
    entries.removeAll()
  }
}
