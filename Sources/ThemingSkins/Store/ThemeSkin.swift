public import Theming

/// An installed skin: what its manifest says, and where its files are.
public struct ThemeSkin: Hashable, Sendable, Identifiable {
  /// The skin's manifest.
  public let manifest: ThemeSkinManifest
  /// The folder of the installed version, relative to the store's folder. The store keeps
  /// only relative paths, so that a store survives the system moving the app's container.
  public let relativeFolder: String

  /// The skin's id.
  public var id: String { manifest.id }
  /// The installed version.
  public var version: ThemeSkinVersion { manifest.version }
  /// The name to show people.
  public var displayName: String { manifest.displayName }
  /// The style to switch to: `manager.changeTheme(to: skin.style)`.
  public var style: ThemeStyle { manifest.style }
}
