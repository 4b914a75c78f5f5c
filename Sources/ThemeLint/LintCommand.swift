/// What `theme-lint` was asked to do, read from its arguments by hand (the package has no
/// dependencies, so no argument parser).
enum LintCommand: Equatable {
  /// Check palettes: `theme-lint FILE… [--pairs PAIRS.json] [--min RATIO] [--format text|json]`.
  case check(CheckOptions)
  /// Convert a palette: `theme-lint convert IN --to FORMAT OUT`.
  case convert(ConvertOptions)
  /// Print the usage text.
  case help

  enum ReportFormat: String, Equatable {
    case text
    case json
  }

  struct CheckOptions: Equatable {
    var files: [String] = []
    var pairsFile: String?
    /// Replaces every pair's own minimum when given.
    var minimumRatio: Double?
    var format: ReportFormat = .text
    /// Whether what a loader read leniently or left out is an error rather than a warning.
    var strict = false
    var reading = PaletteFormat.ReadOptions()
  }

  struct ConvertOptions: Equatable {
    var input: String
    var output: String
    var format: PaletteFormat
    var reading = PaletteFormat.ReadOptions()
  }

  /// The options that say how palettes are read, for both commands.
  static let readOptionNames: Set<String> = [
    "--as", "--base", "--style", "--input", "--style-modifier", "--root",
  ]

  /// Arguments that do not make a command; the message says which and why.
  struct UsageError: Error, Equatable {
    let message: String
  }

  static let usage = """
    USAGE: theme-lint FILE... [--pairs PAIRS.json] [--min RATIO] [--format text|json]
                      [--strict] [READING OPTIONS]
           theme-lint --style NAME=FILE... [--base FILE...] [CHECK OPTIONS]
           theme-lint convert IN --to json|plist|table|tokens|resolver|xcassets OUT
                      [READING OPTIONS]

    Checks each palette FILE: every key has a value in every style (a missing one is a warning
    when the default style's value stands in for it), and, with --pairs, every foreground and
    background pair keeps its WCAG 2.2 contrast ratio in every style. Every finding of every
    file is printed, then a summary with the keys read, read leniently and left out.

    A file's format follows from its name: .json (a style tree), .plist (a property list),
    .txt or .table (a DKNightVersion color table), .tokens or .tokens.json (design tokens),
    .resolver.json (a design-token resolver), .xcassets (an asset catalog folder). A .json or
    .plist file whose content shows another form is read as that: design tokens, a resolver,
    a Tokens Studio export, or a theme file of one style named after the file (a top-level
    value or array that is not a group, as in a SwiftTheme theme or a skin's configuration).
    A folder holding $themes.json or $metadata.json is a Tokens Studio export.

    READING OPTIONS:
      --as FORMAT         Reads every file as FORMAT whatever its name: json, plist, table,
                          tokens, resolver, xcassets, theme-file (SwiftTheme: one style per
                          file, named after it), tokens-studio.
      --base FILE         A design-token document laid under each token file, as an export's
                          primitives are (Figma's "Primitives" collection). Repeatable.
      --style NAME=FILE   One style of a multi-file token export; together, over the --base
                          documents, they make one palette, the first style the default.
                          Repeatable; FILE arguments may follow as palettes of their own.
      --input MOD=CTX     For a resolver: the context of a modifier other than the styles'.
                          Repeatable.
      --style-modifier M  For a resolver: the modifier whose contexts are the styles.
      --root DIR          For a resolver: the folder its references must stay within, which
                          must hold it (by default its own folder), as a repository's themes
                          refer to "../core.json". Absolute paths, URLs and symbolic links
                          out of DIR are refused.

    CHECK OPTIONS:
      --pairs PAIRS.json  The pairs to check: {"pairs": [{"foreground": "title",
                          "background": "BG", "minimum": 4.5}]}. A pair without a minimum
                          or role needs 4.5 : 1 (text).
      --min RATIO         The minimum ratio, 1 to 21, for every pair, replacing the minimums
                          and roles in the pairs file. Needs --pairs.
      --format FORMAT     text (one line per finding, the default) or json (an array).
      --strict            Makes what a loader read by a lenient rule or left out (a 3-digit
                          hex fallback, a unit the format does not list, a token without a
                          type, a trailing comma) an error, for a CI that wants the letter of
                          the format.
      -h, --help          Shows this text; after --, -h is a file's name.

    convert writes the palette IN in another format to OUT ("-" for standard output). JSON,
    property lists and resolver documents hold every value: a design token as its type and
    value, a color in its own space (hex when that is exact). tokens writes a token document
    when the palette has one style, and a resolver document, which holds every style, when OUT
    ends in .resolver.json; resolver always writes one. xcassets writes an Xcode asset catalog
    folder, replacing one already at OUT: a color set per color, light and dark (and high
    contrast) as appearances, other styles as folders of their own. A table holds 8-bit sRGB
    colors only. What a format cannot hold is left out and named on standard error, and the
    rest is written.

    EXIT STATUS: 0 when every file loads and has no error (warnings allowed), 1 when a file
    does not load, a finding is an error or a conversion fails, 2 on bad usage.
    """

