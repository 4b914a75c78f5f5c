import Foundation

extension MachineInfo {
  /// The machine and build this process runs on.
  static func current() -> MachineInfo {
    MachineInfo(
      cpuModel: cpuModel(),
      logicalCores: ProcessInfo.processInfo.activeProcessorCount,
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      compiler: compilerVersion,
      buildConfiguration: buildConfiguration
    )
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

extension TreeInfo {
  init(_ shape: ForestShape) {
    self.init(
      nodes: shape.count,
      screens: shape.screenRoots.count,
      screenSize: shape.screenSize,
      maximumDepth: shape.maximumDepthFound,
      averageDepth: shape.averageDepth,
      leafFraction: shape.leafFraction
    )
  }
}

/// Writes a line of progress to standard error, so that the table or JSON on standard output
/// stays clean.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("[ThemeBenchmarks] \(message)\n".utf8))
}
