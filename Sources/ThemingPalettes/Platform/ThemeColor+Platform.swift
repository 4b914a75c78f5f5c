// Conversions to the platform's color types. Compiled only on Apple platforms; the Linux CI
// type-checks them against the real iOS SDK (Scripts/check-ios-sdk.sh) and, for AppKit,
// against stand-in declarations (Scripts/check-apple-glue.sh).

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

    /// Creates a color from a palette's ``ThemeWideColor``, keeping a wide color wide: a
    /// Display P3 color becomes a Display P3 `UIColor` with the same components, an sRGB color
    /// an extended-sRGB one, and a color in another space is converted to Display P3 and
    /// gamut-mapped into it. ``ThemeWideColor/platformComponents`` documents the choice.
    ///
    /// ```swift
    /// view.theme.backgroundColor = palette.wideColor("brand").map { UIColor($0) }
    /// ```
    ///
    /// - Parameter color: The palette color.
    public convenience init(_ color: ThemeWideColor) {
      let components = color.platformComponents
      if components.space == .displayP3 {
        self.init(
          displayP3Red: CGFloat(components.red),
          green: CGFloat(components.green),
          blue: CGFloat(components.blue),
          alpha: CGFloat(components.alpha)
        )
      } else {
        self.init(
          red: CGFloat(components.red),
          green: CGFloat(components.green),
          blue: CGFloat(components.blue),
          alpha: CGFloat(components.alpha)
        )
      }
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

    /// Creates a color from a palette's ``ThemeWideColor``, keeping a wide color wide: a
    /// Display P3 color becomes a Display P3 `NSColor` with the same components, an sRGB color
    /// an sRGB one (extended sRGB when a component is outside 0–1), and a color in another
    /// space is converted to Display P3 and gamut-mapped into it.
    /// ``ThemeWideColor/platformComponents`` documents the choice.
    ///
    /// ```swift
    /// textField.theme.textColor = palette.wideColor("brand").map { NSColor($0) }
    /// ```
    ///
    /// - Parameter color: The palette color.
    public convenience init(_ color: ThemeWideColor) {
      let components = color.platformComponents
      if components.space == .displayP3 {
        self.init(
          displayP3Red: CGFloat(components.red),
          green: CGFloat(components.green),
          blue: CGFloat(components.blue),
          alpha: CGFloat(components.alpha)
        )
      } else {
        self.init(
          red: CGFloat(components.red),
          green: CGFloat(components.green),
          blue: CGFloat(components.blue),
          alpha: CGFloat(components.alpha)
        )
      }
    }
  }
#endif
