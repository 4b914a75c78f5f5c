/// Decides when an engine's work runs, so that passes never nest and the app's code can never
/// make them loop for ever.
///
/// The rules, all kept here:
///
/// - **One update at a time.** A switch, an override, a move or a palette reload asked for while
///   a pass or the app's code runs (``depth`` above 0) or while updates run waits for them: the
///   outermost update runs what is pending, in order, and the last requested switch wins.
/// - **Follow-up passes.** What providers ask for during a switch's pass (overrides, moves,
///   palette reloads) is applied with it: inside its transition, and before observers hear of it.
///   Observers of a switch run after its pass, so an override or a move they make is applied at
///   once (``canApplyTreeChangeNow``).
/// - **Loop limits.** One call runs at most ``Limits/chainedSwitches`` switches and
///   ``Limits/chainedPasses`` follow-up passes in a row; a chain of updates through several
///   engines runs at most ``Limits/chainWork`` in all (see ``EngineGroup``). Past a limit the
///   rest is dropped and reported once per chain.
/// - **Nesting.** The app's code runs inside ``runningUserCode(in:_:)``, which holds passes back
///   and nests at most ``Limits/userCodeNesting`` levels, in this engine and in all together.
@MainActor
final class UpdateScheduler {
  /// How far the app's code may chain and nest updates.
  struct Limits {
    /// How many switches one call may chain through providers and observers that switch again.
    var chainedSwitches = 100
    /// How many passes in a row one call may run for overrides, moves and palettes that the
    /// app's code keeps changing from inside the passes.
    var chainedPasses = 100
    /// How deep the app's code may nest re-applications inside re-applications.
    var userCodeNesting = 100

    /// How many switches and passes a chain of updates may run in all engines together: far
    /// above what an app that does much at once needs (an observer that reloads 120 palettes
    /// read by another manager), far below the product of the engines' limits.
    var chainWork: Int { chainedSwitches * chainedPasses }
  }

  /// A switch asked for.
  struct Request {
    let style: ThemeStyle
    let animated: Bool
  }

  let limits: Limits
  let group: EngineGroup

  /// How many passes, walks and calls of the app's code are running in this engine, one inside
  /// another. Work asked for while it is above 0 waits.
  private(set) var depth = 0
  /// Whether pending updates are running (switches, their observers, follow-up passes).
  private(set) var isUpdating = false
  /// Whether observers are being told of a switch: its pass is over.
  private(set) var isAnnouncing = false
  /// Whether every tracked node must be re-resolved, for a change made while providers ran.
  var needsFullPass = false
  /// Sources (palettes) whose contents changed, waiting to be re-applied.
  var pendingOrigins: Set<ObjectIdentifier> = []
  private var pendingRequest: Request?
  /// Follow-up passes in a row since the last switch, counted over one call of ``runPending(in:)``,
  /// so that a diagnostic handler that asks for a pass again cannot start the count over.
  private var followUpPasses = 0
  /// Set once the app's code nested past the limit in this engine, until the call that led
  /// there from the outermost level returns.
  private var userCodeStopped = false
  /// The last chain in which this engine reported a loop.
  private var loopReportedInChain = -1

  init(group: EngineGroup, limits: Limits = Limits()) {
    self.group = group
    self.limits = limits
  }

  /// Whether a change of the tree may be re-applied now: no pass or provider is running, and
  /// no update either, unless it is telling observers of a switch whose pass is over.
  var canApplyTreeChangeNow: Bool { depth == 0 && (!isUpdating || isAnnouncing) }

  /// Enters a pass or a walk, which holds other work back.
  func enter() { depth += 1 }

  func leave() { depth -= 1 }

  /// Asks for a switch, which replaces one still waiting, and runs what is pending.
  func request(_ request: Request, in engine: ThemeEngine) {
    pendingRequest = request
    runPending(in: engine)
  }

  /// Runs requested switches and follow-up passes one after another, unless a pass, the app's
  /// code or updates are already running: those run what is pending when they end.
  func runPending(in engine: ThemeEngine) {
    guard !isUpdating && depth == 0 else { return }
    guard pendingRequest != nil || needsFullPass || !pendingOrigins.isEmpty else { return }
    isUpdating = true
    group.beginUpdates()
    defer {
      group.endUpdates()
      isUpdating = false
    }
    var switches = 0
    followUpPasses = 0
    while true {
      if let request = pendingRequest {
        pendingRequest = nil
        performSwitch(request, in: engine, switchesSoFar: &switches)
      } else if needsFullPass || !pendingOrigins.isEmpty {
        runFollowUpPasses(in: engine)
      } else {
        return
      }
    }
  }

