import Foundation
import Testing

@testable import ThemingSkins

/// The library's own SHA-256, for platforms without CryptoKit, against the test vectors FIPS
/// 180-4's examples publish (NIST, "SHA256.pdf" and the one-million-`a` message).
@Suite struct SHA256Tests {
  static let vectors: [(message: [UInt8], digest: String)] = [
    ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      Array(
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
          + "klmnopqrlmnopqrsmnopqrstnopqrstu").utf8),
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
    (
      [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    ),
  ]

  @Test("the published vectors, fed whole")
  func publishedVectors() {
    for vector in Self.vectors {
      var hasher = SHA256()
      hasher.update(vector.message)
      #expect(FileDigest.hex(hasher.finalize()) == vector.digest)
    }
  }

  @Test("fed in pieces of every size around a block, the digest is the same")
  func piecesGiveTheSameDigest() {
    let message = [UInt8]((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    var whole = SHA256()
    whole.update(message)
    let expected = FileDigest.hex(whole.finalize())
    for pieceSize in [1, 3, 55, 56, 63, 64, 65, 127, 128, 299] {
      var hasher = SHA256()
      var start = 0
      while start < message.count {
        let end = min(start + pieceSize, message.count)
        hasher.update(Array(message[start..<end]))
        start = end
      }
      #expect(FileDigest.hex(hasher.finalize()) == expected, "pieces of \(pieceSize)")
    }
  }

  @Test("the platform's digest of data and of a file agrees with the vectors")
  func platformDigestAgrees() throws {
    for vector in Self.vectors.prefix(4) {
      #expect(FileDigest.sha256(of: Data(vector.message)) == vector.digest)
    }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sha-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let million = Self.vectors[4]
    try Data(million.message).write(to: url)
    let file = FileDigest.sha256(ofFileAt: url, limit: 2_000_000)
    #expect(file?.digest == million.digest)
    #expect(file?.size == 1_000_000)
    #expect(FileDigest.sha256(ofFileAt: url, limit: 999_999) == nil, "past the limit")
  }
}
