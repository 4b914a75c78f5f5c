/// The nodes' own overrides, by identity, each holding its node weakly so that a pin never keeps
/// its node alive.
struct PinTable {
  private struct Pin {
    weak var node: (any ThemeNode)?
    let style: ResolvedStyle
  }

  private var pins: [ObjectIdentifier: Pin] = [:]
  /// How many pins there may be before setting one drops those of dead nodes, so that pinning
  /// and freeing nodes without a pass in between does not grow the table.
  private var sweepThreshold = PinTable.minimumSweepThreshold
  private static let minimumSweepThreshold = 64

  var isEmpty: Bool { pins.isEmpty }

  var count: Int { pins.count }

  /// The node's own override; a pin left by a dead object at the same address is dropped.
  mutating func style(of node: any ThemeNode) -> ResolvedStyle? {
    let id = ObjectIdentifier(node)
    guard let pin = pins[id] else { return nil }
    guard pin.node === node else {
      pins[id] = nil
      return nil
    }
    return pin.style
  }

  /// The number of the style `object` itself is pinned to, if any: a pin whose node has died
  /// says nothing of an object made since at its address.
  func styleID(of object: AnyObject) -> StyleID? {
    guard let pin = pins[ObjectIdentifier(object)], pin.node === object else { return nil }
    return pin.style.id
  }

  /// Whether the object at `id` has a live pin.
  func hasLivePin(_ id: ObjectIdentifier) -> Bool {
    pins[id]?.node != nil
  }

  /// Pins `node` to `style`, or clears its pin.
  mutating func set(_ style: ResolvedStyle?, of node: any ThemeNode) {
    pins[ObjectIdentifier(node)] = style.map { Pin(node: node, style: $0) }
    if pins.count >= sweepThreshold {
      removeDead()
      sweepThreshold = max(Self.minimumSweepThreshold, 2 * pins.count)
    }
  }

  /// The live pinned nodes and their styles, in no particular order.
  func livePins() -> [(node: any ThemeNode, style: ThemeStyle)] {
    pins.values.compactMap { pin in pin.node.map { ($0, pin.style.style) } }
  }

  /// Calls `body` with every live pinned node and its style's number.
  func forEachLivePin(_ body: (any ThemeNode, StyleID) -> Void) {
    for pin in pins.values {
      if let node = pin.node { body(node, pin.style.id) }
    }
  }

  /// Drops the pins of nodes that have died.
  mutating func removeDead() {
    guard pins.values.contains(where: { $0.node == nil }) else { return }
    pins = pins.filter { $0.value.node != nil }
  }
}