  /// Reads a command from `arguments`, the program's name left out.
  ///
  /// - Throws: ``UsageError`` naming the argument that does not fit.
  init(parsing arguments: [String]) throws(UsageError) {
    if ArgumentReader.asksForHelp(arguments) {
      self = .help
      return
    }
    if arguments.first == "convert" {
      var reader = ArgumentReader(
        arguments.dropFirst(), optionNames: Self.readOptionNames.union(["--to"]))
      self = .convert(try Self.convertOptions(&reader))
    } else {
      var reader = ArgumentReader(
        arguments[...], optionNames: Self.readOptionNames.union(["--pairs", "--min", "--format"]),
        flagNames: ["--strict"])
      self = .check(try Self.checkOptions(&reader))
    }
  }

  private static func checkOptions(_ reader: inout ArgumentReader) throws(UsageError)
    -> CheckOptions
  {
    var options = CheckOptions()
    while let argument = try reader.next() {
      switch argument {
      case .positional(let file):
        options.files.append(file)
      case .option("--pairs", let value):
        try setOnce(&options.pairsFile, "--pairs", to: value)
      case .option("--min", let value):
        guard let ratio = Double(value), ratio.isFinite, (1...21).contains(ratio) else {
          throw UsageError(message: "--min takes a ratio from 1 to 21, not \"\(value)\"")
        }
        try setOnce(&options.minimumRatio, "--min", to: ratio)
      case .option("--format", let value):
        guard let format = ReportFormat(rawValue: value) else {
          throw UsageError(message: "--format takes text or json, not \"\(value)\"")
        }
        options.format = format
      case .flag("--strict"):
        options.strict = true
      case .option(let name, let value):
        try options.reading.take(name, value)
      case .flag(let name):
        throw UsageError(message: "unknown option \(name)")
      }
    }
    guard !options.files.isEmpty || !options.reading.styles.isEmpty else {
      throw UsageError(message: "no palette file given")
    }
    if options.minimumRatio != nil, options.pairsFile == nil {
      throw UsageError(message: "--min sets the minimum of the pairs given with --pairs")
    }
    return options
  }

  private static func convertOptions(_ reader: inout ArgumentReader) throws(UsageError)
    -> ConvertOptions
  {
    var files: [String] = []
    var format: PaletteFormat?
    var reading = PaletteFormat.ReadOptions()
    while let argument = try reader.next() {
      switch argument {
      case .positional(let file):
        files.append(file)
      case .option("--to", let value):
        guard let target = PaletteFormat.writable.first(where: { $0.name == value }) else {
          let names = PaletteFormat.writable.map(\.name).joined(separator: ", ")
          throw UsageError(message: "--to takes one of \(names), not \"\(value)\"")
        }
        try setOnce(&format, "--to", to: target)
      case .option(let name, let value):
        try reading.take(name, value)
      case .flag(let name):
        throw UsageError(message: "unknown option \(name)")
      }
    }
    // With --style, the styles are the input and the one file is the output.
    let inputs = reading.styles.isEmpty ? 1 : 0
    guard files.count == inputs + 1 else {
      throw UsageError(
        message: inputs == 1
          ? "convert takes an input and an output file, given \(files.count)"
          : "convert with --style takes only an output file, given \(files.count)")
    }
    guard let format else { throw UsageError(message: "convert needs --to FORMAT") }
    return ConvertOptions(
      input: inputs == 1 ? files[0] : "", output: files[inputs], format: format, reading: reading)
  }

  static func setOnce<Value>(_ slot: inout Value?, _ name: String, to value: Value)
    throws(UsageError)
  {
    guard slot == nil else { throw UsageError(message: "\(name) given twice") }
    slot = value
  }
}
