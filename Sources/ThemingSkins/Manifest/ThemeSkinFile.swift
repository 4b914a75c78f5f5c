/// A file of a skin pack, as its manifest lists it.
public struct ThemeSkinFile: Hashable, Sendable {
  /// Where the file is in the pack, relative to the pack's folder, with `/` between folders.
  public var path: String
  /// Its size in bytes.
  public var size: Int
  /// Its SHA-256, as 64 lowercase hexadecimal digits.
  public var sha256: String

  /// Creates a file entry.
  public init(path: String, size: Int, sha256: String) {
    self.path = path
    self.size = size
    self.sha256 = sha256
  }
}
