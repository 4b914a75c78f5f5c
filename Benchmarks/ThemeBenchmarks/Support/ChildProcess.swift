import Foundation

/// Runs this benchmark's own executable again, as a child process that measures one figure on a
/// heap of its own, and returns what it printed.
enum ChildProcess {
  /// Runs the benchmark with `arguments` and returns its standard output.
  ///
  /// - Parameters:
  ///   - arguments: The child's command line, after the executable.
  ///   - what: The figure, for the error.
  /// - Returns: What the child printed on its standard output.
  /// - Throws: ``BenchmarkFailure`` when the child cannot be started or exits with a status
  ///   other than 0.
  static func run(_ arguments: [String], for what: String) throws -> String {
    guard let executable = Bundle.main.executableURL else {
      throw BenchmarkFailure(description: "the benchmark cannot find its own executable")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchmarkFailure(
        description: "the \(what) child exited \(process.terminationStatus): \(text)")
    }
    return text
  }

  /// Runs the benchmark as the child that `argument` names, with the parent's `options`, and
  /// decodes the JSON it prints.
  ///
  /// - Parameters:
  ///   - argument: The argument that makes the benchmark that child.
  ///   - options: The parent's command line options, which the child's plan is made from.
  ///   - type: What the child prints.
  /// - Returns: The child's results.
  /// - Throws: ``BenchmarkFailure`` when the child fails or prints no results.
  static func measure<Result: Decodable>(
    _ argument: String, options: [String], as type: Result.Type
  ) throws -> Result {
    let text = try run([argument] + options, for: argument)
    do {
      return try JSONDecoder().decode(Result.self, from: Data(text.utf8))
    } catch {
      throw BenchmarkFailure(description: "the \(argument) child printed: \(text)")
    }
  }

  /// The child's side of ``measure(_:options:as:)``: parses `arguments` as the benchmark's
  /// options, runs `body` with the plan they make, and prints its result as JSON.
  ///
  /// - Returns: The exit status.
  @MainActor
  static func serve<Result: Encodable>(
    _ arguments: [String], _ body: (BenchmarkRunner) throws -> Result
  ) -> Int32 {
    do {
      let runner = BenchmarkRunner(plan: Plan(options: try Options.parse(arguments)))
      print(String(decoding: try JSONEncoder().encode(try body(runner)), as: UTF8.self))
      return 0
    } catch {
      FileHandle.standardError.write(Data("ThemeBenchmarks child: \(error)\n".utf8))
      return 1
    }
  }
}
