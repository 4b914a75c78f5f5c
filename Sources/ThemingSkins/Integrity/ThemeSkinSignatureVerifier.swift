public import Foundation

/// Checks a pack's signature: the bytes of `skin.json.sig` against the bytes of `skin.json`.
/// The manifest lists every file with its SHA-256, so a valid signature covers the whole pack.
///
/// On Apple's platforms `ThemeSkinEd25519Verifier` checks an Ed25519 signature with
/// CryptoKit; elsewhere, supply a verifier of your own.
public protocol ThemeSkinSignatureVerifier: Sendable {
  /// Whether `signature` is a valid signature of `manifest`.
  func isValidSignature(_ signature: Data, of manifest: Data) -> Bool
}

#if canImport(CryptoKit)
  import CryptoKit

  /// Checks Ed25519 signatures (Curve25519 signing, as CryptoKit makes them) against one public
  /// key: the 64-byte signature of the manifest's bytes, stored as `skin.json.sig`.
  public struct ThemeSkinEd25519Verifier: ThemeSkinSignatureVerifier {
    private let publicKey: Data

    /// A verifier for the 32-byte raw public key `publicKey`; `nil` when it is not one.
    public init?(publicKey: Data) {
      guard (try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey)) != nil else {
        return nil
      }
      self.publicKey = publicKey
    }

    /// Whether `signature` is the key's signature of `manifest`.
    public func isValidSignature(_ signature: Data, of manifest: Data) -> Bool {
      guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else {
        return false
      }
      return key.isValidSignature(signature, for: manifest)
    }
  }
#endif
