import Foundation

/// The `theme-lint` command: checks palettes for completeness and contrast, or converts one to
/// another format. Its exit status: 0 when every file loaded and no finding is an error
/// (warnings allowed), 1 on a load error or an error finding, 2 on bad usage.
enum ThemeLint {
  enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
  }

  /// Runs the command given by `arguments` (without the program's name) and returns its exit
  /// status.
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == "pack" {
      return ArgumentReader.asksForHelp(arguments)
        ? help() : PackLint.writeManifest(Array(arguments.dropFirst()))
    }
    if let first = arguments.first, PackLint.isPack(first), !ArgumentReader.asksForHelp(arguments) {
      return PackLint.check(arguments)
    }
    let command: LintCommand
    do {
      command = try LintCommand(parsing: arguments)
    } catch {
      printError("theme-lint: \(error.message)\n\n\(LintCommand.usage)")
      return ExitStatus.usage
    }
    switch command {
    case .help:
      return help()
    case .check(let options):
      return PaletteCheck(options: options).run()
    case .convert(let options):
      return PaletteConversion(options: options).run()
    }
  }

  /// Prints the usage of every form of the command.
  private static func help() -> Int32 {
    print(LintCommand.usage + "\n\n" + PackLint.usage)
    return ExitStatus.success
  }

  /// Writes `text` and a line break to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
