/// The engines of one actor, which the app's code can chain together: a provider of one manager
/// may switch another, refresh one of its objects, or reload a palette that a third reads. What
/// they share lives here, as the state of one object rather than of the types:
///
/// - every engine alive, so that a palette whose contents change reaches each binding that reads
///   it, whichever manager tracks it;
/// - the chain of updates under way: how many engines are running updates one inside another,
///   the work done so far, and how deep the app's code is nested, so that a loop through several
///   managers stops at one budget instead of multiplying their limits.
@MainActor
final class EngineGroup {
  /// The group of every manager on the main actor.
  static let mainActor = EngineGroup()

  private struct WeakEngine {
    weak var engine: ThemeEngine?
  }

  private var engines: [WeakEngine] = []

  /// How many engines are running updates, one inside another: a chain starts when the first
  /// begins and ends when it returns.
  private var chainDepth = 0
  /// The switches and passes run so far in the current chain, in every engine.
  private(set) var chainWork = 0
  /// Counts chains, so that an engine reports a loop once per chain: in a loop through two
  /// managers, the inner one's updates run, and stop at their limit, once for every pass of the
  /// outer one.
  private(set) var chainNumber = 0
  /// How many calls of ``UpdateScheduler/runningUserCode(in:_:)`` are running, one inside
  /// another, in every engine together.
  var userCodeNesting = 0
  /// Set once that nesting passed its limit, until it is back at level 1.
  var userCodeNestingStopped = false

  /// How many switches made with `animated: true` are re-applying objects inside their
  /// transition now, one inside another, in every engine together.
  var animatedSwitchDepth = 0

  /// Adds an engine as it is made.
  func register(_ engine: ThemeEngine) {
    engines.removeAll { $0.engine == nil }
    engines.append(WeakEngine(engine: engine))
  }

  /// Re-applies, in every engine, each binding whose provider reads from `origin`.
  func reapplyBindings(readingFrom origin: ObjectIdentifier) {
    for entry in engines {
      entry.engine?.reapplyBindings(readingFrom: origin)
    }
  }

  /// Notes that an engine starts running updates; the outermost starts a new chain.
  func beginUpdates() {
    if chainDepth == 0 {
      chainWork = 0
      chainNumber &+= 1
    }
    chainDepth += 1
  }

  func endUpdates() {
    chainDepth -= 1
  }

  /// Counts one switch or pass against the chain's budget.
  func countWork() {
    chainWork += 1
  }
}
