import Foundation

/// `swift run -c release ThemeBenchmarks [--quick] [--json] [--record FILE]`: see
/// ``Options/usage``.
@main
enum BenchmarkMain {
  @MainActor
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == LoadMemoryFigure.childArgument {
      exit(LoadMemoryFigure.runChild(Array(arguments.dropFirst())))
    }
    if arguments.first == AssignmentFigure.childArgument {
      exit(ChildProcess.serve(Array(arguments.dropFirst())) { try $0.assignmentResults() })
    }
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n\n\(Options.usage)\n".utf8))
      exit(64)
    }
    if options.help {
      print(Options.usage)
      return
    }
    do {
      var results = try BenchmarkRunner(plan: Plan(options: options)).run(arguments: arguments)
      if let path = options.recordPath {
        results.run.toolchain = RunInfo.toolchainVersion()
        try MarkdownReport.render(results).write(
          toFile: path, atomically: true, encoding: .utf8)
        progress("wrote the report to \(path)")
      }
      print(options.json ? try JSONReport.render(results) : TableReport.render(results))
    } catch {
      FileHandle.standardError.write(Data("ThemeBenchmarks: \(error)\n".utf8))
      exit(1)
    }
  }
}
