/// The nodes' own overrides, by identity, each holding its node weakly so that a pin never keeps
/// its node alive.
struct PinTable {
  private struct Pin {
    weak var node: (any ThemeNode)?
    var style: ResolvedStyle
  }

  private var pins: [ObjectIdentifier: Pin] = [:]
  /// How many pins there may be before setting one drops those of dead nodes, so that pinning
  /// and freeing nodes without a pass in between does not grow the table.
  private var sweepThreshold = PinTable.minimumSweepThreshold
  private static let minimumSweepThreshold = 64

  /// Whether a pin of a node that had died was dropped since ``takeDroppedDeadPins()`` was last
  /// called: any node still below that node has lost an override without a report.
  private var droppedDeadPins = false

  var isEmpty: Bool { pins.isEmpty }

  var count: Int { pins.count }

  /// The node's own override; a pin left by a dead object at the same address is dropped.
  mutating func style(of node: any ThemeNode) -> ResolvedStyle? {
    let id = ObjectIdentifier(node)
    guard let pin = pins[id] else { return nil }
    guard pin.node === node else {
      pins[id] = nil
      droppedDeadPins = true
      return nil
    }
    return pin.style
  }

  /// Pins `node` to `style`, or clears its pin.
  mutating func set(_ style: ResolvedStyle?, of node: any ThemeNode) {
    pins[ObjectIdentifier(node)] = style.map { Pin(node: node, style: $0) }
    if pins.count >= sweepThreshold {
      removeDead()
      sweepThreshold = max(Self.minimumSweepThreshold, 2 * pins.count)
    }
  }

  /// Whether the object at `id` has a live pin: a pin whose node has died says nothing of an
  /// object made since at its address. Costs one look-up, and a weak load only for a pinned
  /// identity.
  func hasLivePin(_ id: ObjectIdentifier) -> Bool {
    guard let pin = pins[id] else { return false }
    return pin.node != nil
  }

  /// Whether a live pin holds the style numbered `id`.
  func hasLivePin(styled id: StyleID) -> Bool {
    pins.values.contains { $0.style.id == id && $0.node != nil }
  }

  /// Whether a pin of a dead node was dropped since ``takeDroppedDeadPins()`` was last called.
  var hasDroppedDeadPins: Bool { droppedDeadPins }

  /// The live pinned nodes and their styles, in no particular order.
  func livePins() -> [(node: any ThemeNode, style: ThemeStyle)] {
    pins.values.compactMap { pin in pin.node.map { ($0, pin.style.style) } }
  }

  /// Whether `object` itself (not a dead node that had its address) has a pin.
  func isPinned(_ object: AnyObject) -> Bool {
    pins[ObjectIdentifier(object)]?.node === object
  }

  /// Drops the pins of nodes that have died, so that they cost nothing and the fast path for a
  /// tree without overrides comes back. Returns whether it dropped any.
  @discardableResult
  mutating func removeDead() -> Bool {
    // Every pass calls this: rebuild the dictionary only when a pinned node has died.
    guard pins.values.contains(where: { $0.node == nil }) else { return false }
    pins = pins.filter { $0.value.node != nil }
    droppedDeadPins = true
    return true
  }

  /// Whether pins of dead nodes were dropped since the last call, clearing the answer.
  mutating func takeDroppedDeadPins() -> Bool {
    defer { droppedDeadPins = false }
    return droppedDeadPins
  }

  /// Calls `body` with every pinned identity and its style's number, dead nodes' included.
  func forEachStyle(_ body: (ObjectIdentifier, StyleID) -> Void) {
    for (id, pin) in pins { body(id, pin.style.id) }
  }

  /// The live pins by identity, for a pass or a subtree walk. An identity found is the pinned
  /// object itself while the app's code has not freed it: a pass watches for that as
  /// ``PassResolver`` says; a walk runs only `themeParent` of the app's code, and trusts it not
  /// to free a pinned node. Call after ``removeDead()``.
  func styleMap() -> IdentityMap {
    // Eight times the room: a walk looks up every node on its way here, and nearly all are
    // absent. In a map as full as usual, the pinned nodes of a subtree, made one after
    // another, fill runs of slots that an absent node's search walks to the end of.
    var map = IdentityMap(capacity: pins.count * 8)
    for (id, pin) in pins { map.set(pin.style.id, for: id) }
    return map
  }
}
