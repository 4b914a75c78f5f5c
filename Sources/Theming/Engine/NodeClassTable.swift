/// What the engine knows of each class of tracked object, learnt once per class so that no
/// node is cast: the class of its nodes' records, through which a pass reads their parents (see
/// ``NodeRecord/parent(of:)``), and how the class reports its moves (see ``MoveReportingNode``).
struct NodeClassTable {
  struct NodeClass {
    /// The class of the records of this class's nodes.
    let recordClass: NodeRecord.Type
    /// Tells a node of the class of a manager that starts tracking it; `nil` when the class
    /// takes no move reports.
    let moveReportStarter: (any MoveReportStarter.Type)?
    /// Whether the class reports every move now, so that learnt links can be trusted.
    let reportsMoves: Bool
  }

  /// `classes[index[class]]`.
  private var index = IdentityMap(capacity: 8)
  private var classes: [NodeClass] = []
  /// Whether every class met so far reports its moves.
  private(set) var allReportMoves = true

  /// What is known of `node`'s class, learnt the first time a node of the class is tracked.
  @MainActor
  mutating func nodeClass(of node: any ThemeNode) -> NodeClass {
    let type = ObjectIdentifier(Swift.type(of: node))
    if let known = index.value(for: type) { return classes[Int(known)] }
    func starter<Node: MoveReportingNode>(for _: Node) -> any MoveReportStarter.Type {
      MoveReportsOf<Node>.self
    }
    let reporting = node as? any MoveReportingNode
    let learnt = NodeClass(
      recordClass: NodeRecord.recordClass(for: node),
      moveReportStarter: reporting.map { starter(for: $0) },
      reportsMoves: reporting.map { Swift.type(of: $0).reportsMoves } ?? false)
    index.set(Int32(classes.count), for: type)
    classes.append(learnt)
    if !learnt.reportsMoves { allReportMoves = false }
    return learnt
  }
}
