public import Foundation
public import Theming
public import ThemingPalettes

/// The app's own skin, the last step of every fallback: the values, images, fonts and files a
/// key gives when neither the active skin nor its parents have it.
public struct ThemeSkinDefaults: Sendable {
  /// The app's palette: its styles are the app's own (typically `light` and `dark`). A skin
  /// falls back to the style of its appearance, else to the palette's default style.
  public var contents: ThemePaletteContents?
  /// A folder laid out as a pack, `images/`, `fonts/` and `files/`, such as a folder of the
  /// app's bundle.
  public var folder: URL?
  /// The style the store switches to when the skin showing is removed.
  public var style: ThemeStyle

  /// The app's own skin.
  ///
  /// - Parameters:
  ///   - contents: The app's palette.
  ///   - folder: The app's default images, fonts and files.
  ///   - style: The style to return to when the skin showing is removed; by default the
  ///     palette's default style, else `.light`.
  public init(contents: ThemePaletteContents? = nil, folder: URL? = nil, style: ThemeStyle? = nil) {
    self.contents = contents
    self.folder = folder
    self.style = style ?? contents?.defaultStyle ?? .light
  }

  /// The styles that belong to the app, which no skin may take.
  var styles: [ThemeStyle] {
    contents?.styles ?? [style]
  }
}
