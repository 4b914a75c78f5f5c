/// Figure 4, measured in a child process with a heap of its own.
///
/// Dropping and remaking a screen of nodes before every switch depends on where the allocator
/// puts the new nodes, which the figures before it decide when they share its process: after the
/// churn figure had made and dropped a million nodes, the mean switch after a tenth of 10,000
/// nodes was replaced ran 1.86–2.08× the steady one without overrides and 1.09–1.55× with 10 %
/// pinned over three full runs, against 1.54–1.88× and 1.04–1.16× in nine runs of the figure
/// alone, in fresh processes. In a child it measures the engine, run after run; the figures after
/// it no longer meet the heap it leaves in pieces either.
extension ScreenReplacementFigure {
  /// The argument that makes the benchmark the child that measures figure 4; the options of the
  /// parent's command line follow it.
  nonisolated static let childArgument = "--screen-replacement-child"
}
