import Foundation

#if canImport(CryptoKit)
  import CryptoKit
#endif

/// SHA-256 digests of data and of files, as lowercase hexadecimal: CryptoKit's where the
/// platform has it, the library's own (``SHA256``) elsewhere.
enum FileDigest {
  /// The size of the pieces a file is read in, so that hashing holds no more of it.
  static let pieceSize = 64 * 1024

  /// The digest of `data`.
  static func sha256(of data: Data) -> String {
    var hasher = Hasher256()
    hasher.update(data)
    return hasher.finalizeHex()
  }

  /// The digest and size of the file at `url`, read piece by piece; `nil` when it cannot be
  /// read, or when it holds more than `limit` bytes.
  static func sha256(ofFileAt url: URL, limit: Int) -> (digest: String, size: Int)? {
    guard let stream = InputStream(url: url) else { return nil }
    stream.open()
    defer { stream.close() }
    var hasher = Hasher256()
    var size = 0
    var buffer = [UInt8](repeating: 0, count: pieceSize)
    while true {
      let count = stream.read(&buffer, maxLength: pieceSize)
      if count < 0 { return nil }
      if count == 0 { break }
      size += count
      if size > limit { return nil }
      hasher.update(Data(buffer[0..<count]))
    }
    return (hasher.finalizeHex(), size)
  }

  /// Lowercase hexadecimal of `bytes`.
  static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

/// One SHA-256 computation by whichever implementation the platform has.
private struct Hasher256 {
  #if canImport(CryptoKit)
    private var hasher = CryptoKit.SHA256()
  #else
    private var hasher = SHA256()
  #endif

  mutating func update(_ data: Data) {
    #if canImport(CryptoKit)
      hasher.update(data: data)
    #else
      hasher.update([UInt8](data))
    #endif
  }

  consuming func finalizeHex() -> String {
    FileDigest.hex(hasher.finalize())
  }
}
