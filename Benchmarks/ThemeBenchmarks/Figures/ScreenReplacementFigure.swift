import Theming

/// `changeTheme` right after the app closed a screen and opened another of the same layout: the
/// nodes of one screen died since the last switch, and as many new ones were themed.
///
/// In an app, views die and are made between most switches. The other switch figures keep one
/// forest alive throughout, so they never time a switch that meets dead records, nor one that
/// reads the tree after the table changed. Here four forests of Theming on the view-like class
/// (no move reports), without overrides and with ~10 % of the nodes pinned, are switched in
/// pairs: one with a screen replaced before each switch, in the same runs as one left alone. The
/// replacement (making the nodes, pinning and theming them) is outside the timing; the switch
/// that follows meets the dead screen's records and any compaction of the table they cause.
@MainActor
enum ScreenReplacementFigure {
  /// One of the four forests.
  enum Variant: String, CaseIterable, Codable {
    case steady
    case replaced
    case steadyPinned
    case replacedPinned

    /// Whether a screen is replaced before each of the forest's switches.
    var replacesScreens: Bool { self == .replaced || self == .replacedPinned }
    /// Whether ~10 % of the forest's nodes are pinned.
    var isPinned: Bool { self == .steadyPinned || self == .replacedPinned }
    /// The forest it is compared with: the same pins, no screen replaced.
    var steadyCounterpart: Variant { isPinned ? .steadyPinned : .steady }

    var title: String {
      switch self {
      case .steady: "no overrides, no screen replaced"
      case .replaced: "no overrides, a screen replaced"
      case .steadyPinned: "10 % pinned, no screen replaced"
      case .replacedPinned: "10 % pinned, a screen replaced"
      }
    }
  }

  private struct Subject {
    let variant: Variant
    let forest: ViewForest
    let library: ThemingLibrary<ViewLikeNode>
  }

  /// Switches the four forests `warmupRuns + runs` times each, each pair (unpinned, pinned)
  /// interleaved in rotating order; before each switch of a forest that replaces screens,
  /// replaces its next screen. Every node is checked after every switch, and after the last one
  /// the manager must track the live nodes and no more.
  ///
  /// - Parameters:
  ///   - shape: The forests' shape; it must have at least two screens.
  ///   - pins: The overrides of the pinned forests.
  ///   - providers: The shared providers.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  /// - Returns: Each forest's switches.
  /// - Throws: ``BenchmarkFailure`` when a node was not restyled or a dead node stayed tracked.
  static func measure(
    shape: ForestShape,
    pins: [(index: Int, style: ThemeStyle)],
    providers: Providers,
    warmupRuns: Int,
    runs: Int
  ) throws -> [Variant: Measurement] {
    let governing = shape.governingOverrides(pins)
    let subjects = Variant.allCases.map { variant in
      let forest = ViewForest(shape: shape)
      let library = ThemingLibrary(forest: forest, providers: providers, movesReported: false)
      if variant.isPinned {
        for pin in pins {
          library.setOverride(pin.style, onNodeAt: pin.index)
        }
      }
      library.themeAll()
      return Subject(variant: variant, forest: forest, library: library)
    }
    let screens = shape.screenRoots.count
    var measurements: [Variant: Measurement] = [:]
    // Each forest against its counterpart only: pinning a new screen's nodes runs passes over
    // the pinned forests (below), which would leave the unpinned ones colder than each other.
    for isPinned in [false, true] {
      let pair = subjects.filter { $0.variant.isPinned == isPinned }
      let pairMeasurements = try measureInterleaved(
        pair,
        kind: \.variant,
        warmupRuns: warmupRuns,
        runs: runs
      ) { subject, run in
        if subject.variant.replacesScreens {
          replaceScreen(run % screens, of: subject, pins: isPinned ? pins : [])
        }
        return try SwitchFigure.timedSwitch(
          subject.library,
          run: run,
          governing: isPinned ? governing : nil,
          label: "changeTheme of \(shape.count) view-like nodes, \(subject.variant.title)"
        ).nanoseconds
      }
      measurements.merge(pairMeasurements) { first, _ in first }
    }
    for subject in subjects {
      // The forest's nodes and the one object of a class without move reports.
      let tracked = subject.library.manager.trackedNodeCount
      guard tracked == shape.count + 1 else {
        throw BenchmarkFailure(
          description: "\(subject.variant.title): \(tracked) nodes tracked after the last "
            + "switch, \(shape.count + 1) alive")
      }
    }
    return measurements
  }

  /// Replaces screen `screen` of the subject's forest, pins the new nodes that `pins` names,
  /// then themes the new nodes, parents first, as the forest was themed when it was made.
  ///
  /// The class reports no moves, so each pin set runs a pass over the forest (a pin on a node
  /// the manager does not know yet may be above tracked nodes the app moved there unreported).
  private static func replaceScreen(
    _ screen: Int,
    of subject: Subject,
    pins: [(index: Int, style: ThemeStyle)]
  ) {
    let indices = subject.forest.replaceScreen(screen)
    for pin in pins where indices.contains(pin.index) {
      subject.library.setOverride(pin.style, onNodeAt: pin.index)
    }
    for index in indices {
      subject.library.theme(subject.forest.nodes[index])
    }
  }
}
