import Theming
import UIKit

// Properties the library does not declare, declared by the app on the namespace. Each binds a
// provider under a name and writes its values through the setter; the getter reads the provider
// bound under that name back.

extension ThemeWrapper where Base: UIView {
  /// The corner radius of the view's layer.
  var cornerRadius: ThemeProvider<CGFloat>? {
    get { provider(boundTo: "UIView.cornerRadius") }
    nonmutating set {
      bind(newValue, to: "UIView.cornerRadius") { view, radius in
        view.layer.cornerRadius = radius
      }
    }
  }

  /// The border color of the view's layer, kept on the layer's own namespace.
  var borderColor: ThemeProvider<UIColor>? {
    get { base.layer.theme.borderColor }
    nonmutating set { base.layer.theme.borderColor = newValue }
  }
}

extension ThemeWrapper where Base: CAGradientLayer {
  /// The gradient's colors, converted to `CGColor`s on each switch.
  var gradientColors: ThemeProvider<[UIColor]>? {
    get { provider(boundTo: "CAGradientLayer.colors") }
    nonmutating set {
      bind(newValue, to: "CAGradientLayer.colors") { layer, colors in
        layer.colors = colors.map(\.cgColor)
      }
    }
  }
}

extension ThemeWrapper where Base: UITabBarItem {
  /// The color of the item's badge.
  var badgeColor: ThemeProvider<UIColor>? {
    get { provider(boundTo: "UITabBarItem.badgeColor") }
    nonmutating set {
      bind(newValue, to: "UITabBarItem.badgeColor") { item, color in item.badgeColor = color }
    }
  }
}

/// What the cards' providers read besides the style.
@MainActor
enum CardStyle {
  /// Set from the settings screen's slider.
  static var cornerRadius: CGFloat = 17
}
