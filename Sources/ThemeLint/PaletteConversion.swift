import Foundation
import Theming
import ThemingPalettes

/// `theme-lint convert IN --to FORMAT OUT`: reads a palette and writes it in another format,
/// saying on standard error what the target format cannot keep.
struct PaletteConversion {
  let options: LintCommand.ConvertOptions

  func run() -> Int32 {
    do {
      let contents = try PaletteFormat.read(path: options.input)
      let data = try options.format.write(contents, source: options.input)
      try write(data)
      for note in notes(on: contents) { ThemeLint.printError("theme-lint: note: \(note)") }
      return ThemeLint.ExitStatus.success
    } catch {
      ThemeLint.printError(error.description)
      return ThemeLint.ExitStatus.failure
    }
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

  /// What the written file does not keep of `contents`.
  func notes(on contents: ThemePaletteContents) -> [String] {
    let target = options.format
    var notes: [String] = []
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
