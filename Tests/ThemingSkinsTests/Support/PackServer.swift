import Foundation

/// A web server on 127.0.0.1 (Python's `http.server`) serving a folder, which can misbehave
/// for chosen paths: cut a body short after its headers promised all of it, or wait before
/// answering. Runs for the life of a test.
final class PackServer: Sendable {
  enum Behaviour: String {
    case truncate
    case stall
  }

  let root: URL
  let port: Int
  private let process: Process

  private init(root: URL, port: Int, process: Process) {
    self.root = root
    self.port = port
    self.process = process
  }

  /// The URL of `path` on the server.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(path)") ?? root
  }

  static let script = """
    import http.server, json, os, sys, time
    root, marker, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
    behaviours = json.load(open(os.path.join(root, "behaviours.json")))
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=root, **kwargs)
        def log_message(self, *args):
            pass
        def do_GET(self):
            path = self.path.lstrip("/")
            behaviour = behaviours.get(path)
            if behaviour == "stall":
                time.sleep(60)
            if behaviour == "truncate":
                body = open(os.path.join(root, path), "rb").read()
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body[: len(body) // 2])
                self.wfile.flush()
                self.close_connection = True
                return
            super().do_GET()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    open(marker, "w").close()
    server.serve_forever()
    """

  /// Starts a server for `root`, with `behaviours` by path, and waits until it listens.
  static func start(root: URL, behaviours: [String: Behaviour] = [:]) async throws -> PackServer {
    let table = behaviours.mapValues(\.rawValue)
    try JSONSerialization.data(withJSONObject: table).write(
      to: root.appendingPathComponent("behaviours.json"))
    for _ in 0..<5 {
      let port = Int.random(in: 20_000..<60_000)
      let marker = FileManager.default.temporaryDirectory
        .appendingPathComponent("PackServer-\(UUID().uuidString)")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", "-c", script, root.path, marker.path, "\(port)"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      for _ in 0..<100 where process.isRunning {
        if FileManager.default.fileExists(atPath: marker.path) {
          try? FileManager.default.removeItem(at: marker)
          return PackServer(root: root, port: port, process: process)
        }
        try await Task.sleep(nanoseconds: 50_000_000)
      }
      PackServer(root: root, port: port, process: process).stop()
    }
    throw CocoaError(.fileReadUnknown)
  }

  func stop() {
    // SIGKILL: a child started from a test's worker thread inherits its blocked signals.
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
