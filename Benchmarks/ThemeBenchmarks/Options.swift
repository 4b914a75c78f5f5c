/// The command line.
struct Options {
  var quick = false
  var json = false
  var help = false
  var runs: Int?
  var sizes: [Int]?

  static let usage = """
    USAGE: swift run -c release ThemeBenchmarks [--quick] [--json] [--runs N] [--sizes A,B,...]

    Times Theming against the floor, the NotificationCenter design (SwiftTheme, DKNightVersion,
    SDTheme, LEETheme) and the JXTheme design, in one process, on identical trees and the same
    provider closures, times operations at two sizes to show whether they grow faster than
    their work, and checks the project's performance targets. Every timed run is verified node
    by node outside the timed region; the exit status is 1 when a contender skipped work.

    OPTIONS:
      --quick          Tiny sizes, one warm-up and two timed runs: a smoke test of a second,
                       which verifies every contender but does not judge the targets.
      --json           Print the figures as JSON on standard output instead of the table.
      --runs N         Measured runs per figure (default: 41, 21, 11 at 1k, 10k, 100k nodes;
                       9 for assignment; 7 for loading palettes; 5 per size for the scaling
                       figures, fewer when one takes more than 15 s; 2 with --quick). One or
                       two warm-up runs come first.
      --sizes A,B,...  Forest sizes for the switch figures (default: 1000,10000,100000). The
                       cold switch uses those of 10000 and more; the toggles, assignment and
                       memory figures use the largest.
      -h, --help       Show this help.

    Progress goes to standard error. Build in release mode; a debug build's figures mean nothing.
    """

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        options.quick = true
      case "--json":
        options.json = true
      case "-h", "--help":
        options.help = true
      case "--runs":
        guard let value = remaining.popFirst(), let runs = Int(value), runs > 0 else {
          throw OptionsError(message: "--runs needs a positive number")
        }
        options.runs = runs
      case "--sizes":
        guard let value = remaining.popFirst() else {
          throw OptionsError(message: "--sizes needs a list such as 1000,10000")
        }
        let sizes = value.split(separator: ",").compactMap { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 10 }) else {
          throw OptionsError(message: "--sizes needs numbers of at least 10, such as 1000,10000")
        }
        options.sizes = sizes.sorted()
      default:
        throw OptionsError(message: "unknown argument \(argument)")
      }
    }
    return options
  }
}

struct OptionsError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// What a run measures, and how often.
struct Plan {
  let quick: Bool
  let sizes: [Int]
  let screenSize: Int
  let warmupRuns: Int
  let fixedRuns: Int?
  let assignmentRuns: Int
  let overrideFraction = 0.1
  let churnNodes: Int
  let churnWindow: Int
  /// The least size of the palette document loaded from JSON.
  let paletteDocumentBytes: Int
  /// The keys of the one-object and split palettes.
  let paletteObjectKeys: Int
  let paletteLoadRuns: Int
  /// The least size of the token document whose load's peak memory is measured.
  let tokenMemoryBytes: Int
  /// The forest sizes of the cold switch.
  let coldSizes: [Int]
  /// The cells of the list whose cells are pinned one by one.
  let overrideCells: Scaling.Sizes
  /// The children of each wide parent whose children are moved one by one.
  let wideParentChildren: Scaling.Sizes
  /// The bindings with arguments on one node.
  let argumentBindings: Scaling.Sizes
  /// Timed runs of each scaling figure at each size.
  let scalingRuns: Int
  /// The time after which a scaling figure starts no new run.
  let scalingBudgetSeconds: Double

  init(options: Options) {
    quick = options.quick
    if options.quick {
      sizes = options.sizes ?? [100, 1_000]
      screenSize = 100
      warmupRuns = 1
      fixedRuns = options.runs ?? 2
      assignmentRuns = options.runs ?? 2
      churnNodes = 20_000
      churnWindow = 100
      paletteDocumentBytes = 50_000
      paletteObjectKeys = 400
      paletteLoadRuns = options.runs ?? 2
      tokenMemoryBytes = 1_000_000
      coldSizes = Array(sizes.suffix(1))
      overrideCells = Scaling.Sizes(small: 100, large: 400)
      wideParentChildren = Scaling.Sizes(small: 100, large: 400)
      argumentBindings = Scaling.Sizes(small: 100, large: 800)
      scalingRuns = options.runs ?? 2
      scalingBudgetSeconds = 2
    } else {
      sizes = options.sizes ?? [1_000, 10_000, 100_000]
      screenSize = 1_000
      warmupRuns = 2
      fixedRuns = options.runs
      assignmentRuns = options.runs ?? 9
      churnNodes = 1_000_000
      churnWindow = 1_000
      paletteDocumentBytes = PaletteLoadFigure.targetBytes
      paletteObjectKeys = 40_000
      paletteLoadRuns = options.runs ?? 7
      tokenMemoryBytes = 20_000_000
      coldSizes = sizes.filter { $0 >= 10_000 }
      overrideCells = Scaling.Sizes(small: 1_000, large: 4_000)
      wideParentChildren = Scaling.Sizes(small: 2_500, large: 10_000)
      argumentBindings = Scaling.Sizes(small: 1_000, large: 8_000)
      scalingRuns = options.runs ?? 5
      scalingBudgetSeconds = 15
    }
  }

  /// The largest forest: used for the toggles, assignment and memory figures.
  var largestSize: Int { sizes.last ?? screenSize }

  /// Measured runs of a switch figure on `nodes` nodes: more where one run is short.
  func runs(forNodes nodes: Int) -> Int {
    if let fixedRuns { return fixedRuns }
    if nodes <= 1_000 { return 41 }
    if nodes <= 10_000 { return 21 }
    return 11
  }
}
