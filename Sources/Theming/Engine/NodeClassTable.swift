/// What the engine knows of each class of tracked object, learnt once per class so that no
/// node is cast: how the class reports its moves (see ``MoveReportingNode``).
struct NodeClassTable {
  struct NodeClass {
    /// Tells a node of the class of a manager that starts tracking it; `nil` when the class
    /// takes no move reports.
    let moveReportStarter: (any MoveReportStarter.Type)?
    /// Whether the class reports every move now.
    let reportsMoves: Bool

    /// What `node`'s class says of itself. It asks the class (`reportsMoves`), the app's code,
    /// so the caller learns it outside any access to the table.
    @MainActor
    init(learningFrom node: any ThemeNode) {
      func starter<Node: MoveReportingNode>(for _: Node) -> any MoveReportStarter.Type {
        MoveReportsOf<Node>.self
      }
      let reporting = node as? any MoveReportingNode
      moveReportStarter = reporting.map { starter(for: $0) }
      reportsMoves = reporting.map { Swift.type(of: $0).reportsMoves } ?? false
    }
  }

  private var classes: [ObjectIdentifier: NodeClass] = [:]
  /// Whether every class met so far reports its moves.
  private(set) var allReportMoves = true

  /// What is known of the class `type`, if a node of it was tracked before.
  subscript(type: ObjectIdentifier) -> NodeClass? {
    classes[type]
  }

  /// Keeps what was learnt of the class `type`.
  mutating func add(_ learnt: NodeClass, for type: ObjectIdentifier) {
    classes[type] = learnt
    if !learnt.reportsMoves { allReportMoves = false }
  }
}
