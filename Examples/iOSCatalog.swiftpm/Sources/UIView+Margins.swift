import UIKit

extension UIView {
  /// Adds `content` as a subview whose edges follow this view's layout margins.
  ///
  /// - Parameter content: The view to add, laid out by constraints from now on.
  func addSubviewFillingMargins(_ content: UIView) {
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    let margins = layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }
}
