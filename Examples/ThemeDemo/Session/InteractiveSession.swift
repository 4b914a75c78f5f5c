import Theming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--interactive`: redraws the screen after each key a person presses.
@MainActor
final class InteractiveSession {
  private let app: DemoApp
  /// Captions since the last redraw, shown under the screen.
  private var captions: [String] = []
  private let clearsScreen = isatty(STDOUT_FILENO) != 0

  init(app: DemoApp) {
    self.app = app
  }

  func run() {
    app.captionHandler = { [weak self] caption in self?.captions.append(caption) }
    captions.append(app.launchMessage)
    let input = KeyboardInput()
    defer { input.restore() }
    redraw()
    while let command = input.nextCommand(), command != .quit {
      perform(command)
      redraw()
    }
  }

  private func perform(_ command: DemoCommand) {
    let screen = app.screen
    switch command {
    case .light:
      switchTheme(to: .light)
    case .dark:
      switchTheme(to: .dark)
    case .toggleCardOverride:
      screen.cardOverride = screen.cardOverride == nil ? .dark : nil
    case .toggleSelection:
      screen.toggleFavourite()
    case .toggleFollowSystem:
      app.manager.followsSystem.toggle()
      let system = app.manager.systemThemeStyle?.rawValue ?? "unknown (no COLORFGBG)"
      captions.append("follow system: \(app.manager.followsSystem) (terminal: \(system))")
    case .moveShareButton:
      screen.moveShareButton()
      let place = screen.isShareButtonInCard ? "the card" : "the toolbar"
      let style = screen.shareButton.theme(in: app.manager).effectiveThemeStyle
      captions.append("share button moved to \(place), reported: now \(style)")
    case .unknown(let key):
      captions.append("unknown key '\(key)'")
    case .quit:
      break
    }
  }

  /// Switches, or says why nothing moved: the library does no work for the current style.
  private func switchTheme(to style: ThemeStyle) {
    if app.manager.currentThemeStyle == style {
      captions.append("already \(style)")
    }
    app.manager.changeTheme(to: style)
  }

  private func redraw() {
    if clearsScreen { print(TerminalRenderer.clearScreen, terminator: "") }
    for line in app.renderedScreen() { print(line) }
    let screen = app.screen
    let override = screen.cardOverride?.rawValue ?? "none"
    let selected = screen.favouritesRow.isSelected ? "yes" : "no"
    print(
      "style: \(app.manager.currentThemeStyle)   card override: \(override)"
        + "   favourites selected: \(selected)"
    )
    print(
      "keys: l light  d dark  o card override  s select row  m move Share  f follow terminal"
        + "  q quit"
    )
    for caption in captions { print("  \(caption)") }
    captions.removeAll()
  }
}
