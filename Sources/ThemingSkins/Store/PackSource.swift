import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where a pack is installed from: a local folder, or the URL of its manifest, whose files are
/// fetched one by one from beside it.
enum PackSource: Sendable {
  case folder(URL)
  case remote(manifest: URL, session: URLSession)

  /// How errors name the pack until its manifest names it.
  var name: String {
    switch self {
    case .folder(let url): url.lastPathComponent
    case .remote(let url, _): url.absoluteString
    }
  }
}
