import Foundation
import Theming

extension ThemeColor {
  /// The color's relative luminance as WCAG 2.2 defines it: 0 for black, 1 for white. The
  /// alpha is ignored.
  ///
  /// Each 8-bit component is divided by 255, linearized with the sRGB transfer function
  /// (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055) ^ 2.4`) and weighted
  /// `0.2126 R + 0.7152 G + 0.0722 B`.
  ///
  /// ```swift
  /// ThemeColor(red: 255, green: 255, blue: 255).relativeLuminance  // 1
  /// ```
  public var relativeLuminance: Double {
    Self.relativeLuminance(of: encodedComponents)
  }

  /// The WCAG 2.2 contrast ratio of this color as text over `background`, from 1 (none) to 21
  /// (black on white).
  ///
  /// The ratio is `(L1 + 0.05) / (L2 + 0.05)`, with `L1` the relative luminance of the
  /// lighter color and `L2` that of the darker, of the colors as they are seen: a translucent
  /// background is first composited over `backdrop`, then translucent text over that result,
  /// both in gamma-encoded sRGB as browsers and UIKit blend, and without rounding to 8 bits.
  /// The backdrop counts as opaque whatever its alpha.
  ///
  /// ```swift
  /// let gray = ThemeColor(red: 0x77, green: 0x77, blue: 0x77)
  /// gray.contrastRatio(on: ThemeColor(red: 255, green: 255, blue: 255))  // 4.478…
  /// ```
  ///
  /// - Parameters:
  ///   - background: The color behind the text.
  ///   - backdrop: What shows through a translucent background; white unless given.
  /// - Returns: The contrast ratio, 1–21.
  public func contrastRatio(
    on background: ThemeColor,
    backdrop: ThemeColor = .init(red: 255, green: 255, blue: 255)
  ) -> Double {
    let seenBackground = Self.composite(
      background.encodedComponents,
      alpha: background.unitAlpha,
      over: backdrop.encodedComponents
    )
    let seenText = Self.composite(encodedComponents, alpha: unitAlpha, over: seenBackground)
    let text = Self.relativeLuminance(of: seenText)
    let behind = Self.relativeLuminance(of: seenBackground)
    return (max(text, behind) + 0.05) / (min(text, behind) + 0.05)
  }

  /// Red, green and blue as gamma-encoded fractions, 0–1.
  private var encodedComponents: [Double] {
    [red, green, blue].map { Double($0) / 255 }
  }

  private var unitAlpha: Double { Double(alpha) / 255 }

  /// `top` at `alpha` over the opaque `bottom`, component by component.
  private static func composite(_ top: [Double], alpha: Double, over bottom: [Double]) -> [Double] {
    zip(top, bottom).map { top, bottom in top * alpha + bottom * (1 - alpha) }
  }

  /// WCAG 2.2's relative luminance of gamma-encoded sRGB red, green and blue, 0–1.
  private static func relativeLuminance(of encoded: [Double]) -> Double {
    let linear = encoded.map { value in
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  }
}
