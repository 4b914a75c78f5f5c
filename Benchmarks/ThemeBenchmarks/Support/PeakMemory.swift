import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident size, which the load memory figure's child reads around a load.
enum PeakMemory {
  /// On Linux, resets the process's peak resident size to its resident size now, and returns
  /// that; `nil` elsewhere, or where the kernel does not allow it.
  static func resetPeak() -> Int? {
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
  static func peakResidentBytes() -> Int {
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
