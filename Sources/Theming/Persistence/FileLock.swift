import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock that processes sharing a store's file take around each read-modify-write:
/// `flock` on a file beside it (`theme.json.lock`), which is never replaced, unlike the store's
/// own file, which an atomic write swaps for a new one. The lock is held until ``release()``,
/// or until the process ends, when the system releases it.
struct FileLock {
  private let descriptor: Int32

  /// Takes the lock for the store file `file`, waiting while another process holds it.
  ///
  /// - Throws: `ThemeSourceError` naming the lock file when it cannot be made or locked.
  init(beside file: URL, forKey key: String) throws(ThemeSourceError) {
    let lockFile = file.deletingLastPathComponent()
      .appendingPathComponent(file.lastPathComponent + ".lock")
    func failure(_ what: String) -> ThemeSourceError {
      ThemeSourceError(
        source: lockFile.path, place: "key \"\(key)\"", expected: "a lock file that can be \(what)",
        found: String(cString: strerror(errno)))
    }
    do {
      try FileManager.default.createDirectory(
        at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw ThemeSourceError(
        source: lockFile.path, place: "key \"\(key)\"", expected: "a folder that can be made",
        found: String(describing: error))
    }
    let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("opened") }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let error = failure("locked")
        close(descriptor)
        throw error
      }
    }
    self.descriptor = descriptor
  }

  /// Lets the next process in.
  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
