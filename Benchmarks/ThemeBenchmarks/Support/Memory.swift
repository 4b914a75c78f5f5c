#if canImport(Glibc)
  import Glibc
#endif

/// Heap bytes in use, from glibc's `mallinfo2()`: `uordblks` (bytes in allocated chunks of the
/// heap and its arenas) plus `hblkhd` (bytes in the chunks glibc maps separately for large
/// blocks, such as a big table's storage, which `uordblks` leaves out).
///
/// Swift's `Glibc` module does not import `<malloc.h>`, so the function is found with `dlsym`
/// and called through the x86-64 System V convention for a returned struct (the caller passes
/// the result's address as the first argument). Elsewhere the figure is reported as missing.
enum HeapMeter {
  static let method = "glibc mallinfo2(): uordblks + hblkhd"

  #if os(Linux) && arch(x86_64)
    private typealias MallinfoFunction =
      @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?

    private static let mallinfo2: MallinfoFunction? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else {
        return nil
      }
      return unsafeBitCast(symbol, to: MallinfoFunction.self)
    }()

    /// The bytes in use now, or `nil` when `mallinfo2` is not available.
    static func bytesInUse() -> Int? {
      guard let mallinfo2 else { return nil }
      // struct mallinfo2 is ten size_t fields: arena, ordblks, smblks, hblks, hblkhd, usmblks,
      // fsmblks, uordblks, fordblks, keepcost.
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: 10) { fields in
        fields.initialize(repeating: 0)
        guard let base = fields.baseAddress else { return nil }
        _ = mallinfo2(UnsafeMutableRawPointer(base))
        return fields[7] + fields[4]
      }
    }
  #else
    /// The bytes in use now; `nil` because this platform has no supported meter.
    static func bytesInUse() -> Int? { nil }
  #endif
}
