extension ThemeManager {
  /// The number of entries in the weak table of tracked objects, including entries of objects
  /// that have died since the last pass.
  ///
  /// An entry whose object a pass found dead no longer counts. The table is swept whenever it
  /// has doubled since the last sweep, so its entries stay within about twice the number of
  /// live tracked objects. It is exposed for benchmarks and diagnostics.
  public var trackedNodeCount: Int { engine.trackedNodeCount }

  /// Re-resolves `node` and its tracked descendants after `node` moved to another parent, and
  /// re-applies those whose effective style changed.
  ///
  /// ```swift
  /// oldContainer.remove(card)
  /// newContainer.add(card)          // card.themeParent is now newContainer
  /// manager.nodeDidMove(card)       // card and everything under it take newContainer's style
  /// ```
  ///
  /// A ``MoveReportingNode`` calls it itself. On iOS and tvOS 17 and later, a themed `UIView`
  /// does: UIKit delivers the trait change behind the report before the next layout, and only
  /// for views in a window, so a view moved outside a window is re-resolved when its tree joins
  /// one. Elsewhere call this after a move, or call ``refresh()`` after many.
  ///
  /// The descendants are found through the child links the manager learnt from the tree and
  /// from reported moves, and each is resolved against the tree as it is; the rest of the tree
  /// is not visited. A subtree built apart (themed objects put into a container, the
  /// container then inserted) is found when the container is reported, or when its top was a
  /// root as its objects were themed.
  ///
  /// Report a move even while no override is set: the node may still show a style it had
  /// under an override cleared since.
  ///
  /// - Parameter node: The node that moved.
  public func nodeDidMove(_ node: some ThemeNode) {
    MainThreadCheck.require("ThemeManager.nodeDidMove(_:)")
    engine.nodeDidMove(node)
  }

  // The `.theme` namespace's entry points, inlined into the app's code.

  /// Stores a binding on `node` and applies it at once with the node's effective style;
  /// `makeApply` is called only when no accessor for the key path and provider type exists yet.
  @usableFromInline
  func attach(
    _ storage: AnyObject,
    for key: BindingKey,
    to node: any ThemeNode,
    writer: AccessorWriter = .keyPath,
    makeApply: () -> BindingApply
  ) {
    let accessor = engine.accessors.accessor(
      for: key, storage: storage, writer: writer, makeApply: makeApply)
    attach(storage, through: accessor, to: node)
  }

  /// Stores a binding on `node` as the method above does, but writes the value it applies at
  /// once through `write`, which must write what the closure `makeApply` makes would.
  ///
  /// `write` is compiled in the app's code, where a key path is usually a literal: there the
  /// compiler writes the property directly, instead of through the Swift runtime's key-path
  /// machinery, which costs more than the rest of an assignment. The stored closure is made
  /// once per key path, out of the literal's reach, and goes through the runtime.
  @usableFromInline
  func attach(
    _ storage: AnyObject,
    for key: BindingKey,
    to node: any ThemeNode,
    makeApply: () -> BindingApply,
    writingNow write: (ThemeStyle) -> Void
  ) {
    let accessor = engine.accessors.accessor(
      for: key, storage: storage, writer: .keyPath, makeApply: makeApply)
    engine.attach(storage, through: accessor, to: node, in: self, writingNow: write)
  }

  /// Stores a binding that writes through `accessor`, a declared property's, on `node`.
  @usableFromInline
  func attach(_ storage: AnyObject, through accessor: BindingAccessor, to node: any ThemeNode) {
    engine.attach(storage, through: accessor, to: node, in: self) { style in
      accessor.apply(node, style, storage)
    }
  }

  @usableFromInline
  func removeBinding(for key: BindingKey, of node: any ThemeNode) {
    engine.removeBinding(for: key, of: node)
  }

  @usableFromInline
  func provider<Value>(for key: BindingKey, of node: any ThemeNode) -> ThemeProvider<Value>? {
    engine.provider(for: key, of: node)
  }

  func overrideStyle(of node: some ThemeNode) -> ThemeStyle? {
    engine.overrideStyle(of: node)
  }

  /// Sets or clears `node`'s override: the engine re-applies what it changed, then the node
  /// learns of it. This is the one place that decides what a changed override does to the
  /// node itself, beyond its providers: a class that carries overrides down its tree hears of
  /// it (a `UIView` sets its trait, through which UIKit reports moves), and a target of the
  /// system appearance takes the appearance the style means (a `UIView`'s user interface style).
  func setOverrideStyle(_ style: ThemeStyle?, of node: some ThemeNode) {
    guard engine.setOverride(style, of: node) else { return }
    (node as? any MoveReportingNode)?.themeOverrideDidChange(to: style)
    if appearance.isEnabled, let target = node as? any ThemeSystemAppearanceTarget {
      target.applySystemAppearance(appearance.appearance(for: style))
    }
  }

  /// The nearest override from `node` up through its parents, else the current style.
  func effectiveStyle(of node: some ThemeNode) -> ThemeStyle {
    engine.effectiveStyle(of: node).style
  }

  /// Re-applies every binding of `node` with its effective style.
  func refresh(_ node: some ThemeNode) {
    engine.refresh(node)
  }
}
