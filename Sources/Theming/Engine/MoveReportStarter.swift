/// Hands a plain object of a class known in advance to the manager that starts tracking it (see
/// ``MoveReportingNode/startReportingMoves(to:)``). A type, so that the first binding of every
/// node does not cast it to the protocol.
@MainActor
protocol MoveReportStarter {
  static func startReportingMoves(of object: AnyObject, to manager: ThemeManager)
}

/// The ``MoveReportStarter`` of the class `Node`.
enum MoveReportsOf<Node: MoveReportingNode>: MoveReportStarter {
  static func startReportingMoves(of object: AnyObject, to manager: ThemeManager) {
    // The table hands an object to the starter of its own class only.
    unsafeDowncast(object, to: Node.self).startReportingMoves(to: manager)
  }
}