  /// One requested switch: the style becomes current, the pass and its follow-ups run (inside
  /// the host's transition when animated), then the host tells its observers. Out of line,
  /// so that what only a switch reads costs nothing to a call that finds nothing to do.
  @inline(never)
  private func performSwitch(
    _ request: Request,
    in engine: ThemeEngine,
    switchesSoFar switches: inout Int
  ) {
    let oldStyle = engine.current.style
    // No node work and no announcement (an explicit choice was saved when it was made).
    guard request.style != oldStyle else { return }
    guard switches < limits.chainedSwitches && group.chainWork < limits.chainWork else {
      let limit =
        switches < limits.chainedSwitches ? limits.chainWork : limits.chainedSwitches
      reportLoop(.switchLoop(limit: limit, droppedStyle: request.style), in: engine)
      return
    }
    switches += 1
    group.countWork()
    engine.makeCurrent(request.style)
    let change = ThemeChange(oldStyle: oldStyle, newStyle: request.style)
    followUpPasses = 0
    func applyChanges() {
      engine.runPass()
      runFollowUpPasses(in: engine)
    }
    if request.animated, let transition = engine.host?.transition {
      var applied = false
      transition(change) {
        guard !applied else { return }
        applied = true
        group.animatedSwitchDepth += 1
        defer { group.animatedSwitchDepth -= 1 }
        applyChanges()
      }
      // A transition that did not call its closure loses no switch.
      if !applied { applyChanges() }
    } else {
      applyChanges()
    }
    let wasAnnouncing = isAnnouncing
    isAnnouncing = true
    engine.host?.announce(change)
    isAnnouncing = wasAnnouncing
  }

  /// Runs the passes that the app's code asked for from inside earlier ones, until one asks for
  /// none or a limit is reached; what is still asked for then is dropped, and reported.
  private func runFollowUpPasses(in engine: ThemeEngine) {
    while needsFullPass || !pendingOrigins.isEmpty {
      guard followUpPasses < limits.chainedPasses && group.chainWork < limits.chainWork else {
        needsFullPass = false
        pendingOrigins.removeAll()
        let limit = followUpPasses < limits.chainedPasses ? limits.chainWork : limits.chainedPasses
        reportLoop(.passLoop(limit: limit), in: engine)
        return
      }
      followUpPasses += 1
      // Both kinds in each pass: a reload asked for once must not wait behind overrides that
      // keep changing, and then be dropped with them.
      if needsFullPass {
        needsFullPass = false
        engine.runPass()
        group.countWork()
      }
      if !pendingOrigins.isEmpty {
        let origins = pendingOrigins
        pendingOrigins.removeAll()
        // Only a pass that found bindings counts for the chain: every engine alive hears of
        // every palette's reloads.
        if engine.applyBindings(readingFrom: origins) { group.countWork() }
      }
    }
  }

  /// Reports a loop the scheduler stopped, the first time in the current chain of updates: a
  /// diagnostic handler that asks again is dropped silently.
  private func reportLoop(_ diagnostic: ThemeDiagnostic, in engine: ThemeEngine) {
    guard loopReportedInChain != group.chainNumber else { return }
    loopReportedInChain = group.chainNumber
    engine.report(diagnostic)
  }

  /// Runs the app's code (providers, `themeParent`) with passes held back: a switch or override
  /// requested from inside runs once the outermost call has returned, and the table is not
  /// compacted under a caller that is walking it.
  ///
  /// The app's code can apply objects from inside their own application (a provider that
  /// refreshes its own object), and each level nests here. Past ``Limits/userCodeNesting``
  /// levels the body is skipped and reported, rather than the stack overflowing, and so is
  /// every call nested below the outermost call that led there, until that call returns: a
  /// provider that refreshes twice would otherwise branch at every level. The outermost call is
  /// one object's application in a pass (level 1), or the app's own call (level 0), so other
  /// objects of the same pass are not held back.
  ///
  /// Levels count across engines too: a provider can refresh an object of another manager,
  /// whose provider refreshes one of a third. Past the limit there, every call in every engine
  /// is skipped until the chain is back at level 1.
  func runningUserCode(in engine: ThemeEngine, _ body: () -> Void) {
    guard !userCodeStopped && !group.userCodeNestingStopped else { return }
    let limit = limits.userCodeNesting
    guard depth < limit && group.userCodeNesting < limit else {
      // Each stop is ended by the calls around the one that set it: this engine's own for its
      // flag, every engine's for the shared one. An engine first reached at the shared limit
      // has none of its own around it, so it must not set its flag.
      if depth >= limit {
        userCodeStopped = true
      } else {
        group.userCodeNestingStopped = true
      }
      engine.report(.reapplyRecursion(limit: limit))
      return
    }
    depth += 1
    group.userCodeNesting += 1
    body()
    group.userCodeNesting -= 1
    depth -= 1
    // Nesting beyond level 1 comes only through here, so every stopped chain ends here.
    if depth <= 1 { userCodeStopped = false }
    if group.userCodeNesting <= 1 { group.userCodeNestingStopped = false }
    if depth == 0 {
      engine.finishUserCode()
      runPending(in: engine)
    }
  }
}
