import Foundation
import Theming
import ThemingPalettes
import ThemingSkins

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Step 9: a skin pack delivered over HTTP, as an app receives a festival skin. A server on
/// 127.0.0.1 serves the pack in the demo's resources; a ``ThemeSkinStore`` in a temporary
/// folder installs it from there, the app switches to it, the screen is drawn in it, an image
/// of the pack is resolved, and the skin is removed, leaving the store's folder empty.
///
/// Nothing here can stop the walkthrough: each failure is said in a caption, and the step goes
/// on to draw the screen as it is. Every wait is bounded (the server's lifetime, each
/// download's timeout), so the step cannot hang.
@MainActor
struct SkinPackStep {
  let app: DemoApp
  /// The app's own palette (step 6, with the festival of step 7): the skin falls back to it
  /// for any key it lacks, and the screen goes back to it when the skin is removed.
  let appPalette: ThemePalette?

  /// The image key the step resolves from the pack.
  static let imageKey = "lantern"
  /// The screen scale the store picks image variants for: a terminal has none, so the demo
  /// asks for a Retina screen's, which picks the pack's `@2x` file.
  static let imageScale = 2
  /// How long the server runs at most, whatever happens: ample for a few small files.
  static let serverLifetime: TimeInterval = 20
  /// How long each download may take.
  static let downloadTimeout: TimeInterval = 5

  private var manager: ThemeManager { app.manager }

  func run() async {
    let storeFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ThemeDemo-skins-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: storeFolder) }
    let pack: URL
    let server: LoopbackServer
    do {
      pack = try DemoResources.skinPack()
      try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
      server = try LoopbackServer.start(serving: pack, lifetime: Self.serverLifetime) { line in
        // Printed, not captioned: this runs on the server's thread, while the install awaits.
        print("  server: \(line)")
      }
    } catch {
      app.caption("skin pack: \(error)")
      draw()
      return
    }
    app.caption("server: serving \(pack.lastPathComponent)/ on http://127.0.0.1:\(server.port)/")
    do {
      try await show(from: server, storeFolder: storeFolder)
    } catch {
      app.caption("skin pack: \(error)")
      if let hint = proxyHint { app.caption(hint) }
      draw()
    }
    server.stop()
    app.caption("server: stopped")
  }

  /// Installs the pack from `server`, shows it and removes it. Throws what stops it before the
  /// screen is drawn in the skin; a failure after that is captioned.
  private func show(from server: LoopbackServer, storeFolder: URL) async throws {
    let store = try ThemeSkinStore(
      folder: storeFolder,
      // The style to go back to when the skin showing is removed: the one showing now.
      defaults: ThemeSkinDefaults(contents: appPalette?.contents, style: manager.currentThemeStyle),
      manager: manager)
    store.diagnosticHandler = { [app] diagnostic in app.caption("skin store: \(diagnostic)") }
    store.imageScale = Self.imageScale
    store.limits.downloadTimeout = Self.downloadTimeout
    guard let manifest = server.url("skin.json") else { throw URLError(.badURL) }

    let session = Self.session()
    defer { session.finishTasksAndInvalidate() }
    let skin = try await store.install(fromManifestAt: manifest, session: session)
    app.caption(
      "installed \(skin.displayName) \(skin.version) (\(skin.manifest.files.count) files) into "
        + skin.relativeFolder)
    // The screen's colors now come from the store: the skin's values under its style, the
    // app's palette under the app's styles.
    app.screen.useColors(from: store.palette)
    manager.changeTheme(to: skin.style)
    draw()

    let image = store.image(Self.imageKey)
    app.caption(describe(image(manager.currentThemeStyle)))

    remove(skin, from: store)
  }

  /// Removes `skin`, which switches back to the style shown before it, and says what the
  /// store's folder holds afterwards.
  private func remove(_ skin: ThemeSkin, from store: ThemeSkinStore) {
    do {
      try store.remove(skin.id)
    } catch {
      app.caption("could not remove \(skin.id): \(error)")
      return
    }
    if let appPalette { app.screen.useColors(from: appPalette) }
    let path = store.folder.path
    let left = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let folder = left.isEmpty ? "empty again" : "left holding \(left.sorted())"
    app.caption(
      "removed \(skin.id): back to \(manager.currentThemeStyle); the store's folder is \(folder)")
  }

  /// A line saying where `image` came from and its size in pixels, read from the file.
  private func describe(_ image: ThemeSkinImage?) -> String {
    guard let image else { return "image \"\(Self.imageKey)\": none in the skin or the app" }
    let version = image.version.map { " \($0)" } ?? ""
    let source = image.skinID.map { "\($0)\(version)" } ?? "the app's defaults"
    let size: String
    do {
      let data = try image.data()
      size =
        PNGSize(pngData: data).map { "\($0.width)×\($0.height) pixels" }
        ?? "\(data.count) bytes, not a PNG"
    } catch {
      size = "unreadable: \(error)"
    }
    return "image \"\(image.key)\" (scale \(image.scale)): \(image.url.lastPathComponent) of "
      + "\(source), \(size)"
  }

  private func draw() {
    for line in app.renderedScreen() { print(line) }
  }

  /// A session for the loopback server: short timeouts, and nothing cached.
  private static func session() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = downloadTimeout
    configuration.timeoutIntervalForResource = downloadTimeout
    return URLSession(configuration: configuration)
  }

  /// What to do when a proxy is set in the environment: on Linux, URLSession (libcurl) sends
  /// even requests for 127.0.0.1 through it unless `no_proxy` names that address, and a proxy
  /// elsewhere cannot reach this machine's loopback server.
  private var proxyHint: String? {
    let environment = app.environment
    let proxy = ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"].contains {
      environment[$0]?.isEmpty == false
    }
    let exempt = [environment["no_proxy"], environment["NO_PROXY"]].contains {
      $0?.contains("127.0.0.1") == true || $0 == "*"
    }
    guard proxy, !exempt else { return nil }
    return "a proxy is set in the environment: add 127.0.0.1 to no_proxy to reach the server"
  }
}
