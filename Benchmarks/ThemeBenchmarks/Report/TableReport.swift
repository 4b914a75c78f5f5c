import Foundation

/// The results as readable plain text, for the terminal.
enum TableReport {
  static func render(_ results: BenchmarkResults) -> String {
    let sections = ReportSections.all(results).enumerated().map {
      $0.element.text(number: $0.offset + 1)
    }
    return ([heading(results)] + sections + [footer(results)]).joined(separator: "\n\n")
  }

  private static func heading(_ results: BenchmarkResults) -> String {
    let run = results.run
    let contenders = ContenderKind.allCases.map { kind in
      "  \(kind.title.padding(toLength: 30, withPad: " ", startingAt: 0))\(kind.summary)"
    }
    return
      ([
        "Theming benchmarks (\(results.mode) run), \(run.date)",
        "  machine  \(run.cpuModel), \(run.logicalCores) logical cores; \(run.operatingSystem)",
        "  build    \(run.toolchain ?? run.compiler), \(run.buildConfiguration)",
        "  load     \(ReportSections.load(run))",
        "  timing   \(ReportSections.timing(results))",
        "  trees    " + ReportSections.trees(results).joined(separator: "\n           "),
        "  checked  every run verified node by node outside the timed region",
        "",
        "Contenders (each re-implemented in Benchmarks/ThemeBenchmarks/Contenders)",
      ] + contenders).joined(separator: "\n")
  }

  private static func footer(_ results: BenchmarkResults) -> String {
    "elapsed: \(Format.fixed(results.elapsedSeconds, digits: 1)) s"
  }
}
