import Foundation
import ThemingPalettes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The work of an install that runs off the main actor: reading and checking the manifest,
/// fetching each file into a staging folder with its size and digest checked, and reading the
/// staged pack's palette. Nothing it does touches an installed skin.
struct SkinInstaller: Sendable {
  let layout: StoreLayout
  let limits: ThemeSkinLimits
  let verifier: (any ThemeSkinSignatureVerifier)?

  /// A manifest read and checked, with its bytes and its signature's.
  struct CheckedManifest: Sendable {
    let manifest: ThemeSkinManifest
    let data: Data
    let signature: Data?
  }

  /// Reads the manifest from `source`, checks it, its signature and the limits.
  nonisolated func readManifest(from source: PackSource) async throws(ThemeSkinError)
    -> CheckedManifest
  {
    let data = try await fetch(
      "skin.json", from: source, skin: source.name,
      maximumBytes: ManifestReader.maximumBytes)
    let manifest = try ThemeSkinManifest(data: data, source: source.name)
    if let error = ThemeSkinError.combining(limits.problems(with: manifest)) { throw error }
    var signature: Data?
    if let verifier {
      let bytes = try await fetch(
        "skin.json.sig", from: source, skin: manifest.id, maximumBytes: 4096)
      guard verifier.isValidSignature(bytes, of: data) else {
        throw ThemeSkinError(
          .signature, skin: manifest.id, file: "skin.json.sig",
          expected: "a signature of skin.json by the app's key", found: "one that does not verify")
      }
      signature = bytes
    }
    return CheckedManifest(manifest: manifest, data: data, signature: signature)
  }

  /// Fetches every file of the pack into a new staging folder, each checked against its size and
  /// SHA-256, writes the manifest beside them and reads the palette. On any error the staging
  /// folder is removed.
  nonisolated func stage(_ checked: CheckedManifest, from source: PackSource)
    async
    throws(ThemeSkinError) -> (folder: String, skin: InstalledSkin)
  {
    let manifest = checked.manifest
    let staging = try layout.makeStagingFolder(skin: manifest.id)
    do throws(ThemeSkinError) {
      for file in manifest.files {
        if Task.isCancelled {
          throw ThemeSkinError(
            .cancelled, skin: manifest.id, file: file.path, expected: "the install to finish",
            found: "it cancelled")
        }
        let data = try await fetch(
          file.path, from: source, skin: manifest.id, maximumBytes: file.size)
        try check(data, against: file, skin: manifest.id)
        try layout.write(data, to: file.path, in: staging, skin: manifest.id)
      }
      try layout.write(checked.data, to: "skin.json", in: staging, skin: manifest.id)
      if let signature = checked.signature {
        try layout.write(signature, to: "skin.json.sig", in: staging, skin: manifest.id)
      }
      let skin = try InstalledSkin.load(
        manifest: manifest, storeFolder: layout.folder, relativeFolder: staging)
      return (staging, skin)
    } catch {
      layout.removeStagingFolder(staging)
      throw error
    }
  }

  private nonisolated func check(_ data: Data, against file: ThemeSkinFile, skin: String)
    throws(ThemeSkinError)
  {
    guard data.count == file.size else {
      throw ThemeSkinError(
        .sizeMismatch, skin: skin, file: file.path, expected: "\(file.size) bytes",
        found: data.count < file.size ? "\(data.count) bytes (cut short)" : "\(data.count) bytes")
    }
    let digest = FileDigest.sha256(of: data)
    guard digest == file.sha256 else {
      throw ThemeSkinError(
        .hashMismatch, skin: skin, file: file.path, expected: "SHA-256 \(file.sha256)",
        found: digest)
    }
  }

  /// The bytes of `path` in the pack: read from the folder, refusing links and anything larger
  /// than `maximumBytes`; or downloaded from beside the manifest, bounded likewise.
  private nonisolated func fetch(
    _ path: String, from source: PackSource, skin: String, maximumBytes: Int
  ) async throws(ThemeSkinError) -> Data {
    switch source {
    case .folder(let folder):
      return try PackFolder.read(path, in: folder, skin: skin, maximumBytes: maximumBytes)
    case .remote(let manifestURL, let session):
      let url = try RemoteLocation.url(of: path, besideManifest: manifestURL, skin: skin)
      do {
        // One byte more than the listed size, so that a longer body is seen as longer, not cut.
        return try await BoundedDownload.body(
          at: url, session: session, limits: limits.download(of: maximumBytes + 1))
      } catch {
        if Task.isCancelled {
          throw ThemeSkinError(
            .cancelled, skin: skin, file: path, expected: "the install to finish",
            found: "it cancelled")
        }
        throw ThemeSkinError(
          .download, skin: skin, file: path, expected: error.expected, found: error.found)
      }
    }
  }
}
