import Foundation
import Theming

/// A whole catalog made in memory from palette contents, every file's text decided and every
/// name checked before anything is written, so that a palette the catalog cannot hold leaves
/// no files behind.
struct AssetCatalogPlan {
  /// A file to write: its path under the catalog folder, and its text.
  struct File {
    let path: [String]
    let text: String
  }

  /// The files, the catalog's own `Contents.json` first, then folders before what they hold.
  private(set) var files: [File] = []
  private(set) var colorSetNames: [String] = []
  private(set) var leftOut: [AssetCatalogWriteReport.LeftOutValue] = []
  private var converted: [ConvertedKey: AssetCatalogWriteReport.ConvertedColor] = [:]
  private var setsPerStyle: [ThemeStyle: Int] = [:]
  private var styleNameErrors: Set<ThemeStyle> = []
  private var folders: Set<[String]> = []
  private var names = CatalogNames()
  /// Every error found, reported together once every key is planned.
  private let findings = TokenFindings()
  private let contents: ThemePaletteContents
  private let grid: AppearanceGrid
  private let source: String

  private struct ConvertedKey: Hashable {
    let key: String
    let style: ThemeStyle
  }

  /// Plans the catalog of `contents`.
  ///
  /// - Throws: `ThemeSourceError` for every key or style name a catalog cannot hold and every
  ///   color that is not finite, the first with the others in its `moreFindings`.
  init(contents: ThemePaletteContents, source: String) throws(ThemeSourceError) {
    self.contents = contents
    self.source = source
    grid = AppearanceGrid(styles: contents.styles)
    for key in contents.entries.keys.sorted() {
      planKey(key)
    }
    try findings.throwErrors(source: source)
    let catalogFile = File(
      path: ["Contents.json"], text: ColorSetWriter.catalogDocument.fileText)
    files.insert(catalogFile, at: 0)
    let folderFiles = folders.sorted { $0.lexicographicallyPrecedes($1) }.map {
      File(path: $0 + ["Contents.json"], text: ColorSetWriter.namespaceDocument.fileText)
    }
    files.insert(contentsOf: folderFiles, at: 1)
    colorSetNames.sort()
  }

