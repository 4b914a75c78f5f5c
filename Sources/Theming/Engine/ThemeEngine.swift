/// The node work of one ``ThemeManager``: which objects are tracked, what is bound on them, which
/// are pinned, and the passes that apply a style to them.
///
/// The manager decides which style is current and whom to tell; the engine does everything that
/// touches nodes, and hands back only through its ``host``. Its operations:
///
/// - ``attach(_:through:to:in:writingNow:)``, ``removeBinding(for:of:)`` and
///   ``provider(for:of:)``: the `.theme` namespace's setters and getters;
/// - ``request(_:animated:)``: a switch, run by the ``scheduler`` (the pass itself is
///   ``runPass()``);
/// - ``setOverride(_:of:)`` and ``nodeDidMove(_:)``: a change of the tree, re-applied through the
///   subtree index when the subtree is small, or by a pass;
/// - ``refresh(_:)``, ``refreshBinding(for:storage:of:)`` and ``refreshAll()``.
///
/// The engine's state is confined to the main actor. The app's code (providers, `themeParent`)
/// runs only inside ``UpdateScheduler/runningUserCode(in:_:)`` or between steps that hold no
/// position in the table, so that what it changes is seen by the next step. No access to the
/// tables below is held across the app's code either, so they skip the run-time exclusivity
/// checks: with the checks, assigning a provider cost a fifth more (BENCHMARKS.md, what the
/// engine keeps).
@MainActor
final class ThemeEngine {
  /// How many parents a walk follows before it decides the chain loops.
  static let parentWalkLimit = 100_000

  /// The manager that owns the engine, as what it lends to the engine's work: diagnostics, the
  /// transition of an animated switch, the announcement of a switch. Weak, as it owns the
  /// engine.
  weak var host: (any EngineHost)?

  /// The style of every node that has no override above it.
  private(set) var current: ResolvedStyle

  /// The styles the engine has met, as small numbers.
  var styles: StyleTable

  /// Every tracked node, weakly, with its bindings.
  @exclusivity(unchecked) var table = NodeTable()

  /// The nodes' own overrides.
  @exclusivity(unchecked) var pins = PinTable()

  /// The accessors of bound key paths, shared by every node bound through them.
  @exclusivity(unchecked) var accessors = AccessorCache()

  /// What is known of each class of tracked object.
  @exclusivity(unchecked) var nodeClasses = NodeClassTable()

  /// The child links learnt from the tree, so that a change of the tree visits only its subtree.
  @exclusivity(unchecked) var subtree = SubtreeIndexHolder()

  /// Bindings the app's code replaced while something was applied, to apply again once it is
  /// done (see ``reapplyBindingsReplacedInUserCode()``).
  var bindingsReplacedInUserCode: [ReplacedBinding] = []

  /// When passes run, and how deep the app's code may nest.
  let scheduler: UpdateScheduler

  init(style: ThemeStyle, group: EngineGroup = .mainActor) {
    styles = StyleTable(first: style)
    current = styles.resolved(style)
    scheduler = UpdateScheduler(group: group)
    group.register(self)
  }

  func report(_ diagnostic: ThemeDiagnostic) {
    host?.report(diagnostic)
  }

  /// Makes `style` current, for a switch the scheduler runs; the pass follows.
  func makeCurrent(_ style: ThemeStyle) {
    current = styles.resolved(style)
    scheduler.needsFullPass = false
  }

  /// Asks for a switch to `style`: it runs now, or after the updates under way (the last request
  /// wins).
  func request(_ style: ThemeStyle, animated: Bool = false) {
    scheduler.request(UpdateScheduler.Request(style: style, animated: animated), in: self)
  }

  /// Re-applies every tracked node whose effective style changed, resolving each against the
  /// tree as it is now, and relearns the subtree index, which unreported moves leave stale.
  ///
  /// While every tracked class says it reports its moves, a node found under another parent
  /// than the index learnt, while that parent lives, had a move nobody reported: the first one
  /// is reported.
  func refreshAll() {
    if nodeClasses.allReportMoves, let index = subtree.takeForLink() {
      // Reading the parents runs the app's code: what it asks for waits.
      scheduler.enter()
      let moved = index.firstUnreportedMove()
      subtree.putBack(nil)
      scheduler.leave()
      if let moved { report(.unreportedMove(objectType: String(describing: type(of: moved)))) }
    }
    subtree.drop()
    scheduler.needsFullPass = true
    scheduler.runPending(in: self)
  }

  /// The number of entries in the table, less those whose node a pass found dead.
  var trackedNodeCount: Int { table.count - table.retiredCount }
}
