#if canImport(UIKit) && !os(watchOS)
  public import UIKit
  public import Theming

  extension ThemeSkinStore {
    /// A provider of the image under `key`, ready for a `UIImageView`: the file of the variant
    /// for ``imageScale`` (a PDF drawn at that scale), or `nil` when no skin in the chain and
    /// no default has it or it does not decode (reported). Images are cached by skin, version,
    /// key and scale.
    public func uiImage(_ key: String) -> ThemeProvider<UIImage?> {
      image(key).map { [weak self] found in
        guard let self, let found else { return nil }
        return self.platformImage(for: found)
      }
    }

    /// A provider of the font under `key`: the palette's font by name and size, the skin's
    /// font file registered first; the system font of that size, reported, when the name
    /// finds no font.
    public func uiFont(_ key: String) -> ThemeProvider<UIFont> {
      font(key).map { [weak self] font in
        let size = CGFloat(font.descriptor.size)
        if let made = UIFont(name: font.descriptor.name, size: size) { return made }
        self?.diagnosticHandler(
          ThemeSkinDiagnostic(
            key: key, skin: "skin store",
            message: "no font named \"\(font.descriptor.name)\"; the system font shows"))
        return UIFont.systemFont(ofSize: size)
      }
    }

    /// The decoded image of `found`, from the cache or the file.
    func platformImage(for found: ThemeSkinImage) -> UIImage? {
      let cacheKey = ImageCacheKey(
        skinID: found.skinID, version: found.version, key: found.key, scale: found.scale)
      if let cached = platformImages[cacheKey] as? UIImage { return cached }
      guard let data = try? found.data(),
        let image = Self.decode(data, found: found, scale: imageScale)
      else {
        diagnosticHandler(
          ThemeSkinDiagnostic(
            key: found.key, skin: found.skinID ?? "the app's default skin",
            message: "the image \(found.url.lastPathComponent) does not decode"))
        return nil
      }
      platformImages[cacheKey] = image
      return image
    }

    /// `data` as an image: a PDF's first page drawn at `scale`, else a bitmap at its scale.
    private static func decode(_ data: Data, found: ThemeSkinImage, scale: Int) -> UIImage? {
      guard found.scale == 0 else { return UIImage(data: data, scale: CGFloat(found.scale)) }
      guard let provider = CGDataProvider(data: data as CFData),
        let document = CGPDFDocument(provider), let page = document.page(at: 1)
      else { return nil }
      let box = page.getBoxRect(.mediaBox)
      let format = UIGraphicsImageRendererFormat()
      format.scale = CGFloat(max(scale, 1))
      let renderer = UIGraphicsImageRenderer(size: box.size, format: format)
      return renderer.image { context in
        context.cgContext.translateBy(x: 0, y: box.height)
        context.cgContext.scaleBy(x: 1, y: -1)
        context.cgContext.drawPDFPage(page)
      }
    }
  }
#endif
