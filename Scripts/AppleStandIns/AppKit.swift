// Stand-in declarations with the shapes of the AppKit API that Sources/Theming/Platform uses, so
// that the Linux CI can type-check the AppKit glue. They mirror signatures only; the real SDK is
// what the glue is compiled against on macOS.
public typealias CGFloat = Double
public final class NSColor: @unchecked Sendable {
  public init() {}
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init()
  }
}
public final class NSAppearance: @unchecked Sendable {
  public struct Name: Hashable, Sendable {
    public let rawValue: String
    public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
    public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
  }
  public func bestMatch(from appearances: [Name]) -> Name? { nil }
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
}
