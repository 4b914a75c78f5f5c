/// The command line.
struct Options {
  var quick = false
  var json = false
  var help = false
  var runs: Int?
  var sizes: [Int]?
  /// Where a full run writes its report as markdown.
  var recordPath: String?

  static let usage = """
    USAGE: swift run -c release ThemeBenchmarks [--quick] [--json] [--runs N] [--sizes A,B,...]
                                                [--record FILE]

    Times Theming against the floor, the NotificationCenter design (SwiftTheme, DKNightVersion,
    SDTheme, LEETheme) and the JXTheme design, in one process, on identical trees and the same
    provider closures; times every workload done object by object at two sizes, to show
    whether it grows faster than its work; and checks the project's performance targets, at
    1,000 and 10,000 objects. Every timed run is verified node by node outside the timed
    region; the exit status is 1 when a contender skipped work or got a value wrong.

    OPTIONS:
      --quick          Small sizes, one warm-up and two timed runs: a smoke test of well under
                       a minute, which verifies every figure but does not judge the targets.
      --json           Print the figures as JSON on standard output instead of the table.
      --runs N         Timed runs per figure (default: 41 at 1k nodes, 21 at 10k, 11 above;
                       9 for assignment; 7 for loading; 5 per size for the scaling figures,
                       fewer when one takes more than its budget; 2 with --quick). One or two
                       warm-up runs come first.
      --sizes A,B,...  Forest sizes of the switch figures (default: 1000,10000). Targets are
                       judged at 1,000 and 10,000 only; other sizes are reported. Assignment and
                       memory use the largest.
      --record FILE    Also write the whole report, as markdown, to FILE (relative to the
                       current directory), with the machine, date, toolchain and options.
                       Not with --quick.
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
      case "--record":
        guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
          throw OptionsError(message: "--record needs a file name, such as LatestRun.md")
        }
        options.recordPath = value
      default:
        throw OptionsError(message: "unknown argument \(argument)")
      }
    }
    if options.quick && options.recordPath != nil {
      throw OptionsError(
        message: "--record writes a full run's report; it does not go with --quick")
    }
    return options
  }
}

struct OptionsError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
