import Theming

/// The `final` node class: a parent link, children held strongly, and three themed `Int`
/// properties stored plainly, with no observers. It reports its moves, as a toolkit class with
/// a "moved to a new parent" hook does (``MoveReportingNode``).
///
/// Every contender gets its own forest of these, built from the same shape, so the contenders
/// restyle identical trees without touching each other's nodes. The two `jx` fields are the
/// JXTheme model's per-object storage (JXTheme keeps them in associated objects); the other
/// contenders never read them.
@MainActor
final class FinalNode: BenchmarkNode, MoveReportingNode {
  typealias Base = FinalNode

  /// One reporter for the whole class, as the library's documentation of
  /// ``MoveReportingNode`` allows: it reaches every manager that tracks a node of the class, and
  /// it costs nothing per node, so the memory figure counts the library's own records alone.
  static let moveReporter = ThemeMoveReporter()

  weak var parent: FinalNode?
  var children: [FinalNode] = []
  var a = 0
  var b = 0
  var c = 0
  var jxProviders: [String: Any] = [:]
  var jxOverride: ThemeStyle?

  var themeParent: (any ThemeNode)? { parent }

  func startReportingMoves(to manager: ThemeManager) {
    Self.moveReporter.add(manager)
  }

  static let nodeClass = NodeClass.final

  static let defaultRoute = ThemingRoute.declaredProperties

  static func make(isLeaf: Bool) -> FinalNode { FinalNode() }

  /// The class's own report, as its toolkit's hook would make it after the move.
  static func reportMove(of child: FinalNode, in manager: ThemeManager) {
    moveReporter.reportMove(of: child)
  }

  static func assign(
    _ a: ThemeProvider<Int>,
    _ b: ThemeProvider<Int>,
    _ c: ThemeProvider<Int>,
    to node: FinalNode,
    in manager: ThemeManager,
    route: ThemingRoute
  ) {
    let theme = node.theme(in: manager)
    switch route {
    case .keyPathLookup:
      theme.a = a
      theme.b = b
      theme.c = c
    case .declaredProperties:
      theme.declaredA = a
      theme.declaredB = b
      theme.declaredC = c
    }
  }
}

/// The final class's properties declared on the namespace, for
/// ``ThemingRoute/declaredProperties``: written for the class itself, so that each key path's
/// root is concrete.
extension ThemeWrapper where Base == FinalNode {
  var declaredA: ThemeProvider<Int>? {
    get { provider(for: \.a) }
    nonmutating set { bind(newValue, to: \.a) { node, value in node.a = value } }
  }

  var declaredB: ThemeProvider<Int>? {
    get { provider(for: \.b) }
    nonmutating set { bind(newValue, to: \.b) { node, value in node.b = value } }
  }

  var declaredC: ThemeProvider<Int>? {
    get { provider(for: \.c) }
    nonmutating set { bind(newValue, to: \.c) { node, value in node.c = value } }
  }
}
