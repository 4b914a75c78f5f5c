public import Foundation
public import Theming
public import ThemingPalettes

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// The skins installed in a folder the app chooses, and providers of their values.
///
/// A skin is a style: install a pack, then `manager.changeTheme(to: skin.style)`. Every key
/// falls back in one order: the skin, its parent skins, then the app's own skin
/// (``ThemeSkinDefaults``). A value never comes from a skin other than those, so a key the
/// festival skin lacks never shows the previous skin's value.
///
/// ```swift
/// let store = try ThemeSkinStore(folder: appGroupFolder.appendingPathComponent("Skins"),
///                                defaults: ThemeSkinDefaults(contents: appPalette))
/// titleLabel.theme.textColor = store.color("navigation.titleColor").map { UIColor($0) }
/// backgroundView.theme.image = store.uiImage("navigationBg")
/// let skin = try await store.install(fromManifestAt: serverURL)
/// ThemeManager.shared.changeTheme(to: skin.style)
/// ```
///
/// Installs run their downloads and hashing off the main actor; everything that changes what
/// the store holds runs on it, so a switch sees the old version or the new one, never half.
@MainActor
public final class ThemeSkinStore {
  /// The store's folder. Put it in an App Group container so that widgets and extensions see
  /// the same skins.
  public let folder: URL
  /// The manager whose styles the skins are.
  public let manager: ThemeManager
  /// The app's own skin.
  public let defaults: ThemeSkinDefaults
  /// What the store accepts of a pack.
  public var limits: ThemeSkinLimits = .standard
  /// When set, every pack must carry a signature of its manifest (`skin.json.sig`) that this
  /// verifier accepts.
  public var signatureVerifier: (any ThemeSkinSignatureVerifier)?
  /// The image scale to pick variants for (`@2x`, `@3x`): the main screen's on UIKit, 1
  /// elsewhere unless set.
  public var imageScale: Int = PlatformDefaults.imageScale
  /// Receives each key no skin in the chain and no default has, once per key and skin version,
  /// and what loading a skin's palette noted. By default written to standard error.
  public var diagnosticHandler: @MainActor (ThemeSkinDiagnostic) -> Void = { diagnostic in
    ThemeManager.writeToStandardError(.paletteLookupFailed(description: diagnostic.description))
  }

  /// The values of every skin, each under its style, with every fallback already taken: the
  /// source of ``color(_:)``, ``number(_:)``, ``string(_:)`` and the fonts' descriptors. Its
  /// providers are re-applied whenever a skin is installed, updated or removed.
  public let palette: ThemePalette

  let layout: StoreLayout
  private(set) var installed: [String: InstalledSkin] = [:]
  private var reported: Set<String> = []
  private var defaultResources: ResourceIndex?
  let fonts = FontRegistry()
  /// Images made for the platform, by skin, version, key and scale.
  var platformImages: [ImageCacheKey: AnyObject] = [:]

  /// Opens the store in `folder`, creating nothing until the first install. What an install or
  /// removal interrupted by the process's end left behind is removed.
  ///
  /// - Parameters:
  ///   - folder: The store's folder.
  ///   - defaults: The app's own skin.
  ///   - manager: The manager whose styles the skins are.
  /// - Throws: ``ThemeSkinError`` when the app's own palette does not combine with the skins.
  public init(
    folder: URL, defaults: ThemeSkinDefaults = ThemeSkinDefaults(),
    manager: ThemeManager = .shared
  ) throws(ThemeSkinError) {
    self.folder = folder
    self.defaults = defaults
    self.manager = manager
    self.layout = StoreLayout(folder: folder)
    do {
      self.palette = ThemePalette(
        contents: try SkinPaletteBuilder.contents(defaults: defaults, skins: []),
        source: "skin store")
    } catch {
      throw ThemeSkinError(
        .palette, skin: "the app's default skin", expected: error.expected, found: error.found)
    }
    let opened = layout.openInstalled()
    var unreadable = opened.unreadable
    for found in opened.found {
      do {
        installed[found.manifest.id] = try InstalledSkin.load(
          manifest: found.manifest, storeFolder: folder, relativeFolder: found.folder)
      } catch {
        unreadable.append(error)
      }
    }
    unreadableSkins = unreadable
    palette.diagnosticHandler = { [weak self] diagnostic in
      self?.diagnosticHandler(
        ThemeSkinDiagnostic(key: nil, skin: "skin store", message: diagnostic.description))
    }
    for skin in installed.values { adopt(skin) }
    rebuild()
  }

