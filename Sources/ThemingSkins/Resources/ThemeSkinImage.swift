public import Foundation

/// An image a skin key resolved to: the file, the skin it came from and the scale it was drawn
/// for. On Apple's platforms the store's `uiImage(_:)`, `nsImage(_:)` and `swiftUIImage(_:)`
/// give it ready to show.
public struct ThemeSkinImage: Hashable, Sendable {
  /// The key.
  public let key: String
  /// The skin that holds the file, or `nil` for the app's default resources.
  public let skinID: String?
  /// The version of that skin, or `nil` for the app's default resources.
  public let version: ThemeSkinVersion?
  /// The file.
  public let url: URL
  /// The scale the file was drawn for: 1, 2 or 3; 0 for a PDF, drawn at any scale.
  public let scale: Int

  /// The file's bytes.
  ///
  /// - Throws: ``ThemeSkinError`` when the file cannot be read.
  public func data() throws(ThemeSkinError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw ThemeSkinError(
        .missingFile, skin: skinID ?? "the app's default skin", file: url.lastPathComponent,
        expected: "a readable image", found: error.localizedDescription)
    }
  }
}
