/// The assignment figures of both classes, measured in a child process with a heap of its own.
///
/// Assigning providers to 300,000 fresh properties allocates a record and a side table per
/// node, and what that costs depends on the state of the heap more than on the library: in the
/// benchmark's own process, after the switch figures had made and dropped their forests, the
/// final class's figure ranged 212–371 ns per assignment over four full runs of one build
/// (view-like 223–421 ns), and 196–206 ns (215–227) when measured alone in a fresh process. The
/// child starts with the heap an app's first screens find, the same in every run.
extension AssignmentFigure {
  /// The argument that makes the benchmark the child that measures assignment; the options of
  /// the parent's command line follow it.
  nonisolated static let childArgument = "--assignment-child"
}

/// Both classes' assignment figures, as the child reports them.
struct AssignmentResults: Codable {
  var final: AssignmentResult
  var viewLike: AssignmentResult
}
