import Theming
import ThemingPalettes

/// The non-interactive tour: each step changes something, says what in one numbered caption,
/// and prints the screen.
@MainActor
final class Walkthrough {
  let app: DemoApp
  /// The palette loaded in step 6, which step 7 adds the festival style to, and which the
  /// skin of step 9 falls back to.
  private var surfaces: ThemePalette?

  init(app: DemoApp) {
    self.app = app
  }

  /// What each step shows, in order: printed before the step's screen as "(1) …", and listed
  /// by `--help`. Each fits an 80-column line after the 6 columns `--help` puts before it.
  static let steps = [
    "Light, the default style.",
    "Dark, via manager.changeTheme(to: .dark).",
    "Back to light, with the card pinned: overrideThemeStyle = .dark.",
    "The Share button moved into the pinned card: manager.nodeDidMove(_:).",
    "The Favourites row selected, then its textColor provider refreshed.",
    "Every color from a palette in a property list (Surfaces.plist).",
    "A festival style delivered as JSON joins the palette and goes live.",
    "The choice is remembered: dark now, and a new manager on the same store.",
    "A skin pack from a loopback server: installed, shown, then removed.",
  ]

  private var manager: ThemeManager { app.manager }
  private var screen: DemoScreen { app.screen }

  func run() async {
    printWrapped(app.launchMessage)
    print("Store: \(app.storeURL.path)")
    if let notice = app.narrowTerminalNotice { printWrapped(notice) }

    step(1) {
      manager.changeTheme(to: .light)
    }
    step(2) {
      manager.changeTheme(to: .dark)
    }
    step(3) {
      screen.cardOverride = .dark
      manager.changeTheme(to: .light)
      let cardStyle = screen.card.theme(in: manager).effectiveThemeStyle
      app.caption("app: \(manager.currentThemeStyle), card: \(cardStyle) (pinned)")
    }
    step(4) {
      let button = screen.shareButton.theme(in: manager)
      let before = button.effectiveThemeStyle
      screen.moveShareButton()
      app.caption("share button: \(before) → \(button.effectiveThemeStyle)")
    }
    step(5) {
      let before = screen.favouritesRow.textColor
      screen.toggleFavourite()
      let after = screen.favouritesRow.textColor
      app.caption("row text \(describe(before)) → \(describe(after))")
    }
    step(6) {
      do {
        let palette = try DemoResources.surfaces()
        palette.diagnosticHandler = { [app] diagnostic in app.caption("palette: \(diagnostic)") }
        surfaces = palette
        screen.useColors(from: palette)
        app.caption("palette styles: \(palette.styles.map(\.rawValue).joined(separator: ", "))")
      } catch {
        app.caption("could not load the palette: \(error)")
      }
    }
    step(7) {
      do {
        let festival = try DemoResources.festival()
        if let palette = surfaces {
          for style in palette.merge(festival) { manager.register(style) }
        }
        manager.changeTheme(to: "festival")
      } catch {
        app.caption("could not load the festival style: \(error)")
      }
    }
    step(8) {
      manager.changeTheme(to: .dark)
    }
    showNextLaunch()
    // After the next launch is shown: the skin is removed at the end of the step, which
    // switches back to dark, so the remembered choice is still dark when the demo ends.
    announce(9)
    await SkinPackStep(app: app, appPalette: surfaces).run()
    print("")
    printWrapped(
      "Run it again: it starts with \"Restored from last run: \(manager.currentThemeStyle)\".")
  }

  private func step(_ number: Int, action: () -> Void) {
    announce(number)
    action()
    for line in app.renderedScreen() { print(line) }
  }

  /// Prints step `number`'s caption, after an empty line.
  private func announce(_ number: Int) {
    print("")
    printWrapped("(\(number)) \(Self.steps[number - 1])", indent: "    ")
  }

  /// Simulates the next launch: a second manager reading the same file restores the choice,
  /// and a screen built on it comes up dark without any call to `changeTheme`.
  private func showNextLaunch() {
    let nextLaunch = ThemeManager(defaultStyle: .light, store: FileThemeStore(url: app.storeURL))
    nextLaunch.diagnosticHandler = { [app] diagnostic in app.caption("diagnostic: \(diagnostic)") }
    let restored = nextLaunch.currentThemeStyle
    app.caption("next launch: a new ThemeManager on the same file restored \(restored)")
    let screen = DemoScreen(manager: nextLaunch)
    for line in app.render(screen, title: "next launch · \(restored)") {
      print(line)
    }
  }

  private func printWrapped(_ text: String, indent: String = "") {
    for line in TextWrapping.words(text, width: app.lineWidth, indent: indent) { print(line) }
  }

  private func describe(_ color: RGBColor?) -> String {
    color?.hexString ?? "none"
  }
}
