import Foundation

/// A small HTTP server on 127.0.0.1 that serves the files of one folder to `GET` requests:
/// the skin pack's server in step 9, so that the pack is installed over HTTP as an app would
/// install it, without the network or a server of anyone else's.
///
/// It runs on a thread of its own (``ServerLoop``), on a port the system picks, and serves only
/// this machine. It stops when ``stop()`` is called, or by itself after its lifetime.
@MainActor
final class LoopbackServer {
  /// The port it listens on.
  let port: UInt16
  /// The other end of the loop's stop signal, until ``stop()``.
  private var stopSender: Socket?
  /// Signalled by the thread as it ends.
  private let finished: DispatchSemaphore

  private init(port: UInt16, stopSender: Socket, finished: DispatchSemaphore) {
    self.port = port
    self.stopSender = stopSender
    self.finished = finished
  }

  /// Starts a server for the files in `root`, which stops by itself after `lifetime` seconds.
  ///
  /// - Parameters:
  ///   - root: The folder whose files it serves.
  ///   - lifetime: The seconds after which it stops, if ``stop()`` has not stopped it.
  ///   - log: Receives a line for each request, on the server's thread.
  /// - Returns: The running server.
  /// - Throws: ``SocketError`` when no socket can listen on 127.0.0.1.
  static func start(
    serving root: URL, lifetime: TimeInterval, log: @escaping @Sendable (String) -> Void
  ) throws(SocketError) -> LoopbackServer {
    let (listener, port) = try Socket.listeningOnLoopback()
    let signal: (Socket, Socket)
    do {
      signal = try Socket.pair()
    } catch {
      listener.close()
      throw error
    }
    let finished = DispatchSemaphore(value: 0)
    let loop = ServerLoop(
      listener: listener, stopSignal: signal.0, root: root,
      deadline: Date(timeIntervalSinceNow: lifetime), log: log)
    let thread = Thread {
      loop.run()
      finished.signal()
    }
    thread.name = "ThemeDemo loopback server"
    thread.start()
    return LoopbackServer(port: port, stopSender: signal.1, finished: finished)
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL? {
    URL(string: "http://127.0.0.1:\(port)/\(path)")
  }

  /// Stops the server and waits, at most 2 seconds, for its thread to end. Calling it again
  /// does nothing.
  func stop() {
    guard let stopSender else { return }
    self.stopSender = nil
    stopSender.sendAll([1])
    stopSender.close()
    _ = finished.wait(timeout: .now() + 2)
  }
}
