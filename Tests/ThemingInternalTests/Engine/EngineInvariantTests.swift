import Testing
import ThemingTestSupport

@testable import Theming

/// The model-based run with the engine's own invariants checked after every operation: the
/// table, its index by identity, the pins and the subtree index agree (R2-R12, white-box).
@MainActor
@Suite struct EngineInvariantTests {
  @Test(
    "R2-R12: the engine's invariants hold after every random operation",
    arguments: [(false, false), (true, false), (false, true), (true, true)])
  func invariantsHoldAfterEveryOperation(reentrant: Bool, reportsMoves: Bool) {
    let summary = ModelBasedRun.failureSummary(
      seeds: ModelBasedRun.invariantSeeds, reentrant: reentrant, reportsMoves: reportsMoves,
      invariants: { $0.engine.invariantViolations() })
    #expect(summary == nil, "\(summary ?? "")")
  }
}
