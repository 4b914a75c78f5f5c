import Foundation
import Theming
import ThemingPalettes

/// The peak memory of loading each document of the loading figure, in a process of its own: the
/// benchmark writes the document to a file and runs itself with ``childArgument``, and the
/// child reads the file, loads it as an app does, and prints its peak resident size before and
/// after. The peak a load adds is the difference, the file's bytes included; it is judged per
/// byte of the document.
@MainActor
enum LoadMemoryFigure {
  /// The argument that makes the benchmark the child that loads one file.
  static let childArgument = "--load-memory-child"

  /// Loads each of `documents` in a child process, and gives each result its peak.
  ///
  /// - Throws: ``BenchmarkFailure`` when a child does not run or report.
  static func measure(_ results: [LoadResult], documents: [PaletteJSON]) throws -> [LoadResult] {
    try zip(results, documents).map { result, json in
      var result = result
      result.peakBytes = try peakBytes(loading: json)
      return result
    }
  }

  private static func peakBytes(loading json: PaletteJSON) throws -> Int {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemeBenchmarks-\(UUID().uuidString).json")
    try json.data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let text = try ChildProcess.run(
      [childArgument, json.format.rawValue, file.path, "\(json.keys)"], for: "load-memory")
    let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard numbers.count == 2 else {
      throw BenchmarkFailure(description: "the load-memory child printed: \(text)")
    }
    return max(0, numbers[1] - numbers[0])
  }

  /// The child: loads the file at `arguments[1]` in the format `arguments[0]` names, checks it
  /// holds `arguments[2]` keys, and prints the peak resident size in bytes before reading the
  /// file and after loading it.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard arguments.count == 3, let format = PaletteJSON.Format(rawValue: arguments[0]),
      let keys = Int(arguments[2])
    else { return 64 }
    // The start-up's own peak (the runtime and Foundation mapping their data) can exceed a
    // small load's: on Linux the peak is reset first, and measured from the resident size now.
    let before = PeakMemory.resetPeak() ?? PeakMemory.peakResidentBytes()
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
      let contents = try LoadFigure.load(data, format: format)
      guard contents.entries.count == keys else { return 1 }
      print("\(before) \(PeakMemory.peakResidentBytes())")
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return 1
    }
  }
}
