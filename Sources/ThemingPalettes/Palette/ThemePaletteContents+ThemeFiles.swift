public import Foundation
public import Theming

extension ThemePaletteContents {
  /// Reads theme files as SwiftTheme keeps them: one JSON or property-list file per style,
  /// each an object of keys and values, nested groups becoming dotted keys (`Global.textColor`)
  /// and arrays one key segment per element (`tabbar.1.textColor`, by the elements' `id`
  /// members, or `stops.0` by index), as ``ThemePalette/init(json:defaultStyle:source:)``
  /// describes.
  ///
  /// ```swift
  /// let contents = try ThemePaletteContents(themeFiles: [
  ///   "day": Bundle.main.url(forResource: "Day", withExtension: "json")!,
  ///   "night": Bundle.main.url(forResource: "Night", withExtension: "plist")!,
  /// ])
  /// ```
  ///
  /// The first file's style is the default, which styles fall back to for keys they lack.
  /// Each file is read as JSON or as a property list by its first bytes, whatever its name.
  /// Values are strings (colors such as `"#ECF0F1"`, `"#FFF"` or `"0xEEEEEE"`, fonts such as
  /// `"PingFangSC-Regular,30"`, image names, geometry such as `"{16,44,13,33}"`, a status bar
  /// style's name) and numbers, read through the palette's lookups as in any palette. What the
  /// reader took leniently (a trailing comma) or kept although it is wrong (`"0x1FF32"`, a hex
  /// color of five digits) is in ``loadNotes``, with its line and column.
  ///
  /// - Parameter files: Each style's file, the default style's first.
  /// - Throws: `ThemeSourceError` naming the file and the place of every problem, or when no
  ///   file is given or a style is given twice.
  public init(themeFiles files: KeyValuePairs<ThemeStyle, URL>) throws(ThemeSourceError) {
    var documents: [(style: ThemeStyle, data: Data, source: String)] = []
    for (style, url) in files {
      documents.append((style, try PaletteParser.read(url), url.path))
    }
    try self.init(themeFileData: documents)
  }

  /// Reads a folder of theme files: every `.json` and `.plist` file in it is a style named
  /// after the file (`Night.plist` is the style `"Night"`). The style `light`, if there is
  /// one, is the default; else the first by name.
  ///
  /// - Parameter folder: The folder.
  /// - Throws: `ThemeSourceError` naming the folder when it cannot be listed or holds no theme
  ///   file, or a file and the place of the first problem in it.
  public init(themeFolderAt folder: URL) throws(ThemeSourceError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw ThemeSourceError(
        source: folder.path, place: "the folder", expected: "a folder that can be listed",
        found: String(describing: error))
    }
    var files = names.filter {
      $0.lowercased().hasSuffix(".json") || $0.lowercased().hasSuffix(".plist")
    }
    .sorted()
    if let light = files.firstIndex(where: { Self.style(ofThemeFile: $0) == .light }) {
      files.insert(files.remove(at: light), at: 0)
    }
    var documents: [(style: ThemeStyle, data: Data, source: String)] = []
    for name in files {
      let url = folder.appendingPathComponent(name)
      documents.append((Self.style(ofThemeFile: name), try PaletteParser.read(url), url.path))
    }
    guard !documents.isEmpty else {
      throw ThemeSourceError(
        source: folder.path, place: "the folder", expected: "theme files ending in .json or .plist",
        found: "none")
    }
    try self.init(themeFileData: documents)
  }

  /// Reads theme files from bytes, as ``init(themeFiles:)`` reads them from files.
  ///
  /// - Parameter documents: Each style's file, the default style's first, with where it came
  ///   from for messages.
  /// - Throws: `ThemeSourceError` naming the file and the place of the first problem, or when
  ///   no file is given or a style is given twice.
  public init(themeFileData documents: [(style: ThemeStyle, data: Data, source: String)])
    throws(ThemeSourceError)
  {
    var styles: [ThemeStyle] = []
    var entries: [String: [ThemeStyle: ThemePaletteValue]] = [:]
    var notes: [ThemeLoadNote] = []
    for document in documents {
      guard !styles.contains(document.style) else {
        throw ThemeSourceError(
          source: document.source, place: "its style", expected: "each style once",
          found: "\"\(document.style)\" a second time")
      }
      styles.append(document.style)
      let file = try PaletteParser.themeFile(document.data, source: document.source)
      for (key, value) in file.values {
        entries[key, default: [:]][document.style] = value
      }
      notes += file.notes
    }
    try self.init(
      styles: styles, entries: entries, source: documents.first?.source ?? "theme files")
    loadNotes = notes
  }

  /// The style a theme file in a folder stands for: its name without the extension.
  private static func style(ofThemeFile name: String) -> ThemeStyle {
    ThemeStyle(rawValue: (name as NSString).deletingPathExtension)
  }
}

extension ThemePalette {
  /// Makes a palette from theme files as SwiftTheme keeps them, one JSON or property-list file
  /// per style. See ``ThemePaletteContents/init(themeFiles:)`` for the format.
  ///
  /// - Parameter files: Each style's file, the default style's first.
  /// - Throws: `ThemeSourceError` naming the file and the place of the first problem.
  public convenience init(themeFiles files: KeyValuePairs<ThemeStyle, URL>)
    throws(ThemeSourceError)
  {
    self.init(
      contents: try ThemePaletteContents(themeFiles: files),
      source: files.first?.value.path ?? "theme files")
  }

  /// Makes a palette from a folder of theme files, one style per `.json` or `.plist` file.
  /// See ``ThemePaletteContents/init(themeFolderAt:)``.
  ///
  /// - Parameter folder: The folder.
  /// - Throws: `ThemeSourceError` naming the folder or a file and the place of the problem.
  public convenience init(themeFolderAt folder: URL) throws(ThemeSourceError) {
    self.init(contents: try ThemePaletteContents(themeFolderAt: folder), source: folder.path)
  }
}
