/// A node whose toolkit tells the library when it moves to another parent, so that it and its
/// tracked descendants take their new parent's style at once, without a call to
/// ``ThemeManager/nodeDidMove(_:)`` after each move in the app's code.
///
/// A toolkit with a "moved to a new superview" hook adopts it in a few lines, with a
/// ``ThemeMoveReporter`` to remember the managers that track the node:
///
/// ```swift
/// class Panel: ThemeCompatible, MoveReportingNode {
///   weak var parent: Panel?
///   var themeParent: (any ThemeNode)? { parent }
///   let moveReporter = ThemeMoveReporter()
///
///   func startReportingMoves(to manager: ThemeManager) {
///     moveReporter.add(manager)
///   }
///
///   func add(_ child: Panel) {
///     child.parent = self
///     child.moveReporter.reportMove(of: child)  // the toolkit's "did move" hook
///   }
/// }
/// ```
///
/// On iOS and tvOS 17 and later, `UIView` adopts it through UIKit's trait changes. A class that
/// adopts it must report every move that changes the parents of a tracked node to every manager
/// it was given, including the move of an untracked container with tracked nodes below it (a
/// ``ThemeMoveReporter`` shared by the whole class does that, as UIKit's traits reach every view
/// below a moved one). While every tracked class reports its moves, overrides, moves and switches
/// all rely on the reports, so a move the class misses is resolved only by
/// ``ThemeManager/refresh()``.
@MainActor
public protocol MoveReportingNode: ThemeNode {
  /// Called when `manager` starts tracking the node: once, or again after every binding of the
  /// node was removed and its entry dropped, so a report may then arrive twice (the second
  /// finds nothing left to re-apply). Keep the manager weakly, and report later moves of the
  /// node to it with ``ThemeManager/nodeDidMove(_:)``.
  ///
  /// - Parameter manager: A manager that now tracks the node.
  func startReportingMoves(to manager: ThemeManager)

  /// Called whenever the node's own override is set or cleared, in any manager; a toolkit
  /// that carries the nearest override down its tree (as UIKit's traits do) updates it here.
  /// Does nothing unless the adopting class implements it.
  ///
  /// - Parameter style: The node's new override, or `nil` when it was cleared.
  func themeOverrideDidChange(to style: ThemeStyle?)

  /// Whether the class reports the moves of its nodes now (on this system): `true` unless the
  /// adopting class says otherwise. A class that says `true` must report every move of its
  /// nodes: while every tracked class says so, ``ThemeManager/refresh()`` reports a move it
  /// finds unreported (``ThemeDiagnostic/unreportedMove(objectType:)``).
  static var reportsMoves: Bool { get }
}

extension MoveReportingNode {
  /// Every move is reported.
  public static var reportsMoves: Bool { true }

  /// Does nothing: most toolkits need only report moves.
  ///
  /// - Parameter style: The node's new override, or `nil` when it was cleared.
  public func themeOverrideDidChange(to style: ThemeStyle?) {}
}
