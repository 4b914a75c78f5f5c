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

  /// The name `--to` takes and messages use.
  var name: String {
    switch self {
    case .styleTree: "json"
    case .propertyList: "plist"
    case .colorTable: "table"
    case .designTokens: "tokens"
    case .tokenResolver: "resolver"
    case .assetCatalog: "xcassets"
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
    }
  }

  /// The formats `convert --to` writes.
  static let writable: [PaletteFormat] = [
    .styleTree, .propertyList, .colorTable, .designTokens, .tokenResolver,
  ]

  /// Whether colors keep their color space and precision in this format.
  var keepsColorSpaces: Bool {
    switch self {
    case .styleTree, .propertyList, .colorTable: false
    case .designTokens, .tokenResolver, .assetCatalog: true
    }
  }

  /// Whether the format records which style is the default.
  var recordsDefaultStyle: Bool {
    switch self {
    case .colorTable, .designTokens, .tokenResolver: true
    case .styleTree, .propertyList, .assetCatalog: false
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

  /// Reads the palette at `path` in the format its name shows.
  ///
  /// - Throws: `ThemeSourceError` naming the file when its name shows no format, it cannot be
  ///   read, or it is not a valid palette.
  static func read(path: String) throws(ThemeSourceError) -> ThemePaletteContents {
    guard let format = detect(path: path) else {
      let endings = allCases.flatMap(\.fileEndings).joined(separator: ", ")
      throw ThemeSourceError(
        source: path,
        place: "its name",
        expected: "a palette file ending in \(endings)",
        found: "\"\((path as NSString).lastPathComponent)\""
      )
    }
    return try format.read(path: path)
  }

  /// Reads the palette at `path` in this format.
  func read(path: String) throws(ThemeSourceError) -> ThemePaletteContents {
    switch self {
    case .styleTree:
      // `.json` names every JSON form: told apart by what the document holds.
      let data = try Self.data(at: path)
      switch Self.kind(of: data) {
      case .designTokens?:
        return try ThemePaletteContents(
          designTokens: data, style: Self.style(ofFile: path, ending: ".json"), source: path)
      case .tokenResolver?:
        return try ThemePaletteContents(tokenResolverAt: URL(fileURLWithPath: path))
      default:
        // A style tree, or what the style-tree reader names as something else.
        return try ThemePaletteContents(json: data, source: path)
      }
    case .propertyList:
      return try ThemePaletteContents(propertyList: Self.data(at: path), source: path)
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
      // What `convert --to tokens` writes is a resolver document, which holds every style.
      let data = try Self.data(at: path)
      if Self.kind(of: data) == .tokenResolver {
        return try ThemePaletteContents(tokenResolverAt: URL(fileURLWithPath: path))
      }
      return try ThemePaletteContents(
        designTokens: data, style: Self.style(ofTokenFile: path), source: path)
    case .tokenResolver:
      return try ThemePaletteContents(tokenResolverAt: URL(fileURLWithPath: path))
    }
  }

  /// The style of a design-token file of one style: its name without the format's ending, as
  /// in `dark.tokens.json`.
  static func style(ofTokenFile path: String) -> ThemeStyle {
    let name = (path as NSString).lastPathComponent.lowercased()
    let ending = PaletteFormat.designTokens.fileEndings.first { name.hasSuffix($0) } ?? ""
    return style(ofFile: path, ending: ending)
  }

  /// The style a file of one style stands for: its name without `ending`, as in `dark.json`.
  static func style(ofFile path: String, ending: String) -> ThemeStyle {
    var name = (path as NSString).lastPathComponent
    if name.lowercased().hasSuffix(ending) && name.count > ending.count {
      name.removeLast(ending.count)
    }
    return ThemeStyle(rawValue: name)
  }

  /// What the JSON document `data` holds, or `nil` when it is not JSON (the reader chosen
  /// then names the syntax error).
  private static func kind(of data: Data) -> JSONDocumentKind? {
    (try? JSONSerialization.jsonObject(with: data)).map(JSONDocumentKind.of)
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
    case .assetCatalog: throw notWritable(source: source)
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

  /// The bytes of the file at `path`, or an error naming it.
  static func data(at path: String) throws(ThemeSourceError) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ThemeSourceError(
        source: path,
        place: "the file",
        expected: "a readable file",
        found: (error as NSError).localizedDescription
      )
    }
  }
}
