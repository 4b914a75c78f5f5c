import Foundation

/// Where a remote pack's files are: beside its manifest, and nowhere else.
enum RemoteLocation {
  /// The URL of `path`, a checked pack path, in the folder of `manifest`. Each part is
  /// percent-encoded, so that no character of a name can start a query or leave the folder;
  /// the result is checked to lie under that folder on the same origin.
  static func url(of path: String, besideManifest manifest: URL, skin: String)
    throws(ThemeSkinError) -> URL
  {
    let folder = manifest.deletingLastPathComponent()
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#;%")
    let encoded = path.split(separator: "/").map { part in
      String(part).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
    guard !encoded.contains(""),
      let url = URL(string: encoded.joined(separator: "/"), relativeTo: folder)?.absoluteURL,
      url.scheme == folder.scheme, url.host == folder.host, url.port == folder.port,
      url.absoluteString.hasPrefix(folder.absoluteString)
    else {
      throw ThemeSkinError(
        .unsafePath, skin: skin, file: path, expected: "a file beside the manifest",
        found: "a path that leaves \(folder.absoluteString)")
    }
    return url
  }
}
