import Foundation

/// The machine, build and moment of a run, for the report.
struct RunInfo: Codable {
  /// When the run started, ISO 8601 in UTC.
  var date: String
  /// The options the run was given.
  var arguments: [String]
  var cpuModel: String
  var logicalCores: Int
  var operatingSystem: String
  /// The compiler version the benchmark was built with, as far as `#if compiler` tells it.
  var compiler: String
  /// The first line of `swift --version`, read for a recorded run; `nil` otherwise.
  var toolchain: String?
  var buildConfiguration: String
  /// The system's load averages over 1, 5 and 15 minutes when the run started and ended
  /// (`/proc/loadavg`); `nil` where the system does not expose them.
  var loadAtStart: String?
  var loadAtEnd: String?

  /// The machine and build this process runs on, now.
  static func current(arguments: [String]) -> RunInfo {
    RunInfo(
      date: ISO8601DateFormatter().string(from: Date()),
      arguments: arguments,
      cpuModel: cpuModel(),
      logicalCores: ProcessInfo.processInfo.activeProcessorCount,
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      compiler: compilerVersion,
      toolchain: nil,
      buildConfiguration: buildConfiguration,
      loadAtStart: loadAverage(),
      loadAtEnd: nil
    )
  }

  /// The three load averages, or `nil` where `/proc/loadavg` does not exist.
  static func loadAverage() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  /// The first line of `swift --version`, from the `swift` on the `PATH`; `nil` when there is
  /// none.
  static func toolchainVersion() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return text.split(separator: "\n").first.map(String.init)
  }

  private static func cpuModel() -> String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return "unknown"
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }

  private static var compilerVersion: String {
    #if compiler(>=6.4)
      "Swift 6.4 or later"
    #elseif compiler(>=6.3)
      "Swift 6.3"
    #elseif compiler(>=6.2)
      "Swift 6.2"
    #elseif compiler(>=6.1)
      "Swift 6.1"
    #else
      "Swift 6.0"
    #endif
  }

  private static var buildConfiguration: String {
    #if DEBUG
      "debug (figures not meaningful)"
    #else
      "release"
    #endif
  }
}
