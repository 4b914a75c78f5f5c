import Combine
import Foundation
import Theming
import ThemingPalettes
import ThemingSkins

/// The Spring Festival skin pack the app ships in its bundle, and the store of skins it is
/// installed into (`ThemeSkinStore`, in Application Support). Installing it makes the skin a
/// style of the whole app: its values, with the app's own where it has none, join the catalog's
/// palette, which every screen reads. Removing it takes the style out again.
///
/// An app that downloads its skins installs them with `install(fromManifestAt:)` instead; a pack
/// in the bundle is what an app ships so that a skin works offline from the first launch.
@MainActor
final class BundledSkin: ObservableObject {
  /// The key of the pack's image, `images/lantern.png` and its `@2x` and `@3x` variants.
  static let imageKey = "lantern"
  /// The pack's folder among the app's resources (`Package.swift`).
  static let folderName = "SpringFestival"

  /// The store, or `nil` when its folder could not be opened (``problem`` says why).
  let store: ThemeSkinStore?
  /// The skin, while it is installed.
  @Published private(set) var installed: ThemeSkin?
  /// Why the last install or removal failed, if it did.
  @Published private(set) var problem: String?
  /// Whether an install is under way.
  @Published private(set) var isInstalling = false

  private let manager: ThemeManager
  private let palette: CatalogPalette

  /// Opens the store. Opening it registers the skins an earlier run installed, and a skin that
  /// was the saved choice is restored as it is registered; its colors join the palette here.
  ///
  /// - Parameters:
  ///   - manager: The app's manager.
  ///   - palette: The catalog's palette, whose light and dark values the skin falls back to.
  init(manager: ThemeManager, palette: CatalogPalette) {
    self.manager = manager
    self.palette = palette
    do {
      store = try ThemeSkinStore(
        folder: Self.storeFolder,
        defaults: ThemeSkinDefaults(contents: palette.palette.contents),
        manager: manager)
    } catch {
      store = nil
      problem = "The store of skins did not open: \(error)"
    }
    // The only skin this app installs.
    if let skin = store?.skins.first {
      installed = skin
      addToPalette(skin)
    }
  }

  /// Installs the pack from the app's bundle, unless it is installed, and switches to it.
  func installAndShow() async {
    guard let store, !isInstalling else { return }
    if let installed {
      // Installing the same version again is refused as not newer: show the one there is.
      manager.changeTheme(to: installed.style, animated: true)
      return
    }
    guard let folder = Self.bundledPack() else {
      problem = "The app's bundle has no \(Self.folderName) folder."
      return
    }
    isInstalling = true
    defer { isInstalling = false }
    do {
      // Files are read and checked against the manifest off the main actor.
      let skin = try await store.install(fromFolder: folder)
      installed = skin
      problem = nil
      addToPalette(skin)
      manager.changeTheme(to: skin.style, animated: true)
    } catch {
      problem = "\(error)"
    }
  }

  /// Removes the skin and its files. When it is showing, the store first switches the app to
  /// its default style, light.
  func remove() {
    guard let store, let skin = installed else { return }
    do {
      try store.remove(skin.id)
      installed = nil
      problem = nil
      removeFromPalette(skin.style)
    } catch {
      problem = "\(error)"
    }
  }

  /// Adds the skin's style to the catalog's palette, with a value for every key: the store's
  /// palette holds, under the skin's style, the skin's own values and the app's where the skin
  /// has none.
  private func addToPalette(_ skin: ThemeSkin) {
    guard let store else { return }
    let style = skin.style
    let entries = store.palette.contents.entries.compactMapValues { values in
      values[style].map { [style: $0] }
    }
    do {
      let contents = try ThemePaletteContents(styles: [style], entries: entries, source: skin.id)
      for added in palette.palette.merge(contents) { manager.register(added) }
    } catch {
      problem = "The skin's colors did not join the palette: \(error)"
    }
  }

  /// Takes `style` out of the catalog's palette again.
  private func removeFromPalette(_ style: ThemeStyle) {
    let contents = palette.palette.contents
    do {
      palette.palette.replaceContents(
        with: try ThemePaletteContents(
          styles: contents.styles.filter { $0 != style },
          entries: contents.entries.mapValues { $0.filter { $0.key != style } },
          tokenInfo: contents.tokenInfo,
          source: "Palette.plist"))
    } catch {
      problem = "The palette kept the skin's colors: \(error)"
    }
  }

  /// Where the store keeps its skins: Application Support, which is kept across launches and
  /// backed up, else the temporary folder.
  private static var storeFolder: URL {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("Skins", isDirectory: true)
  }

  /// The pack's folder in the app's bundle. SwiftPM puts a target's resources in a bundle of
  /// their own inside the app, which `Bundle.module` names; these sources are also type-checked
  /// where `Bundle.module` does not exist (see ``EmbeddedPalette``), so the folder is looked for
  /// in the app's bundle and then in each bundle inside it.
  private static func bundledPack() -> URL? {
    let main = Bundle.main
    if let url = main.url(forResource: folderName, withExtension: nil) { return url }
    for inner in main.urls(forResourcesWithExtension: "bundle", subdirectory: nil) ?? [] {
      if let url = Bundle(url: inner)?.url(forResource: folderName, withExtension: nil) {
        return url
      }
    }
    return nil
  }
}
