import Foundation

/// The assignment figures of both classes, measured in a child process with a heap of its own.
///
/// Assigning providers to 300,000 fresh properties allocates a record and a side table per
/// node, and what that costs depends on the state of the heap more than on the library: in the
/// benchmark's own process, after the switch figures had made and dropped their forests, the
/// final class's figure ranged 212–371 ns per assignment over four full runs of one build
/// (view-like 223–421 ns), and 196–206 ns (215–227) when measured alone in a fresh process. The
/// child starts with the heap an app's first screens find, the same in every run.
extension AssignmentFigure {
  /// The argument that makes the benchmark the child that measures assignment; the options of
  /// the parent's command line follow it.
  nonisolated static let childArgument = "--assignment-child"

  /// Runs the child with the parent's `options` and returns what it measured.
  ///
  /// - Throws: ``BenchmarkFailure`` when the child fails or prints no results.
  nonisolated static func measureInChild(options: [String]) throws -> AssignmentResults {
    let text = try ChildProcess.run([childArgument] + options, for: "assignment")
    do {
      return try JSONDecoder().decode(AssignmentResults.self, from: Data(text.utf8))
    } catch {
      throw BenchmarkFailure(description: "the assignment child printed: \(text)")
    }
  }

  /// The child: parses `arguments` as the benchmark's options, measures both classes'
  /// assignment figures and prints them as JSON. Returns the exit status.
  static func runChild(_ arguments: [String]) -> Int32 {
    do {
      let plan = Plan(options: try Options.parse(arguments))
      let results = try BenchmarkRunner(plan: plan).assignmentResults()
      print(String(decoding: try JSONEncoder().encode(results), as: UTF8.self))
      return 0
    } catch {
      FileHandle.standardError.write(Data("ThemeBenchmarks assignment child: \(error)\n".utf8))
      return 1
    }
  }
}

/// Both classes' assignment figures, as the child reports them.
struct AssignmentResults: Codable {
  var final: AssignmentResult
  var viewLike: AssignmentResult
}
