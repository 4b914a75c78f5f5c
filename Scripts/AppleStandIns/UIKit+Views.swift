// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, NeverUseImplicitlyUnwrappedOptionals
// Stand-in declarations of the UIKit views' properties that the library declares on the
// `.theme` namespace, with the SDK's types. As in UIKit.swift, a declaration that the SDK marks
// unavailable on tvOS carries that attribute itself, on the type and on each member the SDK marks,
// and members that carry an attribute are computed, as the stand-ins elsewhere are. An implicitly
// unwrapped type is the SDK's: the property is null_resettable in its header.
import Foundation

public final class UIFont: @unchecked Sendable {
  public init() {}
}
@available(tvOS, unavailable)
public enum UIBarStyle: Int, Sendable {
  case `default`, black
}
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
}
// Layers.
extension CALayer {
  public var shadowColor: CGColor? {
    get { nil }
    set {}
  }
  public var borderWidth: CGFloat {
    get { 0 }
    set {}
  }
}
@available(watchOS, unavailable)
open class CAShapeLayer: CALayer {
  open var fillColor: CGColor?
  open var strokeColor: CGColor?
}
// Views.
@available(watchOS, unavailable)
@MainActor open class UILabel: UIView {
  open var font: UIFont!
  open var textColor: UIColor!
  open var shadowColor: UIColor?
  open var highlightedTextColor: UIColor?
  open var attributedText: NSAttributedString?
}
@available(watchOS, unavailable)
@MainActor open class UITextField: UIControl {
  open var font: UIFont?
  open var textColor: UIColor?
  open var attributedText: NSAttributedString?
  open var attributedPlaceholder: NSAttributedString?
  open var keyboardAppearance: UIKeyboardAppearance = .default
}
@available(watchOS, unavailable)
@MainActor open class UIImageView: UIView {
  open var image: UIImage?
}
@available(watchOS, unavailable)
@MainActor open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }
  open var style: UIActivityIndicatorView.Style = .medium
  open var color: UIColor!
}
@available(watchOS, unavailable)
@MainActor open class UIScrollView: UIView {
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }
  open var indicatorStyle: UIScrollView.IndicatorStyle = .default
}
@available(watchOS, unavailable)
@MainActor open class UITextView: UIScrollView {
  open var font: UIFont?
  open var textColor: UIColor?
  open var attributedText: NSAttributedString!
  open var keyboardAppearance: UIKeyboardAppearance = .default
}
@available(watchOS, unavailable)
@MainActor open class UITableView: UIScrollView {
  @available(tvOS, unavailable)
  open var separatorColor: UIColor? {
    get { nil }
    set {}
  }
  open var sectionIndexColor: UIColor?
  open var sectionIndexBackgroundColor: UIColor?
}
// Controls.
@available(watchOS, unavailable)
@MainActor open class UIProgressView: UIView {
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?
  open var progressImage: UIImage?
  open var trackImage: UIImage?
}
@available(watchOS, unavailable)
@MainActor open class UIPageControl: UIControl {
  open var pageIndicatorTintColor: UIColor?
  open var currentPageIndicatorTintColor: UIColor?
}
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UISwitch: UIControl {
  open var onTintColor: UIColor?
  open var thumbTintColor: UIColor?
}
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UISlider: UIControl {
  open var thumbTintColor: UIColor?
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?
  open var minimumValueImage: UIImage?
  open var maximumValueImage: UIImage?
}
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
  open var attributedTitle: NSAttributedString?
}
// Bars and bar items.
@available(watchOS, unavailable)
@MainActor open class UINavigationBar: UIView {
  @available(tvOS, unavailable)
  open var barStyle: UIBarStyle {
    get { .default }
    set {}
  }
  open var barTintColor: UIColor?
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    get { nil }
    set {}
  }
}
@available(watchOS, unavailable)
@MainActor open class UITabBar: UIView {
  @available(tvOS, unavailable)
  open var barStyle: UIBarStyle {
    get { .default }
    set {}
  }
  open var barTintColor: UIColor?
  open var shadowImage: UIImage?
}
@available(watchOS, unavailable)
@MainActor open class UISearchBar: UIView {
  @available(tvOS, unavailable)
  open var barStyle: UIBarStyle {
    get { .default }
    set {}
  }
  open var barTintColor: UIColor?
  open var keyboardAppearance: UIKeyboardAppearance = .default
}
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIToolbar: UIView {
  @available(tvOS, unavailable)
  open var barStyle: UIBarStyle {
    get { .default }
    set {}
  }
  open var barTintColor: UIColor?
}
extension UIBarItem {
  public var image: UIImage? {
    get { nil }
    set {}
  }
}
@available(watchOS, unavailable)
@MainActor open class UITabBarItem: UIBarItem {
  open var selectedImage: UIImage?
}
@available(watchOS, unavailable)
@MainActor open class UIBarButtonItem: UIBarItem {
  open var tintColor: UIColor?
}
