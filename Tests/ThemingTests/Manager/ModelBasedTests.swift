import Foundation
import Testing
import Theming
import ThemingTestSupport

@MainActor
@Suite struct ModelBasedTests {
  /// Runs every seed, and expects none to fail.
  static func runSeeds(reentrant: Bool, reportsMoves: Bool = false) {
    let summary = ModelBasedRun.failureSummary(reentrant: reentrant, reportsMoves: reportsMoves)
    #expect(summary == nil, "\(summary ?? "")")
  }

  /// Creations, provider assignments and removals, overrides, switches, moves (reported with
  /// `nodeDidMove`, with `theme.refresh()`, or not at all), releases and refreshes, in random
  /// order: every node shows the value for its effective style (R2-R5; a node moved without a
  /// report, and its subtree, right after each switch, and always once `manager.refresh()` or a
  /// report of the node has let the manager learn its place), a removed provider's property
  /// keeps its last value (R8), released nodes deallocate and new ones start clean (R9), and the
  /// table stays within twice the themed nodes after a pass.
  @Test("R2-R9: random operations keep every node on its effective style")
  func r2ToR9RandomOperations() {
    Self.runSeeds(reentrant: false)
  }

  /// The same, with providers and observers that once set an override, assign or remove a
  /// provider, switch, move a node and report it, release a subtree or create a node: once
  /// the outermost call returns, everything holds, and the last switch requested won (R12).
  @Test("R12: random re-entrant providers and observers keep every node on its effective style")
  func r12RandomReentrantOperations() {
    Self.runSeeds(reentrant: true)
  }

  /// The same with a class that reports its moves and every move reported: overrides and moves
  /// go through the subtree index, and switches trust what the manager learnt from them.
  @Test("R2-R12: random operations on nodes that report their moves", arguments: [false, true])
  func reportedMoves(reentrant: Bool) {
    Self.runSeeds(reentrant: reentrant, reportsMoves: true)
  }
}
