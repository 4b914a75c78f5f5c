public import Foundation
public import ThemingPalettes

/// A font a skin key resolved to: the palette's descriptor (name and size) and, when a skin in
/// the fallback chain ships a font of that name, its file. On Apple's platforms that file is
/// registered for the process when first used, so that the name finds the font.
public struct ThemeSkinFont: Hashable, Sendable {
  /// The font's name and size, as the palette gives them.
  public let descriptor: ThemeFontDescriptor
  /// The file of the font, when a skin ships it.
  public let fileURL: URL?
}
