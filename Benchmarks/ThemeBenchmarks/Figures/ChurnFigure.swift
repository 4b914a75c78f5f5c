import Theming

/// Making and dropping many themed nodes while a window of them stays alive: does the weak
/// table stay near the live count?
@MainActor
enum ChurnFigure {
  /// Makes `count` nodes of the final class, one after another, each a child of one
  /// long-lived (untracked) parent, themes each with the three providers (Theming through its
  /// declared properties) and keeps the last `window` alive, so that at most `window + 1` are
  /// alive at once. Records the peak of the design's table after every node, then switches
  /// once and checks the live window.
  static func measure(
    _ kind: ContenderKind,
    count: Int,
    window: Int,
    providers: Providers
  ) throws -> ChurnFigures {
    let forest = NodeForest<FinalNode>(shape: ForestShape(count: 0, screenSize: 1))
    switch kind {
    case .themingDeclared:
      let library = ThemingLibrary(forest: forest, providers: providers)
      return try churn(library, count: count, window: window) {
        library.manager.trackedNodeCount
      }
    case .jxTheme:
      let design = JXThemeDesign(forest: forest, providers: providers)
      return try churn(design, count: count, window: window) {
        design.trackedEntryCount
      }
    case .floor, .parentReadingFloor, .notificationCenter, .themingKeyPath:
      throw BenchmarkFailure(description: "churn is measured for Theming and JXTheme only")
    }
  }

  private static func churn(
    _ contender: some Contender<FinalNode>,
    count: Int,
    window: Int,
    tableCount: () -> Int
  ) throws -> ChurnFigures {
    let parent = FinalNode()
    var live = [FinalNode?](repeating: nil, count: window)
    var peak = 0
    let nanoseconds = measureNanoseconds {
      for index in 0..<count {
        let node = FinalNode()
        node.parent = parent
        contender.theme(node)
        peak = max(peak, tableCount())
        live[index % window] = node
      }
    }
    contender.changeTheme(to: .dark)
    let dark = Providers.expectedValues(for: .dark)
    for case let node? in live where node.a != dark.a || node.b != dark.b || node.c != dark.c {
      throw BenchmarkFailure(
        description: "\(contender.kind.title): a live node was not restyled after churn"
      )
    }
    let entriesAfterSwitch = tableCount()
    contender.tearDown()
    return ChurnFigures(
      peakTableEntries: peak,
      peakOverLive: Double(peak) / Double(window + 1),
      entriesAfterSwitch: entriesAfterSwitch,
      nanosecondsPerNode: nanoseconds / Double(max(count, 1))
    )
  }
}
