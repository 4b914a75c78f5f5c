// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in declarations with the shapes of the UIKit API that Sources/Theming/Platform uses, so
// that the Linux CI can type-check the UIKit glue. They mirror signatures; the real SDK is what
// the glue is compiled against on Apple platforms. They carry no doc comments: the documentation
// is the SDK's. The window scene also behaves, for Scripts/check-apple-glue-behaviour.sh, which
// runs the glue: its `_standIn…` members, which the SDK does not have, set its style and
// activation state and deliver its trait changes and notifications.
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
  // The stand-in models one trait, the interface style.
  private let style: UIUserInterfaceStyle
  public init() { style = .unspecified }
  @available(iOS 12.0, tvOS 10.0, *)
  @available(watchOS, unavailable)
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(standInStyle: userInterfaceStyle)
  }
  private init(standInStyle: UIUserInterfaceStyle) { style = standInStyle }
  @available(iOS 12.0, tvOS 10.0, *)
  public var userInterfaceStyle: UIUserInterfaceStyle { style }
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
  ) -> any UITraitChangeRegistration {
    // A window scene keeps its handlers for `_standInDeliverTraitChange(from:)`; other
    // environments drop theirs, since nothing delivers their changes.
    (self as? UIWindowScene)?.standInRecord(traits, handler)
    return StandInRegistration()
  }
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
  private var standInActivationState: ActivationState
  // Stand-in only, not in the SDK (where scenes are UIKit's to make): a scene in `state`.
  public init(_standInActivationState state: ActivationState = .unattached) {
    standInActivationState = state
  }
  open var activationState: ActivationState { standInActivationState }
  // Stand-in only, not in the SDK: sets `activationState`, and posts nothing.
  public func _standInSetActivationState(_ state: ActivationState) {
    standInActivationState = state
  }
  // Stand-in only, not in the SDK: moves the scene to `state` with the notifications UIKit
  // posts on the default center, with the scene as object, in UIKit's order. Into the
  // background: the state changes, then `didEnterBackgroundNotification`. Into the foreground
  // from the background or unattached: `willEnterForegroundNotification` while the state is
  // still the old one, then the state changes (iOS 14's order, as logged in
  // BatchLabs/Batch-iOS-SDK's BAApplicationLifecycle.h: "UISceneWillEnterForegroundNotification
  // - State: Background - Scene: Background" on a warm open, "Scene: Unattached" on a launch).
  public func _standInMove(to state: ActivationState) {
    let old = standInActivationState
    let offscreen: [ActivationState] = [.unattached, .background]
    if offscreen.contains(old) && !offscreen.contains(state) {
      NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
    }
    standInActivationState = state
    if state == .background && old != .background {
      NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
    }
  }
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
}
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
  private var standInTraitCollection = UITraitCollection()
  private var standInHandlers: [(traits: [ObjectIdentifier], call: StandInTraitChangeCall)] = []
  typealias StandInTraitChangeCall = (UIWindowScene, UITraitCollection) -> Void
  open override var traitCollection: UITraitCollection { standInTraitCollection }
  // Stand-in only, not in the SDK: replaces the scene's trait collection, as UIKit does when the
  // system's style changes or while it snapshots the app, and tells no one (as iOS 13 to 16
  // tell only the scene delegate); returns the previous collection.
  @discardableResult
  public func _standInSetTraitCollection(_ traitCollection: UITraitCollection)
    -> UITraitCollection
  {
    defer { standInTraitCollection = traitCollection }
    return standInTraitCollection
  }
  // Stand-in only, not in the SDK: does what iOS and tvOS 17 do after a trait change: calls
  // each handler registered with `registerForTraitChanges(_:handler:)` for a trait whose value
  // differs between `previous` and `traitCollection`, with the scene and `previous`, in the
  // order they were registered. The interface style is the only trait modelled.
  @available(iOS 17.0, tvOS 17.0, *)
  public func _standInDeliverTraitChange(from previous: UITraitCollection) {
    guard previous.userInterfaceStyle != traitCollection.userInterfaceStyle else { return }
    let changed = ObjectIdentifier(UITraitUserInterfaceStyle.self)
    for registration in standInHandlers where registration.traits.contains(changed) {
      registration.call(self, previous)
    }
  }
  @available(iOS 17.0, tvOS 17.0, *)
  func standInRecord<Environment: UITraitEnvironment>(
    _ traits: [UITrait],
    _ handler: @escaping (Environment, UITraitCollection) -> Void
  ) {
    let call: StandInTraitChangeCall = { scene, previous in
      guard let environment = scene as? Environment else {
        fatalError("UIKit stand-in: a trait-change handler for \(Environment.self) on a scene")
      }
      handler(environment, previous)
    }
    standInHandlers.append((traits.map { ObjectIdentifier($0) }, call))
  }
}
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
  open var superview: UIView? { nil }
  open var backgroundColor: UIColor?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // The SDK's type: UIKit resets a nil tint color to the inherited one.
  open var tintColor: UIColor!
  open var alpha: CGFloat = 1
  open func layoutIfNeeded() {}
  // Stored so that the glue's programs (Scripts/AppleGlueTests) can see what the glue leaves.
  private static var standInAnimationsEnabled = true
  open class var areAnimationsEnabled: Bool { standInAnimationsEnabled }
  open class func setAnimationsEnabled(_ enabled: Bool) { standInAnimationsEnabled = enabled }
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
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}
@available(watchOS, unavailable)
@MainActor open class UIButton: UIControl {
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {}
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
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
