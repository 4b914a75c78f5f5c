import Dispatch
import Theming

/// Runs every figure of a plan, in order, and gathers the results.
@MainActor
struct BenchmarkRunner {
  let plan: Plan
  let providers = Providers.make()

  func run(arguments: [String]) throws -> BenchmarkResults {
    let start = DispatchTime.now().uptimeNanoseconds
    var results = BenchmarkResults(
      mode: plan.quick ? "quick" : "full",
      run: .current(arguments: arguments),
      warmupRuns: plan.warmupRuns
    )
    for size in plan.sizes {
      let shape = ForestShape(count: size, screenSize: plan.screenSize)
      results.trees.append(TreeInfo(shape))
      results.switches.append(try measureSwitch(of: ViewLikeNode.self, shape: shape))
      results.switches.append(try measureSwitch(of: FinalNode.self, shape: shape))
      results.pinnedSwitches.append(try measurePinnedSwitch(shape))
      progress("changeTheme, \(size) nodes, long style names against short ones")
      results.longStyleNames.append(
        try LongStyleNameFigure.measure(
          shape: shape, warmupRuns: plan.warmupRuns, runs: plan.runs(forNodes: size)))
    }
    results.scaling = try measureScaling()
    progress("assigning providers to fresh nodes, in a process of its own")
    results.assignment = try ChildProcess.measure(
      AssignmentFigure.childArgument, options: arguments, as: [AssignmentResult].self)
    results.memory = try measureMemory()
    results.churn = try measureChurn()
    results.loading = try measureLoading()
    results.targets = Targets.evaluate(results)
    results.verified = true
    results.run.loadAtEnd = RunInfo.loadAverage()
    results.elapsedSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return results
  }

  // MARK: - Switches

  /// `changeTheme` without overrides on one node class: every design, and Theming by both of
  /// its routes.
  private func measureSwitch<Node: BenchmarkNode>(of nodeClass: Node.Type, shape: ForestShape)
    throws -> SwitchResult where Node.Base == Node
  {
    progress("changeTheme, \(shape.count) nodes of the \(Node.nodeClass.title), no overrides")
    return try measureSwitch(ContenderKind.all, of: nodeClass, shape: shape, pins: [])
  }

  /// `changeTheme` on the view-like class, which reports no moves, with about 10 % of its nodes
  /// pinned: the two floors and both of Theming's routes.
  private func measurePinnedSwitch(_ shape: ForestShape) throws -> SwitchResult {
    let pins = shape.pinnedSubtrees(fraction: plan.pinnedFraction)
    progress("changeTheme, \(shape.count) view-like nodes, \(pins.count) subtrees pinned")
    return try measureSwitch(ContenderKind.pinned, of: ViewLikeNode.self, shape: shape, pins: pins)
  }

  /// `changeTheme` of `kinds`, each on its own forest of `shape` with `pins` set, timed in the
  /// same runs.
  private func measureSwitch<Node: BenchmarkNode>(
    _ kinds: [ContenderKind],
    of nodeClass: Node.Type,
    shape: ForestShape,
    pins: [(index: Int, style: ThemeStyle)]
  ) throws -> SwitchResult where Node.Base == Node {
    let governing = pins.isEmpty ? nil : shape.governing(pins)
    let pinnedNodes = governing?.filter { $0 != nil }.count ?? 0
    let contenders = makeThemedContenders(kinds, of: nodeClass, shape: shape, pins: pins)
    defer {
      for contender in contenders { contender.tearDown() }
    }
    let outcome = try SwitchFigure.measure(
      contenders, governing: governing, warmupRuns: plan.warmupRuns,
      runs: plan.runs(forNodes: shape.count),
      label: "changeTheme of \(shape.count) nodes of the \(Node.nodeClass.title), "
        + "\(pinnedNodes) pinned")
    return SwitchResult(
      nodeClass: Node.nodeClass, nodes: shape.count, pinnedNodes: pinnedNodes,
      pinnedSubtrees: pins.count, contenders: timings(outcome.measurements, items: shape.count),
      checksum: outcome.checksum)
  }

  /// Contenders of `kinds`, each on its own forest of `shape`, with `pins` set before the
  /// forest is themed, as an app sets a screen's overrides as it builds it.
  private func makeThemedContenders<Node: BenchmarkNode>(
    _ kinds: [ContenderKind],
    of nodeClass: Node.Type,
    shape: ForestShape,
    pins: [(index: Int, style: ThemeStyle)]
  ) -> [any Contender<Node>] where Node.Base == Node {
    kinds.map { kind in
      let contender = makeContender(
        kind, forest: NodeForest<Node>(shape: shape), providers: providers)
      for pin in pins {
        contender.setOverride(pin.style, onNodeAt: pin.index)
      }
      contender.themeAll()
      return contender
    }
  }

