public import Foundation
public import Theming

extension ThemePalette {
  /// Loads a palette from DKNightVersion's color table: a first row of style names, then one
  /// row per key with a hex color for each style, in the same order, and the key last.
  ///
  /// ```text
  /// NORMAL   NIGHT    RED
  /// #ffffff  #343434  #fafafa BG
  /// #aaaaaa  #313131  #aaaaaa SEP
  /// ```
  ///
  /// The first style is the default. Blank lines are ignored.
  ///
  /// - Parameters:
  ///   - text: The table.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the line and column of the first problem: a missing
  ///   header, a row with too few or too many cells, a cell that is not a hex color, a
  ///   duplicated style or key.
  public convenience init(colorTable text: String, source: String = "color table")
    throws(ThemeSourceError)
  {
    self.init(
      contents: try PaletteParser.colorTable(text, source: source),
      source: source
    )
  }

  /// Loads a palette from a color table given as UTF-8 bytes; see
  /// ``init(colorTable:source:)-(String,_)``.
  ///
  /// - Parameters:
  ///   - data: The table's bytes.
  ///   - source: Where they came from, for errors.
  /// - Throws: `ThemeSourceError` when the bytes are not UTF-8 or not a valid table.
  public convenience init(colorTable data: Data, source: String = "color table")
    throws(ThemeSourceError)
  {
    guard let text = String(data: data, encoding: .utf8) else {
      throw ThemeSourceError(
        source: source,
        place: "its bytes",
        expected: "UTF-8 text",
        found: "bytes that are not UTF-8"
      )
    }
    try self.init(colorTable: text, source: source)
  }

  /// Loads a palette from a color table in a file; see ``init(colorTable:source:)-(String,_)``.
  ///
  /// - Parameter url: A file URL of UTF-8 text.
  /// - Throws: `ThemeSourceError` when the file cannot be read or is not a valid table.
  public convenience init(colorTableAt url: URL) throws(ThemeSourceError) {
    try self.init(colorTable: try PaletteParser.read(url), source: url.path)
  }

  /// Loads a palette from JSON: an object with one member per style, each an object of keys,
  /// where nested objects make dotted keys.
  ///
  /// ```json
  /// {
  ///   "light": { "BG": "#FFFFFF", "navigation": { "title": "PingFang-SC-Regular,17" } },
  ///   "dark":  { "BG": "#000000", "navigation": { "title": "PingFang-SC-Regular,17" } }
  /// }
  /// ```
  ///
  /// Values are strings (colors, fonts, image names, geometry, text) or numbers. An array
  /// makes one key segment per element: its `id` member's value when every element is a group
  /// with one (`"tabbar": [{"id": 1, "textColor": "#EEE"}]` gives `tabbar.1.textColor`), else
  /// its index from 0 (`stops.0`). A trailing comma is read as if it were not there, the same
  /// on every platform, and text written as a `0x` color with a count of digits no color has is
  /// kept as written; ``ThemePaletteContents/loadNotes`` names each with its line and column.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - defaultStyle: The style for styles a key lacks; `.light` when the palette has it, else
  ///     the first style by name.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the line and column of a syntax error or of a key
  ///   given twice in one object, or the key path, line and column of every value of the wrong
  ///   kind and of an array whose ids cannot key it.
  public convenience init(json data: Data, defaultStyle: ThemeStyle? = nil, source: String = "JSON")
    throws(ThemeSourceError)
  {
    self.init(
      contents: try ThemePaletteContents(json: data, defaultStyle: defaultStyle, source: source),
      source: source
    )
  }

  /// Loads a palette from JSON text; see ``init(json:defaultStyle:source:)``.
  ///
  /// - Parameters:
  ///   - text: The JSON.
  ///   - defaultStyle: The style for styles a key lacks.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the problem and its place.
  public convenience init(
    jsonString text: String,
    defaultStyle: ThemeStyle? = nil,
    source: String = "JSON"
  ) throws(ThemeSourceError) {
    try self.init(json: Data(text.utf8), defaultStyle: defaultStyle, source: source)
  }

