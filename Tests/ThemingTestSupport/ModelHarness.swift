import Foundation
public import Theming

// A model-based randomized test of how effective styles are resolved and applied (R2-R5, R8,
// R9, R11, R12). A seeded generator drives random operations on a forest of nodes, and a
// reference model (parent links, overrides, the current style, each node's providers) says
// what every node must show after each operation. Each operation is checked as it returns, and
// the trace of a failing seed is printed.
//
// Moves not reported follow R5 of the behaviour contract (`Theming.docc/BehaviourContract.md`,
// `OverridesAndTheTree.md`, and `SubtreeIndex`): the next switch re-resolves such a node, since it
// reads every parent, but override changes and reported moves find nodes through links learnt
// from the tree, and the node's new place is learnt only from `manager.refresh()` or a report of
// the node (`nodeDidMove` or `node.theme.refresh()`). Until then the node and its subtree are
// checked right after each switch; after override changes or moves, which may miss them, they
// show either their value from before the operation or the right one, never another. A pinned
// node that dies while its children live on leaves them in that state too: its death is no
// report, and its override stops applying once a pass or a walk re-resolves them.

/// A node of the forest: a weak parent link, children held strongly (roots by the harness), and
/// two themed properties, one of them optional.
@MainActor
private class ModelNode: ThemeCompatible {
  let id: Int
  weak var parent: ModelNode?
  var children: [ModelNode] = []
  var text = ""
  var detail: String?

  init(id: Int) { self.id = id }

  var themeParent: (any ThemeNode)? { parent }
}

/// A node whose class says it reports its moves: the harness then reports every move, and the
/// manager trusts what it learnt from the reports, switches included.
@MainActor
private final class ReportingModelNode: ModelNode, MoveReportingNode {
  func startReportingMoves(to manager: ThemeManager) {}
}

private enum ModelProperty: Hashable, CaseIterable {
  case text
  case detail
}

/// What the model knows of one live node.
@MainActor
private struct ModelNodeState {
  weak var node: ModelNode?
  var parent: Int?
  var override: ThemeStyle?
  /// The generation of the provider stored on each property; its value names it.
  var providers: [ModelProperty: Int] = [:]
  /// The value a property showed when its provider was removed (R8: it keeps it).
  var frozen: [ModelProperty: String?] = [:]
  /// Whether the node has ever had a provider: the table may hold an entry for it.
  var everThemed = false
}

@MainActor
private final class WeakModelNode {
  weak var value: ModelNode?
  init(_ value: ModelNode) { self.value = value }
}

/// Counts provider calls per node, to tell work done from work skipped.
@MainActor
private final class ProviderProbe {
  var calls: [Int: Int] = [:]
}

/// Something a provider or an observer does once, from inside the library (R12).
private enum ReentrantAction: CaseIterable {
  case setOverride
  case assignProvider
  case removeProvider
  case changeTheme
  case moveReported
  case releaseSubtree
  case createNode
}

/// The forest, the model, the random operations on both, and the invariants.
@MainActor
private final class ModelHarness {
  static let styles: [ThemeStyle] = [.light, .dark, "festival", "sepia"]
  static let overrideChoices: [ThemeStyle?] = [nil, nil, .light, .dark, "festival", .unspecified]

  let seed: UInt64
  /// Whether providers and the observer run one-shot actions.
  let reentrant: Bool
  /// Whether the nodes' class reports moves, and every move is reported.
  let reportsMoves: Bool
  let manager: ThemeManager
  private var rng: SplitMix64
  /// The largest forest the seed grows before releases outweigh creations.
  let nodeLimit: Int

  // The model.
  private var roots: [ModelNode] = []
  private var states: [Int: ModelNodeState] = [:]
  private var current: ThemeStyle = .light
  private var nextID = 0
  private var nextGeneration = 0
  /// Nodes moved without a report, whose new place the manager has not learnt, and the children
  /// of pinned nodes that died: an override change above that place may miss them and their
  /// subtrees until `manager.refresh()` or a report of the node (R5).
  private var movedUnreported: Set<Int> = []
  /// Whether the subtrees of `movedUnreported` may show a stale style. A switch re-resolves them
  /// (R5: it reads every parent), so they are checked after it; the next override change or move
  /// may miss them again, so they are exempt from then on until the next switch.
  private var unlearntSubtreesMayBeStale = false
  /// Nodes moved and then re-resolved alone with `node.theme.refresh()`: their descendants may
  /// show a stale style until the next switch or `manager.refresh()` (R5).
  private var descendantsUnresolved: Set<Int> = []

