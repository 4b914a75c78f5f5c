import Foundation
import Theming

/// Reads the object table of a binary property list before Foundation does, for the two things
/// Foundation cannot be given: shared references that expand to millions of values, and sets.
///
/// A binary property list is a table of objects that refer to one another by number, so one
/// dictionary can be the value of many keys. CoreFoundation reads each object once, but every
/// reference to a shared dictionary is expanded afterwards: on Linux by
/// `PropertyListSerialization` itself, which converts the result into Swift dictionaries, and
/// on Apple platforms by the walk into dotted keys. 24 levels that each refer twice to the one
/// below, under a kilobyte, become 2²⁴ values: minutes and gigabytes of work. This reader
/// follows the same references without building anything, counting each value as often as it
/// is referred to but each object's own total once, so it takes time in proportion to the file.
///
/// A set (which no palette holds) is refused wherever it is: converting one that has members
/// into a Swift set crashes `PropertyListSerialization` on Linux (swift-corelibs-foundation in
/// Swift 6.3), taking the process with it.
///
/// It follows the format as CoreFoundation's reader does (`CFBinaryPList.c`), and where it
/// cannot follow a file, that reader rejects it too: a reference out of range, a count that
/// runs past the object table, a cycle, nesting deeper than 512.
enum BinaryPropertyListCheck {
  /// The place of the root object.
  static let topLevel = "the top level"

  enum Problem: Equatable {
    /// The values, each counted as often as it is referred to, first number more than the
    /// limit within the object at `place`: a key path such as `light.a.a`, or ``topLevel``.
    case tooManyValues(place: String)
    /// A set at `place`.
    case set(place: String)
  }

  /// The first problem found in the binary property list `data`, if any: values beyond
  /// `valueLimit`, or a set. `nil` as well when `data` is not a binary property list, or is
  /// one Foundation cannot read.
  static func firstProblem(in data: Data, valueLimit limit: Int) -> Problem? {
    guard data.starts(with: ObjectTable.magic), let table = ObjectTable(bytes: [UInt8](data)),
      let top = table.container(at: table.topOffset)
    else { return nil }
    guard !top.isSet else { return .set(place: topLevel) }
    // The objects being counted, outermost first; each is counted once, by its offset, as
    // Foundation reads it once.
    var path = [Frame(container: top)]
    var onPath: Set<Int> = [top.offset]
    var totals: [Int: Int] = [:]
    while let current = path.last {
      guard current.next < current.container.count else {
        path.removeLast()
        onPath.remove(current.container.offset)
        totals[current.container.offset] = current.total
        guard !path.isEmpty else { return nil }
        path[path.count - 1].total += 1 + current.total
        if path[path.count - 1].total > limit {
          return .tooManyValues(place: table.place(of: path))
        }
        continue
      }
      path[path.count - 1].next += 1
      guard let offset = table.valueOffset(current.next, in: current.container) else {
        return nil
      }
      if let total = totals[offset] {
        path[path.count - 1].total += 1 + total
      } else if let container = table.container(at: offset) {
        // CoreFoundation refuses cycles and nesting deeper than 512 levels.
        guard path.count <= 512, onPath.insert(offset).inserted else { return nil }
        path.append(Frame(container: container))
        if container.isSet { return .set(place: table.place(of: path)) }
        continue
      } else {
        path[path.count - 1].total += 1
      }
      if path[path.count - 1].total > limit { return .tooManyValues(place: table.place(of: path)) }
    }
    return nil
  }

  /// A dictionary, an array or a set being counted.
  fileprivate struct Frame {
    let container: Container
    /// The member to count next.
    var next = 0
    /// The values counted so far, with those of the members' own members.
    var total = 0
  }

  fileprivate struct Container {
    let offset: Int
    let isDictionary: Bool
    let isSet: Bool
    /// Members: key-value pairs of a dictionary, elements of an array or a set.
    let count: Int
    /// Where the object references start: a dictionary's keys, then its values.
    let referencesStart: Int
  }

