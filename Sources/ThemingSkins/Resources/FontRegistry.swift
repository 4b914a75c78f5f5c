import Foundation

#if canImport(CoreText)
  import CoreText
#endif

/// The skins' font files registered for the process, by path relative to the store's folder,
/// so that each is registered once, when first used, and unregistered with its skin.
///
/// Fonts are registered by URL with process scope, which lasts as long as the process,
/// background included. Where Core Text does not exist, fonts are only described (the name,
/// size and file), and nothing is registered.
@MainActor
final class FontRegistry {
  private var registered: [String: URL] = [:]
  private var failed: Set<String> = []

  /// Registers the font file at `relativePath` (under `storeFolder`) unless it was; whether
  /// it is registered, or `nil` where fonts are not registered.
  @discardableResult
  func register(_ relativePath: String, storeFolder: URL) -> Bool? {
    #if canImport(CoreText)
      if registered[relativePath] != nil { return true }
      if failed.contains(relativePath) { return false }
      let url = storeFolder.appendingPathComponent(relativePath)
      if CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) {
        registered[relativePath] = url
        return true
      }
      failed.insert(relativePath)
      return false
    #else
      return nil
    #endif
  }

  /// Unregisters every font of the skin version in `skinFolder`.
  func unregister(skinFolder: String) {
    let prefix = skinFolder + "/"
    for (path, url) in registered where path.hasPrefix(prefix) {
      #if canImport(CoreText)
        // A font that will not unregister stays until the process ends: nothing to undo.
        _ = CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil)
      #endif
      _ = url
      registered[path] = nil
    }
    failed = failed.filter { !$0.hasPrefix(prefix) }
  }
}