  private func timings(_ measurements: [ContenderKind: Measurement], items: Int)
    -> [String: Timing]
  {
    Dictionary(
      uniqueKeysWithValues: measurements.map { ($0.key.rawValue, Timing($0.value, items: items)) }
    )
  }

  // MARK: - Workloads done object by object

  private func measureScaling() throws -> [ScalingResult] {
    let sizes = plan.scalingSizes
    let runs = plan.scalingRuns
    let limits = Scaling.Limits(
      budgetSeconds: plan.scalingBudgetSeconds, runSeconds: plan.scalingRunLimitSeconds)
    let screen = plan.screenSize
    let providers = providers
    var results: [ScalingResult] = []
    func measure<Workload: ScalingWorkload>(_ what: String, _ make: (Int) -> Workload) throws {
      progress("\(what), \(sizes.small) and \(sizes.large) units")
      results += try Scaling.measure(sizes, runs: runs, limits: limits, make: make)
    }
    try measure("overrides set, changed and cleared node by node, final class (reports moves)") {
      OverrideWorkload<FinalNode>(nodes: $0, screenSize: screen, providers: providers)
    }
    try measure("overrides set, changed and cleared node by node, view-like class") {
      OverrideWorkload<ViewLikeNode>(nodes: $0, screenSize: screen, providers: providers)
    }
    try measure("children moved one by one, each move reported by the class") {
      MoveWorkload<FinalNode>(children: $0, providers: providers)
    }
    try measure("children moved one by one, the app calling nodeDidMove after each") {
      MoveWorkload<ViewLikeNode>(children: $0, providers: providers)
    }
    try measure("providers assigned to fresh view-like nodes") {
      AssignmentWorkload<ViewLikeNode>(nodes: $0, screenSize: screen, providers: providers)
    }
    try measure("view-like screens dropped and replaced") {
      ScreenReplacementWorkload<ViewLikeNode>(nodes: $0, screenSize: screen, providers: providers)
    }
    return results
  }

  // MARK: - Assignment, memory, churn, loading

  /// Both classes' assignment figures, measured in this process: what the child runs.
  func assignmentResults() throws -> [AssignmentResult] {
    let shape = ForestShape(count: plan.largestSize, screenSize: plan.screenSize)
    progress("assigning providers to \(shape.count) fresh nodes of each class")
    return [
      try AssignmentFigure.measure(
        of: ViewLikeNode.self, shape: shape, providers: providers, warmupRuns: 1,
        runs: plan.assignmentRuns),
      try AssignmentFigure.measure(
        of: FinalNode.self, shape: shape, providers: providers, warmupRuns: 1,
        runs: plan.assignmentRuns),
    ]
  }

  private func measureMemory() throws -> MemoryResult {
    let shape = ForestShape(count: plan.largestSize, screenSize: plan.screenSize)
    progress("heap bytes per tracked object, \(shape.count) objects")
    let bytes = try MemoryFigure.measure(shape: shape, providers: providers)
    return MemoryResult(
      nodes: shape.count,
      method: HeapMeter.method,
      bytesPerNode: Dictionary(uniqueKeysWithValues: bytes.map { ($0.key.rawValue, $0.value) })
    )
  }

  private func measureChurn() throws -> ChurnResult {
    progress("churn: \(plan.churnNodes) themed objects made and dropped, \(plan.churnWindow) live")
    func churn(_ kind: ContenderKind) throws -> ChurnFigures {
      try ChurnFigure.measure(
        kind, count: plan.churnNodes, window: plan.churnWindow, providers: providers)
    }
    return ChurnResult(
      createdNodes: plan.churnNodes,
      window: plan.churnWindow,
      peakLiveNodes: plan.churnWindow + 1,
      theming: try churn(.themingDeclared),
      jxTheme: try churn(.jxTheme)
    )
  }

  /// Loading each document, then the peak memory of loading it in a process of its own.
  private func measureLoading() throws -> [LoadResult] {
    progress("loading documents of \(plan.documentBytes) bytes, and their peak memory")
    let loads = try LoadFigure.measure(
      bytes: plan.documentBytes, warmupRuns: 1, runs: plan.loadRuns)
    return try LoadMemoryFigure.measure(
      loads, documents: LoadFigure.documents(bytes: plan.documentBytes))
  }
}
