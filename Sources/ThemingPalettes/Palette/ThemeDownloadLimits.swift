/// What one download may take: the time until its whole body has arrived, and the size of the
/// body. A server that drips bytes, never ends its body or sends more than the limit ends the
/// load with a `ThemeSourceError` naming the URL, whatever the session's own timeouts (which
/// Foundation on Linux does not apply to the whole resource).
///
/// ```swift
/// let limits = ThemeDownloadLimits(timeout: 10, maximumBytes: 2_000_000)
/// let festival = try await ThemePalette.contents(ofJSONAt: url, limits: limits)
/// ```
public struct ThemeDownloadLimits: Hashable, Sendable {
  /// The seconds a download may take from its request to its body's last byte.
  public var timeout: Double
  /// The bytes a body may hold.
  public var maximumBytes: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - timeout: The seconds a download may take, from request to last byte.
  ///   - maximumBytes: The bytes a body may hold.
  public init(timeout: Double = 30, maximumBytes: Int = 16 * 1024 * 1024) {
    self.timeout = timeout
    self.maximumBytes = maximumBytes
  }

  /// 30 seconds and 16 MiB: room for any real palette or token document, and far less than
  /// a hostile server could hold a load for, or make it keep.
  public static let standard = ThemeDownloadLimits()
}
