/// A node's own override, held weakly so that a pin never keeps its node alive.
struct Pin {
  weak var node: (any ThemeNode)?
  var style: ThemeStyle
}

extension ThemeManager {
  /// How many parents a walk follows before it decides the chain loops.
  static let parentWalkLimit = 100_000

  /// The number of entries in the weak table of tracked objects, including entries of objects
  /// that have died and not yet been swept.
  ///
  /// Entries are swept when a pass meets them and whenever the table has doubled since the last
  /// sweep, so this stays within about twice the number of live tracked objects. It is exposed
  /// for benchmarks and diagnostics.
  public var trackedNodeCount: Int { table.count }

  // MARK: - Bindings

  func bind<Base: ThemeNode, Value>(
    _ provider: ThemeProvider<Value>?,
    for key: BindingKey,
    to base: Base,
    drivesOptional: Bool = false,
    apply: @escaping @MainActor (Base, Value) -> Void
  ) {
    guard let provider else {
      removeBinding(for: key, of: base)
      return
    }
    let closure = provider.provider
    let binding = ThemeBinding(
      key: key,
      storedProvider: ThemeProvider(closure, binding: nil),
      optionalProvider: drivesOptional ? ThemeProvider<Value?> { closure($0) } : nil
    ) { object, style in
      // The record hands back the object this binding was made for, so the cast holds.
      apply(unsafeDowncast(object, to: Base.self), closure(style))
    }
    let record = table.makeRecord(for: base, manager: self, canSweep: !isInPass)
    record.store(binding)
    let style = effectiveStyle(of: base)
    if record.appliedStyle == nil || record.appliedStyle == style {
      record.appliedStyle = style
      binding.apply(base, style)
    } else {
      // The node moved since its other bindings were applied: bring them all up to date.
      record.apply(style, to: base)
    }
  }

  func removeBinding(for key: BindingKey, of base: some ThemeNode) {
    table.record(for: base)?.removeBinding(for: key)
  }

  func provider<Value>(for key: BindingKey, of base: some ThemeNode) -> ThemeProvider<Value>? {
    table.record(for: base)?.binding(for: key)?.provider(as: Value.self)
  }

  func refresh(_ node: some ThemeNode) {
    guard let record = table.record(for: node) else { return }
    record.apply(effectiveStyle(of: node), to: node)
  }

  // MARK: - Overrides

  func overrideStyle(of node: some ThemeNode) -> ThemeStyle? {
    pinnedStyle(of: node)
  }

  func setOverrideStyle(_ style: ThemeStyle?, of node: some ThemeNode) {
    let id = ObjectIdentifier(node)
    guard pinnedStyle(of: node) != style else { return }
    if let style {
      pins[id] = Pin(node: node, style: style)
    } else {
      pins[id] = nil
    }
    needsReconcile = true
    runPendingUpdates()
  }

  /// Drops the overrides of nodes that have died, so that they cost nothing and the fast path
  /// for a tree without overrides comes back.
  private func removeDeadPins() {
    guard !pins.isEmpty else { return }
    pins = pins.filter { $0.value.node != nil }
  }

  /// The node's own override; a pin left by a dead object at the same address is dropped.
  private func pinnedStyle(of node: some ThemeNode) -> ThemeStyle? {
    let id = ObjectIdentifier(node)
    guard let pin = pins[id] else { return nil }
    guard pin.node === node else {
      pins[id] = nil
      return nil
    }
    return pin.style
  }

  // MARK: - Resolution

  /// The nearest override from `node` up through its parents, else the current style.
  func effectiveStyle(of node: any ThemeNode) -> ThemeStyle {
    if pins.isEmpty { return currentThemeStyle }
    var cursor: (any ThemeNode)? = node
    var steps = 0
    while let current = cursor {
      if let style = pinnedStyle(of: current) { return style }
      steps += 1
      if steps > Self.parentWalkLimit {
        report(.parentCycle(limit: Self.parentWalkLimit))
        break
      }
      cursor = current.themeParent
    }
    return currentThemeStyle
  }

  var isInPass: Bool { passDepth > 0 }

  /// Re-applies every tracked node whose effective style differs from the style it was last
  /// applied with. Records appended while it runs are visited too; dead ones are dropped
  /// after it.
  func reconcile() {
    passDepth += 1
    defer { passDepth -= 1 }
    removeDeadPins()
    var resolver = PassResolver(manager: self)
    var deadRecords = 0
    var index = 0
    while index < table.count {
      let record = table.records[index]
      index += 1
      guard let node = record.node else {
        deadRecords += 1
        continue
      }
      let style = resolver.style(of: node)
      if record.appliedStyle != style {
        record.apply(style, to: node)
      }
    }
    if deadRecords > 0 {
      table.removeDeadRecords()
    }
  }
}

/// Resolves effective styles during one pass, remembering each ancestor's result so that a
/// pass walks each part of the tree once.
///
/// The memo keeps the ancestors it has seen alive until the pass ends, so that an address
/// freed and reused while providers run cannot be mistaken for a node already resolved.
@MainActor
struct PassResolver {
  private let manager: ThemeManager
  private var memo: [ObjectIdentifier: (node: any ThemeNode, style: ThemeStyle)] = [:]
  private var path: [any ThemeNode] = []

  init(manager: ThemeManager) {
    self.manager = manager
  }

  mutating func style(of node: any ThemeNode) -> ThemeStyle {
    guard !manager.pins.isEmpty else { return manager.currentThemeStyle }
    var result = manager.currentThemeStyle
    var cursor: (any ThemeNode)? = node
    path.removeAll(keepingCapacity: true)
    while let current = cursor {
      if let known = memo[ObjectIdentifier(current)], known.node === current {
        result = known.style
        break
      }
      if let pin = manager.pins[ObjectIdentifier(current)], pin.node === current {
        result = pin.style
        memo[ObjectIdentifier(current)] = (current, result)
        break
      }
      path.append(current)
      if path.count > ThemeManager.parentWalkLimit {
        manager.report(.parentCycle(limit: ThemeManager.parentWalkLimit))
        break
      }
      cursor = current.themeParent
    }
    for visited in path {
      memo[ObjectIdentifier(visited)] = (visited, result)
    }
    return result
  }
}
