import Theming
import UIKit

/// A button with a title color per control state and a border that follows the theme: the
/// per-state setters of the `.theme` namespace, each state with its own provider.
///
/// UIKit picks the title color for the state the button is in, so turning `isSelected` on or
/// a finger going down needs no refresh: every state's color is already current.
final class OutlinedStateButton: UIButton {
  /// Makes the button and themes it.
  ///
  /// - Parameters:
  ///   - title: The title at rest.
  ///   - selectedTitle: The title while the button is on.
  ///   - palette: The palette to read colors from.
  init(title: String, selectedTitle: String, palette: CatalogPalette) {
    super.init(frame: .zero)
    setTitle(title, for: .normal)
    setTitle(selectedTitle, for: .selected)
    setTitle(selectedTitle, for: [.selected, .highlighted])
    titleLabel?.font = .preferredFont(forTextStyle: .headline)
    titleLabel?.adjustsFontForContentSizeCategory = true
    layer.cornerRadius = 10
    layer.borderWidth = 1.5

    theme.setTitleColor(palette.color(.buttonNormal), for: .normal)
    theme.setTitleColor(palette.color(.buttonHighlighted), for: .highlighted)
    theme.setTitleColor(palette.color(.buttonSelected), for: .selected)
    theme.setTitleColor(palette.color(.buttonHighlighted), for: [.selected, .highlighted])
    // A layer's colors are `CGColor`s, which do not follow the style by themselves; the layer
    // setter resolves the color against the button's traits at each switch.
    layer.theme.setBorderColor(palette.color(.buttonNormal))
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Room around the title. `contentEdgeInsets` is deprecated since iOS 15, and a
  /// configuration would take the title colors over from the per-state setters.
  override var intrinsicContentSize: CGSize {
    let title = super.intrinsicContentSize
    return CGSize(width: title.width + 28, height: max(title.height + 12, 44))
  }
}
