import Foundation
import Testing
import Theming
import ThemingPalettes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// S4 over a real network connection. Not on the main actor: nothing here touches nodes, and
/// the download must not wait on the main thread.
@Suite struct PaletteDownloadTests {
  @Test("S4: a palette is downloaded from a real server on loopback")
  func s4DownloadFromALoopbackServer() async throws {
    let server = try await LoopbackServer.start()
    defer { server.stop() }
    try Data(PaletteReloadTests.festival.utf8).write(
      to: server.root.appendingPathComponent("festival.json"))
    let contents = try await ThemePalette.contents(
      ofJSONAt: try #require(URL(string: "http://127.0.0.1:\(server.port)/festival.json")),
      defaultStyle: "festival"
    )
    #expect(contents.styles == ["festival"])
    let absent = try #require(URL(string: "http://127.0.0.1:\(server.port)/absent.json"))
    do {
      _ = try await ThemePalette.contents(ofJSONAt: absent)
      Issue.record("a missing file downloaded")
    } catch {
      #expect(error.found == "HTTP 404")
      #expect(error.source.hasSuffix("/absent.json"))
    }
  }

  @Test("S4: cancelling the awaiting task cancels a download the server never answers")
  func s4CancellingTheTaskCancelsTheDownload() async throws {
    let server = try await SilentServer.start()
    defer { server.stop() }
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/festival.json"))
    let started = Date()
    let download = Task { () async throws(ThemeSourceError) -> ThemePaletteContents in
      try await ThemePalette.contents(ofJSONAt: url)
    }
    try await Task.sleep(nanoseconds: 200_000_000)
    download.cancel()
    do {
      _ = try await download.value
      Issue.record("a silent server's palette downloaded")
    } catch let error as ThemeSourceError {
      #expect(error.place == "the request")
      #expect(error.source == url.absoluteString)
    } catch {
      Issue.record("an error of another type: \(error)")
    }
    // The server holds the connection open for 30 s; the default request timeout is 60 s.
    #expect(Date().timeIntervalSince(started) < 20)
  }
}

/// `python3 -m http.server` on 127.0.0.1, serving a temporary folder, for the life of a test.
final class LoopbackServer: Sendable {
  let root: URL
  let port: Int
  private let process: Process

  private init(root: URL, port: Int, process: Process) {
    self.root = root
    self.port = port
    self.process = process
  }

  /// Starts a server and waits, boundedly, until it answers.
  static func start() async throws -> LoopbackServer {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingServer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(PaletteReloadTests.festival.utf8).write(to: root.appendingPathComponent("ready"))
    // A port another process holds makes the server exit at once: try another.
    for _ in 0..<5 {
      let port = Int.random(in: 20_000..<60_000)
      let process = try startPython(
        ["-m", "http.server", "\(port)", "--bind", "127.0.0.1"], in: root)
      let server = LoopbackServer(root: root, port: port, process: process)
      guard let ready = URL(string: "http://127.0.0.1:\(port)/ready") else {
        server.stop()
        throw CocoaError(.fileReadInvalidFileName)
      }
      for _ in 0..<200 where process.isRunning {
        if (try? await ThemePalette.contents(ofJSONAt: ready)) != nil { return server }
        try await Task.sleep(nanoseconds: 50_000_000)
      }
      stopPython(process)
    }
    try? FileManager.default.removeItem(at: root)
    throw CocoaError(.fileReadUnknown)
  }

  func stop() {
    stopPython(process)
    try? FileManager.default.removeItem(at: root)
  }
}

/// A server on 127.0.0.1 that accepts one connection and never answers; it exits by itself
/// after 30 seconds.
final class SilentServer: Sendable {
  let port: Int
  private let process: Process

  private init(port: Int, process: Process) {
    self.port = port
    self.process = process
  }

  /// Starts the server and waits, boundedly, until it listens.
  static func start() async throws -> SilentServer {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingSilent-\(UUID().uuidString)")
    let port = Int.random(in: 20_000..<60_000)
    let script = """
      import socket, sys, time
      listener = socket.socket()
      listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
      listener.bind(("127.0.0.1", \(port)))
      listener.listen(1)
      open(sys.argv[1], "w").close()
      listener.settimeout(30)
      try:
          connection, _ = listener.accept()
          time.sleep(30)
      except OSError:
          pass
      """
    let process = try await startListeningPython(script, marker: marker, arguments: [])
    return SilentServer(port: port, process: process)
  }

  func stop() {
    stopPython(process)
  }
}

/// Starts `python3 -c script marker arguments…`, whose script makes the file `marker` once it
/// listens, and waits for that, boundedly; the process is stopped if it never does.
func startListeningPython(_ script: String, marker: URL, arguments: [String]) async throws
  -> Process
{
  let process = try startPython(["-c", script, marker.path] + arguments, in: nil)
  defer { try? FileManager.default.removeItem(at: marker) }
  for _ in 0..<100 {
    if FileManager.default.fileExists(atPath: marker.path) { return process }
    try await Task.sleep(nanoseconds: 50_000_000)
  }
  stopPython(process)
  throw CocoaError(.fileReadUnknown)
}

/// Starts `python3` with `arguments`, its output discarded.
func startPython(_ arguments: [String], in folder: URL?) throws -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3"] + arguments
  if let folder { process.currentDirectoryURL = folder }
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  return process
}

/// Stops a process from ``startPython(_:in:)`` and waits for it.
func stopPython(_ process: Process) {
  // SIGKILL, not `terminate()`: a child started from a test's worker thread inherits its
  // blocked signals, SIGTERM among them.
  if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  process.waitUntilExit()
}
