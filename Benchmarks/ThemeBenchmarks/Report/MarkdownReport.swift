/// The results as markdown: what `--record` writes, a full run's whole report with the machine,
/// date, toolchain and options it ran with.
enum MarkdownReport {
  static func render(_ results: BenchmarkResults) -> String {
    let run = results.run
    var about = TextTable(header: ["", ""], rightAligned: [])
    let command = (["swift run -c release ThemeBenchmarks"] + run.arguments).joined(separator: " ")
    let rows: [(String, String)] = [
      ("date", run.date),
      ("command", "`\(command)`, from `Benchmarks/`"),
      ("machine", "\(run.cpuModel), \(run.logicalCores) logical cores"),
      ("system", run.operatingSystem),
      ("toolchain", run.toolchain ?? run.compiler),
      ("build", run.buildConfiguration),
      ("load average (1, 5, 15 min)", ReportSections.load(run)),
      ("timing", ReportSections.timing(results)),
      ("trees", ReportSections.trees(results).joined(separator: "; ")),
      ("elapsed", "\(Format.fixed(results.elapsedSeconds, digits: 1)) s"),
    ]
    for (name, value) in rows {
      about.add([name, value])
    }
    var contenders = TextTable(header: ["contender", "models"], rightAligned: [])
    for kind in ContenderKind.allCases {
      contenders.add([kind.title, kind.summary])
    }
    let sections = ReportSections.all(results).enumerated().map {
      $0.element.markdown(number: $0.offset + 1)
    }
    let heading = """
      # Theming benchmarks: the latest recorded run

      Written by the benchmark itself (`--record`); do not edit it by hand. \
      [BENCHMARKS.md](../BENCHMARKS.md) says what each figure measures and how the targets are \
      judged.
      """
    return ([heading, about.markdown(), contenders.markdown()] + sections)
      .joined(separator: "\n\n") + "\n"
  }
}
