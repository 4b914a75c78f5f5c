#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
  public import SwiftUI
  public import Theming

  extension ThemeSkinStore {
    /// A provider of the image under `key` as a SwiftUI `Image`, made from the platform image
    /// (`uiImage(_:)` or `nsImage(_:)`); `nil` when there is none.
    public func swiftUIImage(_ key: String) -> ThemeProvider<Image?> {
      image(key).map { [weak self] found in
        guard let self, let found, let image = self.platformImage(for: found) else { return nil }
        #if canImport(UIKit)
          return Image(uiImage: image)
        #else
          return Image(nsImage: image)
        #endif
      }
    }
  }
#endif
