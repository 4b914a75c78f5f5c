public import Foundation

/// Writes a binary property list byte by byte, in CoreFoundation's `bplist00` format: the
/// header, the objects, a table of their offsets, and a trailer giving the sizes of offsets and
/// object references, the number of objects, the root's number and where the table starts.
/// Objects refer to one another by number, so one can be referred to many times, or by itself.
public struct BinaryPropertyListWriter {
  private var objects: [[UInt8]] = []

  /// A writer with no objects yet.
  public init() {}

  /// The number the next object added will have; at most 255, as references are 1 byte.
  public var nextNumber: UInt8 { UInt8(objects.count) }

  /// Adds an ASCII string of at most 14 characters (marker 0x5n, then the bytes).
  public mutating func addString(_ text: String) -> UInt8 {
    let bytes = Array(text.utf8)
    return add([0x50 | UInt8(bytes.count)] + bytes)
  }

  /// Adds a dictionary of at most 14 members given as object numbers (marker 0xDn, then the
  /// keys' numbers, then the values').
  public mutating func addDictionary(_ members: [(key: UInt8, value: UInt8)]) -> UInt8 {
    add([0xD0 | UInt8(members.count)] + members.map(\.key) + members.map(\.value))
  }

  /// Adds a set of at most 14 members given as object numbers (marker 0xCn, then the numbers).
  public mutating func addSet(_ members: [UInt8]) -> UInt8 {
    add([0xC0 | UInt8(members.count)] + members)
  }

  private mutating func add(_ object: [UInt8]) -> UInt8 {
    defer { objects.append(object) }
    return nextNumber
  }

  /// The file, with object `top` as its root.
  public func data(top: UInt8) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let tableStart = bytes.count
    for offset in offsets {
      bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)]
    }
    func bigEndian64(_ value: Int) -> [UInt8] {
      (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    // Five unused bytes, the sort version, 2-byte offsets, 1-byte references.
    bytes += [0, 0, 0, 0, 0, 0, 2, 1]
    bytes += bigEndian64(objects.count) + bigEndian64(Int(top)) + bigEndian64(tableStart)
    return Data(bytes)
  }

  /// `{"light": D1}`, where each of `levels` dictionaries `Di` is `{"a": D(i+1), "b": D(i+1)}`
  /// and the last is `{"a": "#FFFFFF", "b": "#FFFFFF"}`: `levels + 5` objects, but a tree of
  /// 2^(levels + 1) − 1 values (groups and colors) once every reference is followed.
  public static func sharedReferences(levels: Int) -> Data {
    var writer = BinaryPropertyListWriter()
    let a = writer.addString("a")
    let b = writer.addString("b")
    var below = writer.addString("#FFFFFF")
    for _ in 0..<levels {
      below = writer.addDictionary([(a, below), (b, below)])
    }
    let light = writer.addString("light")
    let top = writer.addDictionary([(light, below)])
    return writer.data(top: top)
  }
}
