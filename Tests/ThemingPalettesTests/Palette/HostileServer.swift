import Foundation
import ThemingPalettes

/// A server on 127.0.0.1 that answers every request with a success header and then a body that
/// never ends: one byte every half second (`drip`), or 64 KiB chunks as fast as it can
/// (`flood`). It stops by itself after 120 seconds, long enough for a client slowed by a
/// sanitizer on a loaded machine to connect, and never sends more than 256 MiB.
final class HostileServer: Sendable {
  enum Behaviour: String {
    case drip
    case flood
  }

  let port: Int
  private let process: Process

  private init(port: Int, process: Process) {
    self.port = port
    self.process = process
  }

  /// Starts the server and waits, boundedly, until it listens.
  static func start(_ behaviour: Behaviour) async throws -> HostileServer {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemingHostile-\(UUID().uuidString)")
    let port = Int.random(in: 20_000..<60_000)
    let script = """
      import socket, sys, time, threading
      listener = socket.socket()
      listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
      listener.bind(("127.0.0.1", \(port)))
      listener.listen(8)
      open(sys.argv[1], "w").close()
      end = time.time() + 120
      def serve(connection):
          try:
              connection.recv(65536)
              connection.sendall(b"HTTP/1.1 200 OK\\r\\nContent-Type: application/json\\r\\n\\r\\n{")
              sent = 0
              while time.time() < end and sent < 256 * 1024 * 1024:
                  if sys.argv[2] == "drip":
                      connection.sendall(b" ")
                      time.sleep(0.5)
                  else:
                      connection.sendall(b" " * 65536)
                      sent += 65536
          except OSError:
              pass
          connection.close()
      listener.settimeout(1)
      while time.time() < end:
          try:
              connection, _ = listener.accept()
          except OSError:
              continue
          threading.Thread(target=serve, args=(connection,), daemon=True).start()
      """
    let process = try await startListeningPython(
      script, marker: marker, arguments: [behaviour.rawValue])
    return HostileServer(port: port, process: process)
  }

  func stop() {
    stopPython(process)
  }
}
