// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, NeverUseImplicitlyUnwrappedOptionals
// Stand-in declarations of the AppKit views' properties that the library declares on the
// `.theme` namespace, with the SDK's types, in the SDK's class hierarchy. The @available
// attributes are those of Apple's documentation pages and headers; none is newer than macOS 10.15.
// An implicitly unwrapped type is the SDK's.
import Foundation

public final class NSFont: @unchecked Sendable {
  public init() {}
}
public final class NSImage: @unchecked Sendable {
  public init() {}
}
extension NSView {
  public var alphaValue: CGFloat {
    get { 1 }
    set {}
  }
}
@MainActor open class NSControl: NSView {
  open var font: NSFont?
}
@MainActor open class NSTextField: NSControl {
  open var textColor: NSColor?
  open var backgroundColor: NSColor?
  @available(macOS 10.10, *)
  open var placeholderAttributedString: NSAttributedString?
}
@MainActor open class NSText: NSView {
  open var textColor: NSColor?
  open var backgroundColor: NSColor?
  open var font: NSFont?
}
@MainActor open class NSTextView: NSText {
  open var insertionPointColor: NSColor!
}
@MainActor open class NSButton: NSControl {
  open var attributedTitle = NSAttributedString(string: "")
  @available(macOS 10.12.2, *)
  open var bezelColor: NSColor?
  @available(macOS 10.14, *)
  open var contentTintColor: NSColor?
}
@MainActor open class NSImageView: NSControl {
  open var image: NSImage?
  @available(macOS 10.14, *)
  open var contentTintColor: NSColor?
}
@MainActor open class NSBox: NSView {
  @available(macOS 10.5, *)
  open var borderColor = NSColor()
  @available(macOS 10.5, *)
  open var fillColor = NSColor()
}
@MainActor open class NSScrollView: NSView {
  open var backgroundColor = NSColor()
}
@MainActor open class NSTableView: NSControl {
  open var backgroundColor = NSColor()
  open var gridColor = NSColor()
}
@MainActor open class NSSlider: NSControl {
  @available(macOS 10.12.2, *)
  open var trackFillColor: NSColor?
}