  /// Loads a palette from a JSON file; see ``init(json:defaultStyle:source:)``.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - defaultStyle: The style for styles a key lacks.
  /// - Throws: `ThemeSourceError` when the file cannot be read or is not a valid palette.
  public convenience init(jsonAt url: URL, defaultStyle: ThemeStyle? = nil)
    throws(ThemeSourceError)
  {
    try self.init(json: try PaletteParser.read(url), defaultStyle: defaultStyle, source: url.path)
  }

  /// Loads a palette from a property list shaped like the JSON form: a dictionary per style,
  /// nested dictionaries making dotted keys (`normalPage.bg_grey_1`) and arrays one key
  /// segment per element, as ``init(json:defaultStyle:source:)`` describes.
  ///
  /// - Parameters:
  ///   - data: The property list, XML or binary.
  ///   - defaultStyle: The style for styles a key lacks.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the problem and the key path, or the line of a key
  ///   given twice in one dictionary of an XML property list (a binary one is not checked for
  ///   that), or the key path at which a binary property list whose dictionaries refer to
  ///   shared ones expands past 250,000 values, or of a set in one.
  public convenience init(
    propertyList data: Data,
    defaultStyle: ThemeStyle? = nil,
    source: String = "property list"
  ) throws(ThemeSourceError) {
    self.init(
      contents: try ThemePaletteContents(
        propertyList: data,
        defaultStyle: defaultStyle,
        source: source
      ),
      source: source
    )
  }

  /// Loads a palette from property-list text (XML); see
  /// ``init(propertyList:defaultStyle:source:)``.
  ///
  /// - Parameters:
  ///   - text: The property list.
  ///   - defaultStyle: The style for styles a key lacks.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the problem and its place.
  public convenience init(
    propertyListString text: String,
    defaultStyle: ThemeStyle? = nil,
    source: String = "property list"
  ) throws(ThemeSourceError) {
    try self.init(propertyList: Data(text.utf8), defaultStyle: defaultStyle, source: source)
  }

  /// Loads a palette from a property-list file; see
  /// ``init(propertyList:defaultStyle:source:)``.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - defaultStyle: The style for styles a key lacks.
  /// - Throws: `ThemeSourceError` when the file cannot be read or is not a valid palette.
  public convenience init(propertyListAt url: URL, defaultStyle: ThemeStyle? = nil)
    throws(ThemeSourceError)
  {
    try self.init(
      propertyList: try PaletteParser.read(url),
      defaultStyle: defaultStyle,
      source: url.path
    )
  }
}

extension ThemePaletteContents {
  /// Reads palette contents from JSON, without making a palette: for a theme delivered at run
  /// time, to ``ThemePalette/merge(_:)`` into one. See
  /// ``ThemePalette/init(json:defaultStyle:source:)`` for the format.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - defaultStyle: The style for styles a key lacks.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the problem and its place.
  public init(json data: Data, defaultStyle: ThemeStyle? = nil, source: String = "JSON")
    throws(ThemeSourceError)
  {
    let object = try PaletteParser.parseJSON(data, source: source)
    self = try PaletteParser.styleTree(object, defaultStyle: defaultStyle, source: source)
  }

  /// Reads palette contents from a property list, without making a palette. See
  /// ``ThemePalette/init(propertyList:defaultStyle:source:)`` for the format.
  ///
  /// - Parameters:
  ///   - data: The property list, XML or binary.
  ///   - defaultStyle: The style for styles a key lacks.
  ///   - source: Where it came from, for errors.
  /// - Throws: `ThemeSourceError` naming the problem and its place.
  public init(
    propertyList data: Data,
    defaultStyle: ThemeStyle? = nil,
    source: String = "property list"
  ) throws(ThemeSourceError) {
    let object = try PaletteParser.parsePropertyList(data, source: source)
    self = try PaletteParser.styleTree(object, defaultStyle: defaultStyle, source: source)
  }
}
