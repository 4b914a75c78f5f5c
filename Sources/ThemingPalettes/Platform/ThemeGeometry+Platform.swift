// Conversions of palette geometry to the platform's rect and insets types. Compiled only on
// Apple platforms; the Linux CI type-checks them against the real iOS SDK
// (Scripts/check-ios-sdk.sh) and against stand-in declarations (Scripts/check-apple-glue.sh).

#if canImport(UIKit)
  public import UIKit
#elseif canImport(AppKit)
  public import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit)
  extension CGRect {
    /// Creates a rect from a palette's ``ThemeRect``, taken as written: on a platform whose
    /// y axis points up (an AppKit view that is not flipped), `y` is the bottom edge.
    ///
    /// ```swift
    /// tab.theme.frame = palette.rect("tabbar.1.frame").map { CGRect($0) }
    /// ```
    ///
    /// - Parameter rect: The palette rect.
    public init(_ rect: ThemeRect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }
#endif

#if canImport(UIKit)
  extension UIEdgeInsets {
    /// Creates insets from a palette's ``ThemeInsets``, edge for edge.
    ///
    /// ```swift
    /// list.theme.contentInset = palette.insets("list.padding").map { UIEdgeInsets($0) }
    /// ```
    ///
    /// - Parameter insets: The palette insets.
    public init(_ insets: ThemeInsets) {
      self.init(
        top: CGFloat(insets.top),
        left: CGFloat(insets.left),
        bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right)
      )
    }
  }
#elseif canImport(AppKit)
  extension NSEdgeInsets {
    /// Creates insets from a palette's ``ThemeInsets``, edge for edge.
    ///
    /// ```swift
    /// stack.theme.edgeInsets = palette.insets("toolbar.padding").map { NSEdgeInsets($0) }
    /// ```
    ///
    /// - Parameter insets: The palette insets.
    public init(_ insets: ThemeInsets) {
      self.init(
        top: CGFloat(insets.top),
        left: CGFloat(insets.left),
        bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right)
      )
    }
  }
#endif
