import Theming

/// `changeTheme` on one Theming forest of the final class, through its declared properties,
/// between two style names of more than 30 characters made
/// at run time, against the same forest between `.dark` and `.light`.
///
/// A name of up to 15 bytes is stored inside the string value; a longer one lives on the heap,
/// and one made at run time (read from a server or a file) is reference-counted, where a
/// literal's is immortal. A library that hashes, compares or copies the style per node pays
/// for a long name on every node; one that interns it once per switch does not. The providers
/// are ``Providers/byNameLength()``, which cost the same for either name.
@MainActor
enum LongStyleNameFigure {
  /// Which pair of names a sample switches between.
  enum Names: Hashable, CaseIterable {
    case short
    case long
  }

  /// A style whose name is 32 `x`s and `suffix`, made at run time rather than from a literal.
  @inline(never)
  static func runTimeStyle(_ suffix: String) -> ThemeStyle {
    ThemeStyle(rawValue: String(repeating: "x", count: 32) + suffix)
  }

  /// Themes one forest of `shape` with Theming, then switches it `warmupRuns + runs` times per
  /// pair of names, the two pairs run by run in rotating order. Each switch goes to the name of
  /// its pair whose providers' values differ from those the forest holds, so that every switch
  /// restyles every node, and every node is checked after it, outside the timing.
  ///
  /// - Parameters:
  ///   - shape: The forest's shape.
  ///   - warmupRuns: Untimed runs first.
  ///   - runs: Timed runs.
  /// - Returns: The two switches, per node, and the ratio of their medians.
  /// - Throws: ``BenchmarkFailure`` when a node was not restyled.
  static func measure(shape: ForestShape, warmupRuns: Int, runs: Int) throws
    -> LongStyleNameResult
  {
    // 36 and 37 characters: the first gives the dark values, the second the light ones.
    let longDark = runTimeStyle("dark")
    let longLight = runTimeStyle("light")
    let library = ThemingLibrary(
      forest: NodeForest<FinalNode>(shape: shape), providers: .byNameLength())
    library.themeAll()
    var showsDark = false
    let measurements = try measureInterleaved(
      Names.allCases,
      kind: \.self,
      warmupRuns: warmupRuns,
      runs: runs
    ) { names, run in
      let style: ThemeStyle =
        switch names {
        case .short: showsDark ? .light : .dark
        case .long: showsDark ? longLight : longDark
        }
      let nanoseconds = measureNanoseconds { library.changeTheme(to: style) }
      try Verifier.check(
        library.forest,
        title: "Theming with \(names) style names",
        current: style,
        values: Providers.expectedValues(byNameLengthOf:),
        context: "changeTheme of \(shape.count) nodes, run \(run + 1) (to \(style))"
      )
      showsDark.toggle()
      return nanoseconds
    }
    let short = measurements[.short] ?? Measurement(samples: [])
    let long = measurements[.long] ?? Measurement(samples: [])
    return LongStyleNameResult(
      nodes: shape.count,
      route: library.route,
      longNameLengths: [longDark.rawValue.count, longLight.rawValue.count],
      short: Timing(short, items: shape.count),
      long: Timing(long, items: shape.count),
      longOverShort: short.medianNanoseconds > 0
        ? long.medianNanoseconds / short.medianNanoseconds : nil
    )
  }
}
