import Foundation
import Theming
import ThemingPalettes

/// The festival style, as a theme server delivers it: JSON with one style and a value for every
/// key of the palette it joins.
///
/// This project downloads nothing, so ``body`` stands for the body of the server's response.
/// An app would fetch it with `ThemePalette.contents(ofJSONAt:defaultStyle:)` and go on as
/// ``contents()`` does from the bytes.
enum FestivalResponse {
  /// The style the response adds.
  static let style: ThemeStyle = "festival"

  /// The response's bytes, as the server would send them.
  static let body = """
    {
      "festival": {
        "surface": {
          "root": "#2A0B0B", "bar": "#8A1B12", "row": "#3B1111",
          "card": "#0F3A2D", "separator": "#5C2121"
        },
        "text": { "primary": "#FFF3DA", "secondary": "#F2C58F", "checked": "#8FE3A2" },
        "accent": { "fill": "#FFC83A", "text": "#3B1111" },
        "button": { "normal": "#FFC83A", "highlighted": "#FFFFFF", "selected": "#7FE0C8" },
        "symbol": { "greeting": "sparkles", "card": "gift.fill" }
      }
    }
    """

  /// The response read as palette contents, once it is known to hold every key the app reads:
  /// a style that lacks one is refused, rather than drawn half in another style's colors.
  ///
  /// - Returns: The festival style's contents, for `ThemePalette.merge(_:)`.
  /// - Throws: `ThemeSourceError` when the bytes are not a palette in the JSON form, or
  ///   `ThemePaletteValidationError` listing every key the style lacks.
  @MainActor
  static func contents() throws -> ThemePaletteContents {
    let contents = try ThemePaletteContents(
      json: Data(body.utf8),
      defaultStyle: style,
      source: "festival response"
    )
    // Checked on its own: inside the app's palette, a key the festival lacks would quietly
    // fall back to the palette's default style.
    try ThemePalette(contents: contents, source: "festival response").validate(
      colors: ColorKey.allCases.map(\.rawValue),
      strings: SymbolKey.allCases.map(\.rawValue)
    )
    return contents
  }
}
