/// What the engine knows of each class of tracked object, learnt once per class so that no
/// node is cast: how the class reports its moves (see ``MoveReportingNode``).
struct NodeClassTable {
  struct NodeClass {
    /// Tells a node of the class of a manager that starts tracking it; `nil` when the class
    /// takes no move reports.
    let moveReportStarter: (any MoveReportStarter.Type)?
    /// Whether the class reports every move now.
    let reportsMoves: Bool
  }

  private var classes: [ObjectIdentifier: NodeClass] = [:]
  /// Whether every class met so far reports its moves.
  private(set) var allReportMoves = true

  /// What is known of `node`'s class, learnt the first time a node of the class is tracked.
  @MainActor
  mutating func nodeClass(of node: any ThemeNode) -> NodeClass {
    let type = ObjectIdentifier(Swift.type(of: node))
    if let known = classes[type] { return known }
    func starter<Node: MoveReportingNode>(for _: Node) -> any MoveReportStarter.Type {
      MoveReportsOf<Node>.self
    }
    let reporting = node as? any MoveReportingNode
    let learnt = NodeClass(
      moveReportStarter: reporting.map { starter(for: $0) },
      reportsMoves: reporting.map { Swift.type(of: $0).reportsMoves } ?? false)
    classes[type] = learnt
    if !learnt.reportsMoves { allReportMoves = false }
    return learnt
  }
}
