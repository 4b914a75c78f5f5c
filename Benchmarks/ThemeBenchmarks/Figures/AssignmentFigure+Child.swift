/// The assignment figures of both classes, measured in a child process with a heap of its own.
///
/// Assigning providers to many fresh properties allocates a record and a weak-reference side
/// table per node, and what that costs depends on the state of the heap more than on the
/// library: after the switch figures have made and dropped their forests, the same build's
/// figure moves from run to run by far more than in a fresh process. The child starts with the
/// heap an app's first screens find, the same in every run.
extension AssignmentFigure {
  /// The argument that makes the benchmark the child that measures assignment; the options of
  /// the parent's command line follow it.
  nonisolated static let childArgument = "--assignment-child"
}
