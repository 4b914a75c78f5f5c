import Testing
import ThemingTestSupport

@testable import Theming

/// White-box: the limits the library stops runaway code at are the ones its documentation
/// states, which the behaviour tests count against (``DocumentedLimits``), and the state they
/// keep is left clean once a chain of updates that reached them ends.
@MainActor
@Suite struct EngineLimitsTests {
  @Test("R12: the scheduler's limits are the documented ones")
  func r12SchedulerLimitsAreDocumented() {
    let limits = UpdateScheduler.Limits()
    #expect(limits.chainedSwitches == DocumentedLimits.chainedSwitches)
    #expect(limits.chainedPasses == DocumentedLimits.chainedPasses)
    #expect(limits.userCodeNesting == DocumentedLimits.userCodeNesting)
    #expect(limits.chainWork == DocumentedLimits.chainWork)
  }

  /// The scenario of `EffectiveStyleTests`' parent cycle, for the limit the diagnostic names.
  @Test("R2: a parent cycle is reported with the walk limit")
  func r2ParentCycleNamesTheWalkLimit() {
    let (style, diagnostics) = resolveInParentCycle()
    #expect(style == .light)
    #expect(diagnostics.contains(.parentCycle(limit: ThemeEngine.parentWalkLimit)))
  }

  /// The ring of `ManagerChainTests`, for the nesting state shared by every engine: stopped at
  /// the limit, it must be back at level 0, and not stopped, once the refresh returns.
  @Test("R12: the nesting shared by all engines is reset after a ring", arguments: [1, 2])
  func r12SharedNestingResetAfterARing(branches: Int) {
    let ring = RefreshRing(branches: branches)
    ring.run()
    #expect(ring.calls.value <= branches * (DocumentedLimits.userCodeNesting + 1))
    let reports = ring.logs.map { $0.entries.count { $0 == .reapplyRecursion(limit: 100) } }
    #expect(reports.reduce(0, +) == branches)
    #expect(
      !EngineGroup.mainActor.userCodeNestingStopped && EngineGroup.mainActor.userCodeNesting == 0)
  }
}
