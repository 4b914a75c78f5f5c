import Foundation

/// The loopback server's thread: accepts one connection at a time, answers its one request,
/// closes it, and waits for the next, until it is told to stop or its time runs out.
///
/// Every wait is bounded: a poll for at most 200 ms before the deadline is checked again, and
/// each connection's reads and writes for at most 2 seconds. So the thread ends by the deadline
/// even if nobody stops it, and a demo whose install went wrong can never hang on it.
struct ServerLoop: Sendable {
  let listener: Socket
  /// One end of a socket pair: readable once the other end sends a byte or closes.
  let stopSignal: Socket
  let root: URL
  let deadline: Date
  /// Receives one line per request, before its response is sent: the client is waiting for
  /// that response, so the line is written before the client can do anything else.
  let log: @Sendable (String) -> Void

  func run() {
    defer {
      listener.close()
      stopSignal.close()
    }
    while deadline.timeIntervalSinceNow > 0 {
      guard let ready = Socket.readable([listener, stopSignal], milliseconds: 200) else {
        log("stopped: poll failed")
        return
      }
      if ready[1] { return }
      if ready[0], let connection = listener.acceptConnection(timeout: 2) {
        serve(connection)
        connection.close()
      }
    }
    log("stopped: its time ran out")
  }

  private func serve(_ connection: Socket) {
    let request = connection.receiveHead(limit: 8 * 1024).flatMap(HTTPRequest.init(head:))
    let response = HTTPResponse.answering(request, from: root)
    var target = request.map { "\($0.method) \($0.target)" } ?? "an unreadable request"
    if target.count > 72 { target = target.prefix(71) + "…" }
    let size = response.status == 200 ? ", \(response.body.count) bytes" : ""
    log("\(target) → \(response.status) \(response.reason)\(size)")
    connection.sendAll(response.bytes)
  }
}
