import Theming

/// A contender whose operations were bound where its concrete type is known, so that they run
/// specialised for its node class: every figure reaches the contenders through it.
///
/// A call through `any Contender<Node>` to a generic class such as `Floor<Node>` runs the
/// class's unspecialised code: Swift emits one witness table for `Floor<Node>: Contender`, for
/// every `Node`. There, every `node.a = value` is a call through the node protocol's witness
/// table, and every `entries[index]` a call into the standard library that retains the entry:
/// work that is no part of the floor, which would make it slower than it is and flatter every
/// design measured against it. The closures below are formed in ``init(_:)``, which
/// ``makeContender(_:forest:providers:)`` calls with a concrete contender type
/// from code specialised for the node class; so each closure calls the contender's method
/// directly, and that method is compiled for the node class: on the final class a store at the
/// field's offset, on the view-like class a direct call of its setter.
@MainActor
final class SpecializedContender<Node: BenchmarkNode>: Contender where Node.Base == Node {
  let kind: ContenderKind
  let forest: NodeForest<Node>
  let honoursOverrides: Bool
  private let themeOne: (Node) -> Void
  private let themeEvery: () -> Void
  private let switchStyle: (ThemeStyle) -> Void
  private let override: (ThemeStyle?, Int) -> Void
  private let checkSwitch: (String) throws -> Void
  private let release: () -> Void

  init<Wrapped: Contender<Node>>(_ contender: Wrapped) {
    kind = contender.kind
    forest = contender.forest
    honoursOverrides = contender.honoursOverrides
    themeOne = { node in contender.theme(node) }
    themeEvery = { contender.themeAll() }
    switchStyle = { style in contender.changeTheme(to: style) }
    override = { style, index in contender.setOverride(style, onNodeAt: index) }
    checkSwitch = { context in try contender.checkLastSwitch(context: context) }
    release = { contender.tearDown() }
  }

  func theme(_ node: Node) { themeOne(node) }

  func themeAll() { themeEvery() }

  func changeTheme(to style: ThemeStyle) { switchStyle(style) }

  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int) { override(style, index) }

  func checkLastSwitch(context: String) throws { try checkSwitch(context) }

  func tearDown() { release() }
}
