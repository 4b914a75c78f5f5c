package import Foundation
package import Theming

#if canImport(FoundationNetworking)
  package import FoundationNetworking
#endif

/// Bounded, cancellable downloads for other products of this package (skin packs), by the same
/// request the palettes use: the body received piece by piece, cut off past the limits.
package enum BoundedDownload {
  /// The body at `url`, or why not.
  package static func body(
    at url: URL, session: URLSession, limits: ThemeDownloadLimits
  ) async throws(ThemeSourceError) -> Data {
    try await RemoteRequest(url: url, session: session, limits: limits).run()
  }
}