  /// The report of the plan, once written to `catalog`.
  func report(catalog: URL) -> AssetCatalogWriteReport {
    let order = Dictionary(
      contents.styles.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return AssetCatalogWriteReport(
      catalog: catalog,
      colorSetNames: colorSetNames,
      appearances: grid.appearances,
      styleFolders: grid.otherStyles.filter { setsPerStyle[$0, default: 0] > 0 },
      stylesLikeDefault: grid.otherStyles.filter {
        setsPerStyle[$0, default: 0] == 0 && !styleNameErrors.contains($0)
      },
      leftOut: leftOut,
      convertedColors: converted.values.sorted {
        ($0.key, order[$0.style] ?? 0) < ($1.key, order[$1.style] ?? 0)
      },
      styleOrder: contents.styles
    )
  }

  /// Plans the key's color set for the appearances, then its sets in the styles' folders.
  private mutating func planKey(_ key: String) {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if let problem = parts.lazy.compactMap({ CatalogNames.problem(with: $0) }).first {
      error(
        place: "key \"\(key)\"",
        expected: "dot-separated parts that each make a file name (not empty, no \"/\", no"
          + " control characters)",
        found: "the part \(problem)")
      return
    }
    let contents = self.contents
    var cache: [ThemeStyle: AssetColor.Reading?] = [:]
    func reading(_ style: ThemeStyle) -> AssetColor.Reading? {
      if let known = cache[style] { return known }
      let found = contents.value(for: key, style: style).map(AssetColor.reading)
      cache[style] = found
      return found
    }
    let isNamed = planAppearanceSet(key, parts: parts, reading: reading)
    var defaultColor: AssetColor?
    if case .color(let color, _)? = reading(contents.defaultStyle) { defaultColor = color }
    for style in grid.otherStyles {
      guard let found = reading(style) else { continue }
      switch found {
      case .color(let color, let original):
        guard color != defaultColor else { continue }
        planStyleSet(key, parts: parts, style: style, color: color, original: original)
      case .notAColor(let what):
        // A key left out of the appearances is named once, for all its styles.
        if !isNamed {
          leftOut.append(.init(key: key, style: style, found: what))
        }
      case .invalid(let expected, let what):
        invalidColor(key, style: style, expected: expected, found: what)
      }
    }
  }

  /// Plans the set of the appearances, unless a value of theirs is not a color.
  ///
  /// - Returns: Whether the key was named as left out.
  private mutating func planAppearanceSet(
    _ key: String, parts: [String], reading: (ThemeStyle) -> AssetColor.Reading?
  ) -> Bool {
    var entries: [(AssetCatalogAppearance, AssetColor)] = []
    var conversions: [(style: ThemeStyle, from: ThemeWideColor.Space, to: AssetColor)] = []
    var notAColor: (style: ThemeStyle, found: String)?
    var isValid = true
    for cell in grid.cells {
      guard let found = reading(cell.style) else { continue }
      switch found {
      case .color(let color, let original):
        entries.append((cell.appearance, color))
        if let original { conversions.append((cell.style, original, color)) }
      case .notAColor(let what):
        notAColor = notAColor ?? (cell.style, what)
      case .invalid(let expected, let what):
        invalidColor(key, style: cell.style, expected: expected, found: what)
        isValid = false
      }
    }
    if let notAColor {
      let found =
        entries.isEmpty
        ? notAColor.found
        : "\(notAColor.found) for \"\(notAColor.style)\", where other appearances have a color"
      leftOut.append(.init(key: key, style: nil, found: found))
      return true
    }
    guard isValid, !entries.isEmpty else { return false }
    let written = planSet(
      key, parts: parts, in: [], owner: "key \"\(key)\"", realm: "",
      document: ColorSetWriter.colorSetDocument(entries))
    if written {
      for conversion in conversions {
        noteConversion(key, style: conversion.style, from: conversion.from, to: conversion.to)
      }
    }
    return false
  }

  /// Plans a style's own set for a key whose color there differs from the default style's.
  private mutating func planStyleSet(
    _ key: String, parts: [String], style: ThemeStyle, color: AssetColor,
    original: ThemeWideColor.Space?
  ) {
    guard !styleNameErrors.contains(style) else { return }
    let folder = style.rawValue
    let problem =
      CatalogNames.problem(with: folder)
      ?? (folder.contains(".") ? "\(ThemeColor.describe(folder)), with a dot" : nil)
    if let problem {
      styleNameErrors.insert(style)
      error(
        place: "style \"\(style)\"",
        expected: "a style name that makes a folder name (not empty, no \"/\" or \".\", no"
          + " control characters), as a style that is no appearance is written as a folder:"
          + " Xcode takes what follows a dot for the kind of asset",
        found: "the name \(problem)")
      return
    }
    let written = planSet(
      key, parts: parts, in: [folder], owner: "key \"\(key)\" of style \"\(style)\"",
      realm: folder,
      document: ColorSetWriter.colorSetDocument([(AssetCatalogAppearance(.any), color)]))
    guard written else { return }
    setsPerStyle[style, default: 0] += 1
    if let original { noteConversion(key, style: style, from: original, to: color) }
  }

  /// Adds a set's file and its folders, each folder a namespace, unless a name clashes.
  ///
  /// A key of more parts than the reader reads folders deep keeps its last parts in the set's
  /// name, joined by dots, which the reader reads back as the same key.
  ///
  /// - Returns: Whether the set was added.
  private mutating func planSet(
    _ key: String, parts: [String], in base: [String], owner: String, realm: String,
    document: XcodeJSON
  ) -> Bool {
    // The reader walks folders at most `maximumDepth` deep, the catalog folder included.
    let folderLimit = PaletteParser.maximumDepth - 1 - base.count
    let folderCount = min(parts.count - 1, folderLimit)
    let setName = parts[folderCount...].joined(separator: ".")
    let path = base + parts[..<folderCount] + [setName + ColorSetWriter.colorSetExtension]
    if let long = path.first(where: { $0.utf8.count > CatalogNames.maximumNameLength }) {
      error(
        place: "key \"\(key)\"",
        expected: "parts of at most \(CatalogNames.maximumNameLength) bytes, as file names",
        found: "\(ThemeColor.describe(long)), \(long.utf8.count) bytes long as a file name")
      return false
    }
    if let clash = names.add(path, owner: owner, realm: realm) {
      error(
        place: "key \"\(key)\"",
        expected: "a name that differs from every other color set's and folder's in more than"
          + " letter case or Unicode normalization, as macOS file systems do not tell those"
          + " apart, and a style's folder no key's group uses",
        found: clash)
      return false
    }
    for end in path.indices.dropLast() {
      folders.insert(Array(path[...end]))
    }
    files.append(File(path: path + ["Contents.json"], text: document.fileText))
    colorSetNames.append((base + parts[..<folderCount] + [setName]).joined(separator: "/"))
    return true
  }

  /// Notes a conversion once per key and the style that gives the value: a style without its
  /// own value shows the default style's.
  private mutating func noteConversion(
    _ key: String, style: ThemeStyle, from original: ThemeWideColor.Space, to color: AssetColor
  ) {
    let owner = contents.entries[key]?[style] != nil ? style : contents.defaultStyle
    converted[ConvertedKey(key: key, style: owner)] = .init(
      key: key, style: owner, from: original, colorSpace: color.space.rawValue)
  }

  private mutating func invalidColor(
    _ key: String, style: ThemeStyle, expected: String, found: String
  ) {
    let owner = contents.entries[key]?[style] != nil ? style : contents.defaultStyle
    error(place: "key \"\(key)\", style \"\(owner)\"", expected: expected, found: found)
  }

  private func error(place: String, expected: String, found: String) {
    findings.error(
      ThemeSourceError(source: source, place: place, expected: expected, found: found))
  }

}