  // What the operation under way did.
  private let probe = ProviderProbe()
  /// No operation here should make the manager report anything.
  private let diagnosticLog: DiagnosticLog
  private var observation: ThemeObservation?
  private var pendingObserverAction: ReentrantAction?
  /// Re-entrant actions performed so far, so that an observer's action knows whether providers
  /// it ran acted in turn.
  private var actionsPerformed = 0
  private var announcements = 0
  /// A switch to another style, `manager.refresh()`, an override change or a reported move (the
  /// model's class does not report its moves): every node is resolved against the tree.
  private var ranFullPass = false
  private var wasSwitch = false
  /// What each live node's properties showed before the operation, so that a node that may be
  /// stale is held to showing that or the right value.
  private var shownBefore: [Int: [ModelProperty: String?]] = [:]
  /// Checks the engine's own invariants after every operation (white-box tests only).
  private let invariants: (ThemeManager) -> [String]
  /// Released nodes, which must be deallocated once the operation returns.
  private var released: [(id: Int, node: WeakModelNode)] = []
  /// Themed nodes alive when the operation began, plus those themed during it.
  private var themedDuringOperation = 0

  private var trace: [String] = []
  public private(set) var failure: String?

  /// - Parameters:
  ///   - seed: Seeds the random operations.
  ///   - reentrant: Whether providers and observers run operations of their own.
  ///   - reportsMoves: Whether the nodes' class reports its moves, and every move is reported.
  ///   - configure: Called with the manager before any operation, so that a white-box test can
  ///     set the engine's internals.
  ///   - invariants: What breaks the engine's invariants, asked after every operation.
  init(
    seed: UInt64,
    reentrant: Bool,
    reportsMoves: Bool = false,
    configure: (ThemeManager) -> Void = { _ in },
    invariants: @escaping (ThemeManager) -> [String] = { _ in [] }
  ) {
    self.invariants = invariants
    self.reportsMoves = reportsMoves
    self.seed = seed
    self.reentrant = reentrant
    self.rng = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ (reentrant ? 1 : 0))
    self.nodeLimit = seed % 4 == 0 ? 120 : 40
    let log = DiagnosticLog()
    self.manager = ThemeManager(
      defaultStyle: .light,
      store: InMemoryThemeStore(),
      notificationCenter: NotificationCenter(),
      diagnosticHandler: { log.entries.append($0) }
    )
    self.diagnosticLog = log
    self.observation = manager.addObserver { [weak self] change in self?.observe(change) }
    configure(manager)
  }

  // MARK: - Running

  /// Runs `operations` random operations, checking after each; stops at the first failure.
  func run(operations: Int) {
    for index in 0..<operations {
      // The work a switch does is checked only for nodes known to show their style before it:
      // a stale node's providers run or not depending on the style it was last applied with.
      let staleBefore = reentrant ? [] : Set(liveIDs.filter(mayBeStale))
      let before =
        reentrant ? [:] : Dictionary(uniqueKeysWithValues: liveIDs.map { ($0, modelStyle(of: $0)) })
      probe.calls.removeAll(keepingCapacity: true)
      ranFullPass = false
      wasSwitch = false
      announcements = 0
      themedDuringOperation = states.values.filter(\.everThemed).count
      shownBefore.removeAll(keepingCapacity: true)
      if !reentrant {
        for id in liveIDs {
          guard let node = states[id]?.node else { continue }
          shownBefore[id] = [.text: value(.text, of: node), .detail: value(.detail, of: node)]
        }
      }
      step()
      check(before: before, staleBefore: staleBefore)
      if failure != nil {
        failure = "operation \(index): \(failure ?? "")"
        return
      }
    }
  }

  var report: String {
    "seed \(seed)\(reentrant ? " (re-entrant)" : ""): \(failure ?? "passed"); the last operations:\n"
      + trace.suffix(30).joined(separator: "\n")
  }

  private func fail(_ message: String) {
    if failure == nil { failure = message }
  }

  // MARK: - Random choices

  private func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

  private func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

  /// The ids of the live nodes, in creation order (ids only grow).
  private var liveIDs: [Int] = []

  private func randomLiveNode() -> ModelNode? {
    let ids = liveIDs
    return ids.isEmpty ? nil : states[pick(ids)]?.node
  }

  /// A new parent for `node` outside its subtree: `.some(nil)` for a root, `nil` for none.
  private func randomNewParent(for node: ModelNode) -> ModelNode?? {
    if chance(20) { return .some(nil) }
    let candidates = liveIDs.filter { !isInSubtree($0, of: node.id) }
    return candidates.isEmpty ? nil : .some(states[pick(candidates)]?.node)
  }

  private func randomAction(always: Bool = false) -> ReentrantAction? {
    guard reentrant && (always || chance(25)) else { return nil }
    return pick(ReentrantAction.allCases)
  }

  // MARK: - The model

  /// R2: the nearest override from the node up, else the current style.
  private func modelStyle(of id: Int, current: ThemeStyle? = nil) -> ThemeStyle {
    var cursor: Int? = id
    while let step = cursor, let state = states[step] {
      if let style = state.override { return style }
      cursor = state.parent
    }
    return current ?? self.current
  }

  private func isInSubtree(_ id: Int, of root: Int) -> Bool {
    var cursor: Int? = id
    while let step = cursor {
      if step == root { return true }
      cursor = states[step]?.parent
    }
    return false
  }

  /// Whether the node may show a stale style because of a move the rules let wait for a pass
  /// (a switch or `manager.refresh()`).
  private func mayBeStale(_ id: Int) -> Bool {
    var cursor: Int? = id
    var isNode = true
    while let step = cursor {
      if unlearntSubtreesMayBeStale && movedUnreported.contains(step) { return true }
      if !isNode && descendantsUnresolved.contains(step) { return true }
      isNode = false
      cursor = states[step]?.parent
    }
    return false
  }

  private func expectedValue(
    _ property: ModelProperty, id: Int, generation: Int, style: ThemeStyle
  ) -> String {
    switch property {
    case .text: "\(id).\(generation):\(style.rawValue)"
    case .detail: "\(id).\(generation)/\(style.rawValue)"
    }
  }

  private func value(_ property: ModelProperty, of node: ModelNode) -> String? {
    switch property {
    case .text: node.text
    case .detail: node.detail
    }
  }

  // MARK: - Actions on the forest and the model together

  /// A text provider whose value names its node, generation and style; with an action, it runs
  /// the action on its second call, inside a pass or a walk rather than its assignment.
  private func textProvider(id: Int, generation: Int, action: ReentrantAction?)
    -> ThemeProvider<String>
  {
    var pending = action
    var calls = 0
    return ThemeProvider { [weak self, probe] style in
      probe.calls[id, default: 0] += 1
      calls += 1
      if calls == 2, let action = pending {
        pending = nil
        self?.perform(action, from: id)
      }
      return "\(id).\(generation):\(style.rawValue)"
    }
  }

  private func detailProvider(id: Int, generation: Int) -> ThemeProvider<String> {
    ThemeProvider { [probe] style in
      probe.calls[id, default: 0] += 1
      return "\(id).\(generation)/\(style.rawValue)"
    }
  }

  private func assign(_ property: ModelProperty, to node: ModelNode, allowAction: Bool = true) {
    nextGeneration += 1
    let generation = nextGeneration
    let id = node.id
    states[id]?.providers[property] = generation
    states[id]?.frozen[property] = nil
    if states[id]?.everThemed == false { themedDuringOperation += 1 }
    states[id]?.everThemed = true
    switch property {
    case .text:
      let action = allowAction ? randomAction() : nil
      node.theme(in: manager).text = textProvider(id: id, generation: generation, action: action)
    case .detail:
      node.theme(in: manager).detail = detailProvider(id: id, generation: generation)
    }
  }

  private func removeProvider(_ property: ModelProperty, from node: ModelNode) {
    let id = node.id
    guard states[id]?.providers[property] != nil else { return }
    states[id]?.providers[property] = nil
    switch property {
    case .text:
      node.theme(in: manager).text = nil
      states[id]?.frozen[property] = node.text
    case .detail:
      node.theme(in: manager).detail = nil
      states[id]?.frozen[property] = .some(node.detail)
    }
  }

  private func create(under parent: ModelNode?, allowAction: Bool = true) {
    nextID += 1
    let node = reportsMoves ? ReportingModelNode(id: nextID) : ModelNode(id: nextID)
    if let parent {
      node.parent = parent
      parent.children.append(node)
    } else {
      roots.append(node)
    }
    states[node.id] = ModelNodeState(node: node, parent: parent?.id)
    liveIDs.append(node.id)
    // R9: a new object, perhaps at a released one's address, starts clean.
    let wrapper = node.theme(in: manager)
    if wrapper.overrideThemeStyle != nil || wrapper.text != nil || wrapper.detail != nil {
      fail("R9: new node \(node.id) did not start clean")
    }
    if chance(80) { assign(.text, to: node, allowAction: allowAction) }
    if chance(50) { assign(.detail, to: node) }
  }

  private func setOverride(_ style: ThemeStyle?, on node: ModelNode) {
    // R4, R5: the change follows learnt links, which may miss the subtrees of unreported moves.
    unlearntSubtreesMayBeStale = true
    states[node.id]?.override = style
    node.theme(in: manager).overrideThemeStyle = style
  }

  private func changeTheme(to style: ThemeStyle) {
    if style != current { ranFullPass = true }
    current = style
    manager.changeTheme(to: style)
  }

  private func move(_ node: ModelNode, under parent: ModelNode?) {
    // Moved without a report, the node keeps its old style; reported, the re-resolution follows
    // learnt links, which may miss the subtrees of unreported moves below it (R5).
    unlearntSubtreesMayBeStale = true
    if let old = node.parent {
      old.children.removeAll { $0 === node }
    } else {
      roots.removeAll { $0 === node }
    }
    node.parent = parent
    if let parent {
      parent.children.append(node)
    } else {
      roots.append(node)
    }
    states[node.id]?.parent = parent?.id
  }

  /// Drops the subtree from the model and from its parent, so that it deallocates.
  private func release(_ node: ModelNode) {
    var stack = [node]
    defer { liveIDs.removeAll { states[$0] == nil } }
    while let next = stack.popLast() {
      stack.append(contentsOf: next.children)
      states[next.id] = nil
      movedUnreported.remove(next.id)
      descendantsUnresolved.remove(next.id)
      released.append((next.id, WeakModelNode(next)))
    }
    if let parent = node.parent {
      parent.children.removeAll { $0 === node }
    } else {
      roots.removeAll { $0 === node }
    }
  }

  /// A provider's (`id`) or the observer's (`nil`) one-shot action. Each updates the model as
  /// it calls the library, so the model holds the last request.
  private func perform(_ action: ReentrantAction, from id: Int?) {
    actionsPerformed += 1
    trace.append("  (\(id.map { "provider of \($0)" } ?? "observer") runs \(action))")
    switch action {
    case .setOverride:
      if let target = randomLiveNode() { setOverride(pick(Self.overrideChoices), on: target) }
    case .assignProvider:
      if let target = randomLiveNode() {
        assign(pick(ModelProperty.allCases), to: target, allowAction: false)
      }
    case .removeProvider:
      // Not the running provider itself: the value it is computing is still written.
      let property = pick(ModelProperty.allCases)
      if let target = randomLiveNode(), !(target.id == id && property == .text) {
        removeProvider(property, from: target)
      }
    case .changeTheme:
      // During a pass the switch waits for it; the last request wins.
      let style = pick(Self.styles)
      current = style
      manager.changeTheme(to: style)
    case .moveReported:
      if let target = randomLiveNode(), let parent = randomNewParent(for: target) {
        move(target, under: parent)
        movedUnreported.remove(target.id)
        descendantsUnresolved.remove(target.id)
        manager.nodeDidMove(target)
      }
    case .releaseSubtree:
      if let target = randomLiveNode() { release(target) }
    case .createNode:
      create(under: chance(30) ? nil : randomLiveNode(), allowAction: false)
    }
  }

  // MARK: - Operations

  private func step() {
    let live = states.count
    let operations: [(weight: Int, run: () -> Void)] = [
      (live < 8 ? 40 : live > nodeLimit ? 2 : 15, opCreate),
      (10, opAssign),
      (8, opRemoveProvider),
      (15, opOverride),
      (10, opChangeTheme),
      (15, opMove),
      (live > nodeLimit ? 20 : 6, opRelease),
      (4, opKillPinned),
      (5, opManagerRefresh),
      (3, opNodeRefresh),
      (3, opPropertyRefresh),
    ]
    var roll = Int.random(in: 0..<operations.reduce(0) { $0 + $1.weight }, using: &rng)
    for operation in operations {
      if roll < operation.weight { return operation.run() }
      roll -= operation.weight
    }
  }

  private func opCreate() {
    let parent = chance(30) ? nil : randomLiveNode()
    trace.append("create \(nextID + 1) under \(parent.map { "\($0.id)" } ?? "root")")
    create(under: parent)
  }

  private func opAssign() {
    guard let node = randomLiveNode() else { return }
    let property = pick(ModelProperty.allCases)
    trace.append("assign \(property) of \(node.id)")
    assign(property, to: node)
  }

  private func opRemoveProvider() {
    guard let node = randomLiveNode() else { return }
    let property = pick(ModelProperty.allCases)
    trace.append("remove \(property) of \(node.id)")
    removeProvider(property, from: node)
  }

  private func opOverride() {
    guard let node = randomLiveNode() else { return }
    let style = pick(Self.overrideChoices)
    trace.append("override \(node.id) = \(style?.rawValue ?? "nil")")
    setOverride(style, on: node)
  }

  private func opChangeTheme() {
    let style = pick(Self.styles)
    trace.append("changeTheme \(style.rawValue)")
    if reentrant && chance(20) { pendingObserverAction = randomAction(always: true) }
    wasSwitch = true
    changeTheme(to: style)
  }

  private func opMove() {
    guard let node = randomLiveNode(), let parent = randomNewParent(for: node) else { return }
    let report = reportsMoves ? 0 : Int.random(in: 0..<10, using: &rng)
    let how = report < 4 ? "nodeDidMove" : report < 7 ? "theme.refresh" : "unreported"
    trace.append("move \(node.id) under \(parent.map { "\($0.id)" } ?? "root"), \(how)")
    move(node, under: parent)
    if report < 4 {
      movedUnreported.remove(node.id)
      descendantsUnresolved.remove(node.id)
      manager.nodeDidMove(node)
    } else if report < 7 {
      // R5, R6: the node alone is re-resolved; its descendants wait for a pass.
      movedUnreported.remove(node.id)
      descendantsUnresolved.insert(node.id)
      node.theme(in: manager).refresh()
    } else {
      movedUnreported.insert(node.id)
    }
  }

  private func opRelease() {
    guard let node = randomLiveNode() else { return }
    trace.append("release \(node.id)")
    release(node)
  }

  /// A pinned node with children dies, and its children live on as roots: its death is no
  /// reported move, and its override stops applying (R5, R9).
  private func opKillPinned() {
    let candidates = liveIDs.filter { id in
      states[id]?.override != nil && states[id]?.node?.children.isEmpty == false
    }
    guard !candidates.isEmpty, let node = states[pick(candidates)]?.node else { return }
    trace.append("kill pinned \(node.id), children live on")
    let orphans = node.children
    node.children.removeAll()
    for orphan in orphans {
      roots.append(orphan)
      states[orphan.id]?.parent = nil
      movedUnreported.insert(orphan.id)
    }
    unlearntSubtreesMayBeStale = true
    release(node)
  }

  private func opManagerRefresh() {
    trace.append("manager.refresh")
    ranFullPass = true
    // R5: it relearns the tree, so override changes find every node again.
    movedUnreported.removeAll()
    manager.refresh()
  }

  private func opNodeRefresh() {
    guard let node = randomLiveNode() else { return }
    trace.append("theme.refresh \(node.id)")
    // R5: a report of the node, as after a move reported this way.
    if movedUnreported.remove(node.id) != nil { descendantsUnresolved.insert(node.id) }
    node.theme(in: manager).refresh()
  }

  private func opPropertyRefresh() {
    guard let node = randomLiveNode() else { return }
    trace.append("text?.refresh \(node.id)")
    node.theme(in: manager).text?.refresh()
  }

  // MARK: - Invariants

  /// R3, R11: an observer hears of a switch once every node shows it. A switch resolves every
  /// node against the tree, so this holds for nodes moved without a report too.
  private func observe(_ change: ThemeChange) {
    announcements += 1
    if manager.currentThemeStyle != change.newStyle {
      fail("R11: told of \(change.newStyle) while the style is \(manager.currentThemeStyle)")
    }
    for (id, state) in states {
      guard let node = state.node else { continue }
      let style = modelStyle(of: id, current: change.newStyle)
      for (property, generation) in state.providers {
        let expected = expectedValue(property, id: id, generation: generation, style: style)
        let shown = value(property, of: node)
        if shown != expected {
          fail(
            "R3: observers told of \(change.newStyle) while node \(id) \(property) shows "
              + "\(shown ?? "nil"), expected \(expected)")
        }
      }
    }
    if let action = pendingObserverAction {
      pendingObserverAction = nil
      let actionsBefore = actionsPerformed
      perform(action, from: nil)
      // R4, R5: the switch's pass is over, so an override the observer set or a move it
      // reported is applied before the observer goes on.
      // (Unless a provider asked for another switch, which runs after the observers, or the
      // providers this action ran acted in turn: what they ask for waits for their pass.)
      if (action == .setOverride || action == .moveReported)
        && actionsPerformed == actionsBefore + 1 && current == change.newStyle
      {
        unlearntSubtreesMayBeStale = false
        descendantsUnresolved.removeAll()
        for id in liveIDs {
          if let state = states[id], let node = state.node { checkNode(node, state: state) }
        }
      }
    }
  }

  /// Checks every invariant after an operation. `before` holds each live node's model style
  /// before the operation; `staleBefore`, the nodes that could show a stale style then.
  private func check(before: [Int: ThemeStyle], staleBefore: Set<Int>) {
    if ranFullPass {
      // Every node was resolved against the tree, moved or not (R5); the links of unreported
      // moves stay unlearnt (`movedUnreported`) until `manager.refresh()` or a report.
      descendantsUnresolved.removeAll()
      unlearntSubtreesMayBeStale = false
    }
    if !diagnosticLog.entries.isEmpty {
      fail("unexpected diagnostics: \(diagnosticLog.entries)")
    }
    let broken = invariants(manager)
    if !broken.isEmpty { fail("engine invariants: \(broken)") }
    // R9: the library keeps no released node alive.
    for entry in released where entry.node.value != nil {
      fail("R9: released node \(entry.id) is still alive")
    }
    released.removeAll()
    if manager.currentThemeStyle != current {
      fail("R12: the style is \(manager.currentThemeStyle), the last request \(current)")
    }
    for id in liveIDs {
      guard let state = states[id], let node = state.node else {
        fail("node \(id) of the model was deallocated")
        continue
      }
      checkNode(node, state: state)
    }
    if !reentrant { checkWork(before: before, staleBefore: staleBefore) }
    // The table is swept after a pass; nodes that providers or observers released during or
    // after the pass may stay until the next one.
    let themed =
      reentrant ? themedDuringOperation : states.values.filter(\.everThemed).count
    if ranFullPass && manager.trackedNodeCount > 2 * themed + 8 {
      fail("the table holds \(manager.trackedNodeCount) entries for \(themed) themed nodes")
    }
  }

  private func checkNode(_ node: ModelNode, state: ModelNodeState) {
    let id = node.id
    let style = modelStyle(of: id)
    let wrapper = node.theme(in: manager)
    // R2: the effective style is read from the tree as it is, moved or not.
    if wrapper.effectiveThemeStyle != style {
      fail("R2: node \(id) effectiveThemeStyle is \(wrapper.effectiveThemeStyle), not \(style)")
    }
    if wrapper.overrideThemeStyle != state.override {
      fail("R4: node \(id) override reads \(String(describing: wrapper.overrideThemeStyle))")
    }
    // R8: the getter returns the stored provider, and nil once it is removed.
    if (wrapper.text != nil) != (state.providers[.text] != nil)
      || (wrapper.detail != nil) != (state.providers[.detail] != nil)
    {
      fail("R8: node \(id) getters disagree with the stored providers")
    }
    let stale = mayBeStale(id)
    for property in ModelProperty.allCases {
      let shown = value(property, of: node)
      if let generation = state.providers[property] {
        // R1-R5: every node shows the value for its effective style.
        let expected = expectedValue(property, id: id, generation: generation, style: style)
        if shown != expected {
          if !stale {
            fail("node \(id) \(property) shows \(shown ?? "nil"), expected \(expected)")
          } else if let before = shownBefore[id]?[property], shown != before {
            // A stale node shows what it showed before, or the right value; never another.
            fail(
              "node \(id) \(property) shows \(shown ?? "nil"), neither \(before ?? "nil") from "
                + "before nor \(expected)")
          }
        }
      } else if let frozen = state.frozen[property] {
        if shown != frozen {
          fail("R8: node \(id) \(property) changed to \(shown ?? "nil") after its removal")
        }
      } else if shown != (property == .text ? "" : nil) {
        fail("node \(id) \(property) shows \(shown ?? "nil") without ever having a provider")
      }
    }
  }

  /// Work done, without re-entrant actions: each provider runs at most once per operation; a
  /// switch runs exactly those of the nodes whose style changed and is announced once (R3).
  private func checkWork(before: [Int: ThemeStyle], staleBefore: Set<Int>) {
    let expectedAnnouncements = wasSwitch && ranFullPass ? 1 : 0
    if announcements != expectedAnnouncements {
      fail("R3: \(announcements) announcements, expected \(expectedAnnouncements)")
    }
    for id in liveIDs {
      let calls = probe.calls[id] ?? 0
      let providers = states[id]?.providers.count ?? 0
      if calls > providers {
        fail("node \(id): \(calls) provider calls in one operation for \(providers) providers")
      }
      guard wasSwitch, !staleBefore.contains(id), providers > 0, let old = before[id] else {
        continue
      }
      let changed = old != modelStyle(of: id)
      if changed && calls != providers {
        fail("R3: node \(id) changed style, and \(calls) of \(providers) providers ran")
      }
      if !changed && calls != 0 {
        fail("R3: node \(id) kept its style, and \(calls) provider calls ran")
      }
    }
  }
}

