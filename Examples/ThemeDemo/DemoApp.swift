import Foundation
import Theming

/// What the walkthrough and the interactive session share: the manager, the screen, the
/// renderer, and the lines the library reports (switches and diagnostics).
@MainActor
final class DemoApp {
  let manager: ThemeManager
  let screen: DemoScreen
  let renderer: TerminalRenderer
  let storeURL: URL
  /// The process's environment: the terminal's width is read from it at each draw.
  let environment: [String: String]
  /// What was found in the store at launch, said once before anything is drawn, and whether
  /// the restored setting follows the terminal's style.
  private(set) var launchMessage: String

  /// Where captions from the observer and the diagnostic handler go: printed, indented, unless
  /// this is set. The interactive session collects them instead, because it clears the screen
  /// on every key.
  var captionHandler: ((String) -> Void)?

  /// The observer lives as long as this token does.
  private var observation: ThemeObservation?

  init(options: DemoOptions, environment: [String: String]) {
    storeURL = options.storeURL(environment: environment)
    self.environment = environment
    renderer = TerminalRenderer(
      mode: ColorMode.resolve(forcedColor: options.forcedColor, environment: environment)
    )
    manager = ThemeManager(defaultStyle: .light, store: FileThemeStore(url: storeURL))
    launchMessage = Self.launchMessage(for: manager)
    screen = DemoScreen(manager: manager)

    manager.diagnosticHandler = { [weak self] diagnostic in
      self?.caption("diagnostic: \(diagnostic)")
    }
    // The terminal is this demo's "system": it reports its background through COLORFGBG.
    if let style = Self.terminalStyle(environment) {
      manager.systemStyleDidChange(to: style)
    }
    if manager.followsSystem {
      launchMessage += "; following the terminal's style: \(manager.currentThemeStyle)"
    }
    observation = manager.addObserver { [weak self] change in
      self?.caption("observer: \(change.oldStyle) → \(change.newStyle)")
    }
  }

  func caption(_ text: String) {
    if let captionHandler { return captionHandler(text) }
    for line in TextWrapping.words(text, width: lineWidth, prefix: "  ", indent: "    ") {
      print(line)
    }
  }

  /// The terminal's width now, or `nil` when the output is not a terminal of known size.
  var columns: Int? { TerminalWidth.columns(environment: environment) }

  /// The width to wrap text lines to: the terminal's, else 80 columns.
  var lineWidth: Int { columns ?? TerminalWidth.fallback }

  /// Says so when the terminal is too narrow for the screen. The walkthrough still draws the
  /// screen at its narrowest, which then wraps; the interactive session shows this instead.
  var narrowTerminalNotice: String? {
    guard let columns, columns < TerminalRenderer.minimumWidth else { return nil }
    return "This terminal is \(columns) columns wide; the screen needs at least "
      + "\(TerminalRenderer.minimumWidth). Widen the window, or set COLUMNS."
  }

  /// The screen as printable lines, with the style in effect in the top border.
  func renderedScreen() -> [String] {
    render(screen, title: "ThemeDemo · \(manager.currentThemeStyle)")
  }

  /// Any screen as printable lines, as wide as the terminal allows.
  func render(_ screen: DemoScreen, title: String) -> [String] {
    screen.showFollowSetting()
    return renderer.fitted(toColumns: columns).render(screen.root, title: title)
  }

  /// The terminal's background as a style, from `COLORFGBG` ("foreground;background", set by
  /// rxvt, Konsole and others): the 16-color indexes 0–6 and 8 are dark backgrounds.
  static func terminalStyle(_ environment: [String: String]) -> ThemeStyle? {
    guard let value = environment["COLORFGBG"],
      let background = value.split(separator: ";").last.flatMap({ Int($0) })
    else { return nil }
    return (0...6).contains(background) || background == 8 ? .dark : .light
  }

  /// Tells a restored choice from a first run by looking in the store itself: the manager only
  /// says which style it started in, and `.light` is both the default and a valid choice.
  private static func launchMessage(for manager: ThemeManager) -> String {
    let current = manager.currentThemeStyle
    let saved: String?
    do {
      saved = try manager.store.string(forKey: manager.storeKey)
    } catch {
      // The manager already reported this while it was created (on standard error, because a
      // handler can only be set after `init`); say here what it means for this run.
      return "Saved style could not be read; starting in \(current)"
    }
    guard let saved else { return "No saved style; starting in \(current)" }
    if saved == current.rawValue {
      return "Restored from last run: \(current)"
    }
    return "Saved style \"\(saved)\" is not usable; starting in \(current)"
  }
}
