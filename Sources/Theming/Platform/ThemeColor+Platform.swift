// Conversions to the platform's color types. Compiled only on Apple platforms; the Linux CI
// type-checks them against stand-in declarations (Scripts/check-apple-glue.sh).

#if canImport(UIKit)
  public import UIKit

  extension UIColor {
    /// Creates a color from a palette's ``ThemeColor``, in the sRGB color space.
    ///
    /// - Parameter color: The palette color.
    public convenience init(_ color: ThemeColor) {
      self.init(
        red: CGFloat(color.red) / 255,
        green: CGFloat(color.green) / 255,
        blue: CGFloat(color.blue) / 255,
        alpha: CGFloat(color.alpha) / 255
      )
    }
  }
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit

  extension NSColor {
    /// Creates a color from a palette's ``ThemeColor``, in the sRGB color space.
    ///
    /// - Parameter color: The palette color.
    public convenience init(_ color: ThemeColor) {
      self.init(
        srgbRed: CGFloat(color.red) / 255,
        green: CGFloat(color.green) / 255,
        blue: CGFloat(color.blue) / 255,
        alpha: CGFloat(color.alpha) / 255
      )
    }
  }
#endif
