import Dispatch
import Theming

/// Runs every figure of a plan, in order, and gathers the results.
@MainActor
struct BenchmarkRunner {
  let plan: Plan
  let providers = Providers.make()

  func run() throws -> BenchmarkResults {
    let start = DispatchTime.now().uptimeNanoseconds
    var results = BenchmarkResults(
      mode: plan.quick ? "quick" : "full",
      machine: .current(),
      warmupRuns: plan.warmupRuns
    )
    for size in plan.sizes {
      let shape = ForestShape(count: size, screenSize: plan.screenSize)
      results.trees.append(TreeInfo(shape))
      try measureViewLikeSwitch(shape, into: &results)
      try measurePlainSwitch(shape, into: &results)
      try measureLongStyleNames(shape, into: &results)
      try measureOverrideSwitch(shape, into: &results)
      try measureUnreportedOverrideSwitch(shape, into: &results)
    }
    let largest = ForestShape(count: plan.largestSize, screenSize: plan.screenSize)
    try measureRootToggle(into: &results)
    try measureScaling(into: &results)
    try measureAssignment(into: &results)
    try measureMemory(largest, into: &results)
    try measureChurn(into: &results)
    try measureScreenReplacement(into: &results)
    try measurePaletteLoad(into: &results)
    progress("peak memory of loading a token document of \(plan.tokenMemoryBytes) bytes")
    results.tokenLoadMemory = try TokenLoadMemoryFigure.measure(bytes: plan.tokenMemoryBytes)
    results.targets = Targets.evaluate(results)
    results.proposedTargets = Targets.evaluateProposed(results)
    results.verified = true
    results.elapsedSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return results
  }

  // MARK: - Figures

  /// Contenders of `kinds`, each on its own forest of `shape`, with `pins` set before the
  /// forest is themed (setting them after would run a full pass per pin during setup).
  private func makeThemedContenders<Node: BenchmarkNode>(
    _ kinds: [ContenderKind],
    of nodeClass: Node.Type,
    shape: ForestShape,
    pins: [(index: Int, style: ThemeStyle)] = [],
    movesReported: Bool = true
  ) -> [any Contender<Node>] where Node.Base == Node {
    kinds.map { kind in
      let contender = makeContender(
        kind, forest: NodeForest<Node>(shape: shape), providers: providers,
        movesReported: movesReported)
      for pin in pins {
        contender.setOverride(pin.style, onNodeAt: pin.index)
      }
      contender.themeAll()
      return contender
    }
  }

  /// `changeTheme` without overrides on the view-like class: every design, and Theming by both
  /// of its routes (declared setters, the headline, and the key-path lookup).
  private func measureViewLikeSwitch(_ shape: ForestShape, into results: inout BenchmarkResults)
    throws
  {
    progress("changeTheme, \(shape.count) view-like nodes, no overrides")
    let contenders = makeThemedContenders(
      ContenderKind.designs + [.themingKeyPath], of: ViewLikeNode.self, shape: shape)
    defer {
      for contender in contenders { contender.tearDown() }
    }
    results.viewLike.changeTheme.append(
      try plainSwitch(contenders, label: "changeTheme of \(shape.count) view-like nodes"))
  }

  /// `changeTheme` without overrides, every design and Theming through declared setters too;
  /// then, at the cold sizes, the cold switch of the floor and Theming, and, on the largest
  /// forest, the override toggle, on the same forests.
  private func measurePlainSwitch(_ shape: ForestShape, into results: inout BenchmarkResults)
    throws
  {
    progress("changeTheme, \(shape.count) nodes, no overrides")
    let contenders = makeThemedContenders(
      ContenderKind.designs + [.themingSetters], of: BenchNode.self, shape: shape)
    defer {
      for contender in contenders { contender.tearDown() }
    }
    results.changeTheme.append(
      try plainSwitch(contenders, label: "changeTheme of \(shape.count) nodes"))
    if plan.coldSizes.contains(shape.count) {
      try measureColdSwitch(
        contenders.filter { $0.kind == .floor || $0.kind == .theming },
        into: &results
      )
    }
    if shape.count == plan.largestSize {
      try measureToggle(contenders, shape: shape, into: &results)
    }
  }

