import Theming

/// Setting `overrideThemeStyle` on every node of a forest, node by node, top-down; then changing
/// each override to the other style, node by node; then clearing each, node by node: three
/// phases, three figures.
///
/// The forest's screens hold chains of 32 nodes, so every pin but a chain's first is set below
/// another (nested pins). Each node is pinned to the style its parent's pin is not, so every
/// set, change and clear of an override restyles its node and no other: the work per unit is
/// the same however many nodes and pins the forest has.
@MainActor
final class OverrideWorkload<Node: BenchmarkNode>: ScalingWorkload where Node.Base == Node {
  static var phases: [ScalingPhase] {
    [
      ScalingPhase(
        key: "overrideSet", title: "setting overrides node by node, top-down (nested pins)",
        unit: "override set"),
      ScalingPhase(
        key: "overrideChange", title: "changing those overrides node by node",
        unit: "override changed"),
      ScalingPhase(
        key: "overrideClear", title: "clearing those overrides node by node",
        unit: "override cleared"),
    ]
  }

  /// The length of the chains, as deep as the deepest node of the switch figures' screens.
  nonisolated static var chainLength: Int { 32 }

  let library: ThemingLibrary<Node>
  private let shape: ForestShape
  /// The style each node is pinned to first: dark at odd depths, light at even ones.
  private let pinStyles: [ThemeStyle]
  /// Each node's own override after the steps checked so far.
  private var own: [ThemeStyle?]

  /// A themed forest of `nodes` nodes, none pinned.
  init(nodes: Int, screenSize: Int, providers: Providers) {
    shape = ForestShape(chainsOf: Self.chainLength, count: nodes, screenSize: screenSize)
    library = ThemingLibrary(forest: NodeForest(shape: shape), providers: providers)
    pinStyles = shape.depth.map { $0 % 2 == 1 ? .dark : .light }
    own = [ThemeStyle?](repeating: nil, count: nodes)
    library.themeAll()
  }

  var steps: Int { shape.count }

  func perform(_ step: Int, ofPhase phase: Int) {
    library.setOverride(override(of: step, afterPhase: phase), onNodeAt: step)
  }

  func check(phase: Int, afterSteps steps: Int, context: String) throws {
    for node in 0..<steps {
      own[node] = override(of: node, afterPhase: phase)
    }
    // A cleared node whose override was the current style keeps its values.
    try Verifier.check(
      library.forest, contender: library.kind, current: .light,
      governing: shape.governing(own: own), followersChanged: phase < 2, context: context)
  }

  /// The override `node` has once `phase` did its step.
  private func override(of node: Int, afterPhase phase: Int) -> ThemeStyle? {
    switch phase {
    case 0: pinStyles[node]
    case 1: pinStyles[node] == .dark ? .light : .dark
    default: nil
    }
  }
}
