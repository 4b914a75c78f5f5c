import Foundation
import Theming
import ThemingPalettes

/// The palette formats `theme-lint` knows, told apart by file name. Adding a format is one case
/// here: its name, the file names that show it, and how to read and write it.
enum PaletteFormat: CaseIterable, Equatable {
  /// JSON with one member per style: `.json`. A `.json` file that holds design tokens or a
  /// resolver document is read as such (see ``read(path:)``).
  case styleTree
  /// A property list shaped like the JSON form: `.plist`.
  case propertyList
  /// A DKNightVersion color table: `.txt`, `.table`.
  case colorTable
  /// W3C design tokens: `.tokens`, `.tokens.json`.
  case designTokens
  /// A design-token resolver document: `.resolver.json`.
  case tokenResolver
  /// An Xcode asset catalog's color sets: an `.xcassets` folder.
  case assetCatalog
  /// A SwiftTheme theme file, JSON or a property list, of one style named after the file:
  /// told by content (a top-level value that is not a group), or asked for with `--as`.
  case themeFile
  /// A Tokens Studio export: a JSON file of sets, or a folder of them with `$themes.json` or
  /// `$metadata.json`.
  case tokensStudio

  /// The name `--to` takes and messages use.
  var name: String {
    switch self {
    case .styleTree: "json"
    case .propertyList: "plist"
    case .colorTable: "table"
    case .designTokens: "tokens"
    case .tokenResolver: "resolver"
    case .assetCatalog: "xcassets"
    case .themeFile: "theme-file"
    case .tokensStudio: "tokens-studio"
    }
  }

  /// The endings of the file names in this format, the longest first within a format.
  var fileEndings: [String] {
    switch self {
    case .styleTree: [".json"]
    case .propertyList: [".plist"]
    case .colorTable: [".txt", ".table"]
    case .designTokens: [".tokens.json", ".tokens"]
    case .tokenResolver: [".resolver.json"]
    case .assetCatalog: [".xcassets"]
    // Told by content, or asked for with `--as`.
    case .themeFile, .tokensStudio: []
    }
  }

  /// The formats `convert --to` writes.
  static let writable: [PaletteFormat] = [
    .styleTree, .propertyList, .colorTable, .designTokens, .tokenResolver, .assetCatalog,
  ]

  /// Whether colors keep their color space and precision in this format. A style tree writes
  /// a color as hex only when that gives it back exactly, and any other in its own space.
  var keepsColorSpaces: Bool {
    switch self {
    case .colorTable, .themeFile: false
    case .styleTree, .propertyList, .designTokens, .tokenResolver, .assetCatalog, .tokensStudio:
      true
    }
  }

  /// Whether the format records which style is the default.
  var recordsDefaultStyle: Bool {
    switch self {
    case .colorTable, .designTokens, .tokenResolver, .tokensStudio: true
    case .styleTree, .propertyList, .assetCatalog, .themeFile: false
    }
  }

  /// The format a file name shows: the longest matching ending wins, so that `a.tokens.json`
  /// is design tokens rather than a style tree. A trailing `/` of a folder is ignored.
  static func detect(path: String) -> PaletteFormat? {
    var name = path.lowercased()
    while name.count > 1, name.hasSuffix("/") { name.removeLast() }
    let candidates = allCases.flatMap { format in format.fileEndings.map { ($0, format) } }
    return candidates.filter { name.hasSuffix($0.0) }.max { $0.0.count < $1.0.count }?.1
  }

  /// Reads the palette at `path` in the format `options` ask for, else the one its name (or,
  /// for a folder, its content) shows.
  ///
  /// - Throws: `ThemeSourceError` naming the file when its name shows no format, it cannot be
  ///   read, or it is not a valid palette.
  static func read(path: String, options: ReadOptions = ReadOptions())
    throws(ThemeSourceError) -> ThemePaletteContents
  {
    guard let format = options.format ?? detect(path: path) ?? tokensStudioFolder(path) else {
      let endings = allCases.flatMap(\.fileEndings).joined(separator: ", ")
      throw ThemeSourceError(
        source: path,
        place: "its name",
        expected: "a palette file ending in \(endings), or a Tokens Studio folder",
        found: "\"\((path as NSString).lastPathComponent)\""
      )
    }
    return try format.read(path: path, options: options)
  }

