public import Foundation

/// An executable of the package built next to the test binary (`ThemeStoreProbe`,
/// `IsolationProbe`), run as a process of its own: so that a test can end one process and look
/// at what the next one restores, or watch one stop.
public struct Probe {
  /// What one run of the probe did.
  public struct Run: CustomStringConvertible {
    public let name: String
    public let arguments: [String]
    /// The exit status, or the signal's number when ``stoppedBySignal``.
    public let status: Int32
    /// Whether a signal ended the process (a trap: `fatalError`, a failed precondition), rather
    /// than `exit` or a return from `main`.
    public let stoppedBySignal: Bool
    public let output: String
    public let errorOutput: String

    /// The standard output without the line break that ends it.
    public var trimmedOutput: String { output.trimmingCharacters(in: .whitespacesAndNewlines) }

    public var description: String {
      "\(name) \(arguments.joined(separator: " ")): "
        + (stoppedBySignal ? "signal \(status), " : "exit status \(status), ")
        + "stdout \(output.debugDescription), stderr \(errorOutput.debugDescription)"
    }
  }

  /// The probe was not built where the tests run from, or did not finish in time.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// How long one run may take; the sanitizers make a run several times slower.
  public static let timeLimit: TimeInterval = 120

  /// The target's name, such as `ThemeStoreProbe`.
  public let name: String
  public let executable: URL

  #if canImport(Darwin)
    /// A class of the test bundle, to find the bundle by.
    private final class BundleMarker {}
  #endif

  /// Finds the executable target `name` in the build directory of the running tests: the folder
  /// that holds the test binary (`<scratch>/debug/ThemingPackageTests.xctest` on Linux) or, on
  /// macOS, the test bundle. No other folder is searched, so a probe from another build is never
  /// used.
  ///
  /// - Parameter name: The executable target's name in Package.swift.
  /// - Returns: The probe, ready to ``run(_:environment:)``.
  /// - Throws: ``Failure`` naming the folders searched when none holds the probe.
  public static func locate(_ name: String) throws -> Probe {
    #if os(Windows)
      let executableName = "\(name).exe"
    #else
      let executableName = name
    #endif
    var binaries: [URL] = []
    if let first = CommandLine.arguments.first { binaries.append(URL(fileURLWithPath: first)) }
    if let executable = Bundle.main.executableURL { binaries.append(executable) }
    #if canImport(Darwin)
      // The bundle sits in the build directory; the process running it is Xcode's.
      binaries.append(Bundle(for: BundleMarker.self).bundleURL)
    #endif
    var searched: [String] = []
    for binary in binaries {
      let folder = binary.resolvingSymlinksInPath().deletingLastPathComponent()
      let candidate = folder.appendingPathComponent(executableName, isDirectory: false)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return Probe(name: name, executable: candidate)
      }
      if !searched.contains(folder.path) { searched.append(folder.path) }
    }
    throw Failure(
      description: """
        \(executableName) was not found next to the test binary; searched \
        \(searched.joined(separator: ", ")). `swift test` and `swift build --build-tests` \
        build it (target \(name) in Package.swift).
        """
    )
  }

  /// Runs the probe with `arguments` in `environment` and waits for it to end.
  ///
  /// - Throws: ``Failure`` when it cannot start or runs past ``timeLimit``.
  public func run(_ arguments: [String], environment: [String: String]) throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-output-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files rather than pipes: nothing the probe prints can fill a pipe and block it.
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let errorOutput = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? errorOutput.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = output
    process.standardError = errorOutput
    try process.run()
    let deadline = Date().addingTimeInterval(Self.timeLimit)
    while process.isRunning && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure(
        description: "\(name) \(arguments) ran past \(Int(Self.timeLimit)) seconds"
      )
    }
    return Run(
      name: name,
      arguments: arguments,
      status: process.terminationStatus,
      stoppedBySignal: process.terminationReason == .uncaughtSignal,
      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      errorOutput: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
    )
  }
}
