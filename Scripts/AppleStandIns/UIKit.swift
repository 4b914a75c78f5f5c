// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in declarations with the shapes of the UIKit API that Sources/Theming/Platform uses, so
// that the Linux CI can type-check the UIKit glue. They mirror signatures; the real SDK is what
// the glue is compiled against on Apple platforms. They carry no doc comments: the documentation
// is the SDK's.
//
// Declarations newer than the package's minimums, or absent from watchOS, carry the SDK's
// @available (Scripts/apple-api-manifest.ini cites the page for each). The Linux compiler ignores
// iOS, tvOS and watchOS availability, so the type-check does not enforce them; they are read by
// Scripts/check-apple-api, which fails on a use outside a covering #available or @available. Put
// the attribute on the member itself: the check does not carry a type's attribute to its members.
@_exported public import Foundation

public typealias CGFloat = Double
public typealias TimeInterval = Double
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}
public final class CGColor: @unchecked Sendable {}
public final class UIImage: @unchecked Sendable {}
public final class UIColor: @unchecked Sendable {
  public init() {}
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public var cgColor: CGColor { CGColor() }
  @available(iOS 13.0, tvOS 13.0, *)
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UIStatusBarStyle: Int, Sendable {
  case `default`, lightContent
  @available(iOS 13.0, *)
  case darkContent
}
@available(watchOS, unavailable)
open class CATransaction {
  open class func begin() {}
  open class func commit() {}
  open class func setDisableActions(_ flag: Bool) {}
}
public struct NSAttributedString {
  public struct Key: Hashable, Sendable {
    public let rawValue: String
  }
}
public protocol CALayerDelegate: AnyObject {}
@available(watchOS, unavailable)
open class CALayer {
  public init() {}
  open weak var delegate: (any CALayerDelegate)?
  open var superlayer: CALayer? { nil }
  open var borderColor: CGColor?
  open var backgroundColor: CGColor?
}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public protocol UITraitDefinition {
  associatedtype Value
  static var defaultValue: Value { get }
}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public typealias UITrait = any UITraitDefinition.Type
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct UITraitUserInterfaceStyle: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceStyle.unspecified
}
public final class UITraitCollection {
  @available(iOS 12.0, tvOS 10.0, *)
  public var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}
@MainActor public protocol UITraitEnvironment: AnyObject {
  var traitCollection: UITraitCollection { get }
}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public protocol UITraitChangeRegistration {}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
struct StandInRegistration: UITraitChangeRegistration {}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct UITraitOverrides {
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { T.defaultValue }
    set {}
  }
  public mutating func remove(_ trait: UITrait) {}
}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor public protocol UITraitChangeObservable {}
// The handlers are declared neither isolated nor sendable, as the SDK's `TraitChangeHandler` is.
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UITraitChangeObservable {
  @available(iOS 17.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { StandInRegistration() }
}
@MainActor open class UIResponder {
  public init() {}
  open var traitCollection: UITraitCollection { UITraitCollection() }
}
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder, UITraitEnvironment {
  open var viewIfLoaded: UIView? { nil }
  open var parent: UIViewController? { nil }
  @available(tvOS, unavailable)
  open func setNeedsStatusBarAppearanceUpdate() {}
  @available(tvOS, unavailable)
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIScene: UIResponder {
  public enum ActivationState: Int, Sendable {
    case unattached, foregroundActive, foregroundInactive, background
  }
  open var activationState: ActivationState { .unattached }
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
}
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIWindowScene: UIScene, UITraitEnvironment {}
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
  open var superview: UIView? { nil }
  open var backgroundColor: UIColor?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // The SDK's type: UIKit resets a nil tint color to the inherited one.
  open var tintColor: UIColor!
  open var alpha: CGFloat = 1
  open func layoutIfNeeded() {}
  open class var areAnimationsEnabled: Bool { true }
  open class func setAnimationsEnabled(_ enabled: Bool) {}
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
  open class func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}
  @available(iOS 13.0, tvOS 13.0, *)
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { .unspecified }
    set {}
  }
  @available(iOS 17.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides() }
    set {}
  }
}
// The views, controllers and scenes adopt the trait-change API from iOS and tvOS 17.
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIViewController: UITraitChangeObservable {}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIWindowScene: UITraitChangeObservable {}
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIView: UITraitChangeObservable {}
// Subclasses of UIView, which watchOS does not have.
@available(watchOS, unavailable)
@MainActor open class UIWindow: UIView {}
@available(watchOS, unavailable)
@MainActor open class UIControl: UIView {
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}
@available(watchOS, unavailable)
@MainActor open class UIButton: UIControl {
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
}
@available(watchOS, unavailable)
@MainActor open class UIBarItem {
  public init() {}
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?,
    for state: UIControl.State
  ) {}
}
public struct UIEdgeInsets: Sendable {
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
