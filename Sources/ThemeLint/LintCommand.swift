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
  }

  struct ConvertOptions: Equatable {
    var input: String
    var output: String
    var format: PaletteFormat
  }

  /// Arguments that do not make a command; the message says which and why.
  struct UsageError: Error, Equatable {
    let message: String
  }

  static let usage = """
    USAGE: theme-lint FILE... [--pairs PAIRS.json] [--min RATIO] [--format text|json]
           theme-lint convert IN --to json|plist|table|tokens OUT

    Checks each palette FILE: every key has a value in every style (a missing one is a warning
    when the default style's value stands in for it), and, with --pairs, every foreground and
    background pair keeps its WCAG 2.2 contrast ratio in every style.

    A file's format follows from its name: .json (a style tree), .plist (a property list),
    .txt or .table (a DKNightVersion color table), .tokens or .tokens.json (design tokens),
    .resolver.json (a design-token resolver), .xcassets (an asset catalog folder).

    OPTIONS:
      --pairs PAIRS.json  The pairs to check: {"pairs": [{"foreground": "title",
                          "background": "BG", "minimum": 4.5}]}. A pair without a minimum
                          or role needs 4.5 : 1 (text).
      --min RATIO         The minimum ratio, 1 to 21, for every pair, replacing the minimums
                          and roles in the pairs file. Needs --pairs.
      --format FORMAT     text (one line per finding, the default) or json (an array).
      -h, --help          Shows this text.

    convert writes the palette IN in another format to OUT ("-" for standard output). JSON,
    property lists and tables hold colors as 8-bit sRGB hex; a table holds colors only.

    EXIT STATUS: 0 when every file loads and has no error (warnings allowed), 1 when a file
    does not load, a finding is an error or a conversion fails, 2 on bad usage.
    """

  /// Reads a command from `arguments`, the program's name left out.
  ///
  /// - Throws: ``UsageError`` naming the argument that does not fit.
  init(parsing arguments: [String]) throws(UsageError) {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
      self = .help
      return
    }
    if arguments.first == "convert" {
      var reader = ArgumentReader(arguments.dropFirst(), optionNames: ["--to"])
      self = .convert(try Self.convertOptions(&reader))
    } else {
      var reader = ArgumentReader(arguments[...], optionNames: ["--pairs", "--min", "--format"])
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
      case .option(let name, _):
        throw UsageError(message: "unknown option \(name)")
      }
    }
    guard !options.files.isEmpty else { throw UsageError(message: "no palette file given") }
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
      case .option(let name, _):
        throw UsageError(message: "unknown option \(name)")
      }
    }
    guard files.count == 2 else {
      throw UsageError(message: "convert takes an input and an output file, given \(files.count)")
    }
    guard let format else { throw UsageError(message: "convert needs --to FORMAT") }
    return ConvertOptions(input: files[0], output: files[1], format: format)
  }

  private static func setOnce<Value>(_ slot: inout Value?, _ name: String, to value: Value)
    throws(UsageError)
  {
    guard slot == nil else { throw UsageError(message: "\(name) given twice") }
    slot = value
  }
}
