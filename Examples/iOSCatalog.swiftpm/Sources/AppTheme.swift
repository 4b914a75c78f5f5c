import Theming
import UIKit

/// The app's theming in one place: the shared manager, the palette every screen reads, what
/// the last run saved, and the festival style a server delivers.
@MainActor
final class AppTheme {
  /// The manager of every themed object: the app's own, which keeps the choice in
  /// `UserDefaults.standard` and restored it when it was first used, just now.
  let manager = ThemeManager.shared
  /// The palette.
  let palette: CatalogPalette
  /// The skin pack the app ships, and the store it is installed into.
  let skinPack: BundledSkin
  /// What the last run saved and what this launch made of it.
  private(set) var launch: LaunchRecord
  /// Whether the festival style has been delivered and joined the palette.
  private(set) var hasFestival = false
  /// Why the festival could not join the palette, if it could not.
  private(set) var festivalProblem: String?

  /// Sets the theming up; call it once, before any screen exists.
  init() {
    // Read before anything can switch and overwrite it.
    let saved = LaunchRecord.savedChoice(in: manager)
    let startedIn = manager.currentThemeStyle
    palette = CatalogPalette(EmbeddedPalette.load())
    // Opening the store registers the skin an earlier run installed: a skin that was the saved
    // choice is restored then, before any screen exists.
    skinPack = BundledSkin(manager: manager, palette: palette)
    launch = LaunchRecord(
      saved: saved,
      startedIn: startedIn,
      restored: manager.currentThemeStyle,
      followsSystem: manager.followsSystem,
      storeDescription: "\(type(of: manager.store)), key \(manager.storeKey)"
    )
    // The festival's colors are deep: system text, separators and the status bar must be the
    // light-on-dark kind. A style of the app's own means no system appearance until told.
    manager.systemAppearances[FestivalResponse.style] = .dark
    // The last run ended in the festival, which the manager could not restore: it does not know
    // a style before the style is delivered. Ask for it again now (as an app asks its server
    // for the theme it showed); registering it restores the saved choice.
    if launch.savedStyleName == FestivalResponse.style.rawValue {
      receiveFestival(switchingToIt: false)
      launch = LaunchRecord(
        saved: saved,
        startedIn: startedIn,
        restored: manager.currentThemeStyle,
        followsSystem: manager.followsSystem,
        storeDescription: launch.storeDescription
      )
    }
  }

  /// The styles a person can choose now, in the order the switches show them.
  var styles: [ThemeStyle] {
    var styles: [ThemeStyle] = [.light, .dark]
    if hasFestival { styles.append(FestivalResponse.style) }
    if let skin = skinPack.installed { styles.append(skin.style) }
    return styles
  }

  /// Switches the app to `style`, cross-dissolving the window, and saves the choice (which stops
  /// following the system).
  ///
  /// - Parameter style: The style to show.
  func choose(_ style: ThemeStyle) {
    manager.changeTheme(to: style, animated: true)
  }

  /// Whether the app follows the system's light or dark style rather than a choice.
  var followsSystem: Bool {
    get { manager.followsSystem }
    set { manager.followsSystem = newValue }
  }

  /// Takes the festival style from the server's response into the palette and registers it,
  /// so that the manager knows it (and restores it, when it was the saved choice).
  ///
  /// - Parameter switchingToIt: Whether to show the festival at once.
  func receiveFestival(switchingToIt: Bool) {
    guard !hasFestival else { return }
    do {
      let contents = try FestivalResponse.contents()
      // Merging re-applies, at once, every object whose provider reads the palette; the styles
      // new to the palette are the ones the manager must learn.
      for style in palette.palette.merge(contents) {
        manager.register(style)
      }
      hasFestival = true
      festivalProblem = nil
      if switchingToIt { choose(FestivalResponse.style) }
    } catch {
      festivalProblem = "\(error)"
    }
  }
}
