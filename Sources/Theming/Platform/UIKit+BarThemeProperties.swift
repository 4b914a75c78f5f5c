// The UIKit bar, bar item and layer properties that JXTheme declared, declared on the `.theme`
// namespace as in UIKit+ThemeProperties.swift. What the SDK marks unavailable on tvOS is marked so
// here.
//
// A layer's colors come from `UIColor` providers: a `CGColor` does not follow the style by itself,
// so each value is resolved against the trait collection of the view that owns the layer, then
// converted. Layer properties are written without Core Animation's implicit animation unless the
// switch is animated: a standalone layer would otherwise fade or grow each themed value.

#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// The identities and setters of the UIKit bar, bar item and layer properties the namespace declares.
  @MainActor
  enum UIKitBarThemeProperties {
    @available(tvOS, unavailable)
    static let navigationBarBarStyle = ThemeProperty(\UINavigationBar.barStyle) {
      (bar, style: UIBarStyle) in bar.barStyle = style
    }

    static let navigationBarBarTintColor = ThemeProperty(\UINavigationBar.barTintColor) {
      (bar, color: UIColor) in bar.barTintColor = color
    }

    static let navigationBarTitleTextAttributes = ThemeProperty(
      \UINavigationBar.titleTextAttributes
    ) {
      (bar, attributes: [NSAttributedString.Key: Any]) in bar.titleTextAttributes = attributes
    }

    @available(tvOS, unavailable)
    static let navigationBarLargeTitleTextAttributes = ThemeProperty(
      \UINavigationBar.largeTitleTextAttributes
    ) {
      (bar, attributes: [NSAttributedString.Key: Any]) in bar.largeTitleTextAttributes = attributes
    }

    @available(tvOS, unavailable)
    static let tabBarBarStyle = ThemeProperty(\UITabBar.barStyle) {
      (bar, style: UIBarStyle) in bar.barStyle = style
    }

    static let tabBarBarTintColor = ThemeProperty(\UITabBar.barTintColor) {
      (bar, color: UIColor) in bar.barTintColor = color
    }

    static let tabBarShadowImage = ThemeProperty(\UITabBar.shadowImage) {
      (bar, image: UIImage) in bar.shadowImage = image
    }

    static let tabBarItemSelectedImage = ThemeProperty(\UITabBarItem.selectedImage) {
      (item, image: UIImage) in item.selectedImage = image
    }

    @available(tvOS, unavailable)
    static let searchBarBarStyle = ThemeProperty(\UISearchBar.barStyle) {
      (bar, style: UIBarStyle) in bar.barStyle = style
    }

    static let searchBarBarTintColor = ThemeProperty(\UISearchBar.barTintColor) {
      (bar, color: UIColor) in bar.barTintColor = color
    }

    static let searchBarKeyboardAppearance = ThemeProperty(\UISearchBar.keyboardAppearance) {
      (bar, appearance: UIKeyboardAppearance) in bar.keyboardAppearance = appearance
    }

    @available(tvOS, unavailable)
    static let toolbarBarStyle = ThemeProperty(\UIToolbar.barStyle) {
      (bar, style: UIBarStyle) in bar.barStyle = style
    }

    @available(tvOS, unavailable)
    static let toolbarBarTintColor = ThemeProperty(\UIToolbar.barTintColor) {
      (bar, color: UIColor) in bar.barTintColor = color
    }

    static let barItemImage = ThemeProperty(\UIBarItem.image) {
      (item, image: UIImage) in item.image = image
    }

    static let barButtonItemTintColor = ThemeProperty(\UIBarButtonItem.tintColor) {
      (item, color: UIColor) in item.tintColor = color
    }

    static let layerBackgroundColor = ThemeProperty(\CALayer.backgroundColor) {
      (layer, color: UIColor) in
      let resolved = layer.resolvedForOwningView(color).cgColor
      layer.writeWithoutImplicitAnimation { $0.backgroundColor = resolved }
    }

    static let layerBorderColor = ThemeProperty(\CALayer.borderColor) {
      (layer, color: UIColor) in
      let resolved = layer.resolvedForOwningView(color).cgColor
      layer.writeWithoutImplicitAnimation { $0.borderColor = resolved }
    }

    static let layerShadowColor = ThemeProperty(\CALayer.shadowColor) {
      (layer, color: UIColor) in
      let resolved = layer.resolvedForOwningView(color).cgColor
      layer.writeWithoutImplicitAnimation { $0.shadowColor = resolved }
    }

    static let layerBorderWidth = ThemeProperty(\CALayer.borderWidth) {
      (layer, width: CGFloat) in layer.writeWithoutImplicitAnimation { $0.borderWidth = width }
    }

    static let shapeLayerFillColor = ThemeProperty(\CAShapeLayer.fillColor) {
      (layer, color: UIColor) in
      let resolved = layer.resolvedForOwningView(color).cgColor
      layer.writeWithoutImplicitAnimation { _ in layer.fillColor = resolved }
    }

    static let shapeLayerStrokeColor = ThemeProperty(\CAShapeLayer.strokeColor) {
      (layer, color: UIColor) in
      let resolved = layer.resolvedForOwningView(color).cgColor
      layer.writeWithoutImplicitAnimation { _ in layer.strokeColor = resolved }
    }
  }

  extension ThemeWrapper where Base: UINavigationBar {
    /// The navigation bar's style.
    @available(tvOS, unavailable)
    public var barStyle: ThemeProvider<UIBarStyle>? {
      get { provider(for: UIKitBarThemeProperties.navigationBarBarStyle) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.navigationBarBarStyle, of: base)
      }
    }

    /// The navigation bar's background tint color.
    public var barTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.navigationBarBarTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.navigationBarBarTintColor, of: base)
      }
    }

    /// The text attributes of the navigation bar's title.
    public var titleTextAttributes: ThemeProvider<[NSAttributedString.Key: Any]>? {
      get { provider(for: UIKitBarThemeProperties.navigationBarTitleTextAttributes) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.navigationBarTitleTextAttributes, of: base)
      }
    }

    /// The text attributes of the navigation bar's large title.
    @available(tvOS, unavailable)
    public var largeTitleTextAttributes: ThemeProvider<[NSAttributedString.Key: Any]>? {
      get { provider(for: UIKitBarThemeProperties.navigationBarLargeTitleTextAttributes) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.navigationBarLargeTitleTextAttributes, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: UITabBar {
    /// The tab bar's style.
    @available(tvOS, unavailable)
    public var barStyle: ThemeProvider<UIBarStyle>? {
      get { provider(for: UIKitBarThemeProperties.tabBarBarStyle) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.tabBarBarStyle, of: base) }
    }

    /// The tab bar's background tint color.
    public var barTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.tabBarBarTintColor) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.tabBarBarTintColor, of: base) }
    }

    /// The tab bar's shadow image.
    public var shadowImage: ThemeProvider<UIImage>? {
      get { provider(for: UIKitBarThemeProperties.tabBarShadowImage) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.tabBarShadowImage, of: base) }
    }
  }

  extension ThemeWrapper where Base: UITabBarItem {
    /// The tab bar item's image while it is selected.
    public var selectedImage: ThemeProvider<UIImage>? {
      get { provider(for: UIKitBarThemeProperties.tabBarItemSelectedImage) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.tabBarItemSelectedImage, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: UISearchBar {
    /// The search bar's style.
    @available(tvOS, unavailable)
    public var barStyle: ThemeProvider<UIBarStyle>? {
      get { provider(for: UIKitBarThemeProperties.searchBarBarStyle) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.searchBarBarStyle, of: base) }
    }

    /// The search bar's background tint color.
    public var barTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.searchBarBarTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.searchBarBarTintColor, of: base)
      }
    }

    /// The appearance of the keyboard the search bar shows.
    public var keyboardAppearance: ThemeProvider<UIKeyboardAppearance>? {
      get { provider(for: UIKitBarThemeProperties.searchBarKeyboardAppearance) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.searchBarKeyboardAppearance, of: base)
      }
    }
  }

  @available(tvOS, unavailable)
  extension ThemeWrapper where Base: UIToolbar {
    /// The toolbar's style.
    public var barStyle: ThemeProvider<UIBarStyle>? {
      get { provider(for: UIKitBarThemeProperties.toolbarBarStyle) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.toolbarBarStyle, of: base) }
    }

    /// The toolbar's background tint color.
    public var barTintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.toolbarBarTintColor) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.toolbarBarTintColor, of: base) }
    }
  }

  extension ThemeWrapper where Base: UIBarItem {
    /// The bar item's image.
    public var image: ThemeProvider<UIImage>? {
      get { provider(for: UIKitBarThemeProperties.barItemImage) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.barItemImage, of: base) }
    }
  }

  extension ThemeWrapper where Base: UIBarButtonItem {
    /// The bar button item's tint color.
    public var tintColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.barButtonItemTintColor) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.barButtonItemTintColor, of: base)
      }
    }
  }

  extension ThemeWrapper where Base: CALayer {
    /// The layer's background color, from a `UIColor` provider: each value is resolved against the
    /// trait collection of the view that owns the layer, converted to a `CGColor`, and written
    /// without an implicit animation unless the switch is animated. `setBackgroundColor(_:)` sets the
    /// same binding. A `ThemeProvider<CGColor>` still reaches the layer's `CGColor?` properties
    /// through the key-path lookup, written as given.
    public var backgroundColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.layerBackgroundColor) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.layerBackgroundColor, of: base) }
    }

    /// The layer's border color, from a `UIColor` provider, resolved, converted and written as the
    /// layer's `backgroundColor` is. `setBorderColor(_:)` sets the same binding.
    public var borderColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.layerBorderColor) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.layerBorderColor, of: base) }
    }

    /// The layer's shadow color, from a `UIColor` provider, resolved, converted and written as the
    /// layer's `backgroundColor` is.
    public var shadowColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.layerShadowColor) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.layerShadowColor, of: base) }
    }

    /// The layer's border width, written without an implicit animation unless the switch is animated.
    public var borderWidth: ThemeProvider<CGFloat>? {
      get { provider(for: UIKitBarThemeProperties.layerBorderWidth) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.layerBorderWidth, of: base) }
    }
  }

  extension ThemeWrapper where Base: CAShapeLayer {
    /// The shape layer's fill color, from a `UIColor` provider, resolved, converted and written as
    /// the layer's `backgroundColor` is.
    public var fillColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.shapeLayerFillColor) }
      nonmutating set { bind(newValue, to: UIKitBarThemeProperties.shapeLayerFillColor, of: base) }
    }

    /// The shape layer's stroke color, from a `UIColor` provider, resolved, converted and written as
    /// the layer's `backgroundColor` is.
    public var strokeColor: ThemeProvider<UIColor>? {
      get { provider(for: UIKitBarThemeProperties.shapeLayerStrokeColor) }
      nonmutating set {
        bind(newValue, to: UIKitBarThemeProperties.shapeLayerStrokeColor, of: base)
      }
    }
  }
#endif
