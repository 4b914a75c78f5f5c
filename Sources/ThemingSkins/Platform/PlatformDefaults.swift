#if canImport(UIKit) && !os(watchOS)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// What the platform says by default.
@MainActor
enum PlatformDefaults {
  /// The main screen's scale, rounded: 1, 2 or 3.
  static var imageScale: Int {
    #if canImport(UIKit) && !os(watchOS)
      return max(1, min(3, Int(UIScreen.main.scale.rounded())))
    #elseif canImport(AppKit)
      return max(1, min(3, Int((NSScreen.main?.backingScaleFactor ?? 2).rounded())))
    #else
      return 1
    #endif
  }
}
