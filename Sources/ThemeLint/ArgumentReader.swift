/// Splits command-line arguments into positional ones, options with a value, written
/// `--name value` or `--name=value`, and flags without one. After `--`, every argument is
/// positional; a lone `-` is positional (standard output, for convert).
struct ArgumentReader {
  enum Argument: Equatable {
    case positional(String)
    case option(String, value: String)
    case flag(String)
  }

  private var remaining: ArraySlice<String>
  private let optionNames: Set<String>
  private let flagNames: Set<String>
  private var onlyPositionals = false

  /// - Parameters:
  ///   - arguments: The arguments to read.
  ///   - optionNames: The options there are, each taking a value.
  ///   - flagNames: The flags there are, which take none.
  init(_ arguments: ArraySlice<String>, optionNames: Set<String>, flagNames: Set<String> = []) {
    remaining = arguments
    self.optionNames = optionNames
    self.flagNames = flagNames
  }

  /// Whether `arguments` ask for help: `-h` or `--help` before any `--`, after which `-h` is a
  /// file's name.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
  }

  /// The next argument, or `nil` at the end.
  ///
  /// - Throws: ``LintCommand/UsageError`` for an unknown option, or one without its value.
  mutating func next() throws(LintCommand.UsageError) -> Argument? {
    guard let argument = remaining.popFirst() else { return nil }
    if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
      return .positional(argument)
    }
    if argument == "--" {
      onlyPositionals = true
      return try next()
    }
    if flagNames.contains(argument) { return .flag(argument) }
    var name = argument
    var value: String?
    if let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      value = String(argument[argument.index(after: equals)...])
    }
    guard optionNames.contains(name) else {
      throw LintCommand.UsageError(message: "unknown option \(name)")
    }
    guard let value = value ?? remaining.popFirst() else {
      throw LintCommand.UsageError(message: "\(argument) needs a value")
    }
    return .option(name, value: value)
  }
}