  /// `.tokensStudio` when `path` is a folder holding Tokens Studio's `$themes.json` or
  /// `$metadata.json`.
  private static func tokensStudioFolder(_ path: String) -> PaletteFormat? {
    let names = ["$themes.json", "$metadata.json"]
    let found = names.contains {
      FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent($0))
    }
    return found ? .tokensStudio : nil
  }

  /// Reads the palette at `path` in this format.
  func read(path: String, options: ReadOptions) throws(ThemeSourceError) -> ThemePaletteContents {
    let url = URL(fileURLWithPath: path)
    switch self {
    case .styleTree, .propertyList:
      // `.json` and `.plist` name several forms: told apart by what the document holds.
      let data = try Self.data(at: path)
      switch Self.quickKind(of: data, propertyList: self == .propertyList)
        ?? Self.kind(of: data, propertyList: self == .propertyList)
      {
      case .designTokens?:
        return try Self.tokens(data, path: path, ending: ".json", options: options)
      case .tokenResolver?:
        return try Self.resolver(url, options: options)
      case .tokensStudio?:
        return try PaletteFormat.tokensStudio.read(path: path, options: options)
      case .themeFile?:
        return try PaletteFormat.themeFile.read(path: path, options: options)
      case .styleTree?, nil:
        // A style tree, or what the style-tree reader names as something else.
        return self == .styleTree
          ? try ThemePaletteContents(json: data, source: path)
          : try ThemePaletteContents(propertyList: data, source: path)
      }
    case .colorTable:
      guard let text = String(data: try Self.data(at: path), encoding: .utf8) else {
        throw ThemeSourceError(
          source: path,
          place: "its bytes",
          expected: "UTF-8 text",
          found: "bytes that are not UTF-8"
        )
      }
      return try ThemePaletteContents(colorTable: text, source: path)
    case .assetCatalog:
      return try ThemePaletteContents(assetCatalogAt: URL(fileURLWithPath: path, isDirectory: true))
    case .designTokens:
      // What `convert --to resolver` writes is a resolver document, which holds every style;
      // told by its top level alone, as a token file may be large.
      let data = try Self.data(at: path)
      if JSONTopLevelKeys.contains("resolutionOrder", in: data) {
        return try Self.resolver(url, options: options)
      }
      let ending = Self.designTokens.fileEndings.first { path.lowercased().hasSuffix($0) } ?? ""
      return try Self.tokens(data, path: path, ending: ending, options: options)
    case .tokenResolver:
      return try Self.resolver(url, options: options)
    case .themeFile:
      let name = (path as NSString).lastPathComponent
      let style = ThemeStyle(rawValue: (name as NSString).deletingPathExtension)
      // Named as given, as every other format's findings are.
      return try ThemePaletteContents(themeFileData: [(style, try Self.data(at: path), path)])
    case .tokensStudio:
      return try ThemePaletteContents(tokensStudioAt: url)
    }
  }

  /// A token document of one style named after the file, over the `--base` documents.
  private static func tokens(_ data: Data, path: String, ending: String, options: ReadOptions)
    throws(ThemeSourceError) -> ThemePaletteContents
  {
    try ThemePaletteContents(
      designTokenStyles: [
        (style(ofFile: path, ending: ending), ThemeTokenFile(data: data, source: path))
      ],
      base: options.baseFiles())
  }

  private static func resolver(_ url: URL, options: ReadOptions) throws(ThemeSourceError)
    -> ThemePaletteContents
  {
    try ThemePaletteContents(
      tokenResolverAt: url, root: options.rootURL, styleModifier: options.styleModifier,
      inputs: options.inputs)
  }

  /// The style a file of one style stands for: its name without `ending`, as in `dark.json`.
  static func style(ofFile path: String, ending: String) -> ThemeStyle {
    var name = (path as NSString).lastPathComponent
    if name.lowercased().hasSuffix(ending) && name.count > ending.count {
      name.removeLast(ending.count)
    }
    return ThemeStyle(rawValue: name)
  }

  /// What a JSON document holds when its member names alone show it, found without building
  /// it (a large token file would cost many times its size parsed whole): a resolver document
  /// has `resolutionOrder` at its top, a Tokens Studio export `$themes` or `$metadata`, a token
  /// document `$value` somewhere. `nil` for a property list and for anything else, which
  /// ``kind(of:propertyList:)`` then parses to tell.
  private static func quickKind(of data: Data, propertyList: Bool) -> JSONDocumentKind? {
    if propertyList || PaletteFormat.startsAsPropertyList(data) { return nil }
    if JSONTopLevelKeys.contains("resolutionOrder", in: data) { return .tokenResolver }
    if JSONTopLevelKeys.contains("$themes", in: data)
      || JSONTopLevelKeys.contains("$metadata", in: data)
    {
      return .tokensStudio
    }
    return JSONTopLevelKeys.containsAnywhere("$value", in: data) ? .designTokens : nil
  }

  private static func startsAsPropertyList(_ data: Data) -> Bool {
    let head = data.prefix(16).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    return head.first == UInt8(ascii: "<") || head.starts(with: Array("bplist".utf8))
  }

  /// What the JSON or property-list document `data` holds, or `nil` when it cannot be parsed
  /// (the reader chosen then names the error).
  private static func kind(of data: Data, propertyList: Bool) -> JSONDocumentKind? {
    // A property list is parsed with the readers' own checks: a hostile binary one must not
    // expand here before the reader refuses it.
    if propertyList { return ThemeFileReader.kind(ofPropertyList: data) }
    // Not Foundation's parser, which takes a trailing comma on Linux and not on Apple
    // platforms: a file is told the same way everywhere, as the readers read it.
    return ThemeFileReader.kind(ofJSON: data)
  }

  /// The palette's contents written in this format.
  ///
  /// - Throws: `ThemeSourceError` when the format cannot hold the contents, or this build
  ///   cannot write it.
  func write(_ contents: ThemePaletteContents, source: String) throws(ThemeSourceError) -> Data {
    switch self {
    case .styleTree: try contents.jsonData(source: source)
    case .propertyList: try contents.propertyListData(source: source)
    case .colorTable: Data(try contents.colorTableText(source: source).utf8)
    case .designTokens, .tokenResolver: try contents.designTokensData(hexStringsAsColors: true)
    // An asset catalog is a folder, written by the conversion itself.
    case .assetCatalog, .themeFile, .tokensStudio: throw notWritable(source: source)
    }
  }

  private func notWritable(source: String) -> ThemeSourceError {
    ThemeSourceError(
      source: source,
      place: "its format",
      expected: "a format theme-lint writes: "
        + Self.writable.map(\.name).joined(separator: ", "),
      found: name
    )
  }

  /// The bytes of the file at `path`, read as the library reads files: a regular file of a
  /// bounded size, or an error naming it.
  static func data(at path: String) throws(ThemeSourceError) -> Data {
    try ThemeFileReader.data(at: URL(fileURLWithPath: path))
  }
}