  /// Times `changeTheme` without overrides for `contenders`, all of one forest shape.
  private func plainSwitch<Node: BenchmarkNode>(
    _ contenders: [any Contender<Node>],
    label: String
  ) throws -> SwitchResult where Node.Base == Node {
    let nodes = contenders.first?.forest.nodes.count ?? 0
    let outcome = try SwitchFigure.measure(
      contenders,
      governing: nil,
      warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: nodes),
      label: label
    )
    return SwitchResult(
      nodes: nodes,
      contenders: timings(outcome.measurements, items: nodes),
      timesFloor: ratios(outcome.measurements, over: .floor),
      timesTheming: ratios(outcome.measurements, over: .theming),
      checksum: outcome.checksum
    )
  }

  /// `changeTheme` of the floor and Theming, each right after 64 MB were written.
  private func measureColdSwitch(
    _ contenders: [any Contender<BenchNode>],
    into results: inout BenchmarkResults
  ) throws {
    guard let nodes = contenders.first?.forest.nodes.count else { return }
    progress("changeTheme, \(nodes) nodes, cold (after writing 64 MB)")
    let evictor = CacheEvictor()
    let outcome = try ColdSwitchFigure.measure(
      contenders,
      evictor: evictor,
      warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: nodes)
    )
    results.changeThemeCold.append(
      SwitchResult(
        nodes: nodes,
        contenders: timings(outcome.measurements, items: nodes),
        timesFloor: ratios(outcome.measurements, over: .floor),
        timesTheming: ratios(outcome.measurements, over: .theming),
        checksum: outcome.checksum
      )
    )
  }

  /// Theming's `changeTheme` between long style names made at run time against `.dark` and
  /// `.light`, on one forest.
  private func measureLongStyleNames(
    _ shape: ForestShape,
    into results: inout BenchmarkResults
  ) throws {
    progress("changeTheme, \(shape.count) nodes, long style names against short ones")
    results.longStyleNames.append(
      try LongStyleNameFigure.measure(
        shape: shape,
        warmupRuns: plan.warmupRuns,
        runs: plan.runs(forNodes: shape.count)
      )
    )
  }

  /// An override set and cleared at the root of a forest of one tree of the largest size,
  /// against Theming's full switch of it in the same runs.
  private func measureRootToggle(into results: inout BenchmarkResults) throws {
    let nodes = plan.largestSize
    progress("override toggle at the root of a \(nodes)-node tree")
    let shape = ForestShape(count: nodes, screenSize: nodes)
    let library = ThemingLibrary(forest: Forest(shape: shape), providers: providers)
    library.themeAll()
    let firstSet = try measureFirstRootSet(library, shape: shape)
    let outcome = try ToggleFigure.measure(
      [library],
      root: shape.screenRoots[0],
      warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: nodes)
    )
    guard let toggle = outcome.toggles[.theming], let full = outcome.switches[.theming] else {
      return
    }
    func overSwitch(_ nanoseconds: Double?) -> Double? {
      guard let nanoseconds, full.medianNanoseconds > 0 else { return nil }
      return nanoseconds / full.medianNanoseconds
    }
    let set = outcome.sets[.theming]
    let clear = outcome.clears[.theming]
    results.rootToggle = RootToggleResult(
      nodes: nodes,
      toggle: Timing(toggle, items: nodes),
      fullSwitch: Timing(full, items: nodes),
      setOrClearOverSwitch: overSwitch(toggle.medianNanoseconds / 2),
      set: set.map { Timing($0, items: nodes) },
      clear: clear.map { Timing($0, items: nodes) },
      setOverSwitch: overSwitch(set?.medianNanoseconds),
      clearOverSwitch: overSwitch(clear?.medianNanoseconds),
      firstSetNanoseconds: firstSet.set,
      firstSetOverSwitch: firstSet.switched > 0 ? firstSet.set / firstSet.switched : nil
    )
  }

  /// The first override set at the root of `library`'s tree, and the switch just before it.
  /// The first override change anywhere builds the subtree index, and the first large one at a
  /// root takes that subtree's snapshot, which later ones at the same root reuse: so a small
  /// subtree is pinned and cleared first, to build the index, and this set, timed once, is the
  /// one that takes the snapshot. The toggle figure's runs then measure the sets that reuse it.
  private func measureFirstRootSet(_ library: ThemingLibrary<BenchNode>, shape: ForestShape) throws
    -> (
      set: Double, switched: Double
    )
  {
    let root = shape.screenRoots[0]
    guard let leaf = shape.subtreeSize.indices.last(where: { shape.subtreeSize[$0] == 1 }) else {
      return (0, 0)
    }
    library.setOverride(.dark, onNodeAt: leaf)
    library.setOverride(nil, onNodeAt: leaf)
    let switched = try SwitchFigure.timedSwitch(
      library, run: 0, governing: nil, label: "switching before the first set at the root"
    ).nanoseconds
    let pinned: ThemeStyle = SwitchFigure.style(ofRun: 0) == .dark ? .light : .dark
    let set = try Verifier.timed(
      library,
      current: pinned,
      context: "pinning the root of a \(shape.count)-node tree for the first time"
    ) { library.setOverride(pinned, onNodeAt: root) }.nanoseconds
    library.setOverride(nil, onNodeAt: root)
    return (set, switched)
  }

  /// The operations timed at two sizes, to show whether they grow faster than their work.
  private func measureScaling(into results: inout BenchmarkResults) throws {
    let runs = plan.scalingRuns
    let budget = plan.scalingBudgetSeconds
    let cells = plan.overrideCells
    progress("pinning every cell of a list, one by one: \(cells.small) and \(cells.large) cells")
    results.scaling.append(
      try OverrideEveryNodeFigure.measure(
        cells, providers: providers, runs: runs, budgetSeconds: budget)
    )
    let children = plan.wideParentChildren
    progress(
      "moving every child of a wide parent: \(children.small) and \(children.large) children")
    results.scaling.append(
      try WideMoveFigure.measure(
        children, providers: providers, runs: runs, budgetSeconds: budget)
    )
    let bindings = plan.argumentBindings
    progress(
      "binding with arguments on one node: \(bindings.small) and \(bindings.large) bindings")
    results.scaling.append(
      try ArgumentBindingFigure.measure(
        bindings, providers: providers, runs: runs, budgetSeconds: budget)
    )
  }

  /// The override toggle on the middle screen's root, on the contenders that honour overrides,
  /// as a percentage of their full `changeTheme` timed in the same runs.
  private func measureToggle(
    _ contenders: [any Contender<BenchNode>],
    shape: ForestShape,
    into results: inout BenchmarkResults
  ) throws {
    let root = shape.screenRoots[shape.screenRoots.count / 2]
    let subtreeNodes = shape.subtreeSize[root]
    progress("override toggle on a \(subtreeNodes)-node subtree of \(shape.count)")
    let outcome = try ToggleFigure.measure(
      contenders.filter { $0.honoursOverrides },
      root: root,
      warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: shape.count)
    )
    var percent: [String: Double] = [:]
    for (kind, toggle) in outcome.toggles {
      if let full = outcome.switches[kind], full.medianNanoseconds > 0 {
        percent[kind.rawValue] = 100 * toggle.medianNanoseconds / full.medianNanoseconds
      }
    }
    results.overrideToggle = ToggleResult(
      forestNodes: shape.count,
      subtreeNodes: subtreeNodes,
      contenders: timings(outcome.toggles, items: subtreeNodes),
      percentOfFullChangeTheme: percent
    )
  }

  /// `changeTheme` with about 10 % of the nodes under overrides, pinned before theming; the
  /// two floors ignore the overrides and the NotificationCenter design has none.
  private func measureOverrideSwitch(_ shape: ForestShape, into results: inout BenchmarkResults)
    throws
  {
    let pins = shape.overrideRoots(fraction: plan.overrideFraction)
    let governing = shape.governingOverrides(pins)
    let pinnedNodes = governing.filter { $0 != nil }.count
    progress("changeTheme, \(shape.count) nodes, \(pinnedNodes) under \(pins.count) overrides")
    let kinds: [ContenderKind] = [.floor, .parentReadingFloor, .jxTheme, .theming]
    let contenders = makeThemedContenders(kinds, of: BenchNode.self, shape: shape, pins: pins)
    defer {
      for contender in contenders { contender.tearDown() }
    }
    let outcome = try SwitchFigure.measure(
      contenders,
      governing: governing,
      warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: shape.count),
      label: "changeTheme of \(shape.count) nodes with overrides"
    )
    var withOverUnder: Double?
    if let pinned = contenders.first(where: { $0.kind == .theming }),
      let plain = makeThemedContenders([.theming], of: BenchNode.self, shape: shape).first
    {
      defer { plain.tearDown() }
      withOverUnder = try SwitchFigure.overridesOverPlain(
        pinned: pinned,
        plain: plain,
        governing: governing,
        warmupRuns: plan.warmupRuns,
        runs: plan.runs(forNodes: shape.count)
      )
    }
    let overParentFloor = ratios(outcome.measurements, over: .parentReadingFloor)
    results.changeThemeWithOverrides.append(
      OverrideSwitchResult(
        nodes: shape.count,
        pinnedSubtrees: pins.count,
        pinnedNodes: pinnedNodes,
        contenders: timings(outcome.measurements, items: shape.count),
        timesFloor: ratios(outcome.measurements, over: .floor),
        timesTheming: ratios(outcome.measurements, over: .theming),
        themingWithOverridesOverWithout: withOverUnder,
        themingOverParentReadingFloor: overParentFloor[ContenderKind.theming.rawValue],
        checksum: outcome.checksum
      )
    )
  }

  /// Both classes' assignment figures, measured in a child process (see
  /// ``AssignmentFigure/childArgument``).
  private func measureAssignment(into results: inout BenchmarkResults) throws {
    progress("assigning providers to fresh nodes, in a process of its own")
    let measured = try ChildProcess.measure(
      AssignmentFigure.childArgument, options: Array(CommandLine.arguments.dropFirst()),
      as: AssignmentResults.self)
    results.assignment = measured.final
    results.viewLike.assignment = measured.viewLike
  }

  /// Both classes' assignment figures, measured in this process: what the child runs.
  func assignmentResults() throws -> AssignmentResults {
    let shape = ForestShape(count: plan.largestSize, screenSize: plan.screenSize)
    progress("assigning providers to \(shape.count) fresh nodes")
    let final = try assignment(
      ContenderKind.designs + [.themingSetters], of: BenchNode.self, shape: shape)
    progress("assigning providers to \(shape.count) fresh view-like nodes")
    let viewLike = try assignment(
      ContenderKind.designs + [.themingKeyPath], of: ViewLikeNode.self, shape: shape)
    return AssignmentResults(final: final, viewLike: viewLike)
  }

  private func assignment<Node: BenchmarkNode>(
    _ kinds: [ContenderKind],
    of nodeClass: Node.Type,
    shape: ForestShape
  ) throws -> AssignmentResult where Node.Base == Node {
    let measurements = try AssignmentFigure.measure(
      kinds,
      of: nodeClass,
      shape: shape,
      providers: providers,
      warmupRuns: 1,
      runs: plan.assignmentRuns
    )
    var contenders: [String: Timing] = [:]
    var units: [String: String] = [:]
    for (kind, measurement) in measurements {
      contenders[kind.rawValue] = Timing(
        measurement,
        items: AssignmentFigure.items(of: kind, nodes: shape.count)
      )
      units[kind.rawValue] = AssignmentFigure.unit(of: kind)
    }
    return AssignmentResult(nodes: shape.count, contenders: contenders, units: units)
  }

  /// `changeTheme` with about 10 % of the nodes pinned where no move is reported, on each node
  /// class: Theming against the floor that reads parents, against that floor reading them
  /// through `themeParent`, and against its own switch without overrides plus a parent read
  /// (``OwnSwitchPlusParentRead``), in the same runs.
  private func measureUnreportedOverrideSwitch(
    _ shape: ForestShape,
    into results: inout BenchmarkResults
  ) throws {
    let pins = shape.overrideRoots(fraction: plan.overrideFraction)
    let governing = shape.governingOverrides(pins)
    progress("changeTheme, \(shape.count) nodes of each class, pinned, no move reports")
    results.viewLike.changeThemeWithOverrides.append(
      try unreportedOverrideSwitch(
        of: ViewLikeNode.self, shape: shape, pins: pins, governing: governing))
    results.changeThemeWithOverridesUnreported.append(
      try unreportedOverrideSwitch(
        of: BenchNode.self, shape: shape, pins: pins, governing: governing))
  }

  private func unreportedOverrideSwitch<Node: BenchmarkNode>(
    of nodeClass: Node.Type,
    shape: ForestShape,
    pins: [(index: Int, style: ThemeStyle)],
    governing: [ThemeStyle?]
  ) throws -> OverrideSwitchResult where Node.Base == Node {
    let contenders = makeThemedContenders(
      [
        .floor, .parentReadingFloor, .runtimeParentReadingFloor, .themingWithoutOverrides, .theming,
      ],
      of: nodeClass, shape: shape, pins: pins, movesReported: false)
    defer {
      for contender in contenders { contender.tearDown() }
    }
    let outcome = try SwitchFigure.measure(
      contenders,
      governing: governing,
      warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: shape.count),
      label: "changeTheme of \(shape.count) \(nodeClass) nodes with overrides, no move reports"
    )
    let overParentFloor = ratios(outcome.measurements, over: .parentReadingFloor)
    let overRuntimeFloor = ratios(outcome.measurements, over: .runtimeParentReadingFloor)
    let reference = OwnSwitchPlusParentRead(outcome.measurements)
    return OverrideSwitchResult(
      nodes: shape.count,
      pinnedSubtrees: pins.count,
      pinnedNodes: governing.filter { $0 != nil }.count,
      contenders: timings(outcome.measurements, items: shape.count),
      timesFloor: ratios(outcome.measurements, over: .floor),
      timesTheming: ratios(outcome.measurements, over: .theming),
      themingWithOverridesOverWithout: nil,
      themingOverParentReadingFloor: overParentFloor[ContenderKind.theming.rawValue],
      themingOverRuntimeParentReadingFloor: overRuntimeFloor[ContenderKind.theming.rawValue],
      ownSwitchPlusParentReadOverParentReadingFloor: reference?.overParentReadingFloor,
      themingOverOwnSwitchPlusParentRead: reference?.themingOverSum,
      checksum: outcome.checksum
    )
  }

  /// Figure 4 at every size, measured in a child process (see
  /// ``ScreenReplacementFigure/childArgument``).
  private func measureScreenReplacement(into results: inout BenchmarkResults) throws {
    progress("changeTheme right after a screen was replaced, in a process of its own")
    results.viewLike.screenReplacement = try ChildProcess.measure(
      ScreenReplacementFigure.childArgument, options: Array(CommandLine.arguments.dropFirst()),
      as: [ScreenReplacementResult].self)
  }

  /// Figure 4 at every size, measured in this process: what the child runs.
  func screenReplacementResults() throws -> [ScreenReplacementResult] {
    try plan.sizes.compactMap { size in
      try screenReplacement(ForestShape(count: size, screenSize: plan.screenSize))
    }
  }

  /// `changeTheme` on the view-like class right after a screen was replaced, against the same
  /// forest left alone, where the forest has a second screen to keep.
  private func screenReplacement(_ shape: ForestShape) throws -> ScreenReplacementResult? {
    guard shape.screenRoots.count >= 2 else { return nil }
    progress("changeTheme, \(shape.count) view-like nodes, right after a screen was replaced")
    let pins = shape.overrideRoots(fraction: plan.overrideFraction)
    let measurements = try ScreenReplacementFigure.measure(
      shape: shape,
      pins: pins,
      providers: providers,
      warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: shape.count)
    )
    var variants: [String: Timing] = [:]
    var means: [String: Double] = [:]
    for (variant, measurement) in measurements {
      variants[variant.rawValue] = Timing(measurement, items: shape.count)
      means[variant.rawValue] = measurement.meanNanoseconds / Double(shape.count)
    }
    return ScreenReplacementResult(
      nodes: shape.count,
      screenNodes: shape.screenSize,
      pinnedNodes: shape.governingOverrides(pins).filter { $0 != nil }.count,
      variants: variants,
      meanNanosecondsPerNode: means
    )
  }

  private func measureMemory(_ shape: ForestShape, into results: inout BenchmarkResults) throws {
    progress("heap bytes per tracked node, \(shape.count) nodes")
    let bytes = try MemoryFigure.measure(shape: shape, providers: providers)
    results.memory = MemoryResult(
      nodes: shape.count,
      method: HeapMeter.method,
      bytesPerNode: Dictionary(uniqueKeysWithValues: bytes.map { ($0.key.rawValue, $0.value) })
    )
  }

  private func measureChurn(into results: inout BenchmarkResults) throws {
    progress("churn: \(plan.churnNodes) themed nodes made and dropped, \(plan.churnWindow) live")
    func churn(_ kind: ContenderKind) throws -> ChurnFigures {
      try ChurnFigure.measure(
        kind,
        count: plan.churnNodes,
        window: plan.churnWindow,
        providers: providers
      )
    }
    results.churn = ChurnResult(
      createdNodes: plan.churnNodes,
      window: plan.churnWindow,
      peakLiveNodes: plan.churnWindow + 1,
      theming: try churn(.theming),
      jxTheme: try churn(.jxTheme)
    )
  }

  /// Loading a palette of about 5 MB from JSON, and one object of many keys against the same
  /// keys split into objects of 100.
  private func measurePaletteLoad(into results: inout BenchmarkResults) throws {
    progress(
      "loading palettes from JSON: \(plan.paletteDocumentBytes) bytes; "
        + "\(plan.paletteObjectKeys) keys in one object and in objects of 100"
    )
    results.paletteLoad = try PaletteLoadFigure.measure(
      documentBytes: plan.paletteDocumentBytes,
      objectKeys: plan.paletteObjectKeys,
      warmupRuns: 1,
      runs: plan.paletteLoadRuns
    )
  }

  // MARK: - Helpers

  private func timings(_ measurements: [ContenderKind: Measurement], items: Int) -> [String:
    Timing]
  {
    Dictionary(
      uniqueKeysWithValues: measurements.map { ($0.key.rawValue, Timing($0.value, items: items)) }
    )
  }

  private func ratios(_ measurements: [ContenderKind: Measurement], over base: ContenderKind)
    -> [String: Double]
  {
    guard let denominator = measurements[base]?.medianNanoseconds, denominator > 0 else {
      return [:]
    }
    return Dictionary(
      uniqueKeysWithValues: measurements.map {
        ($0.key.rawValue, $0.value.medianNanoseconds / denominator)
      }
    )
  }
}
