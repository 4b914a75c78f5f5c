/// Reads from a key path object whether it is one stored property of a class, and at which
/// offset: what ``KeyPathWriter`` must know before it stores at that offset.
///
/// A key path keeps its components in a buffer at the end of its object: a 32-bit header whose
/// low 24 bits are the buffer's size, padded to a word, then each component's 32-bit header
/// (for a stored property of a class: kind 3 in bits 24–30, the field's offset in the low 23
/// bits), with the type of each intermediate value between components. One stored component
/// is a buffer of exactly 4 bytes. A key path through a reference (`\Chain.next.color`) has
/// more, and writing at its last offset would write the root object instead of `next`.
///
/// The standard library does not publish this layout, so it is checked once against key paths
/// of known shape; if any reads otherwise, no key path is taken for a stored property, and
/// every write goes through its key path.
enum KeyPathShape {
  /// The offset of the stored property of a class that `keyPath` names alone, or `nil` for
  /// any other key path or when the layout is not the one checked.
  static func storedClassPropertyOffset(of keyPath: AnyKeyPath) -> Int? {
    guard layoutIsKnown else { return nil }
    return read(keyPath)
  }

  private static let classKind: UInt32 = 3
  private static let bufferSizeMask: UInt32 = 0x00FF_FFFF
  private static let kindMask: UInt32 = 0x7F00_0000
  private static let storedOffsetMask: UInt32 = 0x007F_FFFF

  private static func read(_ keyPath: AnyKeyPath) -> Int? {
    guard let instanceSize = ObjectLayout.instanceSize(of: type(of: keyPath)) else {
      return nil
    }
    // The buffer's 32-bit elements start after the object's fields, 4-byte aligned.
    let bufferStart = (instanceSize + 3) & ~3
    let object = UnsafeRawPointer(Unmanaged.passUnretained(keyPath).toOpaque())
    let header = object.load(fromByteOffset: bufferStart, as: UInt32.self)
    guard header & bufferSizeMask == 4 else { return nil }
    let component = object.load(
      fromByteOffset: bufferStart + MemoryLayout<Int>.size, as: UInt32.self)
    guard (component & kindMask) >> 24 == classKind else { return nil }
    return Int(component & storedOffsetMask)
  }

  /// A class whose key paths have shapes known in advance.
  private final class Probe {
    var first = 0
    var second = 0
    var next: Probe?
    var computed: Int {
      get { first }
      set { first = newValue }
    }
  }

  /// Whether ``read(_:)`` finds the known shapes of ``Probe``'s key paths.
  private static let layoutIsKnown: Bool = {
    let first = ObjectLayout.headerSize
    return read(\Probe.first) == first
      && read(\Probe.second) == first + MemoryLayout<Int>.size
      && read(\Probe.next) == first + 2 * MemoryLayout<Int>.size
      && read(\Probe.next?.first) == nil
      && read(\Probe.computed) == nil
      && read(\Probe.self) == nil
  }()
}
