// Stand-in declarations with the shapes of the UIKit API that Sources/Theming/Platform uses, so
// that the Linux CI can type-check the UIKit glue. They mirror signatures only; the real SDK is
// what the glue is compiled against on Apple platforms. Availability is not mirrored: on Linux
// `#available(iOS 17.0, *)` is always true, so the glue's availability checks go unchecked.
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
  public var cgColor: CGColor { CGColor() }
}
public struct NSAttributedString {
  public struct Key: Hashable, Sendable {
    public let rawValue: String
  }
}
public protocol CALayerDelegate: AnyObject {}
open class CALayer {
  public init() {}
  open weak var delegate: (any CALayerDelegate)?
  open var superlayer: CALayer? { nil }
  open var borderColor: CGColor?
  open var backgroundColor: CGColor?
}
public protocol UITraitDefinition {
  associatedtype Value
  static var defaultValue: Value { get }
}
public typealias UITrait = any UITraitDefinition.Type
public struct UITraitUserInterfaceStyle: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceStyle.unspecified
}
public final class UITraitCollection {
  public var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}
@MainActor public protocol UITraitEnvironment: AnyObject {
  var traitCollection: UITraitCollection { get }
}
public protocol UITraitChangeRegistration {}
struct StandInRegistration: UITraitChangeRegistration {}
public struct UITraitOverrides {
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value == Int {
    get { T.defaultValue }
    set {}
  }
  public mutating func remove(_ trait: UITrait) {}
}
@MainActor public protocol UITraitChangeObservable {}
// The handlers are declared neither isolated nor sendable, as the SDK's `TraitChangeHandler` is.
extension UITraitChangeObservable {
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
@MainActor open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable {
  open var viewIfLoaded: UIView? { nil }
  open var parent: UIViewController? { nil }
}
@MainActor open class UIWindowScene: UIResponder, UITraitEnvironment, UITraitChangeObservable {}
@MainActor open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment,
  UITraitChangeObservable
{
  open var superview: UIView? { nil }
  open var alpha: CGFloat = 1
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
  open class func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}
  public var traitOverrides = UITraitOverrides()
}
@MainActor open class UIWindow: UIView {}
@MainActor open class UIControl: UIView {
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}
@MainActor open class UIButton: UIControl {
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
}
@MainActor open class UIBarItem {
  public init() {}
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?,
    for state: UIControl.State
  ) {}
}
