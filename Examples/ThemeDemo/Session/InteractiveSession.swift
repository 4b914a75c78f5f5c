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

  /// What each key does, as the key line shows it.
  static let keys = [
    "l light", "d dark", "f follow terminal", "o card override", "s select row",
    "m move Share", "q quit",
  ]

  func run() {
    app.captionHandler = { [weak self] caption in self?.captions.append(caption) }
    captions.append(app.launchMessage)
    captions.append("store: \(app.storeURL.path)")
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
      toggleFollowing()
    case .moveShareButton:
      screen.moveShareButton()
      let place = screen.isShareButtonInCard ? "the card" : "the toolbar"
      let style = screen.shareButton.theme(in: app.manager).effectiveThemeStyle
      captions.append("share button moved to \(place), reported: now \(style)")
    case .unknown(let key):
      captions.append("unknown key '\(key)': the keys are listed above")
    case .quit:
      break
    }
  }

  /// Switches, or says why nothing moved: the library does no work for the current style. An
  /// explicit choice also stops following the terminal, which is said too, so that the next
  /// `f` is not a surprise.
  private func switchTheme(to style: ThemeStyle) {
    let manager = app.manager
    let wasFollowing = manager.followsSystem
    let firstCaption = captions.count
    if manager.currentThemeStyle == style {
      captions.append("already \(style)")
    }
    manager.changeTheme(to: style)
    if wasFollowing && !manager.followsSystem {
      captions.insert(
        "follow terminal: off, since \(style) was chosen; press f to follow it again",
        at: firstCaption)
    }
  }

  /// Turns following the terminal's style on or off, and says what that did, before the
  /// observer's caption for the switch it causes.
  private func toggleFollowing() {
    let manager = app.manager
    let firstCaption = captions.count
    manager.followsSystem.toggle()
    let caption: String
    if !manager.followsSystem {
      caption = "follow terminal: off; back to the chosen style, \(manager.currentThemeStyle)"
    } else if let terminal = manager.systemThemeStyle {
      caption = "follow terminal: on; the terminal's background is \(terminal)"
    } else {
      caption = "follow terminal: on; COLORFGBG is not set, so the terminal's style is unknown"
    }
    captions.insert(caption, at: firstCaption)
  }

  private func redraw() {
    if clearsScreen { print(TerminalRenderer.clearScreen, terminator: "") }
    let width = app.lineWidth
    if let notice = app.narrowTerminalNotice {
      for line in TextWrapping.words(notice, width: width) { print(line) }
    } else {
      for line in app.renderedScreen() { print(line) }
    }
    let screen = app.screen
    let manager = app.manager
    let status = [
      "style: \(manager.currentThemeStyle)",
      "follow terminal: \(manager.followsSystem ? "on" : "off")",
      "card override: \(screen.cardOverride?.rawValue ?? "none")",
      "favourites selected: \(screen.favouritesRow.isSelected ? "yes" : "no")",
    ]
    let keyLines = TextWrapping.lines(
      Self.keys, separator: "  ", width: width, prefix: "keys: ", indent: "      ")
    for line in TextWrapping.lines(status, separator: "  ", width: width) { print(line) }
    for line in keyLines { print(line) }
    for caption in captions {
      for line in TextWrapping.words(caption, width: width, prefix: "  ", indent: "    ") {
        print(line)
      }
    }
    captions.removeAll()
  }
}