  /// The skins in the folder that this store could not open: a manifest or palette this
  /// version of the library cannot read, such as one a newer version installed, or damaged
  /// files. They are left on disk as they are; installing a readable version replaces them,
  /// and ``remove(_:)`` removes them.
  public private(set) var unreadableSkins: [ThemeSkinError] = []

  /// The installed skins, by id.
  public var skins: [ThemeSkin] {
    installed.values.map(\.skin).sorted { $0.id < $1.id }
  }

  /// The installed skin `id`.
  public func skin(_ id: String) -> ThemeSkin? {
    installed[id]?.skin
  }

  /// The folder of an installed skin's version, from the store's folder as it is now.
  public func folder(of skin: ThemeSkin) -> URL {
    folder.appendingPathComponent(skin.relativeFolder, isDirectory: true)
  }

  // MARK: - Installing and removing

  /// Installs, or updates to, the pack in a local folder.
  ///
  /// - Throws: ``ThemeSkinError`` naming the pack and the file; installed skins are untouched.
  @discardableResult
  public func install(fromFolder source: URL) async throws(ThemeSkinError) -> ThemeSkin {
    try await install(from: .folder(source))
  }

  /// Installs, or updates to, the pack whose manifest is at `url`: the manifest first, then each
  /// file from beside it, each bounded by ``limits`` and checked against its size and SHA-256.
  /// A `file` URL installs the folder the manifest is in, as ``install(fromFolder:)`` does.
  /// Cancelling the calling task cancels the install.
  ///
  /// - Throws: ``ThemeSkinError`` naming the pack and the file; installed skins are untouched.
  @discardableResult
  public func install(fromManifestAt url: URL, session: URLSession = .shared)
    async
    throws(ThemeSkinError) -> ThemeSkin
  {
    // A local manifest is read as the folder it is in, with the same checks, links included.
    if url.isFileURL {
      return try await install(from: .folder(url.deletingLastPathComponent()))
    }
    return try await install(from: .remote(manifest: url, session: session))
  }

  private func install(from source: PackSource) async throws(ThemeSkinError) -> ThemeSkin {
    let installer = SkinInstaller(layout: layout, limits: limits, verifier: signatureVerifier)
    let checked = try await installer.readManifest(from: source)
    try checkInstallable(checked.manifest)
    let staged = try await installer.stage(checked, from: source)
    // Checked again: another install of the same skin may have finished meanwhile.
    do {
      try checkInstallable(staged.skin.manifest)
    } catch {
      layout.removeStagingFolder(staged.folder)
      throw error
    }
    let committed = try layout.commit(staging: staged.folder, manifest: staged.skin.manifest)
    let skin = staged.skin.moved(to: committed)
    if let old = installed[skin.manifest.id] { forget(old) }
    unreadableSkins.removeAll { $0.skin == skin.manifest.id }
    installed[skin.manifest.id] = skin
    adopt(skin)
    rebuild()
    return skin.skin
  }

  /// Removes the skin `id` and its files. When it is the style showing, the manager first
  /// switches to the default style.
  ///
  /// - Throws: ``ThemeSkinError`` when no such skin is installed or its folder cannot be
  ///   removed.
  public func remove(_ id: String) throws(ThemeSkinError) {
    guard let skin = installed[id] else {
      if unreadableSkins.contains(where: { $0.skin == id }) {
        try layout.remove(id)
        unreadableSkins.removeAll { $0.skin == id }
        return
      }
      throw ThemeSkinError(
        .notInstalled, skin: id, expected: "an installed skin", found: "none with that id")
    }
    if manager.currentThemeStyle == skin.manifest.style {
      manager.changeTheme(to: defaults.style)
    }
    try layout.remove(id)
    installed[id] = nil
    forget(skin)
    manager.systemAppearances[skin.manifest.style] = nil
    rebuild()
  }

