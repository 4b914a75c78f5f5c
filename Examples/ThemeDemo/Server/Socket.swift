#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX socket, with the few calls the loopback server makes. They are written once for
/// Linux (Glibc, Musl) and Apple's platforms (Darwin), whose C declarations differ in small
/// ways: the type of `SOCK_STREAM`, `sin_len` in an address, and how a write to a closed
/// connection is kept from raising `SIGPIPE`, which would end the demo.
struct Socket: Sendable {
  let descriptor: Int32

  /// A TCP socket listening on 127.0.0.1, on a port the system picks, and that port. Only
  /// this machine can connect to it.
  static func listeningOnLoopback() throws(SocketError) -> (socket: Socket, port: UInt16) {
    let descriptor = socket(AF_INET, streamType, 0)
    guard descriptor >= 0 else { throw SocketError("socket") }
    let listener = Socket(descriptor: descriptor)
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0  // the system picks a free port
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound, listen(descriptor, 8) == 0 else {
      let error = SocketError("bind or listen")
      listener.close()
      throw error
    }
    return (listener, UInt16(bigEndian: address.sin_port))
  }

  /// Two connected sockets: what is sent on one can be read from the other. The server waits
  /// on one end beside its listener, so that a byte sent on the other wakes it to stop.
  static func pair() throws(SocketError) -> (Socket, Socket) {
    var descriptors: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, streamType, 0, &descriptors) == 0 else {
      throw SocketError("socketpair")
    }
    let ends = (Socket(descriptor: descriptors[0]), Socket(descriptor: descriptors[1]))
    ends.0.keepWritesFromSignalling()
    ends.1.keepWritesFromSignalling()
    return ends
  }

  /// Which of `sockets` have something to read (or have been closed), waiting at most
  /// `milliseconds`; `nil` when the wait itself failed.
  static func readable(_ sockets: [Socket], milliseconds: Int32) -> [Bool]? {
    var entries = sockets.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    let result = poll(&entries, nfds_t(entries.count), milliseconds)
    if result < 0 { return errno == EINTR ? sockets.map { _ in false } : nil }
    return entries.map { $0.revents != 0 }
  }

  /// The next connection waiting on this listening socket, with reads and writes that give
  /// up after `timeout` seconds, so that a client that stops talking cannot hold the server.
  func acceptConnection(timeout: Int) -> Socket? {
    let descriptor = accept(self.descriptor, nil, nil)
    guard descriptor >= 0 else { return nil }
    let connection = Socket(descriptor: descriptor)
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
    connection.keepWritesFromSignalling()
    return connection
  }

  /// The bytes received up to and including the first empty line (`\r\n\r\n`), which ends a
  /// request's head; `nil` when the connection ends, times out or sends more than `limit`
  /// bytes first.
  func receiveHead(limit: Int) -> [UInt8]? {
    var received: [UInt8] = []
    let chunkSize = 1024
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = recv(descriptor, &chunk, chunkSize, 0)
      guard count > 0 else { return nil }
      received += chunk[..<count]
      if let end = Self.endOfHead(in: received) {
        return end <= limit ? Array(received[..<end]) : nil
      }
      if received.count > limit { return nil }
    }
  }

  /// Sends every byte of `bytes`; `false` when the connection ends or times out first.
  @discardableResult
  func sendAll(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { buffer in
        send(descriptor, buffer.baseAddress, buffer.count, Self.sendFlags)
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Closes the socket. It must not be used again.
  func close() {
    closeDescriptor(descriptor)
  }

  // MARK: - What differs between the platforms

  #if canImport(Glibc)
    /// Glibc declares `SOCK_STREAM` as a member of an enumeration.
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    /// Linux keeps a write to a closed connection from raising `SIGPIPE` per call.
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
    private static let streamType = SOCK_STREAM
    #if canImport(Darwin)
      private static let sendFlags: Int32 = 0
    #else
      private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif
  #endif

  /// Apple's platforms keep a write to a closed connection from raising `SIGPIPE` per socket.
  private func keepWritesFromSignalling() {
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// The index just past the first `\r\n\r\n` in `bytes`.
  private static func endOfHead(in bytes: [UInt8]) -> Int? {
    let marker: [UInt8] = [13, 10, 13, 10]
    guard bytes.count >= marker.count else { return nil }
    for start in 0...(bytes.count - marker.count)
    where bytes[start..<start + 4].elementsEqual(marker) {
      return start + marker.count
    }
    return nil
  }
}

/// `close(2)`, named apart: inside ``Socket`` the name `close` is its own method.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
