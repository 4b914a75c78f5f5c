import Foundation

/// `swift run -c release ThemeBenchmarks [--quick] [--json]`: see ``Options/usage``.
@main
enum BenchmarkMain {
  @MainActor
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == TokenLoadMemoryFigure.childArgument {
      exit(TokenLoadMemoryFigure.runChild(Array(arguments.dropFirst())))
    }
    if arguments.first == AssignmentFigure.childArgument {
      exit(ChildProcess.serve(Array(arguments.dropFirst())) { try $0.assignmentResults() })
    }
    if arguments.first == ScreenReplacementFigure.childArgument {
      exit(ChildProcess.serve(Array(arguments.dropFirst())) { try $0.screenReplacementResults() })
    }
    let options: Options
    do {
      options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n\n\(Options.usage)\n".utf8))
      exit(64)
    }
    if options.help {
      print(Options.usage)
      return
    }
    do {
      let results = try BenchmarkRunner(plan: Plan(options: options)).run()
      print(options.json ? try JSONReport.render(results) : TableReport.render(results))
    } catch {
      FileHandle.standardError.write(Data("ThemeBenchmarks: \(error)\n".utf8))
      exit(1)
    }
  }
}