/// The model-based run that behaviour and white-box tests share: every seed through a
/// ``ModelHarness``, with the result as one summary.
@MainActor
public enum ModelBasedRun {
  /// The seeds each run covers: all 200 in the plain run. The sanitizers run every operation
  /// many times slower on code that is one thread's, where the model run's value is its
  /// operations, which the plain run has: under them, enough seeds to reach every kind of
  /// operation. (`.ci/run` sets `THEMING_SANITIZER` for its sanitizer runs.)
  public static let seeds: ClosedRange<UInt64> =
    switch ProcessInfo.processInfo.environment["THEMING_SANITIZER"] {
    case nil: 1...200
    case "thread": 1...5
    default: 1...20
    }
  /// The seeds of the white-box run that checks the engine's invariants after every operation,
  /// which costs a walk of the whole table each time: a tenth of the plain run's, as the same
  /// operations run unchecked over all 200 seeds in the behaviour tests, and the white-box run
  /// is the longest the test suite makes the main actor wait for.
  public static let invariantSeeds: ClosedRange<UInt64> =
    ProcessInfo.processInfo.environment["THEMING_SANITIZER"] == nil ? 1...20 : seeds
  /// The operations each seed runs.
  public static let operationsPerSeed = 300

  /// Runs every seed; `nil` when all passed, else how many failed and the first one's trace.
  ///
  /// - Parameters:
  ///   - seeds: The seeds to run.
  ///   - reentrant: Whether providers and observers run operations of their own.
  ///   - reportsMoves: Whether the nodes' class reports its moves, and every move is reported.
  ///   - configure: Called with each harness's manager before any operation, so that a
  ///     white-box test can set the engine's internals.
  ///   - invariants: What breaks the engine's invariants, asked after every operation.
  /// - Returns: A count, not the list: an expectation would print every failing seed's trace.
  public static func failureSummary(
    seeds: ClosedRange<UInt64> = seeds,
    reentrant: Bool,
    reportsMoves: Bool = false,
    configure: (ThemeManager) -> Void = { _ in },
    invariants: @escaping (ThemeManager) -> [String] = { _ in [] }
  ) -> String? {
    var failures: [String] = []
    for seed in seeds {
      let harness = ModelHarness(
        seed: seed, reentrant: reentrant, reportsMoves: reportsMoves, configure: configure,
        invariants: invariants)
      harness.run(operations: operationsPerSeed)
      if harness.failure != nil { failures.append(harness.report) }
    }
    guard let first = failures.first else { return nil }
    return "\(failures.count) of \(seeds.count) seeds failed; the first:\n\(first)"
  }
}
