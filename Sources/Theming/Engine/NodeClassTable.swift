/// What the engine knows of each class of tracked object, learnt once per class so that a pass
/// casts nothing: how to read `themeParent` from a plain object, and how the class reports its
/// moves (see ``MoveReportingNode``).
struct NodeClassTable {
  struct NodeClass {
    /// Reads `themeParent` from an object known to be of this class.
    let parent: any ParentReader.Type
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
    func reader<Node: ThemeNode>(for _: Node) -> any ParentReader.Type {
      ParentOf<Node>.self
    }
    func starter<Node: MoveReportingNode>(for _: Node) -> any MoveReportStarter.Type {
      MoveReportsOf<Node>.self
    }
    let reporting = node as? any MoveReportingNode
    let learnt = NodeClass(
      parent: reader(for: node),
      moveReportStarter: reporting.map { starter(for: $0) },
      reportsMoves: reporting.map { Swift.type(of: $0).reportsMoves } ?? false)
    index.set(Int32(classes.count), for: type)
    classes.append(learnt)
    if !learnt.reportsMoves { allReportMoves = false }
    return learnt
  }

  /// The parent reader of the class `type`, once a node of it has been tracked.
  func parentReader(ofClass type: ObjectIdentifier) -> (any ParentReader.Type)? {
    index.value(for: type).map { classes[Int($0)].parent }
  }

  /// The parent of a tracked object.
  @MainActor
  func parent(of object: AnyObject) -> (any ThemeNode)? {
    if let known = index.value(for: ObjectIdentifier(Swift.type(of: object))) {
      return classes[Int(known)].parent.parent(of: object)
    }
    return (object as? any ThemeNode)?.themeParent
  }
}
