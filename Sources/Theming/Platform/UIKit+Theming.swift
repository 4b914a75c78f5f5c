// UIKit glue. Compiled only where UIKit exists; the Linux CI type-checks it, with the SIL
// diagnostics, against the real iOS SDK (Scripts/check-ios-sdk.sh), and against stand-in
// declarations of the UIKit API it uses (Scripts/check-apple-glue.sh).

// watchOS has UIKit, but none of the views, controllers, layers or scenes this glue extends.
#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension UIView: ThemeCompatible {
    /// A view inherits its style from its superview.
    public var themeParent: (any ThemeNode)? { superview }
  }

  extension UIViewController: ThemeCompatible {
    /// A view controller takes the style of its view (and so of the view's place in the
    /// window); before its view loads, the style of its parent controller.
    ///
    /// An override set on a controller applies to the controller's own providers only: views
    /// take their style from their superviews. To restyle a screen, set the override on the
    /// controller's view.
    public var themeParent: (any ThemeNode)? { viewIfLoaded ?? parent }
  }

  // A moved view is re-resolved without swizzling: the nearest override travels down the view
  // hierarchy as a trait, so UIKit reports every themed view whose nearest override changed,
  // which a move under another override is.
  extension UIView: MoveReportingNode {
    /// On iOS and tvOS 17 and later, through UIKit's trait changes; not on earlier systems.
    public static var reportsMoves: Bool {
      if #available(iOS 17.0, tvOS 17.0, *) { return true }
      return false
    }

    /// Reports the view's moves to `manager` through UIKit's trait changes, on iOS and tvOS 17
    /// and later.
    ///
    /// - Parameter manager: A manager that now tracks the view.
    public func startReportingMoves(to manager: ThemeManager) {
      guard #available(iOS 17.0, tvOS 17.0, *) else { return }
      registerForTraitChanges([ThemeOverrideTrait.self]) {
        [weak manager] (view: UIView, _: UITraitCollection) in
        // UIKit delivers trait changes on the main thread.
        MainActor.assumeIsolated { manager?.nodeDidMove(view) }
      }
    }

    /// Carries the view's own override down its hierarchy as a trait, on iOS and tvOS 17 and
    /// later.
    ///
    /// - Parameter style: The view's new override, or `nil` when it was cleared.
    public func themeOverrideDidChange(to style: ThemeStyle?) {
      guard #available(iOS 17.0, tvOS 17.0, *) else { return }
      if let style {
        traitOverrides[ThemeOverrideTrait.self] = ThemeOverrideTrait.value(for: style)
      } else {
        traitOverrides.remove(ThemeOverrideTrait.self)
      }
    }
  }

  /// The nearest theme override, as a number per style shared by every manager in the process;
  /// `0` where no override applies.
  ///
  /// A view holds one value: when two managers pin the same view, the trait follows the last
  /// override set or cleared, and moves are reported as they change that value. Move reporting
  /// assumes one manager pins a given view, as an app with one manager always does.
  @available(iOS 17.0, tvOS 17.0, *)
  struct ThemeOverrideTrait: UITraitDefinition {
    static let defaultValue = 0
    /// One numbering for the process: a value must name the same style in every window.
    @MainActor private static let numbers = StyleNumbers()

    @MainActor static func value(for style: ThemeStyle) -> Int {
      numbers.number(for: style)
    }
  }

  /// Numbers styles from 1 in the order they are first asked for.
  @MainActor
  private final class StyleNumbers {
    private var numbers: [ThemeStyle: Int] = [:]

    func number(for style: ThemeStyle) -> Int {
      if let number = numbers[style] { return number }
      let number = numbers.count + 1
      numbers[style] = number
      return number
    }
  }

  // System colors, materials, asset-catalog colors, keyboards and alerts follow the view's
  // user interface style, which the manager sets where the theme is pinned.
  extension UIView: ThemeSystemAppearanceTarget {
    /// Sets the view's user interface style: through `traitOverrides` on iOS and tvOS 17 and
    /// later, through `overrideUserInterfaceStyle` before. `.unspecified` removes it.
    ///
    /// - Parameter appearance: The appearance to set.
    public func applySystemAppearance(_ appearance: ThemeSystemAppearance) {
      let style = UIUserInterfaceStyle(appearance)
      if #available(iOS 17.0, tvOS 17.0, *) {
        if style == .unspecified {
          traitOverrides.remove(UITraitUserInterfaceStyle.self)
        } else {
          traitOverrides[UITraitUserInterfaceStyle.self] = style
        }
      } else {
        overrideUserInterfaceStyle = style
      }
    }
  }

  extension UIUserInterfaceStyle {
    /// The interface style for a system appearance.
    ///
    /// - Parameter appearance: The appearance.
    public init(_ appearance: ThemeSystemAppearance) {
      switch appearance {
      case .light: self = .light
      case .dark: self = .dark
      case .unspecified: self = .unspecified
      }
    }
  }

  extension CALayer: ThemeCompatible {
    /// A view's own layer inherits from its view; any other layer from its superlayer.
    @MainActor
    public var themeParent: (any ThemeNode)? {
      if let view = delegate as? UIView { return view }
      return superlayer
    }
  }

  extension UIBarItem: ThemeCompatible {
    /// Bar items are roots: UIKit does not expose the bar that shows them.
    public var themeParent: (any ThemeNode)? { nil }
  }

  extension ThemeStyle {
    /// The style for a trait collection's interface style: `.dark` or `.light`, and
    /// `.unspecified` when UIKit has none; pass it to ``ThemeManager/systemStyleDidChange(to:)``.
    ///
    /// - Parameter style: The interface style.
    public init(_ style: UIUserInterfaceStyle) {
      switch style {
      case .dark: self = .dark
      case .light: self = .light
      default: self = .unspecified
      }
    }
  }

  extension ThemeManager {
    /// Reports the system's style to ``systemStyleDidChange(to:)`` from `scene`: at once and,
    /// on iOS and tvOS 17 and later, whenever the scene's interface style changes. It also
    /// keeps ``hostIsInBackground`` up to date from the scene's activation, so that the flips
    /// iOS makes while it snapshots the app in the background cause no switch.
    ///
    /// The scene is observed rather than a window because an app that matches system controls
    /// to its theme (``matchSystemAppearance(of:)``) sets its windows' interface style, which
    /// the scene does not inherit. On iOS and tvOS 13 to 16, also call
    /// ``systemStyleMayHaveChanged(in:)`` from your scene delegate's
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
    ///
    /// - Parameter scene: The window scene whose style is the system's.
    public func observeSystemStyle(of scene: UIWindowScene) {
      systemStyleMayHaveChanged(in: scene)
      let center = NotificationCenter.default
      platformObservations.append(
        center.addObserver(
          forName: UIScene.didEnterBackgroundNotification, object: scene, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.hostIsInBackground = true }
        })
      platformObservations.append(
        center.addObserver(
          forName: UIScene.willEnterForegroundNotification, object: scene, queue: .main
        ) { [weak self, weak scene] _ in
          MainActor.assumeIsolated {
            guard let self else { return }
            // Read while still held: the scene may still say `.background` when this is
            // posted, which would hold reports again after the release below.
            if let scene { self.systemStyleMayHaveChanged(in: scene) }
            self.hostIsInBackground = false
          }
        })
      guard #available(iOS 17.0, tvOS 17.0, *) else { return }
      scene.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        [weak self] (scene: UIWindowScene, _: UITraitCollection) in
        MainActor.assumeIsolated { self?.systemStyleMayHaveChanged(in: scene) }
      }
    }

    /// Reports `scene`'s interface style, the system's, to ``systemStyleDidChange(to:)``;
    /// held while the scene is in the background. Call it from the scene delegate's
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` on iOS and tvOS 13 to
    /// 16, where ``observeSystemStyle(of:)`` cannot observe trait changes itself.
    ///
    /// - Parameter scene: The window scene whose style is the system's.
    public func systemStyleMayHaveChanged(in scene: UIWindowScene) {
      if scene.activationState == .background { hostIsInBackground = true }
      let style = scene.traitCollection.userInterfaceStyle
      // `.unspecified` says nothing about the system: keep the last style reported.
      guard style != .unspecified else { return }
      systemStyleDidChange(to: ThemeStyle(style))
    }

    /// A transition that cross-dissolves `window` while a switch re-applies its views; assign
    /// it to ``transition`` and switch with `changeTheme(to:animated: true)`.
    ///
    /// - Parameters:
    ///   - window: The window to cross-dissolve.
    ///   - duration: The animation's length in seconds.
    /// - Returns: The transition.
    public static func crossDissolve(in window: UIWindow, duration: TimeInterval = 0.3)
      -> ThemeTransition
    {
      { [weak window] _, applyChanges in
        // The changes are applied at once, under a snapshot of the old look that then fades:
        // handing `applyChanges` to a UIKit animation would let UIKit keep a closure that must
        // not outlive this call.
        guard let window, let snapshot = window.snapshotView(afterScreenUpdates: false) else {
          return applyChanges()
        }
        window.addSubview(snapshot)
        applyChanges()
        UIView.animate(
          withDuration: duration,
          animations: { snapshot.alpha = 0 },
          completion: { _ in snapshot.removeFromSuperview() }
        )
      }
    }
  }

  extension ThemeWrapper where Base: UIButton {
    /// Themes the title color for one control state; each state keeps its own provider.
    ///
    /// - Parameters:
    ///   - provider: The provider, or `nil` to stop theming that state.
    ///   - state: The control state.
    public func setTitleColor(_ provider: ThemeProvider<UIColor>?, for state: UIControl.State) {
      bind(provider, to: "UIButton.titleColor", for: state.rawValue) { button, color, raw in
        button.setTitleColor(color, for: UIControl.State(rawValue: raw))
      }
    }

    /// The title-color provider for one control state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The stored provider, or `nil`.
    public func titleColor(for state: UIControl.State) -> ThemeProvider<UIColor>? {
      provider(boundTo: "UIButton.titleColor", for: state.rawValue)
    }

    /// Themes the title shadow color for one control state; each state keeps its own provider.
    ///
    /// - Parameters:
    ///   - provider: The provider, or `nil` to stop theming that state.
    ///   - state: The control state.
    public func setTitleShadowColor(
      _ provider: ThemeProvider<UIColor>?,
      for state: UIControl.State
    ) {
      bind(provider, to: "UIButton.titleShadowColor", for: state.rawValue) {
        button, color, raw in
        button.setTitleShadowColor(color, for: UIControl.State(rawValue: raw))
      }
    }

    /// The title-shadow-color provider for one control state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The stored provider, or `nil`.
    public func titleShadowColor(for state: UIControl.State) -> ThemeProvider<UIColor>? {
      provider(boundTo: "UIButton.titleShadowColor", for: state.rawValue)
    }

    /// Themes the styled title for one control state; each state keeps its own provider.
    ///
    /// The title is set with UIKit's animations off and the button laid out at once, so that the
    /// new title does not animate in from the old one's frame; the caller's animation setting is
    /// restored after.
    ///
    /// - Parameters:
    ///   - provider: The provider, or `nil` to stop theming that state.
    ///   - state: The control state.
    public func setAttributedTitle(
      _ provider: ThemeProvider<NSAttributedString>?,
      for state: UIControl.State
    ) {
      bind(provider, to: "UIButton.attributedTitle", for: state.rawValue) {
        button, title, raw in
        let animationsWereEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(false)
        button.setAttributedTitle(title, for: UIControl.State(rawValue: raw))
        button.layoutIfNeeded()
        UIView.setAnimationsEnabled(animationsWereEnabled)
      }
    }

    /// The styled-title provider for one control state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The stored provider, or `nil`.
    public func attributedTitle(for state: UIControl.State) -> ThemeProvider<NSAttributedString>? {
      provider(boundTo: "UIButton.attributedTitle", for: state.rawValue)
    }

    /// Themes the image for one control state.
    ///
    /// - Parameters:
    ///   - provider: The provider, or `nil` to stop theming that state.
    ///   - state: The control state.
    public func setImage(_ provider: ThemeProvider<UIImage?>?, for state: UIControl.State) {
      bind(provider, to: "UIButton.image", for: state.rawValue) { button, image, raw in
        button.setImage(image, for: UIControl.State(rawValue: raw))
      }
    }

    /// The image provider for one control state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The stored provider, or `nil`.
    public func image(for state: UIControl.State) -> ThemeProvider<UIImage?>? {
      provider(boundTo: "UIButton.image", for: state.rawValue)
    }

    /// Themes the background image for one control state.
    ///
    /// - Parameters:
    ///   - provider: The provider, or `nil` to stop theming that state.
    ///   - state: The control state.
    public func setBackgroundImage(
      _ provider: ThemeProvider<UIImage?>?,
      for state: UIControl.State
    ) {
      bind(provider, to: "UIButton.backgroundImage", for: state.rawValue) { button, image, raw in
        button.setBackgroundImage(image, for: UIControl.State(rawValue: raw))
      }
    }

    /// The background-image provider for one control state.
    ///
    /// - Parameter state: The control state.
    /// - Returns: The stored provider, or `nil`.
    public func backgroundImage(for state: UIControl.State) -> ThemeProvider<UIImage?>? {
      provider(boundTo: "UIButton.backgroundImage", for: state.rawValue)
    }
  }

  extension ThemeWrapper where Base: UIBarItem {
    /// Themes the title text attributes for one control state; each state keeps its own
    /// provider (JXTheme kept one for all states).
    ///
    /// - Parameters:
    ///   - provider: The provider, or `nil` to stop theming that state.
    ///   - state: The control state.
    public func setTitleTextAttributes(
      _ provider: ThemeProvider<[NSAttributedString.Key: Any]>?,
      for state: UIControl.State
    ) {
      bind(provider, to: "UIBarItem.titleTextAttributes", for: state.rawValue) {
        item, attributes, raw in
        item.setTitleTextAttributes(attributes, for: UIControl.State(rawValue: raw))
      }
    }
  }

  extension ThemeWrapper where Base: CALayer {
    /// Themes the layer's border color from a `UIColor` provider: the same binding as
    /// `layer.theme.borderColor`, which each replaces and reads back.
    ///
    /// A dynamic color resolves against the trait collection of the view that owns the layer,
    /// is converted to a `CGColor` on each application (a `CGColor` does not follow the style by
    /// itself), and the write starts no implicit animation unless the switch is animated.
    ///
    /// - Parameter provider: The provider, or `nil` to stop theming the border color.
    public func setBorderColor(_ provider: ThemeProvider<UIColor>?) {
      borderColor = provider
    }

    /// Themes the layer's background color from a `UIColor` provider, resolved as
    /// ``setBorderColor(_:)`` resolves it: the same binding as `layer.theme.backgroundColor`.
    ///
    /// - Parameter provider: The provider, or `nil` to stop theming the background color.
    public func setBackgroundColor(_ provider: ThemeProvider<UIColor>?) {
      backgroundColor = provider
    }
  }

  extension CALayer {
    /// `color` for the trait collection of the view that owns the layer (its delegate, or the
    /// nearest superlayer's), not `UITraitCollection.current`, which is whatever view UIKit
    /// last drew; unresolved when no view owns the layer.
    @MainActor
    func resolvedForOwningView(_ color: UIColor) -> UIColor {
      var layer: CALayer? = self
      while let current = layer {
        if let view = current.delegate as? UIView {
          return color.resolvedColor(with: view.traitCollection)
        }
        layer = current.superlayer
      }
      return color
    }

    /// Runs `write` on the layer with Core Animation's implicit actions turned off, unless an
    /// animated switch is running: a standalone layer would otherwise fade each themed color.
    @MainActor
    func writeWithoutImplicitAnimation(_ write: (CALayer) -> Void) {
      guard !ThemeManager.isApplyingAnimatedSwitch else { return write(self) }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      write(self)
      CATransaction.commit()
    }
  }

  extension ThemeWrapper where Base: UIViewController {
    /// The status bar style for each style, as a provider like any other. Set it, and return
    /// ``preferredStatusBarStyle`` from the controller's own `preferredStatusBarStyle`; the
    /// controller is asked for `setNeedsStatusBarAppearanceUpdate()` whenever its style
    /// changes, by a switch or by an override above it.
    ///
    /// ```swift
    /// final class ScreenController: UIViewController {
    ///   override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     theme.statusBarStyle = ThemeProvider { $0 == .dark ? .lightContent : .darkContent }
    ///   }
    ///   override var preferredStatusBarStyle: UIStatusBarStyle {
    ///     theme.preferredStatusBarStyle
    ///   }
    /// }
    /// ```
    @available(tvOS, unavailable)
    public var statusBarStyle: ThemeProvider<UIStatusBarStyle>? {
      get { provider(boundTo: "UIViewController.statusBarStyle") }
      nonmutating set {
        bind(newValue, to: "UIViewController.statusBarStyle") { controller, _ in
          controller.setNeedsStatusBarAppearanceUpdate()
        }
      }
    }

    /// The status bar style ``statusBarStyle`` gives for the controller's style now, or
    /// `.default` when none is set.
    @available(tvOS, unavailable)
    public var preferredStatusBarStyle: UIStatusBarStyle {
      statusBarStyle?(effectiveThemeStyle) ?? .default
    }
  }
#endif
