#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Theming

  extension ThemeSkinStore {
    /// A provider of the image under `key`, ready for an `NSImageView`: the variant for
    /// ``imageScale`` or a PDF, or `nil` when no skin in the chain and no default has it or it
    /// does not decode (reported). Images are cached by skin, version, key and scale.
    public func nsImage(_ key: String) -> ThemeProvider<NSImage?> {
      image(key).map { [weak self] found in
        guard let self, let found else { return nil }
        return self.platformImage(for: found)
      }
    }

    /// A provider of the font under `key`: the palette's font by name and size, the skin's
    /// font file registered first; the system font of that size, reported, when the name
    /// finds no font.
    public func nsFont(_ key: String) -> ThemeProvider<NSFont> {
      font(key).map { [weak self] font in
        let size = CGFloat(font.descriptor.size)
        if let made = NSFont(name: font.descriptor.name, size: size) { return made }
        self?.diagnosticHandler(
          ThemeSkinDiagnostic(
            key: key, skin: "skin store",
            message: "no font named \"\(font.descriptor.name)\"; the system font shows"))
        return NSFont.systemFont(ofSize: size)
      }
    }

    /// The decoded image of `found`, from the cache or the file.
    func platformImage(for found: ThemeSkinImage) -> NSImage? {
      let cacheKey = ImageCacheKey(
        skinID: found.skinID, version: found.version, key: found.key, scale: found.scale)
      if let cached = platformImages[cacheKey] as? NSImage { return cached }
      guard let data = try? found.data(), let image = NSImage(data: data) else {
        diagnosticHandler(
          ThemeSkinDiagnostic(
            key: found.key, skin: found.skinID ?? "the app's default skin",
            message: "the image \(found.url.lastPathComponent) does not decode"))
        return nil
      }
      if found.scale > 1, let rep = image.representations.first {
        // A bitmap drawn for a scale shows at its size in points.
        image.size = NSSize(
          width: CGFloat(rep.pixelsWide) / CGFloat(found.scale),
          height: CGFloat(rep.pixelsHigh) / CGFloat(found.scale))
      }
      platformImages[cacheKey] = image
      return image
    }
  }
#endif
