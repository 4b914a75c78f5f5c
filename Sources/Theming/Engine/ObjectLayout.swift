#if canImport(ObjectiveC)
  internal import ObjectiveC
#endif

/// The size of a class's instances, which decides whether an address lies inside an object.
///
/// Apple platforms ask the Objective-C runtime, which knows every Swift class
/// (`class_getInstanceSize`). Elsewhere the size is read from the class's metadata, where the
/// Swift runtime keeps it, as a 32-bit value after the kind and superclass words; the reading
/// is checked once against two classes whose sizes are known, and gives `nil` (so every write
/// goes through its key path) if they disagree.
@usableFromInline
enum ObjectLayout {
  /// The bytes every Swift object starts with: its metadata pointer and reference counts.
  @usableFromInline static let headerSize = 2 * MemoryLayout<Int>.size

  /// The size of an instance of `objectClass`, or `nil` when it cannot be known.
  @usableFromInline
  static func instanceSize(of objectClass: AnyClass) -> Int? {
    #if canImport(ObjectiveC)
      let size = class_getInstanceSize(objectClass)
      return size > 0 ? size : nil
    #else
      guard metadataReadingIsSound else { return nil }
      return metadataInstanceSize(of: objectClass)
    #endif
  }

  #if !canImport(ObjectiveC)
    /// Where the instance size sits in class metadata without Objective-C interoperability:
    /// after the kind and superclass words, the 32-bit class flags and instance address point.
    private static let instanceSizeOffset = 2 * MemoryLayout<Int>.size + 8

    private static func metadataInstanceSize(of objectClass: AnyClass) -> Int {
      let metadata = unsafeBitCast(objectClass, to: UnsafeRawPointer.self)
      return Int(metadata.load(fromByteOffset: instanceSizeOffset, as: UInt32.self))
    }

    /// Two words of fields, and two words and a byte: the sizes the runtime must report.
    private final class TwoWords {
      var first = 0
      var second = 0
    }

    private final class TwoWordsAndAByte {
      var first = 0
      var second = 0
      var third: UInt8 = 0
    }

    /// Whether the metadata holds the sizes where ``metadataInstanceSize(of:)`` reads them.
    private static let metadataReadingIsSound: Bool = {
      let twoWords = headerSize + 2 * MemoryLayout<Int>.size
      return metadataInstanceSize(of: TwoWords.self) == twoWords
        && metadataInstanceSize(of: TwoWordsAndAByte.self) == twoWords + 1
    }()
  #endif
}
