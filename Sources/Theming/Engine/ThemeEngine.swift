/// The node work of one ``ThemeManager``: which objects are tracked, what is bound on them, which
/// are pinned, and the passes that apply a style to them.
///
/// The manager decides which style is current and whom to tell; the engine does everything that
/// touches nodes, and hands back only through its ``host``. Its operations:
///
/// - ``attach(_:for:to:makeApply:)``, ``removeBinding(for:of:)`` and ``provider(for:of:)``: the
///   `.theme` namespace's setters and getters;
/// - ``request(_:animated:)``: a switch, run by the ``scheduler`` (the pass itself is
///   ``applyCurrentStyle()``);
/// - ``setOverride(_:of:)`` and ``nodeDidMove(_:)``: a change of the tree, re-applied through the
///   subtree index or by a pass (``reapplyAfterTreeChange(at:replacingPin:)``);
/// - ``refresh(_:)``, ``refreshBinding(for:storage:of:)`` and ``refreshAll()``.
///
/// Every unsafe construct of the library lives in this folder. The rule that makes them sound is
/// one: the engine's state is confined to the main actor, and the app's code (providers,
/// `themeParent`) runs only inside ``UpdateScheduler/runningUserCode(in:_:)`` or between steps
/// that hold nothing in place; no field marked `@exclusivity(unchecked)` is accessed across such
/// a call.
@MainActor
final class ThemeEngine {
  /// The manager that owns the engine, as what it lends to the engine's work: diagnostics, the
  /// transition of an animated switch, the announcement of a switch. Weak, as it owns the
  /// engine.
  weak var host: (any EngineHost)?

  /// The style of every node that has no override above it.
  @exclusivity(unchecked) private(set) var current: ResolvedStyle

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

  /// The child links learnt from the tree, so that an override change visits only its subtree.
  @exclusivity(unchecked) var subtree = SubtreeIndexHolder()

  /// Which subtrees a change of the tree walks, and which it leaves to a pass.
  var subtreeWalkLimits = SubtreeWalkLimits()

  /// Bindings the app's code replaced while something was applied, to apply again once it is
  /// done (see ``reapplyBindingsReplacedInUserCode()``).
  @exclusivity(unchecked) var bindingsReplacedInUserCode: [ReplacedBinding] = []

  /// Whether every record's ``NodeRecord/governor`` is what the tree says now, so that a switch
  /// may use it instead of reading the tree. Only walks and passes keep governors up to date
  /// across changes of the tree, so a change that waits for a later pass, an unreported move
  /// (``refreshAll()``) or a pinned node's death clears it, until a pass resolves every node.
  /// Used only while every tracked class reports its moves.
  @exclusivity(unchecked) var governorsAreCurrent = true

  /// Whether the next pass without pins writes ``Governor/current`` into every record, and so
  /// makes the governors current again: set when the last pin was cleared, whose style the
  /// records below it still name. The pass touches every record anyway; re-pointing them
  /// first cost a clear at the root of 100,000 nodes a tenth of a switch.
  @exclusivity(unchecked) var governorsAwaitReset = false

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
  func refreshAll() {
    reportUnreportedMove()
    subtree.drop()
    requestPassReadingTheTree()
    scheduler.runPending(in: self)
  }

  /// Reports the first tracked node whose governor the tree contradicts, while the governors
  /// are trusted: every tracked class says it reports its moves, and no change has waited since
  /// the last pass, so a contradiction is a move nobody reported. The pass that follows fixes
  /// it; this only tells the app, once per refresh. It resolves the tree the way a pass does
  /// (``PassResolver``), so an explicit refresh pays about one more pass, and nothing else does.
  private func reportUnreportedMove() {
    guard governorsAreCurrent, nodeClasses.allReportMoves, !pins.isEmpty,
      scheduler.canApplyTreeChangeNow
    else { return }
    // A pinned node's death changes the governors below it without a report, by design.
    pins.removeDead()
    guard !pins.hasDroppedDeadPins else { return }
    // Resolving reads `themeParent`, the app's code: what it asks for waits.
    scheduler.enter()
    defer { scheduler.leave() }
    let records = table.records
    var resolver = PassResolver(engine: self)
    // Read after the resolver marked the pinned records, which counts as a change.
    let epoch = table.identityEpoch
    for position in records.indices {
      let record = records[position]
      guard let node = record.node else {
        // As in a pass: the resolver finds parents met earlier by identity, and a dead record's
        // governor must not pass for that of a new object at its address.
        record.governor = Governor.unknown
        continue
      }
      let found = resolver.governor(of: node, record: record, at: position)
      // The app's code tracked or reported nodes, or changed an override: the records may not
      // have caught up yet.
      guard table.identityEpoch == epoch, governorsAreCurrent else { return }
      // Parents met earlier are found with the governors their records hold, so the first
      // contradiction is at the node that moved, or at the first tracked node below it.
      if record.governor != Governor.unknown && found != record.governor {
        // Unless a pinned node died meanwhile (freed by the app's code), which also explains it.
        guard !pins.removeDead() else { return }
        report(.unreportedMove(objectType: String(describing: type(of: node))))
        return
      }
    }
  }

  /// Asks for a pass that reads the tree, once the updates under way allow it: for a change the
  /// records' governors do not show.
  func requestPassReadingTheTree() {
    governorsAreCurrent = false
    scheduler.needsFullPass = true
  }

  /// The number of entries in the table, less those retired in place: dead ones no pass has
  /// met yet included.
  var trackedNodeCount: Int { table.count - table.retiredInPlace }
}
