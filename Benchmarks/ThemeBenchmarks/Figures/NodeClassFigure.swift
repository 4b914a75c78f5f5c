import Theming

/// Theming on a non-final node class (``OpenBenchNode``) against the final ``BenchNode``:
/// `changeTheme`, per node, and assigning providers, per assignment.
///
/// Every binding writes its value through its key path. A key path to a stored property of a
/// final class is one stored component, which the runtime writes at the field's offset; one to
/// a stored property of a class that may be subclassed is a computed component, which calls the
/// property's setter, since a subclass could override it. The benchmark's other figures use
/// the final class; the views an app themes are of the other kind (no UIKit or AppKit view
/// class is final), so this figure tells how far those figures carry over. It is reported, not
/// held to a target.
@MainActor
enum NodeClassFigure {
  /// Which forest a sample comes from.
  enum NodeClass: Hashable {
    case finalClass
    case nonFinalClass

    var name: String { self == .finalClass ? "final" : "non-final" }
  }

  /// Times Theming's `changeTheme` on a forest of each node class, both of `shape`, run by run
  /// in rotating order (a shared machine's load drifts between figures by more than the
  /// difference being measured), and checks every node of the switched forest after each run,
  /// outside the timed region.
  ///
  /// - Parameters:
  ///   - shape: The forests' shape.
  ///   - providers: The shared provider closures.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  /// - Returns: The two switches, per node, and the ratio of their medians.
  /// - Throws: ``BenchmarkFailure`` when a node was not restyled.
  static func measureSwitch(
    shape: ForestShape,
    providers: Providers,
    warmupRuns: Int,
    runs: Int
  ) throws -> NodeClassComparison {
    let finalLibrary = ThemingLibrary(forest: Forest(shape: shape), providers: providers)
    finalLibrary.themeAll()
    let openLibrary = OpenThemingLibrary(forest: OpenForest(shape: shape), providers: providers)
    openLibrary.themeAll()
    let measurements = try measureInterleaved(
      [NodeClass.finalClass, .nonFinalClass],
      kind: \.self,
      warmupRuns: warmupRuns,
      runs: runs
    ) { nodeClass, run in
      let label = "changeTheme of \(shape.count) nodes of the \(nodeClass.name) node class"
      switch nodeClass {
      case .finalClass:
        return try SwitchFigure.timedSwitch(finalLibrary, run: run, governing: nil, label: label)
          .nanoseconds
      case .nonFinalClass:
        let style = SwitchFigure.style(ofRun: run)
        let nanoseconds = measureNanoseconds { openLibrary.changeTheme(to: style) }
        try Verifier.check(
          openLibrary.forest,
          title: openTitle,
          current: style,
          context: "\(label), run \(run + 1) (to \(style))"
        )
        return nanoseconds
      }
    }
    return NodeClassComparison(measurements, nodes: shape.count, items: shape.count)
  }

  /// Times assigning the three providers to every node of a fresh forest of each node class,
  /// run by run in rotating order, each run on new nodes and a new manager, made and dropped
  /// outside the timed region, as ``AssignmentFigure`` does for every contender.
  ///
  /// - Parameters:
  ///   - shape: The forests' shape.
  ///   - providers: The shared provider closures.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  /// - Returns: The two assignments, per assignment of one provider, and the ratio of their
  ///   medians.
  /// - Throws: ``BenchmarkFailure`` when a node did not get its values.
  static func measureAssignment(
    shape: ForestShape,
    providers: Providers,
    warmupRuns: Int,
    runs: Int
  ) throws -> NodeClassComparison {
    let measurements = try measureInterleaved(
      [NodeClass.finalClass, .nonFinalClass],
      kind: \.self,
      warmupRuns: warmupRuns,
      runs: runs
    ) { nodeClass, _ in
      let context = "assigning providers to the \(nodeClass.name) node class"
      switch nodeClass {
      case .finalClass:
        let forest = Forest(shape: shape)
        let library = ThemingLibrary(forest: forest, providers: providers)
        let nanoseconds = measureNanoseconds { library.themeAll() }
        try Verifier.check(forest, contender: .theming, current: .light, context: context)
        return nanoseconds
      case .nonFinalClass:
        let forest = OpenForest(shape: shape)
        let library = OpenThemingLibrary(forest: forest, providers: providers)
        let nanoseconds = measureNanoseconds { library.themeAll() }
        try Verifier.check(forest, title: openTitle, current: .light, context: context)
        return nanoseconds
      }
    }
    return NodeClassComparison(measurements, nodes: shape.count, items: 3 * shape.count)
  }

  private static let openTitle = "Theming on OpenBenchNode"
}

extension NodeClassComparison {
  /// The result of two measurements keyed by node class, over `items` items per run.
  init(_ measurements: [NodeClassFigure.NodeClass: Measurement], nodes: Int, items: Int) {
    let finalMeasurement = measurements[.finalClass] ?? Measurement(samples: [])
    let nonFinalMeasurement = measurements[.nonFinalClass] ?? Measurement(samples: [])
    self.init(
      nodes: nodes,
      finalClass: Timing(finalMeasurement, items: items),
      nonFinalClass: Timing(nonFinalMeasurement, items: items),
      nonFinalOverFinal: finalMeasurement.medianNanoseconds > 0
        ? nonFinalMeasurement.medianNanoseconds / finalMeasurement.medianNanoseconds : nil
    )
  }
}
