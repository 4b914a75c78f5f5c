/// A block of memory larger than the processor's caches, written through before a cold
/// switch so that the switch finds none of its data (nodes, records, tables) in cache, as a
/// switch does when the app has been doing other work since the last one.
final class CacheEvictor {
  /// The bytes written before each cold switch, as the project's target for a cold switch
  /// says: more than a processor's last-level cache.
  static let defaultBytes = 64 << 20

  let bytes: Int
  private let buffer: UnsafeMutableRawPointer
  /// Bumped on every pass, so that each pass writes new values.
  private var passes: UInt8 = 0

  init(bytes: Int = CacheEvictor.defaultBytes) {
    self.bytes = bytes
    buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4096)
    buffer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
  }

  /// Writes one byte of every 64-byte line of the block: every line is loaded, and left
  /// modified, so that the caches hold nothing else and must write it back to take anything in.
  func touch() {
    passes &+= 1
    let bytes = buffer.assumingMemoryBound(to: UInt8.self)
    for offset in stride(from: 0, to: self.bytes, by: 64) {
      bytes[offset] &+= passes
    }
  }

  deinit {
    buffer.deallocate()
  }
}
