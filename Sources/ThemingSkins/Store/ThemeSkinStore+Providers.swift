public import Foundation
public import Theming
public import ThemingPalettes

extension ThemeSkinStore {
  /// A provider of the color under `key`: the skin's, its parents', else the default's.
  public func color(_ key: String) -> ThemeProvider<ThemeColor> {
    palette.color(key)
  }

  /// A provider of the number under `key`.
  public func number(_ key: String) -> ThemeProvider<Double> {
    palette.number(key)
  }

  /// A provider of the text under `key`.
  public func string(_ key: String) -> ThemeProvider<String> {
    palette.string(key)
  }

  /// A provider of the font under `key`: the palette's descriptor, and the file of the font of
  /// that name in the first skin of the chain that ships it (registered for the process on
  /// Apple's platforms when first used), else in the defaults' `fonts/` folder.
  public func font(_ key: String) -> ThemeProvider<ThemeSkinFont> {
    ThemeProvider(origin: self) { [weak self] style in
      guard let self else {
        return ThemeSkinFont(descriptor: ThemePalette.missingFont, fileURL: nil)
      }
      return self.resolveFont(key, style: style)
    }
  }

  /// A provider of the image under `key`, at ``imageScale``: the file of the first skin of the
  /// chain that has one, else the defaults' `images/` folder, else `nil` (reported once).
  public func image(_ key: String) -> ThemeProvider<ThemeSkinImage?> {
    ThemeProvider(origin: self) { [weak self] style in
      self?.resolveImage(key, style: style)
    }
  }

  /// A provider of the URL of the file under `key` (an animation, a sound): the first skin of
  /// the chain that has one, else the defaults' `files/` folder, else `nil` (reported once).
  public func fileURL(_ key: String) -> ThemeProvider<URL?> {
    ThemeProvider(origin: self) { [weak self] style in
      self?.resolveFile(key, style: style)
    }
  }

  // MARK: - Resolution

  /// The image `key` for `style`, or `nil` after reporting the miss.
  public func resolveImage(_ key: String, style: ThemeStyle) -> ThemeSkinImage? {
    for skin in chain(for: style) {
      if let found = skin.resources.image(key, scale: imageScale) {
        return ThemeSkinImage(
          key: key, skinID: skin.manifest.id, version: skin.manifest.version,
          url: folder.appendingPathComponent(skin.relativeFolder).appendingPathComponent(
            found.path),
          scale: found.scale)
      }
    }
    if let defaults = defaults.folder, let found = defaultIndex()?.image(key, scale: imageScale) {
      return ThemeSkinImage(
        key: key, skinID: nil, version: nil, url: defaults.appendingPathComponent(found.path),
        scale: found.scale)
    }
    reportMissing(key, kind: "image", style: style)
    return nil
  }

  /// The URL of file `key` for `style`, or `nil` after reporting the miss.
  public func resolveFile(_ key: String, style: ThemeStyle) -> URL? {
    for skin in chain(for: style) {
      if let path = skin.resources.files[key] {
        return folder.appendingPathComponent(skin.relativeFolder).appendingPathComponent(path)
      }
    }
    if let defaults = defaults.folder, let path = defaultIndex()?.files[key] {
      return defaults.appendingPathComponent(path)
    }
    reportMissing(key, kind: "file", style: style)
    return nil
  }

  /// The font `key` for `style`: its descriptor from the palette and its file, registered.
  public func resolveFont(_ key: String, style: ThemeStyle) -> ThemeSkinFont {
    let descriptor = palette.font(key)(style)
    for skin in chain(for: style) {
      if let path = skin.resources.fonts[descriptor.name] {
        let relative = "\(skin.relativeFolder)/\(path)"
        if fonts.register(relative, storeFolder: folder) == false {
          diagnosticHandler(
            ThemeSkinDiagnostic(
              key: key, skin: skin.manifest.id,
              message: "the font file \(path) could not be registered; the system font shows"))
        }
        return ThemeSkinFont(
          descriptor: descriptor, fileURL: folder.appendingPathComponent(relative))
      }
    }
    let file = defaults.folder.flatMap { folder in
      defaultIndex()?.fonts[descriptor.name].map { folder.appendingPathComponent($0) }
    }
    return ThemeSkinFont(descriptor: descriptor, fileURL: file)
  }
}
