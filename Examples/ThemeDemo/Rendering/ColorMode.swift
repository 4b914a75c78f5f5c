#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether output carries 24-bit color escapes or is plain text.
enum ColorMode: Equatable {
  case trueColor
  case plain

  /// Decides the mode the way command-line tools are expected to: an explicit flag wins, then
  /// `NO_COLOR` (see no-color.org: any non-empty value turns color off), then color only when
  /// standard output is a terminal, so that pipes and files get clean text.
  static func resolve(forcedColor: Bool?, environment: [String: String]) -> ColorMode {
    if let forcedColor { return forcedColor ? .trueColor : .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    return isatty(STDOUT_FILENO) != 0 ? .trueColor : .plain
  }
}