  /// The trailer, offset table and objects of a binary property list.
  fileprivate struct ObjectTable {
    /// How every version of the format that Foundation reads begins.
    static let magic = Array("bplist0".utf8)

    let bytes: [UInt8]
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let offsetTableStart: Int
    let topOffset: Int

    /// The table of `bytes`, if they start as a binary property list and their trailer
    /// describes an offset table that fits.
    init?(bytes: [UInt8]) {
      let trailerSize = 32
      guard bytes.count >= 8 + 1 + trailerSize, bytes.starts(with: Self.magic) else {
        return nil
      }
      self.bytes = bytes
      let trailer = bytes.count - trailerSize
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      guard offsetSize >= 1, referenceSize >= 1,
        let objectCount = Self.integer(in: bytes, at: trailer + 8, size: 8),
        let top = Self.integer(in: bytes, at: trailer + 16, size: 8),
        let offsetTableStart = Self.integer(in: bytes, at: trailer + 24, size: 8),
        objectCount >= 1, top < objectCount, offsetTableStart >= 9, offsetTableStart < trailer
      else { return nil }
      let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
      guard !overflow, tableSize <= trailer - offsetTableStart else { return nil }
      guard
        let topOffset = Self.integer(
          in: bytes, at: offsetTableStart + top * offsetSize, size: offsetSize)
      else { return nil }
      self.objectCount = objectCount
      self.offsetTableStart = offsetTableStart
      self.topOffset = topOffset
    }

    /// The dictionary, array or set at `offset`, if its references lie within the objects.
    func container(at offset: Int) -> Container? {
      // 0xA arrays, 0xC sets, 0xD dictionaries: the kinds that refer to other objects.
      guard let header = header(at: offset), [0xA, 0xC, 0xD].contains(header.kind) else {
        return nil
      }
      let isDictionary = header.kind == 0xD
      let (references, tooMany) = header.count.multipliedReportingOverflow(by: isDictionary ? 2 : 1)
      let (size, overflow) = references.multipliedReportingOverflow(by: referenceSize)
      guard !tooMany, !overflow, size <= offsetTableStart - header.start else { return nil }
      return Container(
        offset: offset,
        isDictionary: isDictionary,
        isSet: header.kind == 0xC,
        count: header.count,
        referencesStart: header.start
      )
    }

    /// The kind (the marker's high four bits), the count (its low four, or the integer object
    /// that follows when they are all set) and where the contents start, of the object at
    /// `offset`.
    private func header(at offset: Int) -> (kind: UInt8, count: Int, start: Int)? {
      guard offset >= 8, offset < offsetTableStart else { return nil }
      let marker = bytes[offset]
      guard marker & 0x0F == 0x0F else { return (marker >> 4, Int(marker & 0x0F), offset + 1) }
      // An integer object: 0x1n, then 2ⁿ big-endian bytes.
      let intMarker = offset + 1
      guard intMarker < offsetTableStart, bytes[intMarker] >> 4 == 0x1 else { return nil }
      let size = 1 << Int(bytes[intMarker] & 0x0F)
      guard size <= offsetTableStart - (intMarker + 1),
        let count = Self.integer(in: bytes, at: intMarker + 1, size: size)
      else { return nil }
      return (marker >> 4, count, intMarker + 1 + size)
    }

    /// The offset of the object that member `index` of `container` refers to: a
    /// dictionary's value, or an element.
    func valueOffset(_ index: Int, in container: Container) -> Int? {
      let slot = container.isDictionary ? container.count + index : index
      return objectOffset(at: container.referencesStart + slot * referenceSize)
    }

    /// The offset of the object whose number is stored at `position`.
    private func objectOffset(at position: Int) -> Int? {
      guard let number = Self.integer(in: bytes, at: position, size: referenceSize),
        number < objectCount,
        let offset = Self.integer(
          in: bytes, at: offsetTableStart + number * offsetSize, size: offsetSize)
      else { return nil }
      return offset
    }

    /// The key path to the object of the last frame of `path`, named by the keys followed to
    /// reach it.
    func place(of path: [Frame]) -> String {
      guard path.count > 1 else { return BinaryPropertyListCheck.topLevel }
      return path.dropLast().map { frame in
        let index = frame.next - 1
        guard frame.container.isDictionary,
          let keyOffset = objectOffset(
            at: frame.container.referencesStart + index * referenceSize),
          let key = string(at: keyOffset)
        else { return "[\(index)]" }
        return key
      }.joined(separator: ".")
    }

    /// The ASCII (0x5n) or UTF-16 (0x6n) string at `offset`.
    private func string(at offset: Int) -> String? {
      guard let header = header(at: offset), header.kind == 0x5 || header.kind == 0x6 else {
        return nil
      }
      let isUTF16 = header.kind == 0x6
      let (length, overflow) = header.count.multipliedReportingOverflow(by: isUTF16 ? 2 : 1)
      guard !overflow, length <= offsetTableStart - header.start else { return nil }
      let end = header.start + length
      guard isUTF16 else { return String(decoding: bytes[header.start..<end], as: UTF8.self) }
      let units = stride(from: header.start, to: end, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      return String(decoding: units, as: UTF16.self)
    }

    /// The big-endian unsigned integer of `size` bytes at `position`, as CoreFoundation reads
    /// one (only the last 8 bytes count); `nil` when the bytes run out or it exceeds `Int.max`.
    static func integer(in bytes: [UInt8], at position: Int, size: Int) -> Int? {
      guard position >= 0, size >= 1, size <= bytes.count - position else { return nil }
      var value: UInt64 = 0
      for byte in bytes[position..<position + size] {
        value = value << 8 | UInt64(byte)
      }
      return Int(exactly: value)
    }
  }
}
