// SwiftUI colors, fonts and insets from palette values. Compiled only where SwiftUI exists.

#if canImport(SwiftUI)
  public import SwiftUI

  extension Color {
    /// A color from a palette's ``ThemeColor``, in the sRGB color space.
    ///
    /// - Parameter color: The palette color.
    public init(_ color: ThemeColor) {
      self.init(
        .sRGB,
        red: Double(color.red) / 255,
        green: Double(color.green) / 255,
        blue: Double(color.blue) / 255,
        opacity: Double(color.alpha) / 255
      )
    }
  }

  extension Color {
    /// A color from a palette's ``ThemeWideColor``, kept wide: Display P3 stays Display P3,
    /// sRGB keeps components outside 0–1, and every other space is converted to Display P3
    /// and gamut-mapped into it (see ``ThemeWideColor/platformComponents``).
    ///
    /// - Parameter color: The palette color.
    public init(_ color: ThemeWideColor) {
      let platform = color.platformComponents
      self.init(
        platform.space == .displayP3 ? .displayP3 : .sRGB,
        red: platform.red,
        green: platform.green,
        blue: platform.blue,
        opacity: platform.alpha
      )
    }
  }

  extension EdgeInsets {
    /// Insets from a palette's ``ThemeInsets``: the left inset is the leading one and the right
    /// the trailing, as in a left-to-right layout (a right-to-left layout mirrors them, as it
    /// mirrors the rest of the view).
    ///
    /// ```swift
    /// Text("Today").padding(EdgeInsets(palette.insets("card.padding")(style)))
    /// ```
    ///
    /// - Parameter insets: The palette insets.
    public init(_ insets: ThemeInsets) {
      self.init(
        top: CGFloat(insets.top),
        leading: CGFloat(insets.left),
        bottom: CGFloat(insets.bottom),
        trailing: CGFloat(insets.right)
      )
    }
  }

  extension Font {
    /// A font from a palette's ``ThemeFontDescriptor``: the named font at its size, or the
    /// system font at that size when the name is empty.
    ///
    /// - Parameter descriptor: The palette font.
    public init(_ descriptor: ThemeFontDescriptor) {
      self =
        descriptor.name.isEmpty
        ? .system(size: CGFloat(descriptor.size))
        : .custom(descriptor.name, size: CGFloat(descriptor.size))
    }
  }
#endif
