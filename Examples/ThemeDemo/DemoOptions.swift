import Foundation
import Theming

/// What the command line asked for.
struct DemoOptions: Equatable {
  var isInteractive = false
  var showsHelp = false
  /// `true` for `--color`, `false` for `--no-color`, `nil` to decide from the environment.
  var forcedColor: Bool?
  var storePath: String?

  static let usage = """
    Usage: ThemeDemo [--interactive] [--color | --no-color] [--store PATH]

    Draws a small app screen in the terminal and walks through theme switches:
    light, dark, a card pinned to dark, a stateful row, and the choice remembered.

      --interactive   Press keys instead: l light, d dark, o toggle the card's
                      override, s toggle the selected row, m move the Share button,
                      f toggle following the terminal's style, q quit.
      --color         Always use 24-bit color escapes.
      --no-color      Never use color; plain text names the colors instead.
                      (Setting NO_COLOR does the same.)
      --store PATH    Where the chosen style is saved. Default: $THEME_DEMO_STORE,
                      else the user's configuration folder, as the library
                      keeps it on Linux: ~/.config/ThemeDemo/theme.json.
      -h, --help      Show this help.
    """

  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  static func parse(_ arguments: [String]) throws -> DemoOptions {
    var options = DemoOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--interactive", "-i":
        options.isInteractive = true
      case "--color":
        options.forcedColor = true
      case "--no-color":
        options.forcedColor = false
      case "--store":
        guard let path = remaining.popFirst() else {
          throw UsageError(description: "--store needs a path")
        }
        options.storePath = path
      case "--help", "-h":
        options.showsHelp = true
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
    return options
  }

  /// The file the chosen style lives in: the flag, then the environment, then the user's own
  /// configuration folder (`$XDG_CONFIG_HOME/ThemeDemo`, else `~/.config/ThemeDemo`), so that
  /// repeated runs remember each user's choice, and no two users share one file.
  func storeURL(environment: [String: String]) -> URL {
    if let storePath { return URL(fileURLWithPath: storePath) }
    if let path = environment["THEME_DEMO_STORE"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return FileThemeStore.defaultLocation(forApplication: "ThemeDemo", environment: environment)
  }
}
