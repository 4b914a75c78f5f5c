#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A socket call that failed, with the system's reason (`errno`, read when the error is made,
/// before another call can change it).
struct SocketError: Error, CustomStringConvertible {
  let call: String
  let code: Int32

  init(_ call: String) {
    self.call = call
    self.code = errno
  }

  var description: String {
    "\(call) failed: \(String(cString: strerror(code)))"
  }
}
