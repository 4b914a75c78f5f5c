public import Theming

extension ThemePaletteContents {
  /// Reads palette contents from a DKNightVersion color table, without making a palette: for a
  /// tool that checks or converts palettes off the main actor. See
  /// ``ThemePalette/init(colorTable:source:)-(String,_)`` for the format.
  ///
  /// ```swift
  /// let contents = try ThemePaletteContents(colorTable: "NORMAL NIGHT\n#fff #000 BG")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The table.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the line and column of the first problem.
  public init(colorTable text: String, source: String = "color table") throws(ThemeSourceError) {
    self = try PaletteParser.colorTable(text, source: source)
  }
}
