import Theming

/// Moving every child of a wide parent, one by one, to another parent pinned to the other
/// style, each move reported: by the class itself when it reports its moves (``FinalNode``), by
/// the app calling `nodeDidMove(_:)` after each when it does not (``ViewLikeNode``).
///
/// Each move restyles one node, so the work per move is the same whatever the parents' width;
/// a library that searches a parent's children, or visits every tracked node, on every move
/// turns moving them all quadratic.
@MainActor
final class MoveWorkload<Node: BenchmarkNode>: ScalingWorkload where Node.Base == Node {
  static var phases: [ScalingPhase] {
    let reporter =
      Node.self is any MoveReportingNode.Type
      ? "reported by the class" : "the app calling nodeDidMove"
    return [
      ScalingPhase(
        key: "moves", title: "moving children one by one to a pinned parent, \(reporter)",
        unit: "move")
    ]
  }

  let library: ThemingLibrary<Node>
  private let shape: ForestShape
  private let nodes: [Node]

  /// A themed root holding a wide parent of `children` children and an empty parent pinned to
  /// dark, while the current style is light.
  init(children: Int, providers: Providers) {
    shape = ForestShape(wideParentOf: children)
    library = ThemingLibrary(forest: NodeForest(shape: shape), providers: providers)
    library.setOverride(.dark, onNodeAt: shape.destination)
    library.themeAll()
    nodes = library.forest.nodes
  }

  var steps: Int { shape.sourceChildren.count }

  /// Moves the last child of the wide parent that is still there (the last first, so that the
  /// benchmark's own unlinking takes constant time).
  func perform(_ step: Int, ofPhase phase: Int) {
    let child = nodes[shape.sourceChildren.upperBound - 1 - step]
    nodes[shape.source].removeChild(child)
    nodes[shape.destination].addChild(child)
    Node.reportMove(of: child, in: library.manager)
  }

  func check(phase: Int, afterSteps steps: Int, context: String) throws {
    let firstMoved = shape.sourceChildren.upperBound - steps
    let governing = shape.parentIndex.indices.map { index -> ThemeStyle? in
      index == shape.destination || index >= firstMoved ? .dark : nil
    }
    try Verifier.check(
      library.forest, contender: library.kind, current: .light, governing: governing,
      context: context)
  }
}
