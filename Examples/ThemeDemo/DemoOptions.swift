import Foundation
import Theming

/// What the command line asked for.
struct DemoOptions: Equatable {
  var isInteractive = false
  var showsHelp = false
  /// `true` for `--color`, `false` for `--no-color`, `nil` to decide from the environment.
  var forcedColor: Bool?
  var storePath: String?

  /// The help text, with the steps the walkthrough prints and the store this run would use.
  @MainActor
  static func usage(environment: [String: String]) -> String {
    let steps = Walkthrough.steps.enumerated().flatMap { index, step in
      TextWrapping.words(
        step, width: TerminalWidth.fallback, prefix: "  (\(index + 1)) ", indent: "      ")
    }
    let store = DemoOptions().storeURL(environment: environment).path
    let (preferred, minimum) = (TerminalRenderer.preferredWidth, TerminalRenderer.minimumWidth)
    return """
      Usage: ThemeDemo [--interactive] [--color | --no-color] [--store PATH]

      Draws a small app screen in the terminal and walks it through these steps:
      \(steps.joined(separator: "\n"))
      Run it twice: the second run starts in the style the first one chose.

        --interactive   Press keys instead: l light, d dark, f follow the terminal's
                        style (read from COLORFGBG) or stop following it, o pin the
                        card to dark or unpin it, s select the Favourites row,
                        m move the Share button, q quit. Choosing l or d stops
                        following the terminal. Other keys are ignored.
        --color         Always use 24-bit color escapes.
        --no-color      Never use color; plain text names the colors instead.
                        (Setting NO_COLOR does the same.)
        --store PATH    Where the chosen style is saved. Default: $THEME_DEMO_STORE
                        if set, else $XDG_CONFIG_HOME/ThemeDemo/theme.json, which
                        is ~/.config/ThemeDemo/theme.json when XDG_CONFIG_HOME is
                        not set: a file of the user's own. Now:
                        \(store)
        -h, --help      Show this help.

      The screen is \(preferred) columns wide, or as wide as a narrower terminal (COLUMNS,
      else the terminal's own width); it needs at least \(minimum).
      """
  }

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
