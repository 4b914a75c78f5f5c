// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in declarations with the shapes of the AppKit API that Sources/Theming/Platform uses, so
// that the Linux CI can type-check the AppKit glue. They mirror signatures; the real SDK is what
// the glue is compiled against on macOS. The @available attributes are the SDK's where the docs
// were read (Scripts/apple-api-manifest.ini describes how); none is newer than macOS 10.15, so
// Scripts/check-apple-api derives no entry from this file. They carry no doc comments: the
// documentation is the SDK's.
@_exported public import Foundation

public typealias CGFloat = Double
public final class NSColor: @unchecked Sendable {
  public init() {}
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init()
  }
  // Extended sRGB when a component is outside 0–1.
  @available(macOS 10.9, *)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init()
  }
  @available(macOS 10.12, *)
  public convenience init(
    displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    self.init()
  }
}
@available(macOS 10.9, *)
public final class NSAppearance: @unchecked Sendable {
  public struct Name: Hashable, Sendable {
    public let rawValue: String
    @available(macOS 10.9, *)
    public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
    @available(macOS 10.14, *)
    public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
  }
  @available(macOS 10.14, *)
  public func bestMatch(from appearances: [Name]) -> Name? { nil }
  init() {}
  @available(macOS 10.9, *)
  public init?(named name: Name) {}
}
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
}
public struct NSKeyValueObservedChange<Value> {}
public final class NSKeyValueObservation {}
@MainActor open class NSResponder {
  public init() {}
}
// The change handler is declared `@Sendable` and not isolated, as Foundation declares it.
@MainActor open class NSApplication: NSResponder {
  public static let shared = NSApplication()
  open var effectiveAppearance: NSAppearance { NSAppearance() }
  public func observe<Value>(
    _ keyPath: KeyPath<NSApplication, Value>,
    options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (NSApplication, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { NSKeyValueObservation() }
}
@MainActor open class NSView: NSResponder {
  open var superview: NSView? { nil }
  @available(macOS 10.9, *)
  open var appearance: NSAppearance?
}
@MainActor open class NSWindow: NSResponder {
  @available(macOS 10.9, *)
  open var appearance: NSAppearance?
}
public struct NSEdgeInsets: Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
