import Foundation

/// The size in pixels a PNG file declares, read from its bytes without decoding the image.
///
/// A PNG starts with an 8-byte signature and then its `IHDR` chunk: a 4-byte length, the type
/// `IHDR`, then the width and the height, each a big-endian 32-bit number.
struct PNGSize: Equatable {
  let width: Int
  let height: Int

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The size in `data`, or `nil` when `data` does not start like a PNG.
  init?(pngData data: Data) {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes.starts(with: Self.signature),
      bytes[12..<16].elementsEqual(Array("IHDR".utf8))
    else { return nil }
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    width = number(at: 16)
    height = number(at: 20)
  }
}
