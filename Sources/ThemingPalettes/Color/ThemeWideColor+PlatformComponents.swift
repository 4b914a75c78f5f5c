import Theming

extension ThemeWideColor {
  /// The numbers a platform color is made from: a color space the Apple frameworks take
  /// directly (sRGB or Display P3), three components in it and an opacity.
  ///
  /// ``ThemeWideColor/platformComponents`` decides them; `UIColor(_:)` and `NSColor(_:)` with
  /// a ``ThemeWideColor`` pass them on unchanged.
  public struct PlatformComponents: Hashable, Sendable {
    /// The color space: ``ThemeWideColor/Space/srgb`` or ``ThemeWideColor/Space/displayP3``.
    public let space: ThemeWideColor.Space
    /// The red component.
    public let red: Double
    /// The green component.
    public let green: Double
    /// The blue component.
    public let blue: Double
    /// The opacity, 0–1.
    public let alpha: Double

    /// Creates platform components.
    ///
    /// - Parameters:
    ///   - space: The color space.
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public init(
      space: ThemeWideColor.Space, red: Double, green: Double, blue: Double, alpha: Double
    ) {
      self.space = space
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// What the platform initializers (`UIColor(themeWideColor)`, `NSColor(themeWideColor)`)
  /// make of the color, decided here so that every platform decides alike:
  ///
  /// - an sRGB color keeps its components, even outside 0–1: the sRGB initializers of UIKit
  ///   (iOS 10 and later) and AppKit (`NSColor(red:green:blue:alpha:)`) take them as extended
  ///   sRGB, so nothing is lost;
  /// - a Display P3 color keeps its components when they are within 0–1, the range the
  ///   Display P3 initializers take; outside it, it is gamut-mapped into Display P3;
  /// - a color in any other space is converted to Display P3, the widest space both frameworks
  ///   take directly, and gamut-mapped into it (``mapped(into:)``), so that wide colors stay
  ///   wide on a screen that can show them.
  ///
  /// `none` components count as 0, and the opacity is clamped to 0–1.
  ///
  /// ```swift
  /// ThemeWideColor(.displayP3, 1, 0.25, 0.1).platformComponents
  /// // PlatformComponents(space: .displayP3, red: 1, green: 0.25, blue: 0.1, alpha: 1)
  /// ```
  public var platformComponents: PlatformComponents {
    let opacity = Self.unitClamped(alpha)
    if space == .srgb {
      let values = resolvedComponents
      return PlatformComponents(
        space: .srgb, red: values.x, green: values.y, blue: values.z, alpha: opacity)
    }
    let values = mapped(into: .displayP3).resolvedComponents
    return PlatformComponents(
      space: .displayP3, red: values.x, green: values.y, blue: values.z, alpha: opacity)
  }
}
