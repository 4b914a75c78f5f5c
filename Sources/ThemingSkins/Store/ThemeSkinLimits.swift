import ThemingPalettes

/// What a store accepts of one pack: every pack is checked against them before a byte of it is
/// kept, and every download is bounded in time and size.
public struct ThemeSkinLimits: Hashable, Sendable {
  /// The most files a pack may list.
  public var maximumFileCount: Int
  /// The largest file.
  public var maximumFileBytes: Int
  /// The most bytes a pack's files may hold together.
  public var maximumTotalBytes: Int
  /// The time each download may take; its size is bounded by the file's listed size.
  public var downloadTimeout: Double

  /// Limits; by default 512 files, 16 MiB a file, 64 MiB a pack, 30 seconds a download.
  public init(
    maximumFileCount: Int = 512,
    maximumFileBytes: Int = 16 * 1024 * 1024,
    maximumTotalBytes: Int = 64 * 1024 * 1024,
    downloadTimeout: Double = 30
  ) {
    self.maximumFileCount = maximumFileCount
    self.maximumFileBytes = maximumFileBytes
    self.maximumTotalBytes = maximumTotalBytes
    self.downloadTimeout = downloadTimeout
  }

  /// The default limits.
  public static let standard = ThemeSkinLimits()

  /// The problems `manifest` has against these limits.
  func problems(with manifest: ThemeSkinManifest) -> [ThemeSkinError] {
    var problems: [ThemeSkinError] = []
    if manifest.files.count > maximumFileCount {
      problems.append(
        ThemeSkinError(
          .tooManyFiles, skin: manifest.id, expected: "at most \(maximumFileCount) files",
          found: "\(manifest.files.count)"))
    }
    var total = 0
    for file in manifest.files {
      total += file.size
      if file.size > maximumFileBytes {
        problems.append(
          ThemeSkinError(
            .tooLarge, skin: manifest.id, file: file.path,
            expected: "at most \(maximumFileBytes) bytes", found: "\(file.size) bytes"))
      }
    }
    if total > maximumTotalBytes {
      problems.append(
        ThemeSkinError(
          .tooLarge, skin: manifest.id, expected: "at most \(maximumTotalBytes) bytes in all",
          found: "\(total) bytes"))
    }
    return problems
  }

  /// The bounds of one download of at most `bytes`.
  func download(of bytes: Int) -> ThemeDownloadLimits {
    ThemeDownloadLimits(timeout: downloadTimeout, maximumBytes: max(bytes, 1))
  }
}
