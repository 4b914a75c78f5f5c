import Foundation
import Theming
import ThemingPalettes

/// `theme-lint convert IN --to FORMAT OUT`: reads a palette and writes it in another format,
/// saying on standard error what the target format cannot keep.
struct PaletteConversion {
  let options: LintCommand.ConvertOptions

  func run() -> Int32 {
    do {
      let read =
        options.reading.styles.isEmpty
        ? try PaletteFormat.read(path: options.input, options: options.reading)
        : try options.reading.stylesPalette()
      let source = options.reading.styles.isEmpty ? options.input : options.reading.stylesSource
      if options.format == .assetCatalog {
        for note in try writeCatalog(read, source: source) {
          ThemeLint.printError("theme-lint: note: \(note)")
        }
        return ThemeLint.ExitStatus.success
      }
      let (contents, leftOut) = held(read)
      try write(try data(of: contents, source: source))
      for note in notes(on: contents, leftOut: leftOut) {
        ThemeLint.printError("theme-lint: note: \(note)")
      }
      return ThemeLint.ExitStatus.success
    } catch {
      ThemeLint.printError(error.description)
      return ThemeLint.ExitStatus.failure
    }
  }

  /// The file's bytes. Design tokens are a token document for one style, and a resolver
  /// document, which holds every style, for several: then the output must be named so.
  private func data(of contents: ThemePaletteContents, source: String) throws(ThemeSourceError)
    -> Data
  {
    guard options.format == .designTokens else {
      return try options.format.write(contents, source: source)
    }
    if contents.styles.count == 1 {
      return try contents.designTokenDocumentData(hexStringsAsColors: true)
    }
    guard options.output == "-" || options.output.lowercased().hasSuffix(".resolver.json") else {
      throw ThemeSourceError(
        source: options.output,
        place: "its name",
        expected: "a name ending in .resolver.json for the resolver document that holds the "
          + "\(contents.styles.count) styles (a token document holds one)",
        found: "\"\((options.output as NSString).lastPathComponent)\""
      )
    }
    return try contents.designTokensData(hexStringsAsColors: true)
  }

  /// Writes the contents as the asset catalog folder `OUT`, and says what the catalog does not
  /// hold as the palette does: the values that are no colors, the styles that are no
  /// appearance, the colors converted to a space the catalog has.
  private func writeCatalog(_ contents: ThemePaletteContents, source: String)
    throws(ThemeSourceError) -> [String]
  {
    guard options.output != "-" else {
      throw ThemeSourceError(
        source: "-", place: "the output",
        expected: "a folder ending in .xcassets, as an asset catalog is a folder",
        found: "standard output")
    }
    let report = try contents.writeAssetCatalog(
      to: URL(fileURLWithPath: options.output, isDirectory: true), source: source)
    var notes = [
      "\(report.colorSetNames.count) color \(report.colorSetNames.count == 1 ? "set" : "sets") "
        + "written; "
        + report.appearances.sorted { $0.key < $1.key }.map { "\($0.key) as \($0.value)" }
        .joined(separator: ", ")
    ]
    let leftOut = Array(Set(report.leftOut.map(\.key))).sorted()
    if !leftOut.isEmpty {
      notes.append(LeftOut(reason: .notACatalogColor, keys: leftOut).note)
    }
    if !report.styleFolders.isEmpty {
      notes.append(
        "styles that are no appearance are folders of their own, with the colors that differ "
          + "from the default style's: "
          + report.styleFolders.map { "\($0)/" }.joined(separator: ", "))
    }
    if !report.stylesLikeDefault.isEmpty {
      notes.append(
        "styles not written, as their colors are all the default style's: "
          + report.stylesLikeDefault.map(\.rawValue).joined(separator: ", "))
    }
    if !report.convertedColors.isEmpty {
      let count = report.convertedColors.count
      notes.append(
        "\(count) \(count == 1 ? "color was" : "colors were") converted to a color space the "
          + "catalog has: \(report.convertedColors.prefix(3).map(\.description).joined(separator: "; "))"
          + (count > 3 ? "; …" : ""))
    }
    return notes
  }

  /// The contents without the keys whose values the target format truly cannot hold, and
  /// those keys with the reason: a table holds colors only; a property list has no `null`,
  /// which a design token of a type the library does not read may hold; a token document
  /// reads text written `{a.b}` as a reference. Everything else every format holds.
  private func held(_ contents: ThemePaletteContents) -> (ThemePaletteContents, [LeftOut]) {
    let target = options.format
    var leftOut: [LeftOut] = []
    var entries = contents.entries
    for reason in LeftOut.Reason.allCases where reason.applies(to: target) {
      let keys = entries.filter { key, _ in
        contents.styles.contains { style in
          contents.value(for: key, style: style).map { !reason.holds($0) } ?? false
        }
      }.keys.sorted()
      guard !keys.isEmpty else { continue }
      for key in keys { entries[key] = nil }
      leftOut.append(LeftOut(reason: reason, keys: keys))
    }
    guard !leftOut.isEmpty else { return (contents, []) }
    let kept =
      (try? ThemePaletteContents(
        styles: contents.styles, entries: entries, tokenInfo: contents.tokenInfo)) ?? contents
    return (kept, leftOut)
  }

  private func write(_ data: Data) throws(ThemeSourceError) {
    if options.output == "-" {
      FileHandle.standardOutput.write(data)
      return
    }
    do {
      try data.write(to: URL(fileURLWithPath: options.output), options: .atomic)
    } catch {
      throw ThemeSourceError(
        source: options.output,
        place: "the file",
        expected: "a file that can be written",
        found: (error as NSError).localizedDescription
      )
    }
  }

  /// What the written file does not keep of `contents`, and the keys left out.
  func notes(on contents: ThemePaletteContents, leftOut: [LeftOut]) -> [String] {
    let target = options.format
    var notes = leftOut.map(\.note)
    let values = contents.entries.values.flatMap(\.values)
    let colors = values.filter { if case .color = $0 { true } else { false } }.count
    if colors > 0, !target.keepsColorSpaces {
      notes.append(
        "\(colors) \(colors == 1 ? "color was" : "colors were") written as 8-bit sRGB hex: "
          + "\(target.name) keeps no color space, and colors outside sRGB were brought into it")
    }
    if target == .colorTable {
      let missing = contents.styles.count * contents.entries.count - values.count
      if missing > 0 {
        notes.append(
          "\(missing) missing \(missing == 1 ? "value was" : "values were") filled with the "
            + "default style's colors: a table has a color in every column")
      }
    } else if !target.recordsDefaultStyle, target != .designTokens {
      let names = contents.styles.sorted()
      let guessed = names.contains(.light) ? ThemeStyle.light : names.first
      if guessed != contents.defaultStyle {
        notes.append(
          "\(target.name) does not record the default style \"\(contents.defaultStyle)\": "
            + "load it with defaultStyle: \"\(contents.defaultStyle)\"")
      }
    }
    return notes
  }
}
