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
}