  private func checkInstallable(_ manifest: ThemeSkinManifest) throws(ThemeSkinError) {
    if defaults.styles.contains(manifest.style) {
      throw ThemeSkinError(
        .manifest, skin: manifest.id, file: "skin.json, id",
        expected: "an id other than the app's own styles \(defaults.styles.map(\.rawValue))",
        found: "\"\(manifest.id)\"")
    }
    if let old = installed[manifest.id], !(old.manifest.version < manifest.version) {
      throw ThemeSkinError(
        .notNewer, skin: manifest.id, expected: "a version newer than \(old.manifest.version)",
        found: "\(manifest.version)")
    }
  }

  /// Makes `skin`'s style known to the manager, and reports what loading it noted.
  private func adopt(_ skin: InstalledSkin) {
    manager.register(skin.manifest.style)
    manager.systemAppearances[skin.manifest.style] = skin.manifest.appearance
    for note in skin.notes {
      diagnosticHandler(
        ThemeSkinDiagnostic(key: nil, skin: skin.manifest.id, message: note.description))
    }
  }

  /// Drops what the store kept of a version that is no longer installed.
  private func forget(_ skin: InstalledSkin) {
    fonts.unregister(skinFolder: skin.relativeFolder)
    platformImages = platformImages.filter { $0.key.skinID != skin.manifest.id }
    reported = reported.filter { !$0.hasPrefix("\(skin.manifest.id)@") }
  }

  /// Rebuilds the palette and re-applies every provider that reads from the store.
  private func rebuild() {
    do {
      palette.replaceContents(
        with: try SkinPaletteBuilder.contents(defaults: defaults, skins: Array(installed.values)))
    } catch {
      // Only a skin whose id is one of the app's styles could cause this, and installs refuse
      // such ids; the palette keeps what it held.
      diagnosticHandler(
        ThemeSkinDiagnostic(key: nil, skin: "skin store", message: error.description))
    }
    ThemeManager.reapplyProviders(readingFrom: self)
  }

  // MARK: - Resolving keys

  /// The skins a style's keys are looked up in, the skin itself first: itself, then its
  /// parents. Empty for a style that is not an installed skin.
  func chain(for style: ThemeStyle) -> [InstalledSkin] {
    var chain: [InstalledSkin] = []
    var next: String? = style.rawValue
    while let id = next, let skin = installed[id], !chain.contains(where: { $0.manifest.id == id })
    {
      chain.append(skin)
      next = skin.manifest.parent
    }
    return chain
  }

  /// The app's default images, fonts and files, indexed when first needed.
  func defaultIndex() -> ResourceIndex? {
    guard let folder = defaults.folder else { return nil }
    if let defaultResources { return defaultResources }
    let index = ResourceIndex(scanning: folder)
    defaultResources = index
    return index
  }

  /// Reports that no skin in `style`'s chain and no default has `key`, once per key and skin
  /// version.
  func reportMissing(_ key: String, kind: String, style: ThemeStyle) {
    let skin = installed[style.rawValue]
    let mark = "\(style.rawValue)@\(skin?.manifest.version.description ?? "")/\(kind)/\(key)"
    guard reported.insert(mark).inserted else { return }
    let place =
      skin == nil
      ? "in the app's own resources for style \(style.rawValue)"
      : "in skin \(style.rawValue), its parents or the app's own resources"
    diagnosticHandler(
      ThemeSkinDiagnostic(key: key, skin: style.rawValue, message: "no \(kind) \"\(key)\" \(place)")
    )
  }
}
