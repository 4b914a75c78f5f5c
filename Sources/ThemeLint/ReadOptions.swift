import Foundation
import Theming
import ThemingPalettes

extension PaletteFormat {
  /// How palettes are read, beyond what their names and contents show: what the library's
  /// loaders take as arguments, given on the command line.
  struct ReadOptions: Equatable {
    /// One style of a multi-file token export: `--style NAME=FILE`.
    struct StyleFile: Equatable {
      let style: ThemeStyle
      let file: String
    }

    /// The format every file is read as, whatever its name (`--as`).
    var format: PaletteFormat?
    /// Token documents laid under each token file (`--base`).
    var base: [String] = []
    /// The styles of one palette made of token files (`--style`).
    var styles: [StyleFile] = []
    /// A resolver's contexts for the modifiers other than the styles' (`--input`).
    var inputs: [String: String] = [:]
    /// A resolver's modifier whose contexts are the styles (`--style-modifier`).
    var styleModifier: String?
    /// The folder a resolver's references must stay within, which holds the resolver
    /// (`--root`); the resolver's own folder when `nil`.
    var root: String?

    /// Takes the option `name` with its value.
    ///
    /// - Throws: ``LintCommand/UsageError`` for a value the option cannot take, or an option
    ///   that is not a reading option.
    mutating func take(_ name: String, _ value: String) throws(LintCommand.UsageError) {
      switch name {
      case "--as":
        guard let format = PaletteFormat.allCases.first(where: { $0.name == value }) else {
          let names = PaletteFormat.allCases.map(\.name).joined(separator: ", ")
          throw LintCommand.UsageError(message: "--as takes one of \(names), not \"\(value)\"")
        }
        try LintCommand.setOnce(&self.format, "--as", to: format)
      case "--base":
        base.append(value)
      case "--style":
        let (style, file) = try Self.pair(value, of: name, "NAME=FILE")
        guard !styles.contains(where: { $0.style.rawValue == style }) else {
          throw LintCommand.UsageError(message: "--style gives the style \"\(style)\" twice")
        }
        styles.append(StyleFile(style: ThemeStyle(rawValue: style), file: file))
      case "--input":
        let (modifier, context) = try Self.pair(value, of: name, "MODIFIER=CONTEXT")
        guard inputs[modifier] == nil else {
          throw LintCommand.UsageError(message: "--input gives the modifier \"\(modifier)\" twice")
        }
        inputs[modifier] = context
      case "--style-modifier":
        try LintCommand.setOnce(&styleModifier, name, to: value)
      case "--root":
        guard !value.isEmpty else {
          throw LintCommand.UsageError(message: "--root takes a folder, not \"\"")
        }
        try LintCommand.setOnce(&root, name, to: value)
      default:
        throw LintCommand.UsageError(message: "unknown option \(name)")
      }
    }

    private static func pair(_ value: String, of option: String, _ shape: String)
      throws(LintCommand.UsageError) -> (String, String)
    {
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
        value.index(after: equals) != value.endIndex
      else {
        throw LintCommand.UsageError(message: "\(option) takes \(shape), not \"\(value)\"")
      }
      return (String(value[..<equals]), String(value[value.index(after: equals)...]))
    }

    /// The `--root` folder, as the resolver reader takes it.
    var rootURL: URL? {
      root.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The `--base` documents, read.
    func baseFiles() throws(ThemeSourceError) -> [ThemeTokenFile] {
      var files: [ThemeTokenFile] = []
      for path in base { files.append(try ThemeTokenFile(contentsOf: URL(fileURLWithPath: path))) }
      return files
    }

    /// The palette the `--style` files make over the `--base` documents.
    func stylesPalette() throws(ThemeSourceError) -> ThemePaletteContents {
      var files: [(style: ThemeStyle, file: ThemeTokenFile)] = []
      for style in styles {
        files.append(
          (style.style, try ThemeTokenFile(contentsOf: URL(fileURLWithPath: style.file))))
      }
      return try ThemePaletteContents(designTokenStyles: files, base: baseFiles())
    }

    /// How the `--style` palette is named in reports.
    var stylesSource: String {
      "--style " + styles.map { "\($0.style)=\($0.file)" }.joined(separator: " ")
    }
  }
}
