import Foundation
import Theming
import ThemingPalettes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The peak memory of loading a large design-token resolver document, in a process of its own:
/// the benchmark writes the document to a file and runs itself with ``childArgument``, and the
/// child reads the file, loads it with `ThemePaletteContents(tokenResolver:)` and prints its
/// peak resident size before and after (`getrusage`'s `ru_maxrss`). The peak a load adds is
/// the difference; it is reported per byte of the document, against the design's target of
/// 20 bytes per byte.
enum TokenLoadMemoryFigure {
  /// The argument that makes the benchmark the child that loads one file.
  static let childArgument = "--token-load-memory-child"

  /// The design's target: the peak a load adds, per byte of the document.
  static let targetBytesPerByte = 20.0

  /// Writes a token document of at least `bytes`, loads it in a child process, and returns the
  /// peak the load added.
  ///
  /// - Throws: ``BenchmarkFailure`` when the child does not run or report.
  static func measure(bytes: Int) throws -> TokenLoadMemoryResult {
    let json = PaletteJSON.tokens(
      styles: [.light, .dark], keysPerGroup: 100, atLeastBytes: bytes)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemeBenchmarks-tokens-\(UUID().uuidString).json")
    try json.data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let text = try ChildProcess.run(
      [childArgument, file.path, "\(json.keys)"], for: "token-load")
    let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard numbers.count == 2 else {
      throw BenchmarkFailure(description: "the token-load child printed: \(text)")
    }
    let peak = max(0, numbers[1] - numbers[0])
    return TokenLoadMemoryResult(
      bytes: json.data.count, keys: json.keys, peakBytes: peak,
      bytesPerByte: Double(peak) / Double(max(json.data.count, 1)))
  }

  /// The child: loads the file at `arguments[0]`, checks it holds `arguments[1]` keys, and
  /// prints the peak resident size in bytes before reading the file and after loading it.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let keys = Int(arguments[1]) else { return 64 }
    // The start-up's own peak (the runtime and Foundation mapping their data) can exceed a
    // small load's: on Linux the peak is reset first, and measured from the resident size now.
    let before = resetPeak() ?? peakResidentBytes()
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: arguments[0]))
      let contents = try ThemePaletteContents(
        tokenResolver: data, source: "benchmark tokens", documents: [:])
      guard contents.entries.count == keys else { return 1 }
      print("\(before) \(peakResidentBytes())")
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return 1
    }
  }

  /// On Linux, resets the process's peak resident size to its resident size now, and returns
  /// that; `nil` elsewhere, or where the kernel does not allow it.
  private static func resetPeak() -> Int? {
    guard
      (try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))) != nil,
      let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    else { return nil }
    return statusKilobytes("VmRSS:", in: status).map { $0 * 1024 }
  }

  /// The value of a `/proc/self/status` line, in kilobytes.
  private static func statusKilobytes(_ field: String, in status: String) -> Int? {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else {
      return nil
    }
    return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }
  }

  /// The process's peak resident size so far, in bytes: `VmHWM` on Linux, which
  /// ``resetPeak()`` can reset, else `ru_maxrss` (kilobytes on Linux, bytes on Apple
  /// platforms).
  private static func peakResidentBytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let peak = statusKilobytes("VmHWM:", in: status)
    {
      return peak * 1024
    }
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)
    #else
      return Int(usage.ru_maxrss) * 1024
    #endif
  }
}

/// The peak memory a token document's load added.
struct TokenLoadMemoryResult: Codable {
  var bytes: Int
  var keys: Int
  var peakBytes: Int
  var bytesPerByte: Double
}
