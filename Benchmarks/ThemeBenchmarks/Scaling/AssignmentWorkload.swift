import Theming

/// Assigning three providers to each node of a fresh forest, node by node, parents first:
/// screens made and themed as an app opens them.
///
/// Each node's assignments store and apply three providers, so the work per node is the same
/// however many nodes are tracked; a library whose table or look-ups slow as it grows turns
/// theming them all quadratic.
@MainActor
final class AssignmentWorkload<Node: BenchmarkNode>: ScalingWorkload where Node.Base == Node {
  static var phases: [ScalingPhase] {
    [
      ScalingPhase(
        key: "assignment", title: "assigning three providers to fresh nodes",
        unit: "node")
    ]
  }

  let library: ThemingLibrary<Node>
  private let nodes: [Node]

  /// A forest of `nodes` nodes in screens of `screenSize`, none of them themed.
  init(nodes: Int, screenSize: Int, providers: Providers) {
    let shape = ForestShape(count: nodes, screenSize: screenSize)
    library = ThemingLibrary(forest: NodeForest(shape: shape), providers: providers)
    self.nodes = library.forest.nodes
  }

  var steps: Int { nodes.count }

  func perform(_ step: Int, ofPhase phase: Int) {
    library.theme(nodes[step])
  }

  func check(phase: Int, afterSteps steps: Int, context: String) throws {
    try Verifier.check(
      library.forest, contender: library.kind, current: .light, indices: Array(0..<steps),
      context: context)
  }
}
